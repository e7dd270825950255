import { describe, expect, it } from 'vitest'
import type { SearchResponse } from './search-request.schema.ts'
import { compactResponse } from './compact-response.ts'

const answer = (facetDistribution: SearchResponse['facetDistribution']) =>
  ({
    facetDistribution,
    facetStats: { km: { min: 5, max: 90_000 } },
    estimatedTotalHits: 3,
  }) as unknown as SearchResponse

describe('a compacted search answer', () => {
  it('drops the numeric facets’ value counts and keeps their stats and everything else', () => {
    const compact = compactResponse(
      answer({ make: { Kia: 2, Mazda: 1 }, km: { 5: 1, 90000: 2 }, price: { 9990: 3 }, year: { 2020: 3 } }),
    )
    expect(compact.facetDistribution).toEqual({ make: { Kia: 2, Mazda: 1 } })
    expect(compact.facetStats).toEqual({ km: { min: 5, max: 90_000 } })
    expect(compact.estimatedTotalHits).toBe(3)
  })

  it('is the same distribution object for the same counts object, and a new one for other counts', () => {
    const counts = { make: { Kia: 2 }, km: { 5: 2 } }
    const first = compactResponse(answer(counts)).facetDistribution
    expect(compactResponse(answer(counts)).facetDistribution).toBe(first)
    expect(compactResponse(answer({ ...counts })).facetDistribution).not.toBe(first)
    expect(compactResponse(answer({ ...counts })).facetDistribution).toEqual(first)
  })
})
