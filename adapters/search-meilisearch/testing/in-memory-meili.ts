import type { MultiSearchBody, MultiSearchResult } from '../multi-search.types.ts'
import { fieldValue } from '@domain/search/match-conditions.ts'
import { meiliFilterPredicate } from './meili-expression-parser.ts'
import type { Car } from '@domain/cars/car.schema.ts'

/** Test-only stand-in for the multi-search endpoint: filters, facet counts, facet stats, paging. No ranking. */
export const runMultiSearch = (
  docs: ReadonlyArray<Record<string, unknown>>,
  body: MultiSearchBody,
): Array<MultiSearchResult> =>
  body.queries.map((query) => {
    const matches = meiliFilterPredicate(query.filter)
    const matching = docs.filter(matches)
    const facetDistribution: Record<string, Record<string, number>> = {}
    const facetStats: Record<string, { min: number; max: number }> = {}
    for (const facet of query.facets) {
      const counts: Record<string, number> = {}
      const numbers: Array<number> = []
      for (const d of matching) {
        const raw = fieldValue(d, facet)
        for (const v of Array.isArray(raw) ? raw : [raw]) {
          if (v === null || v === undefined) continue
          counts[String(v)] = (counts[String(v)] ?? 0) + 1
          if (typeof v === 'number') numbers.push(v)
        }
      }
      facetDistribution[facet] = counts
      if (numbers.length > 0) facetStats[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) }
    }
    return {
      hits: matching.slice(query.offset, query.offset + query.limit) as unknown as ReadonlyArray<Car>,
      estimatedTotalHits: matching.length,
      processingTimeMs: 1,
      facetDistribution,
      facetStats,
    }
  })
