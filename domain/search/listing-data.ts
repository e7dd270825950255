import type { Car } from '../cars/car.schema.ts'
import { type CardCar, toCardCar } from '../cars/card-car.ts'
import type { PromoCard } from '../promos/promo-card.schema.ts'
import type { FacetCounts, FacetStatsMap } from './facet-counts.ts'
import type { SearchResponse } from './search-request.schema.ts'
import type { SearchUrlContext } from './search-paths.ts'
import { type SearchState, normalizeSearchState } from './search-state.ts'
import { formatSearchUrl } from './search-url.ts'
import { displayedCount } from './stats-count.ts'
import { LISTING_STAT_FIELDS, shownFacets } from './listing-facets.ts'
import { MENU_FACET_SHOW_MORE_LIMIT, brandFacets } from './search-widgets.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'

/** What a listing page renders: the state it shows, one page of cars, counts and what the page's head needs. */
export interface ListingData {
  /** the canonical listing URL of `state` (SPEC §2 path rules) */
  readonly url: string
  readonly state: SearchState
  /** the cars as their cards need them (domain/cars/card-car.ts) */
  readonly hits: ReadonlyArray<CardCar>
  /** the engine's hit count (paging) */
  readonly total: number
  /** the count shown to the shopper (SPEC §4 stats count) */
  readonly count: number
  readonly hitsPerPage: number
  /** the counts the page's menus can show (`shownFacets`) */
  readonly facets: FacetCounts
  /** the bounds of the range filters the page shows */
  readonly stats: FacetStatsMap
  /** the tenant's promo cards; which show is decided per render (domain/promos) */
  readonly promos: ReadonlyArray<PromoCard>
  /** the time the answer was made, so server and browser render the same tags */
  readonly nowMs: number
  /** false for filter pages that are not the canonical path form (they get noindex) */
  readonly indexable: boolean
  /** the dealer's own landing page at this path (SPEC §7 search_pages): its title and description; null: ours */
  readonly landing?: { readonly title: string; readonly description: string | null } | null
}

export function buildListingData(input: {
  readonly ctx: SearchUrlContext
  readonly state: SearchState
  readonly response: SearchResponse
  readonly promos: ReadonlyArray<PromoCard>
  readonly nowMs: number
  readonly requested?: string
  /** the site counts in-stock cars above the threshold (SiteConfig search.status_based_count) */
  readonly statusBased?: boolean
  /** the site the cards are shown on: what each card reads of a car depends on its finance and checkout */
  readonly site: Pick<PublicSite, 'finance' | 'checkout'>
  /** a car as its card needs it on `site` at `nowMs` (a caller may keep these per car); default `toCardCar` */
  readonly cardOf?: (car: Car) => CardCar
}): ListingData {
  const { response } = input
  const url = formatSearchUrl(input.state, input.ctx)
  return {
    url,
    state: normalizeSearchState(input.state),
    // only what the page shows goes into its serialised state: card fields, the menus' values, the shown ranges
    hits: response.hits.map(input.cardOf ?? ((car) => toCardCar(car, input.site, input.nowMs))),
    total: response.estimatedTotalHits,
    count: displayedCount(response.estimatedTotalHits, response.facetDistribution, {
      statusBased: input.statusBased === true,
    }),
    hitsPerPage: response.limit,
    // a make-branded site's make menu offers its make only (issue #17: the make refinement applies to every widget)
    facets: shownFacets(brandFacets(response.facetDistribution, input.ctx), input.state, MENU_FACET_SHOW_MORE_LIMIT),
    stats: Object.fromEntries(
      Object.entries(response.facetStats).filter(([field]) => LISTING_STAT_FIELDS.includes(field)),
    ),
    promos: input.promos,
    nowMs: input.nowMs,
    indexable: isIndexable(input.requested ?? url, url),
  }
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * A listing is worth indexing only at its canonical address with nothing but the page in the query string:
 * path pages (/search/used-cars, /search/toyota/corolla, landing pages) are; query-string filter combinations,
 * sorts and aliases of the default path are not.
 */
export function isIndexable(requested: string, canonical: string): boolean {
  const norm = (url: string) => {
    const [path = '', query = ''] = url.split('?', 2)
    return `${trimSlash(path).toLowerCase()}?${query}`
  }
  if (norm(requested) !== norm(canonical)) return false
  const query = canonical.split('?', 2)[1] ?? ''
  return query === '' || /^page=\d+$/.test(query)
}
