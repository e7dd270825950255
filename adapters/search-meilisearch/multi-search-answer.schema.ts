import { Schema } from 'effect'
import { Car } from '@domain/cars/car.schema.ts'
import { FacetDistribution, FacetStats } from '@domain/search/search-request.schema.ts'

/**
 * The multi-search answer as Meilisearch documents it: `results[]`, one per query, each with hits,
 * estimatedTotalHits (offset/limit paging), processingTimeMs and, when facets were asked for,
 * facetDistribution and facetStats. Hits are search documents; decoding them as `Car` keeps the car's
 * fields (derived fields and `_formatted` are left behind).
 */
export const MultiSearchResultAnswer = Schema.Struct({
  indexUid: Schema.optional(Schema.String),
  hits: Schema.Array(Car),
  estimatedTotalHits: Schema.Number,
  processingTimeMs: Schema.Number,
  limit: Schema.optional(Schema.Number),
  offset: Schema.optional(Schema.Number),
  query: Schema.optional(Schema.String),
  facetDistribution: Schema.optional(FacetDistribution),
  facetStats: Schema.optional(FacetStats),
})

export const MultiSearchAnswer = Schema.Struct({ results: Schema.Array(MultiSearchResultAnswer) })
export type MultiSearchAnswer = typeof MultiSearchAnswer.Type
