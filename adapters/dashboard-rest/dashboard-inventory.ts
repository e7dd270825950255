import type { Car } from '@domain/cars/car.schema.ts'
import type { CarReservationsPort } from '@domain/ports/shared-state.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchRequest } from '@domain/search/search-request.schema.ts'
import { isListed } from '@domain/stock/stock-filter.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'

export interface LiveInventory extends InventoryPort {
  /** changes every `listedTtlMs`, so per-tenant summaries built on `listed` are rebuilt that often */
  version(site: SiteConfig): Promise<number>
}

export interface DashboardInventoryInput {
  readonly dashboard: DashboardPort
  /** the hosted search, resolved on use (it is built after this) */
  readonly search: () => SearchPort
  readonly clock: ClockPort
  /** how long `listed` answers are reused per tenant (default 300 000 ms) */
  readonly listedTtlMs?: number
  readonly log?: (message: string, context: Record<string, unknown>) => void
  /** where reservations made through this site are kept (the shared store: every instance refuses a second one) */
  readonly reservations?: CarReservationsPort
}

/** Meilisearch's default maxTotalHits: the most one search can page through. */
export const LISTED_LIMIT = 1000

const request = (over: Partial<SearchRequest>): SearchRequest => ({
  query: '',
  refinements: {},
  ranges: {},
  sort: [],
  limit: 1,
  offset: 0,
  facets: [],
  ...over,
})

/**
 * Live stock for the pages that need one car or the whole listing (car detail, similar cars, sitemap, stock
 * summary). A car's detail comes from the dashboard (SPEC §7 car by id, with fresh finance_lenders); the
 * listing and slug lookups come from the hosted search index, which holds the same cars.
 * - carBySlug: the index finds the slug's id; the dashboard answers the car (the index's copy if the
 *   dashboard fails, so the page still renders); without an index hit, the slug's trailing id is tried.
 * - A car the stock rules would not list (sold long ago, hidden) is not found: the same rule as the listing.
 * - markReserved: the dashboard's record changes through the payment provider, not through this site; the
 *   process remembers reservations so a second one is refused until the index catches up.
 */
export function createDashboardInventory(input: DashboardInventoryInput): LiveInventory {
  const ttl = input.listedTtlMs ?? 300_000
  const log = input.log ?? ((message, context) => console.warn(`[inventory] ${message}`, context))
  const listedCache = new Map<string, { at: number; cars: readonly Car[] }>()
  const reserved = new Set<string>()

  const visible = (site: SiteConfig, car: Car | false | null | undefined): Car | null => {
    if (!car || !isListed(car, site, input.clock.now())) return null
    return reserved.has(`${site.slug}|${car.id}`) ? { ...car, reserved: true } : car
  }

  const searchHit = async (site: SiteConfig, refinements: Record<string, string[]>): Promise<Car | null> => {
    try {
      const answer = await input.search().search(site, request({ refinements, limit: 1 }))
      return answer.hits[0] ?? null
    } catch (error) {
      log('search lookup failed', {
        tenant: site.slug,
        refinements,
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    }
  }

  /** `2020-toyota-corolla-1001-7` → ['7', '1001-7']: ids are the slug's last one or two parts. */
  const trailingIds = (slug: string): string[] => {
    const parts = slug.split('-')
    return [parts.slice(-1).join('-'), parts.slice(-2).join('-')].filter(
      (id, i, all) => id !== '' && isValidCarId(id) && all.indexOf(id) === i,
    )
  }

  return {
    async carById(site, carId) {
      if (!isValidCarId(carId)) return null
      return visible(site, await input.dashboard.carById(site.id, carId))
    },

    async carBySlug(site, slug) {
      const hit = await searchHit(site, { slug: [slug] })
      if (hit && hit.slug === slug) {
        const fresh = await input.dashboard.carById(site.id, hit.id)
        return visible(site, fresh && fresh.slug === slug ? fresh : hit)
      }
      for (const id of trailingIds(slug)) {
        const car = await input.dashboard.carById(site.id, id)
        if (car && car.slug === slug) return visible(site, car)
      }
      return null
    },

    async listed(site) {
      const cached = listedCache.get(site.slug)
      const now = input.clock.now()
      if (cached && now - cached.at < ttl) return cached.cars
      try {
        const answer = await input.search().search(site, request({ limit: LISTED_LIMIT }))
        const cars = answer.hits.filter((car) => isListed(car, site, now))
        listedCache.set(site.slug, { at: now, cars })
        return cars
      } catch (error) {
        log('listing failed; serving the last one', {
          tenant: site.slug,
          error: error instanceof Error ? error.message : String(error),
        })
        return cached?.cars ?? []
      }
    },

    async markReserved(site, carId, by = null) {
      const key = `${site.slug}|${carId}`
      if (!input.reservations && reserved.has(key)) return false
      const car = await input.dashboard.carById(site.id, carId)
      if (!car || (car.reserved && !reserved.has(key))) return false
      // the store decides between instances; this process shows it reserved until the dashboard's record says so
      if (input.reservations && !(await input.reservations.reserve(site.slug, carId, input.clock.now(), by)))
        return false
      reserved.add(key)
      return true
    },

    version: async () => Math.floor(input.clock.now() / ttl),
  }
}
