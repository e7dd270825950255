import type { Car } from '@domain/cars/car.schema.ts'
import type { TenantFile } from '@domain/tenancy/tenant.schema.ts'
import { createEmbeddedSearch, type EmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'

/** The day the demo stock is generated for and searched at. */
export const DEMO_NOW = Date.UTC(2026, 11, 7)

/** Real tenants (by slug), their generated demo stock and the embedded engine over it, as the demo serves them. */
export const demoSearch = (
  slugs: ReadonlyArray<string>,
): { tenants: TenantFile[]; stockOf: ReadonlyMap<string, Car[]>; search: EmbeddedSearch } => {
  const tenants = loadTenants().filter((t) => slugs.includes(t.site.slug))
  const stockOf = new Map(tenants.map((t) => [t.site.slug, generateStock(t, { nowMs: DEMO_NOW })]))
  const search = createEmbeddedSearch({
    stock: { allCars: (site) => stockOf.get(site.slug) ?? [], version: async () => 1 },
    clock: { now: () => DEMO_NOW },
  })
  return { tenants, stockOf, search }
}
