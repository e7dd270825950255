import { isKeyUid, lookupKeyUid } from '@adapters/search-meilisearch/key-uid.ts'
import { mintTenantToken } from '@adapters/search-meilisearch/tenant-token.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { LiveSettings } from '../server/composition/environment.ts'
import { SEARCH_TOKEN_TTL_SECONDS, type SearchGrant } from './search-grant.ts'

export interface TokenSettings {
  /** the search-only key that signs tokens (never part of an answer) */
  readonly searchKey: string
  /** its uid when configured; otherwise looked up with the admin key */
  readonly searchKeyUid: string | null
  readonly adminKey: string
  /** the host for tenants without `site.search.host` */
  readonly defaultHost: string
}

export interface SearchGrants {
  grant(site: SiteConfig, nowMs: number): Promise<SearchGrant>
}

/** After a failed uid lookup the browsers use /api/search for this long before the server asks again. */
export const UID_RETRY_MS = 60_000

const PROXY: SearchGrant = { mode: 'proxy' }

/** Live settings → token settings; null when there is no search key (browsers then search through the server). */
export const tokenSettings = (live: LiveSettings | null): TokenSettings | null =>
  live?.MEILISEARCH_SEARCH_KEY && live.MEILISEARCH_API_KEY && live.MEILISEARCH_HOST
    ? { searchKey: live.MEILISEARCH_SEARCH_KEY, searchKeyUid: live.MEILISEARCH_SEARCH_KEY_UID ?? null, adminKey: live.MEILISEARCH_API_KEY, defaultHost: live.MEILISEARCH_HOST }
    : null

/**
 * Mints each answer's tenant token with the search key: the tenant's search_filters and stock filter as the
 * token's search rules, so a browser that edits its request still sees only that tenant's stock. Tenants with
 * a custom endpoint or custom headers are proxied (a token means nothing there). The key's uid is looked up
 * once (a failure is retried after UID_RETRY_MS; until then: proxy).
 */
export function createSearchGrants(settings: TokenSettings | null, lookup: typeof lookupKeyUid = lookupKeyUid): SearchGrants {
  let uid: Promise<string> | null = settings?.searchKeyUid ? Promise.resolve(settings.searchKeyUid) : null
  let failedAt = -Infinity

  const keyUid = (nowMs: number): Promise<string> | null => {
    if (!settings) return null
    if (uid) return uid
    if (nowMs - failedAt < UID_RETRY_MS) return null
    const pending = lookup({ host: settings.defaultHost, adminKey: settings.adminKey, key: settings.searchKey })
    uid = pending
    pending.catch((error: unknown) => {
      if (uid === pending) uid = null
      failedAt = nowMs
      console.error('search token: the search key uid lookup failed;', error instanceof Error ? error.message : String(error))
    })
    return pending
  }

  return {
    async grant(site, nowMs) {
      if (!settings) return PROXY
      if (site.search.custom_url !== null || Object.keys(site.search.custom_headers).length > 0) return PROXY
      const pending = keyUid(nowMs)
      if (!pending) return PROXY
      try {
        const apiKeyUid = await pending
        if (!isKeyUid(apiKeyUid)) return PROXY
        const token = await mintTenantToken(site, { apiKey: settings.searchKey, apiKeyUid, nowMs, ttlSeconds: SEARCH_TOKEN_TTL_SECONDS })
        return {
          mode: 'direct',
          host: (site.search.host ?? settings.defaultHost).replace(/\/+$/, ''),
          indexUid: site.search.index,
          token,
          expiresAt: Math.floor(nowMs / 1000) * 1000 + SEARCH_TOKEN_TTL_SECONDS * 1000,
          expiresInSeconds: SEARCH_TOKEN_TTL_SECONDS,
        }
      } catch {
        return PROXY
      }
    },
  }
}
