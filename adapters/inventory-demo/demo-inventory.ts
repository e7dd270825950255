import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { isListed } from '@domain/stock/stock-filter.ts'
import type { CarReservationsPort } from '@domain/ports/shared-state.port.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'

export interface DemoInventory extends InventoryPort {
  /** every car of the tenant, listed or not (search indexes apply the stock rules themselves) */
  allCars(site: SiteConfig): readonly Car[]
  /** a car by id whether listed or not (its pictures stay drawable after it leaves the listing) */
  anyCarById(site: SiteConfig, carId: string): Car | undefined
}

interface TenantStock {
  cars: Car[]
  byId: Map<string, Car>
  bySlug: Map<string, Car>
  version: number
  /** the store's version of the tenant when the reserved cars were last read */
  seen: string | null
  /** cars generated reserved (not through this site): never reservable here */
  generatedReserved: ReadonlySet<string>
}

/**
 * The demo stock source: each tenant's generated cars held in memory, with the one write the site makes
 * (reserving a car) kept by the store: one reservation per car, whichever process takes it. Before answering, the
 * tenant's stored version (TenantVersionPort) is compared with the one last read; when another process reserved a
 * car meanwhile, the reserved cars are read again and the local version moves on (indexes and summaries rebuild).
 */
export function createDemoInventory(input: {
  tenants: readonly Tenant[]
  reservations: CarReservationsPort
  versions: TenantVersionPort
  clock: ClockPort
  generate: (tenant: Tenant) => Car[]
}): DemoInventory {
  const { reservations, versions, clock } = input
  const tenants = new Map(input.tenants.map((t) => [t.site.slug, t]))
  const stocks = new Map<string, TenantStock>()

  function stockOf(site: SiteConfig): TenantStock {
    const existing = stocks.get(site.slug)
    if (existing) return existing
    const tenant = tenants.get(site.slug)
    const cars = tenant ? input.generate(tenant) : []
    const stock: TenantStock = {
      cars,
      byId: new Map(),
      bySlug: new Map(),
      version: 0,
      seen: null,
      generatedReserved: new Set(cars.filter((c) => c.reserved).map((c) => c.id)),
    }
    stocks.set(site.slug, stock)
    index(stock, cars)
    return stock
  }

  function index(stock: TenantStock, cars: Car[]): void {
    stock.cars = cars
    stock.byId = new Map(cars.map((c) => [c.id, c]))
    stock.bySlug = new Map(cars.map((c) => [c.slug, c]))
    stock.version += 1
  }

  /** the tenant's stock, with the reservations of every process as the store last recorded them */
  async function current(site: SiteConfig): Promise<TenantStock> {
    const stock = stockOf(site)
    let stored: string
    let reserved: Set<string>
    try {
      stored = await versions.current(site.slug)
      if (stored === stock.seen) return stock
      reserved = new Set(await reservations.reservedCars(site.slug))
    } catch {
      // the store is out of reach: pages go on with the reservations last read (none yet: the generated stock), and
      // ask again on the next request; a reservation itself fails until the store is back
      return stock
    }
    stock.seen = stored
    index(
      stock,
      stock.cars.map((car) => (reserved.has(car.id) && !car.reserved ? { ...car, reserved: true } : car)),
    )
    return stock
  }

  const listedOrNull = (site: SiteConfig, car: Car | undefined) =>
    car && isListed(car, site, clock.now()) ? car : null

  return {
    async carById(site, carId) {
      return listedOrNull(site, (await current(site)).byId.get(carId))
    },
    async carBySlug(site, slug) {
      return listedOrNull(site, (await current(site)).bySlug.get(slug))
    },
    async listed(site) {
      const now = clock.now()
      return (await current(site)).cars.filter((car) => isListed(car, site, now))
    },
    async markReserved(site, carId, by = null) {
      const stock = await current(site)
      if (!stock.byId.has(carId) || stock.generatedReserved.has(carId)) return false
      // the store's unique key decides between processes: only one reservation of (tenant, car) holds it
      if (!(await reservations.reserve(site.slug, carId, clock.now(), by))) return false
      await versions.bump(site.slug)
      await current(site)
      return true
    },
    allCars: (site) => stockOf(site).cars,
    anyCarById: (site, carId) => stockOf(site).byId.get(carId),
    version: async (site) => (await current(site)).version,
  }
}
