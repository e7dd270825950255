import type { BrowserSearchPort } from '@domain/ports/browser-search.port.ts'
import { PROXY_GRANT, type SearchGrant } from '@domain/search/search-grant.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { directSearch } from './direct-search.ts'

/** A token is replaced this long before it expires, so no search goes out with one about to lapse. */
export const REFRESH_MARGIN_MS = 120_000
/** A 'proxy' answer is asked again after this long (a live server may gain its key uid meanwhile). */
export const PROXY_RECHECK_MS = 300_000
/** After a direct search fails other than by an expired token, searches go through the server for this long. */
export const DIRECT_PAUSE_MS = 60_000

/** What the page hands in: how to ask its server for a grant and to search through it (both web code). */
export interface BrowserSearchDeps {
  /** the server's grant for this page's tenant (GET /api/search-token) */
  readonly fetchGrant: () => Promise<SearchGrant>
  /** one search through the server (POST /api/search) */
  readonly proxy: (request: SearchRequest, signal?: AbortSignal) => Promise<SearchResponse>
  readonly now: () => number
  /** the direct call; a test stands in for it */
  readonly direct?: typeof directSearch
}

/**
 * The browser's search: straight to Meilisearch with the tenant token when the server grants one, else (and on
 * any failure of the direct call: network, CORS, 401/403 for an expired token, a malformed answer) once through
 * /api/search, dropping the token so the next search fetches a fresh one. Aborted searches are not retried.
 */
export function createMeilisearchBrowserSearch(deps: BrowserSearchDeps): BrowserSearchPort {
  const direct = deps.direct ?? directSearch
  let held: { grant: Promise<SearchGrant>; validUntil: number } | null = null
  let pausedUntil = -Infinity

  const current = (): Promise<SearchGrant> => {
    const now = deps.now()
    if (held && now < held.validUntil) return held.grant
    const asked = now
    const grant = deps.fetchGrant().catch((): SearchGrant => PROXY_GRANT)
    const entry = { grant, validUntil: Infinity }
    held = entry
    void grant.then((g) => {
      // from when it was asked: the local clock only measures the lifetime, it never reads the server's time
      entry.validUntil =
        g.mode === 'direct' ? asked + g.expiresInSeconds * 1000 - REFRESH_MARGIN_MS : asked + PROXY_RECHECK_MS
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
            return await direct(grant, site, request, deps.now(), signal)
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
