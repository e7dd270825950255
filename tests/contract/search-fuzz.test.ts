import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import type { Car } from '@domain/cars/car.schema.ts'
import { type SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { FACETS } from '@domain/search/search-request.schema.ts'
import { conditionsToMeili } from '@adapters/search-meilisearch/meili-filter.ts'
import { isListed, stockFilterClauses } from '@domain/stock/stock-filter.ts'
import { arbSite, makeSite } from '@domain/tenancy/site.fixture.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { normalizeRequest } from '@domain/search/normalize-request.ts'
import { multiSearchBody } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { fixedStock, NOW } from './support/fixed-stock.ts'

/**
 * Hostile requests: unknown facets, huge and non-finite numbers, quotes and filter operators in values,
 * 10,000-character strings, 200-value arrays, prototype names as keys. The embedded engine must answer
 * (never throw) with a well-formed response holding only the asking tenant's listed cars, and the Meilisearch
 * body must always start every query with the tenant's own filters.
 */
const nasty = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    '"',
    '\\',
    '\\"',
    '" OR make = "Ford',
    ') OR (1 = 1',
    'make = Toyota OR',
    '> 5',
    '< 0 AND >',
    '>= 1e400',
    '<= -Infinity',
    'price > 0 OR price < 0',
    'NOT',
    'status = "sold"',
    '*',
    '',
    ' ',
    '__proto__',
    'constructor',
    '\u0000',
    '\uD800',
    '🚗',
    'Toyota',
  ),
  fc.constant('x'.repeat(10_000)),
  fc.constant('< '.repeat(5_000)),
)
const number = fc.oneof(
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, 0.5, Number.NaN, Infinity, -Infinity),
  fc.integer(),
)
const key = fc.oneof(
  fc.constantFrom(
    ...FACETS,
    'nonsense',
    '__proto__',
    'constructor',
    'toString',
    'a.b',
    'finance_lenders.Taurus.paymentWeek',
    'dealership_slug',
    'show_on_dealer_website',
    'status',
    'make OR 1',
    '',
  ),
  fc.string({ maxLength: 12 }),
)
/** Mostly-benign parts keep many requests reaching cars, so the tenant checks below are exercised. */
const often = <T>(benign: T, hostile: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(benign) }, { weight: 1, arbitrary: hostile })
const arbRequest: fc.Arbitrary<SearchRequest> = fc.record({
  query: often('', nasty),
  refinements: often(
    {},
    fc.dictionary(
      key,
      fc.oneof(
        fc.array(nasty, { maxLength: 5 }),
        fc.array(fc.constantFrom('Toyota', 'x'.repeat(10_000), '"', '>= 2015'), { minLength: 200, maxLength: 200 }),
      ),
      { maxKeys: 4 },
    ),
  ),
  ranges: often(
    {},
    fc.dictionary(key, fc.record({ min: fc.option(number, { nil: null }), max: fc.option(number, { nil: null }) }), {
      maxKeys: 3,
    }),
  ),
  sort: fc.array(
    fc.oneof(
      nasty,
      fc.constantFrom(
        'price:asc',
        'price:desc',
        'custom_rank:desc',
        'name:asc',
        'x:up',
        'finance_lenders.Taurus.paymentWeek:asc',
      ),
    ),
    { maxLength: 3 },
  ),
  limit: often(21, number),
  offset: often(0, number),
  facets: fc.array(fc.oneof(key, nasty), { maxLength: 30 }),
})

const mine: Car[] = fixedStock(80)
const theirs: Car[] = fixedStock(40, { seed: 3, prefix: 'rival' })
const rivalSite = makeSite({ id: 2, slug: 'rival-motors' })

describe('search fuzz', () => {
  it('the embedded engine never throws and never answers with cars that are not the tenant’s listed stock', async () => {
    const search = createEmbeddedSearch({
      stock: { allCars: (site) => (site.slug === rivalSite.slug ? theirs : mine), version: async () => 1 },
      clock: { now: () => NOW },
    })
    const validResponse = Schema.is(SearchResponse)
    let withHits = 0
    await fc.assert(
      fc.asyncProperty(arbSite, arbRequest, async (site, request) => {
        const response = await search.search(site, request)
        if (response.hits.length > 0) withHits++
        expect(validResponse(response)).toBe(true)
        const sort = normalizeRequest(site, request).sort[0] ?? null
        for (const hit of response.hits) {
          expect(hit.id.startsWith('car-')).toBe(true)
          expect(isListed(hit, site, NOW, { sort })).toBe(true)
        }
        expect(response.hits.length).toBeLessThanOrEqual(response.limit)
        expect(Number.isInteger(response.limit) && Number.isInteger(response.offset)).toBe(true)
        expect(Object.keys(response.facetDistribution).every((f) => (FACETS as readonly string[]).includes(f))).toBe(
          true,
        )
      }),
      { numRuns: 300 },
    )
    // not vacuous: many hostile requests still reach cars (and so are checked car by car)
    expect(withHits).toBeGreaterThan(30)
  }, 120_000)

  it('every Meilisearch query starts with the tenant’s search_filters, its scope and the stock filter, whatever the request', () => {
    fc.assert(
      fc.property(arbSite, arbRequest, (arbitrarySite, request) => {
        const site = makeSite({
          search: { search_filters: ['dealership_slug = "demo-motors"'] },
          inventory: arbitrarySite.inventory,
        })
        const body = multiSearchBody(site, request, NOW)
        const sort = normalizeRequest(site, request).sort[0] ?? null
        // the tenant's search_filters AND its own dealerships' scope, then the stock filter
        const required = [
          'dealership_slug = "demo-motors"',
          'dealership_slug IN ["demo-motors"]',
          ...conditionsToMeili(stockFilterClauses(site, NOW, { sort })),
        ]
        expect(body.queries.length).toBeGreaterThanOrEqual(1)
        for (const query of body.queries) {
          expect(query.filter.slice(0, required.length)).toEqual(required)
          expect(query.indexUid).toBe('Car_production')
          expect(query.limit).toBeLessThanOrEqual(1000)
        }
        expect(JSON.stringify(body).length).toBeLessThan(5_000_000)
      }),
      { numRuns: 300 },
    )
  })
})
