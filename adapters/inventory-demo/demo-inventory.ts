import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { isListed } from '@domain/stock/stock-filter.ts'
import type { Database } from '../store-sqlite/database.ts'

export interface DemoInventory extends InventoryPort {
  /** every car of the tenant, listed or not (search indexes apply the stock rules themselves) */
  allCars(site: SiteConfig): readonly Car[]
  /** a car by id whether listed or not (its pictures stay drawable after it leaves the listing) */
  anyCarById(site: SiteConfig, carId: string): Car | undefined
  /** bumps whenever the tenant's stock changes, so indexes know to rebuild */
  version(site: SiteConfig): number
}

interface TenantStock {
  cars: Car[]
  byId: Map<string, Car>
  bySlug: Map<string, Car>
  version: number
}

/**
 * The demo stock source: each tenant's generated cars held in memory, with the one write the site makes
 * (reserving a car) kept in the embedded database so it survives a restart.
 */
export function createDemoInventory(input: {
  tenants: readonly Tenant[]
  db: Database
  clock: ClockPort
  generate: (tenant: Tenant) => Car[]
}): DemoInventory {
  const { db, clock } = input
  db.exec(`CREATE TABLE IF NOT EXISTS reservations (
    tenant TEXT NOT NULL, car_id TEXT NOT NULL, reserved_at INTEGER NOT NULL, PRIMARY KEY (tenant, car_id))`)
  const insert = db.prepare('INSERT OR IGNORE INTO reservations (tenant, car_id, reserved_at) VALUES (?, ?, ?)')
  const reservedOf = db.prepare('SELECT car_id FROM reservations WHERE tenant = ?')
  const tenants = new Map(input.tenants.map((t) => [t.site.slug, t]))
  const stocks = new Map<string, TenantStock>()

  function stockOf(site: SiteConfig): TenantStock {
    const existing = stocks.get(site.slug)
    if (existing) return existing
    const tenant = tenants.get(site.slug)
    const generated = tenant ? input.generate(tenant) : []
    const reserved = new Set((reservedOf.all(site.slug) as { car_id: string }[]).map((r) => r.car_id))
    const cars = generated.map((car) => (reserved.has(car.id) ? { ...car, reserved: true } : car))
    const stock: TenantStock = {
      cars,
      byId: new Map(cars.map((c) => [c.id, c])),
      bySlug: new Map(cars.map((c) => [c.slug, c])),
      version: 1,
    }
    stocks.set(site.slug, stock)
    return stock
  }

  const listedOrNull = (site: SiteConfig, car: Car | undefined) => (car && isListed(car, site, clock.now()) ? car : null)

  return {
    async carById(site, carId) {
      return listedOrNull(site, stockOf(site).byId.get(carId))
    },
    async carBySlug(site, slug) {
      return listedOrNull(site, stockOf(site).bySlug.get(slug))
    },
    async listed(site) {
      const now = clock.now()
      return stockOf(site).cars.filter((car) => isListed(car, site, now))
    },
    async markReserved(site, carId) {
      const stock = stockOf(site)
      const car = stock.byId.get(carId)
      if (!car || car.reserved) return false
      const result = insert.run(site.slug, carId, clock.now())
      if (Number(result.changes) !== 1) return false
      const updated: Car = { ...car, reserved: true }
      stock.cars = stock.cars.map((c) => (c.id === carId ? updated : c))
      stock.byId.set(carId, updated)
      stock.bySlug.set(updated.slug, updated)
      stock.version += 1
      return true
    },
    allCars: (site) => stockOf(site).cars,
    anyCarById: (site, carId) => stockOf(site).byId.get(carId),
    version: (site) => stockOf(site).version,
  }
}
