import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { toSearchRequest } from './search-request.ts'
import { emptySearchState } from './search-state.ts'

const ctx = { search: { hits_per_page: 21, default_sort: 'custom_rank:desc' as const, make_refinement: null } }

describe('toSearchRequest', () => {
  it('maps a state', () => {
    const request = toSearchRequest(
      {
        ...emptySearchState,
        query: 'ute',
        carTypes: ['used'],
        weekly: ['100-125'],
        page: 3,
        sort: 'price_asc',
        refinements: { make: ['Ford'] },
        ranges: { price: { min: 5000, max: null } },
      },
      ctx,
      ['make'],
    )
    expect(request).toEqual({
      query: 'ute',
      refinements: { make: ['Ford'], car_type: ['used'], weekly_price_range: ['100-125'] },
      ranges: { price: { min: 5000, max: null } },
      sort: ['price:asc'],
      limit: 21,
      offset: 42,
      facets: ['make'],
    })
  })
  it('make-branded sites refine to their make only when none is picked', () => {
    const branded = { search: { ...ctx.search, make_refinement: 'Kia' } }
    expect(toSearchRequest(emptySearchState, branded).refinements).toEqual({ make: ['Kia'] })
    expect(toSearchRequest({ ...emptySearchState, refinements: { make: ['Ford'] } }, branded).refinements).toEqual({
      make: ['Ford'],
    })
  })
  it('offset is (page - 1) × hits per page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 100 }), (page, hits) => {
        const r = toSearchRequest({ ...emptySearchState, page }, { search: { ...ctx.search, hits_per_page: hits } })
        expect(r.offset).toBe((page - 1) * hits)
        expect(r.limit).toBe(hits)
      }),
    )
  })
})
