import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import type { SearchGrant } from '@domain/search/search-grant.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * GET /api/search-token: the tenant's grant for its browsers, a tenant token when the engine offers one, else
 * 'proxy'. Never a key; the grant port never fails (anything in the way answers 'proxy').
 */
export function createSearchGrant(deps: { readonly grants: SearchGrantPort; readonly clock: ClockPort }) {
  return (site: SiteConfig): Promise<SearchGrant> => deps.grants.grant(site, deps.clock.now())
}
