import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { meiliString } from './meili-filter.ts'

/**
 * The filters that keep a search inside one tenant's stock (SPEC §7: filters come from the tenant's
 * search_filters). A tenant configured without any is scoped to its own dealerships, so a shared index
 * can never show it another dealer's cars.
 */
export function tenantScopeFilters(site: Pick<PublicSite, 'search' | 'dealerships'>): readonly string[] {
  if (site.search.search_filters.length > 0) return site.search.search_filters
  return [`dealership_slug IN [${site.dealerships.map((d) => meiliString(d.slug)).join(', ')}]`]
}
