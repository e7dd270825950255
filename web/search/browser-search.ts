import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { directSearch } from './direct-search.ts'
import { SEARCH_TOKEN_ENDPOINT, type SearchGrant } from './search-grant.ts'
import { postSearch } from './search-client.ts'

/** A token is replaced this long before it expires, so no search goes out with one about to lapse. */
export const REFRESH_MARGIN_MS = 120_000
/** A 'proxy' answer is asked again after this long (a live server may gain its key uid meanwhile). */
export const PROXY_RECHECK_MS = 300_000
/** After a direct search fails other than by an expired token, searches go through the server for this long. */
export const DIRECT_PAUSE_MS = 60_000

export interface BrowserSearchDeps {
  readonly fetchGrant: () => Promise<SearchGrant>
  readonly direct: typeof directSearch
  readonly proxy: typeof postSearch
  readonly now: () => number
}

const fetchGrant = async (): Promise<SearchGrant> => {
  const response = await fetch(SEARCH_TOKEN_ENDPOINT, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`search token: HTTP ${response.status}`)
  const grant = (await response.json()) as SearchGrant
  return grant.mode === 'direct' && typeof grant.token === 'string' && typeof grant.host === 'string' ? grant : { mode: 'proxy' }
}

export interface BrowserSearch {
  search(site: SiteConfig, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse>
  /** fetches a grant ahead of the first search (no-op when one is held) */
  prefetch(): void
}

/**
 * The browser's search: straight to Meilisearch with the tenant token when the server grants one, else (and on
 * any failure of the direct call: network, CORS, 401/403 for an expired token, a malformed answer) once through
 * /api/search, dropping the token so the next search fetches a fresh one. Aborted searches are not retried.
 */
export function createBrowserSearch(deps: BrowserSearchDeps = { fetchGrant, direct: directSearch, proxy: postSearch, now: () => Date.now() }): BrowserSearch {
  let held: { grant: Promise<SearchGrant>; validUntil: number } | null = null
  let pausedUntil = -Infinity

  const current = (): Promise<SearchGrant> => {
    const now = deps.now()
    if (held && now < held.validUntil) return held.grant
    const asked = now
    const grant = deps.fetchGrant().catch((): SearchGrant => ({ mode: 'proxy' }))
    const entry = { grant, validUntil: Infinity }
    held = entry
    void grant.then((g) => {
      // from when it was asked: the local clock only measures the lifetime, it never reads the server's time
      entry.validUntil = g.mode === 'direct' ? asked + g.expiresInSeconds * 1000 - REFRESH_MARGIN_MS : asked + PROXY_RECHECK_MS
    })
    return grant
  }

  return {
    prefetch() {
      void current()
    },
    async search(site, request, signal) {
      if (deps.now() >= pausedUntil) {
        const grant = await current()
        if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
        if (grant.mode === 'direct') {
          try {
            return await deps.direct(grant, site, request, deps.now(), signal)
          } catch (error) {
            if (signal?.aborted) throw error
            held = null
            const status = (error as { status?: unknown }).status
            if (status !== 401 && status !== 403) pausedUntil = deps.now() + DIRECT_PAUSE_MS
          }
        }
      }
      return deps.proxy(request, signal)
    },
  }
}

