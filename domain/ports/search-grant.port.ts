import type { SearchGrant } from '../search/search-grant.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/**
 * Grants a browser the right to search one tenant's stock directly (a tenant token), or sends it through the
 * server ('proxy'). Never fails: anything that prevents a direct grant answers 'proxy'.
 */
export interface SearchGrantPort {
  grant(site: SiteConfig, nowMs: number): Promise<SearchGrant>
}
