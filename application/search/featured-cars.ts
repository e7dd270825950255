import { toListCar, type ListCar } from '@domain/cars/list-car.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { emptySearchState } from '@domain/search/search-state.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSummaries } from '../site/stock-summaries.ts'
import { keptPerStock } from './kept-per-stock.ts'

export const FEATURED_COUNT = 6
/**
 * How long one answer serves every home page view of a stock version: the sold window turns with the clock, so the
 * list is at most this late (as a page the response cache serves fresh).
 */
export const FEATURED_MAX_AGE_MS = 30_000

export interface FeaturedCars {
  /** as a compact car list reads them: link, name, first picture, price (the page's state carries these) */
  readonly cars: ReadonlyArray<ListCar>
  /** the time of the answer */
  readonly nowMs: number
}

/**
 * The newest listed cars of a tenant, for the home page. A search failure leaves the section empty rather
 * than failing the page (one part of one page degrades), and is not kept.
 *
 * One search and card projection per stock version and site configuration, for at most FEATURED_MAX_AGE_MS: every
 * home page view searched and projected the same six cars again.
 */
export function createFeaturedCars(deps: {
  readonly search: SearchPort
  readonly clock: ClockPort
  readonly summaries: StockSummaries
}) {
  const keep = keptPerStock<FeaturedCars>({ clock: deps.clock, maxAgeMs: FEATURED_MAX_AGE_MS })
  return async function featuredCars(site: SiteConfig): Promise<FeaturedCars> {
    try {
      return await keep(site, await deps.summaries(site), async () => {
        const request = {
          ...toSearchRequest({ ...emptySearchState, sort: 'latest' }, site, []),
          limit: FEATURED_COUNT,
          offset: 0,
        }
        const response = await deps.search.search(site, request)
        return { cars: response.hits.map(toListCar), nowMs: deps.clock.now() }
      })
    } catch (error) {
      console.error('featured cars: search failed', error instanceof Error ? error.message : error)
      return { cars: [], nowMs: deps.clock.now() }
    }
  }
}
