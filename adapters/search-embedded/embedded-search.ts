import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import { SearchServiceError, type SearchPort } from '@domain/ports/search.port.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { runSearch } from './run-search.ts'
import { tenantSnapshot } from './stock-snapshot.ts'
import { buildTenantIndex, refreshTenantIndex, type TenantIndex } from './tenant-index.ts'

/** Where the embedded engine reads a tenant's stock (the demo inventory fits: `DemoInventory`). */
export interface StockSource {
  /** every car of the tenant, listed or not: the engine applies the stock rules itself */
  allCars(site: SiteConfig): ReadonlyArray<Car> | Promise<ReadonlyArray<Car>>
  /** changes whenever the tenant's stock changes (e.g. a car is reserved), so the index is refreshed */
  version(site: SiteConfig): Promise<number>
}

export interface EmbeddedSearch extends SearchPort {
  /** forgets a tenant's index; the next search rebuilds it */
  invalidate(site: SiteConfig): void
  /** builds (or refreshes) a tenant's index ahead of the first search */
  warm(site: SiteConfig): Promise<void>
}

/**
 * The in-process SearchPort: one index per tenant, keyed by slug and built lazily from that tenant's own
 * stock only, so no request can reach another tenant's cars; refreshed when the stock's version changes.
 */
export function createEmbeddedSearch(deps: { stock: StockSource; clock: ClockPort }): EmbeddedSearch {
  const indexes = new Map<string, TenantIndex>()
  const building = new Map<string, Promise<TenantIndex>>()

  const indexFor = async (site: SiteConfig): Promise<TenantIndex> => {
    const version = await deps.stock.version(site)
    const current = indexes.get(site.slug)
    if (current && current.version === version && current.searchFilters === JSON.stringify(site.search.search_filters))
      return current
    const key = `${site.slug}\u0000${version}`
    let pending = building.get(key)
    if (!pending) {
      pending = (async () => {
        const cars = await deps.stock.allCars(site)
        const next = current
          ? refreshTenantIndex(current, cars, site.search.search_filters, version)
          : buildTenantIndex(cars, site.search.search_filters, version)
        indexes.set(site.slug, next)
        return next
      })().finally(() => building.delete(key))
      building.set(key, pending)
    }
    return pending
  }

  return {
    async search(site: SiteConfig, request: SearchRequest): Promise<SearchResponse> {
      const startedAt = performance.now()
      let index: TenantIndex
      try {
        index = await indexFor(site)
      } catch (error) {
        throw new SearchServiceError(error instanceof Error ? error.message : String(error), null)
      }
      const answer = runSearch(index, site, request, deps.clock.now())
      // `ms` is the whole search, a first search's wait for its tenant's index included (SPEC §3 ms)
      return { ...answer, ms: Math.max(answer.processingTimeMs, Math.round(performance.now() - startedAt)) }
    },
    async stockSnapshot(site) {
      try {
        return tenantSnapshot(await indexFor(site), site)
      } catch (error) {
        throw new SearchServiceError(error instanceof Error ? error.message : String(error), null)
      }
    },
    invalidate(site) {
      indexes.delete(site.slug)
    },
    async warm(site) {
      await indexFor(site)
    },
  }
}
