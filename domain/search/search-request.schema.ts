import { Schema } from 'effect'
import { Car } from '../cars/car.schema.ts'

export { FACETS, RANGE_FACETS, SORT_OPTIONS, type Facet, type RangeFacet } from './facets.ts'

/** An inclusive numeric range; either end may be open. */
export const NumericRange = Schema.Struct({ min: Schema.NullOr(Schema.Number), max: Schema.NullOr(Schema.Number) })
export type NumericRange = typeof NumericRange.Type

/**
 * What a shopper asks of the search port: engine-neutral. Adapters turn this into Meilisearch
 * filter strings or Orama where-clauses; the tenant's own filters are added server-side.
 */
export const SearchRequest = Schema.Struct({
  query: Schema.String,
  /** facet → the values the shopper picked (OR within a facet, AND across facets) */
  refinements: Schema.Record(Schema.String, Schema.Array(Schema.String)),
  ranges: Schema.Record(Schema.String, NumericRange),
  /** Meilisearch-style sort expressions, e.g. ['price:asc'] */
  sort: Schema.Array(Schema.String),
  limit: Schema.Number,
  offset: Schema.Number,
  /** facets whose distribution the answer must carry */
  facets: Schema.Array(Schema.String),
})
export type SearchRequest = typeof SearchRequest.Type

export const FacetStats = Schema.Record(Schema.String, Schema.Struct({ min: Schema.Number, max: Schema.Number }))
export const FacetDistribution = Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Number))

/**
 * SPEC §3 Search response; hits are cars. The two lists and the two times the spec names side by side:
 * - `facets`: the facets this answer was asked to count, in the order asked (the request's `facets`);
 *   `facetDistribution` holds their value counts and `facetStats` the min/max of the range facets among them.
 * - `processingTimeMs`: the engine's own time, as the engine reports it (Meilisearch: its slowest query);
 *   `ms`: the whole search as the adapter timed it, from asking to the merged answer (network, queue and merge
 *   included), what a shopper waits for. On the embedded engine, which has no network, both time the same scan.
 */
export const SearchResponse = Schema.Struct({
  hits: Schema.Array(Car),
  facets: Schema.Array(Schema.String),
  facetDistribution: FacetDistribution,
  facetStats: FacetStats,
  estimatedTotalHits: Schema.Number,
  count: Schema.Number,
  processingTimeMs: Schema.Number,
  ms: Schema.Number,
  limit: Schema.Number,
  offset: Schema.Number,
  pagination: Schema.Struct({ page: Schema.Number, pages: Schema.Number, hitsPerPage: Schema.Number }),
})
export type SearchResponse = typeof SearchResponse.Type
