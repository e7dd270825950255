import { Schema } from 'effect'
import { Car } from '../cars/car.schema.ts'

/** Every facet of SPEC §3 Search facets. */
export const FACETS = [
  'status', 'badge', 'car_type', 'categories', 'city', 'colour', 'dealership_name', 'filtered_features', 'item_type',
  'km', 'location_name', 'make', 'make_model', 'model', 'price', 'price_range', 'subscription_price', 'seats', 'body',
  'drive', 'fuel', 'transmission', 'state', 'tag', 'weekly_price_range', 'year',
] as const
export type Facet = (typeof FACETS)[number]

export const RANGE_FACETS = ['price', 'subscription_price', 'km', 'year', 'price_range', 'weekly_price_range'] as const
export type RangeFacet = (typeof RANGE_FACETS)[number]

export const SORT_OPTIONS = ['relevance', 'latest', 'price_desc', 'price_asc'] as const

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

/** SPEC §3 Search response; hits are cars. */
export const SearchResponse = Schema.Struct({
  hits: Schema.Array(Car),
  facetDistribution: FacetDistribution,
  facetStats: FacetStats,
  estimatedTotalHits: Schema.Number,
  count: Schema.Number,
  processingTimeMs: Schema.Number,
  limit: Schema.Number,
  offset: Schema.Number,
  pagination: Schema.Struct({ page: Schema.Number, pages: Schema.Number, hitsPerPage: Schema.Number }),
})
export type SearchResponse = typeof SearchResponse.Type
