/**
 * What GET /api/search-token answers: a short-lived tenant token the browser searches Meilisearch with
 * directly, or 'proxy' (demo and mock modes, tenants with a custom search endpoint, no search key configured):
 * the browser then searches through the same-origin /api/search. Browser-safe (types and constants only).
 */
export type SearchGrant = DirectSearchGrant | { readonly mode: 'proxy' }

export interface DirectSearchGrant {
  readonly mode: 'direct'
  /** the search service's base URL; the browser POSTs `{host}/multi-search` */
  readonly host: string
  readonly indexUid: string
  /** the tenant token (JWT); its search rules hold the tenant's scope and stock filter */
  readonly token: string
  /** when the token stops working, ms since the epoch (server clock) */
  readonly expiresAt: number
  /** the same, as seconds from the answer, so a browser with a wrong clock still knows when to refresh */
  readonly expiresInSeconds: number
}

export const SEARCH_TOKEN_ENDPOINT = '/api/search-token'

/** Tenant tokens live 10 minutes: a leaked one is short-lived, and the sold-date window in its rules stays current. */
export const SEARCH_TOKEN_TTL_SECONDS = 600
