import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import { PROXY_GRANT } from '@domain/search/search-grant.ts'
import { isKeyUid, lookupKeyUid } from './key-uid.ts'
import { mintTenantToken } from './tenant-token.ts'

export interface TokenSettings {
  /** the search-only key that signs tokens (never part of an answer) */
  readonly searchKey: string
  /** its uid when configured; otherwise looked up with the admin key */
  readonly searchKeyUid: string | null
  readonly adminKey: string
  /** the host for tenants without `site.search.host` */
  readonly defaultHost: string
}

/** Tenant tokens live 10 minutes: a leaked one is short-lived, and the sold-date window in its rules stays current. */
export const SEARCH_TOKEN_TTL_SECONDS = 600

/** After a failed uid lookup the browsers use /api/search for this long before the server asks again. */
export const UID_RETRY_MS = 60_000

/**
 * Mints each answer's tenant token with the search key: the tenant's search_filters and stock filter as the
 * token's search rules, so a browser that edits its request still sees only that tenant's stock. Tenants with
 * a custom endpoint or custom headers are proxied (a token means nothing there). The key's uid is looked up
 * once (a failure is retried after UID_RETRY_MS; until then: proxy).
 */
export function createMeilisearchGrants(
  settings: TokenSettings | null,
  lookup: typeof lookupKeyUid = lookupKeyUid,
): SearchGrantPort {
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
      console.error(
        'search token: the search key uid lookup failed;',
        error instanceof Error ? error.message : String(error),
      )
    })
    return pending
  }

  return {
    async grant(site, nowMs) {
      if (!settings) return PROXY_GRANT
      if (site.search.custom_url !== null || Object.keys(site.search.custom_headers).length > 0) return PROXY_GRANT
      const pending = keyUid(nowMs)
      if (!pending) return PROXY_GRANT
      try {
        const apiKeyUid = await pending
        if (!isKeyUid(apiKeyUid)) return PROXY_GRANT
        const token = await mintTenantToken(site, {
          apiKey: settings.searchKey,
          apiKeyUid,
          nowMs,
          ttlSeconds: SEARCH_TOKEN_TTL_SECONDS,
        })
        return {
          mode: 'direct',
          host: (site.search.host ?? settings.defaultHost).replace(/\/+$/, ''),
          indexUid: site.search.index,
          token,
          expiresAt: Math.floor(nowMs / 1000) * 1000 + SEARCH_TOKEN_TTL_SECONDS * 1000,
          expiresInSeconds: SEARCH_TOKEN_TTL_SECONDS,
        }
      } catch {
        return PROXY_GRANT
      }
    },
  }
}
