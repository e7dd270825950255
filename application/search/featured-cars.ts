import { toCardCar, type CardCar } from '@domain/cars/card-car.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { emptySearchState } from '@domain/search/search-state.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export const FEATURED_COUNT = 6

export interface FeaturedCars {
  /** as their cards read them (the page's state carries these, not whole records) */
  readonly cars: ReadonlyArray<CardCar>
  /** the time of the answer, so server and browser render the same tags */
  readonly nowMs: number
}

/**
 * The newest listed cars of a tenant, for the home page. A search failure leaves the section empty rather
 * than failing the page (one part of one page degrades).
 */
export function createFeaturedCars(deps: { readonly search: SearchPort; readonly clock: ClockPort }) {
  return async function featuredCars(site: SiteConfig): Promise<FeaturedCars> {
    const request = { ...toSearchRequest({ ...emptySearchState, sort: 'latest' }, site, []), limit: FEATURED_COUNT, offset: 0 }
    try {
      const response = await deps.search.search(site, request)
      const nowMs = deps.clock.now()
      return { cars: response.hits.map((car) => toCardCar(car, site, nowMs)), nowMs }
    } catch (error) {
      console.error('featured cars: search failed', error instanceof Error ? error.message : error)
      return { cars: [], nowMs: deps.clock.now() }
    }
  }
}
