import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { buildMultiSearch, mergeMultiSearch } from './multi-search.ts'
import type { SearchRequest } from '@domain/search/search-request.schema.ts'
import { eq } from '@domain/search/filter-condition.ts'
import { runMultiSearch } from './testing/in-memory-meili.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { requestConditions } from '@domain/search/request-filter.ts'

const request: SearchRequest = {
  query: 'corolla',
  refinements: { make: ['Toyota', 'Kia'], body: [] },
  ranges: { price: { min: 5000, max: 250000 } },
  sort: ['custom_rank:desc'],
  limit: 21,
  offset: 21,
  facets: ['make', 'body', 'price'],
}

describe('buildMultiSearch (SPEC §7)', () => {
  it('writes the exact body: main query, then one limit-1 query per filtered facet without its own filter', () => {
    const body = buildMultiSearch(request, {
      indexUid: 'Car_production',
      stockFilter: [eq('show_on_dealer_website', true)],
      tenantFilters: ['dealership_slug = "acme"'],
    })
    const shared = {
      indexUid: 'Car_production',
      attributesToHighlight: ['*'],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      sort: ['custom_rank:desc'],
      q: 'corolla',
    }
    expect(body).toEqual({
      queries: [
        {
          ...shared,
          facets: ['make', 'body', 'price'],
          limit: 21,
          offset: 21,
          filter: [
            'dealership_slug = "acme"',
            'show_on_dealer_website = true',
            ['make = "Toyota"', 'make = "Kia"'],
            'price >= 5000',
            'price <= 250000',
          ],
        },
        {
          ...shared,
          facets: ['make'],
          limit: 1,
          offset: 0,
          filter: ['dealership_slug = "acme"', 'show_on_dealer_website = true', 'price >= 5000', 'price <= 250000'],
        },
        {
          ...shared,
          facets: ['price'],
          limit: 1,
          offset: 0,
          filter: ['dealership_slug = "acme"', 'show_on_dealer_website = true', ['make = "Toyota"', 'make = "Kia"']],
        },
      ],
    })
  })
})

describe('mergeMultiSearch', () => {
  it('takes a filtered facet’s counts from its own query and the rest from the main query', () => {
    const hit = {} as never
    const merged = mergeMultiSearch(
      [
        {
          hits: [hit],
          estimatedTotalHits: 43,
          processingTimeMs: 3,
          facetDistribution: { make: { Toyota: 2 }, body: { suv: 1 }, price: { '9000': 1 } },
          facetStats: { price: { min: 9000, max: 9000 } },
        },
        { hits: [], estimatedTotalHits: 9, processingTimeMs: 5, facetDistribution: { make: { Toyota: 2, Ford: 7 } } },
        {
          hits: [],
          estimatedTotalHits: 9,
          processingTimeMs: 4,
          facetDistribution: { price: { '9000': 1, '1000': 1 } },
          facetStats: { price: { min: 1000, max: 9000 } },
        },
      ],
      request,
    )
    expect(merged).toEqual({
      hits: [hit],
      estimatedTotalHits: 43,
      count: 43,
      processingTimeMs: 5,
      limit: 21,
      offset: 21,
      // SPEC §3: the facets asked for; without a start time `ms` is the engine's time
      facets: request.facets,
      ms: 5,
      facetDistribution: { make: { Toyota: 2, Ford: 7 }, body: { suv: 1 }, price: { '9000': 1, '1000': 1 } },
      facetStats: { price: { min: 1000, max: 9000 } },
      pagination: { page: 2, pages: 3, hitsPerPage: 21 },
    })
  })

  it('applies the stats count rule', () => {
    const merged = mergeMultiSearch(
      [{ hits: [], estimatedTotalHits: 5000, facetDistribution: { status: { in_stock: 4100 } } }],
      { ...request, refinements: {}, ranges: {} },
      { statusBased: true },
    )
    expect(merged.count).toBe(4100)
  })

  it('disjunctive counts: a filtered facet counts every value under the other filters', () => {
    const doc = fc.record({
      make: fc.constantFrom('Kia', 'Ford', 'Toyota'),
      body: fc.constantFrom('suv', 'ute'),
      price: fc.integer({ min: 0, max: 9 }),
      show_on_dealer_website: fc.boolean(),
    })
    const req = fc.record({
      make: fc.subarray(['Kia', 'Ford', 'Toyota']),
      body: fc.subarray(['suv', 'ute']),
      price: fc.record({
        min: fc.option(fc.integer({ min: 0, max: 9 })),
        max: fc.option(fc.integer({ min: 0, max: 9 })),
      }),
    })
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 25 }), req, (docs, r) => {
        const request: SearchRequest = {
          query: '',
          refinements: { make: r.make, body: r.body },
          ranges: { price: r.price },
          sort: [],
          limit: 1000,
          offset: 0,
          facets: ['make', 'body', 'price'],
        }
        const stock = [eq('show_on_dealer_website', true)]
        const merged = mergeMultiSearch(
          runMultiSearch(docs, buildMultiSearch(request, { indexUid: 'cars', stockFilter: stock })),
          request,
        )
        const matching = docs.filter((d) => matchesConditions(d, requestConditions(request, stock)))
        expect(merged.hits).toEqual(matching)
        expect(merged.estimatedTotalHits).toBe(matching.length)
        for (const facet of ['make', 'body', 'price'] as const) {
          const pool = docs.filter((d) => matchesConditions(d, requestConditions(request, stock, facet)))
          const expected: Record<string, number> = {}
          for (const d of pool) expected[String(d[facet])] = (expected[String(d[facet])] ?? 0) + 1
          expect(merged.facetDistribution[facet]).toEqual(expected)
        }
      }),
    )
  })
})
