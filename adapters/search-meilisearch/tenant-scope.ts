import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { meiliString } from './meili-filter.ts'

type ScopedSite = Pick<PublicSite, 'search' | 'dealerships' | 'manufacturer_id' | 'manufacturers'>

/**
 * Which cars of a shared index are a tenant's: a manufacturer site (manufacturer_id naming one of its
 * manufacturers) sees that make, any other site its own dealerships (`dealership_slug IN [...]`).
 */
export function tenantScope(site: ScopedSite): string {
  const manufacturer =
    site.manufacturer_id === null ? undefined : site.manufacturers.find((m) => m.id === site.manufacturer_id)
  if (manufacturer) return `make = ${meiliString(manufacturer.name)}`
  return `dealership_slug IN [${site.dealerships.map((d) => meiliString(d.slug)).join(', ')}]`
}

/**
 * The filters that keep a search inside one tenant's stock (SPEC §7: filters come from the tenant's
 * search_filters): the tenant's search_filters AND its scope, always, so a tenant whose filters do not name its
 * dealers (`car_type = "used"`) never reads another dealer's cars from a shared index.
 */
export function tenantScopeFilters(site: ScopedSite): readonly string[] {
  return [...site.search.search_filters, tenantScope(site)]
}
