import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { buildListingData } from './listing-data.ts'
import { searchUrlContext } from './search-paths.ts'
import { emptySearchState } from './search-state.ts'
import type { SearchResponse } from './search-request.schema.ts'

const response = (hits: number, facets: SearchResponse['facetDistribution']): SearchResponse => ({
  hits: [], facets: Object.keys(facets), facetDistribution: facets, facetStats: {}, estimatedTotalHits: hits, count: hits, processingTimeMs: 1, ms: 2,
  limit: 21, offset: 0, pagination: { page: 1, pages: 1, hitsPerPage: 21 },
})

/** SPEC §4 stats count, as a listing page shows it. */
const shown = (hits: number, facets: SearchResponse['facetDistribution'], statusBased: boolean) => {
  const site = makeSite({ search: { status_based_count: statusBased } })
  return buildListingData({
    ctx: searchUrlContext(site), state: emptySearchState, response: response(hits, facets), promos: [], nowMs: 0,
    statusBased: site.search.status_based_count,
  }).count
}

describe('the listing\'s stats count (SPEC §4)', () => {
  const facets = { car_type: { new: 1500, used: 900, demo: 100 }, status: { in_stock: 2300, sold: 200 } }
  it('up to 1999 hits the hit count; above, the car-type sum, or the in_stock count on status-based sites', () => {
    expect(shown(1999, facets, false)).toBe(1999)
    expect(shown(1999, facets, true)).toBe(1999)
    expect(shown(2000, facets, false)).toBe(2500)
    expect(shown(2000, facets, true)).toBe(2300)
    expect(shown(5000, {}, true)).toBe(5000)
  })
  it('property: a status-based site never shows more than its in_stock count above the threshold', () => {
    fc.assert(fc.property(fc.integer({ min: 2000, max: 100_000 }), fc.nat(100_000), fc.nat(100_000), (hits, inStock, sold) => {
      expect(shown(hits, { status: { in_stock: inStock, sold }, car_type: { used: inStock + sold } }, true)).toBe(inStock)
    }))
  })
})
