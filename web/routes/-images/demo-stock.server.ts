import type { Car } from '@domain/cars/car.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'

/**
 * Each tenant's generated demo stock, built once per process.
 * TODO(merge): read the composition root's inventory instead (`allCars(site)` for pictures, `listed(site)` for the
 * sitemap) once Services exposes it, so reservations and the clock port apply here too.
 */
const stocks = new Map<string, { cars: readonly Car[]; byId: ReadonlyMap<string, Car> }>()

function stockOf(tenant: Tenant) {
  let stock = stocks.get(tenant.site.slug)
  if (!stock) {
    const cars = generateStock(tenant, { nowMs: Date.now() })
    stock = { cars, byId: new Map(cars.map((c) => [c.id, c])) }
    stocks.set(tenant.site.slug, stock)
  }
  return stock
}

export const demoCars = (tenant: Tenant): readonly Car[] => stockOf(tenant).cars
export const demoCarById = (tenant: Tenant, carId: string): Car | undefined => stockOf(tenant).byId.get(carId)
