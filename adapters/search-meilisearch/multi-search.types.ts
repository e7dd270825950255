import type { Car } from '@domain/cars/car.schema.ts'
import type { FacetCounts, FacetStatsMap } from '@domain/search/facet-counts.ts'
import type { MeiliFilter } from './meili-filter.ts'

/** One entry of the SPEC §7 multi-search body. */
export interface MultiSearchQuery {
  readonly indexUid: string
  readonly facets: ReadonlyArray<string>
  readonly attributesToHighlight: ReadonlyArray<string>
  readonly highlightPreTag: string
  readonly highlightPostTag: string
  readonly limit: number
  readonly offset: number
  readonly filter: MeiliFilter
  readonly sort: ReadonlyArray<string>
  readonly q: string
}

export interface MultiSearchBody {
  readonly queries: ReadonlyArray<MultiSearchQuery>
}

/** One entry of the SPEC §7 answer `results[]`; hits already decoded by the adapter. */
export interface MultiSearchResult {
  readonly hits: ReadonlyArray<Car>
  readonly estimatedTotalHits?: number | undefined
  readonly processingTimeMs?: number | undefined
  readonly facetDistribution?: FacetCounts | undefined
  readonly facetStats?: FacetStatsMap | undefined
}
