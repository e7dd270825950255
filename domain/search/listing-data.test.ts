import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { buildListingData } from './listing-data.ts'
import { LISTING_FACETS, LISTING_MENUS, shownFacets } from './listing-facets.ts'
import { searchUrlContext } from './search-paths.ts'
import { emptySearchState } from './search-state.ts'
import type { SearchResponse } from './search-request.schema.ts'

const response = (hits: number, facets: SearchResponse['facetDistribution']): SearchResponse => ({
  hits: [],
  facets: Object.keys(facets),
  facetDistribution: facets,
  facetStats: {},
  estimatedTotalHits: hits,
  count: hits,
  processingTimeMs: 1,
  ms: 2,
  limit: 21,
  offset: 0,
  pagination: { page: 1, pages: 1, hitsPerPage: 21 },
})

/** SPEC §4 stats count, as a listing page shows it. */
const shown = (hits: number, facets: SearchResponse['facetDistribution'], statusBased: boolean) => {
  const site = makeSite({ search: { status_based_count: statusBased } })
  return buildListingData({
    ctx: searchUrlContext(site),
    state: emptySearchState,
    response: response(hits, facets),
    promos: [],
    nowMs: 0,
    statusBased: site.search.status_based_count,
    site,
  }).count
}

describe("the listing's stats count (SPEC §4)", () => {
  const facets = { car_type: { new: 1500, used: 900, demo: 100 }, status: { in_stock: 2300, sold: 200 } }
  it('up to 1999 hits the hit count; above, the car-type sum, or the in_stock count on status-based sites', () => {
    expect(shown(1999, facets, false)).toBe(1999)
    expect(shown(1999, facets, true)).toBe(1999)
    expect(shown(2000, facets, false)).toBe(2500)
    expect(shown(2000, facets, true)).toBe(2300)
    expect(shown(5000, {}, true)).toBe(5000)
  })
  it('property: a status-based site never shows more than its in_stock count above the threshold', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 100_000 }), fc.nat(100_000), fc.nat(100_000), (hits, inStock, sold) => {
        expect(shown(hits, { status: { in_stock: inStock, sold }, car_type: { used: inStock + sold } }, true)).toBe(
          inStock,
        )
      }),
    )
  })
})

describe('the facets a listing page asks for', () => {
  it("are what it reads: its menus, its range filters' stats, the status counts; no price distribution", () => {
    expect(LISTING_FACETS).toEqual([...LISTING_MENUS.map((m) => m.facet), 'weekly_price_range', 'year', 'km', 'status'])
  })
})

describe('the facet counts a listing page carries', () => {
  const arbCounts = fc.dictionary(fc.stringMatching(/^[A-Za-z]{1,6}$/), fc.integer({ min: 1, max: 30 }), {
    maxKeys: 60,
  })
  it('property: each menu keeps every value that could be among its 20 shown (ties kept) and the picked ones; nothing else', () => {
    fc.assert(
      fc.property(
        arbCounts,
        arbCounts,
        fc.array(fc.stringMatching(/^[A-Za-z]{1,6}$/), { maxLength: 3 }),
        (make, status, picked) => {
          const state = { ...emptySearchState, refinements: { make: picked } }
          const kept = shownFacets({ make, status }, state, 20)
          expect(kept['status']).toBeUndefined()
          const counts = Object.values(make).sort((a, b) => b - a)
          const twentieth = counts[19] ?? 0
          for (const [value, count] of Object.entries(make)) {
            const wanted = count >= twentieth || picked.some((p) => p.toLowerCase() === value.toLowerCase())
            expect(kept['make']?.[value]).toBe(wanted ? count : undefined)
          }
        },
      ),
    )
  })
  it('the same counts give the same shown counts while no value of a cut menu is picked', () => {
    const within = { make: { Toyota: 9, Kia: 4 }, status: { in_stock: 13 } }
    const shown = shownFacets(within, emptySearchState, 20)
    expect(shown).toEqual({ make: { Toyota: 9, Kia: 4 } })
    expect(shownFacets(within, { ...emptySearchState, refinements: { make: ['Kia'] } }, 20)).toBe(shown)
    expect(shownFacets(within, emptySearchState, 1)).toEqual({ make: { Toyota: 9 } })
    const make = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`m${i}`, i + 1]))
    const wide = { make }
    const first = shownFacets(wide, emptySearchState, 20)
    expect(shownFacets(wide, { ...emptySearchState, refinements: { body: ['suv'] }, carTypes: ['used'] }, 20)).toBe(
      first,
    )
    const picked = shownFacets(wide, { ...emptySearchState, refinements: { make: ['m0'] } }, 20)
    expect(picked).not.toBe(first)
    expect(picked['make']?.['m0']).toBe(1)
    expect(first['make']?.['m0']).toBeUndefined()
  })
  it('a menu of 25 values with distinct counts is cut to its top 20', () => {
    const make = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`m${i}`, i + 1]))
    expect(Object.keys(shownFacets({ make }, emptySearchState, 20)['make'] ?? {}).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${i + 5}`).sort(),
    )
  })
})
