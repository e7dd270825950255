/**
 * What GET /api/search-token answers: a short-lived token the browser searches the engine with directly, or
 * 'proxy' (the embedded engine, tenants with a custom search endpoint, no search key configured): the browser
 * then searches through the same-origin /api/search. Engine-neutral and browser-safe (types only).
 */
export type SearchGrant = DirectSearchGrant | ProxySearchGrant

export interface ProxySearchGrant {
  readonly mode: 'proxy'
}

export interface DirectSearchGrant {
  readonly mode: 'direct'
  /** the search service's base URL */
  readonly host: string
  readonly indexUid: string
  /** the tenant token; its search rules hold the tenant's scope and stock filter */
  readonly token: string
  /** when the token stops working, ms since the epoch (server clock) */
  readonly expiresAt: number
  /** the same, as seconds from the answer, so a browser with a wrong clock still knows when to refresh */
  readonly expiresInSeconds: number
}

export const PROXY_GRANT: ProxySearchGrant = { mode: 'proxy' }
