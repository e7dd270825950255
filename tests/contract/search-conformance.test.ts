import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import fc from 'fast-check'
import type { Car } from '@domain/cars/car.schema.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import { FACETS, SearchResponse, type SearchRequest } from '@domain/search/search-request.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { fixedStock, NOW } from './support/fixed-stock.ts'
import { sendJson, startFakeMeilisearch, type FakeMeilisearch } from './support/fake-meilisearch.ts'
import { meiliEngine } from './support/meili-engine.ts'
import { lowerCaseFacetValues, searchRequest } from '@domain/search/testing/search-request.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'

/**
 * One suite, both SearchPort adapters, one fixed stock: the same request must give the same hits (in the same
 * order when the query has no words), totals, paging, facet counts and stats. The Meilisearch side talks to a
 * loopback server that evaluates the filter strings, sort, q and facets the adapter actually sent against the
 * same stock (one shared index holding two dealers, as production's Car_production does), so a wrong filter
 * string shows up as a difference.
 */
const KEY = 'conformance-key'
const clock = { now: () => NOW }

// Taurus: weekly filters compare finance_lenders.Taurus.paymentWeek in the index (SPEC §7), the lowest quote here
const tenant = (patch: Parameters<typeof makeSite>[0] = {}): SiteConfig =>
  makeSite({
    finance: { provider: 'Taurus' },
    ...patch,
    search: { search_filters: ['dealership_slug = "demo-motors"'], ...patch.search },
  })

const site = tenant()
const rival = makeSite({
  id: 2,
  slug: 'rival-motors',
  search: { search_filters: ['dealership_slug = "rival-motors"'] },
  dealerships: [makeDealership('rival-motors', 2, { name: 'Rival' })],
})
// subscription prices on most cars, none on some and 0 on a few (a card shows a subscription price above 0)
const mine: Car[] = fixedStock(60).map((car, i) => ({
  ...car,
  subscription_price: i % 9 === 0 ? null : i % 13 === 0 ? 0 : 80 + ((i * 37) % 400),
}))
const theirs: Car[] = fixedStock(25, { seed: 9, prefix: 'rival', dealershipId: 2, dealershipSlug: 'rival-motors' })

let fake: FakeMeilisearch
let adapters: Array<[string, SearchPort]>

beforeAll(async () => {
  const engine = meiliEngine([...mine, ...theirs])
  fake = await startFakeMeilisearch((req, res) => {
    if (req.method !== 'POST' || req.path !== '/multi-search' || req.headers['authorization'] !== `Bearer ${KEY}`) {
      sendJson(res, 401, {
        message: `unexpected ${req.method} ${req.path}`,
        code: 'invalid_api_key',
        type: 'auth',
        link: '',
      })
      return
    }
    sendJson(res, 200, engine.multiSearch(req.json as Parameters<typeof engine.multiSearch>[0]))
  })
  const bySlug: Record<string, Car[]> = { [site.slug]: mine, [rival.slug]: theirs }
  adapters = [
    [
      'embedded',
      createEmbeddedSearch({ stock: { allCars: (s) => bySlug[s.slug] ?? [], version: async () => 1 }, clock }),
    ],
    ['meilisearch', createMeilisearchSearch({ apiKey: KEY, defaultHost: fake.url, clock })],
  ]
})
afterAll(() => fake.close())

const request = (patch: Partial<SearchRequest> = {}): SearchRequest => searchRequest({ facets: [...FACETS], ...patch })

/** What both engines must agree on. Facet value labels are compared ignoring case: which spelling of a
 * value that appears in several cases is shown is the engine's choice. So is the order of hits that match words
 * equally well: a page of a text search that does not hold every hit is compared by its size only, since which
 * of the equally good hits land on it depends on that order. */
const idsToCompare = (response: SearchResponse, ordered: boolean): readonly string[] | number => {
  const ids = response.hits.map((h) => h.id)
  if (ordered) return ids
  const wholeAnswer = response.offset === 0 && ids.length === response.estimatedTotalHits
  return wholeAnswer ? ids.sort() : ids.length
}

const comparable = (response: SearchResponse, ordered: boolean) => ({
  facets: response.facets,
  ids: idsToCompare(response, ordered),
  estimatedTotalHits: response.estimatedTotalHits,
  count: response.count,
  limit: response.limit,
  offset: response.offset,
  pagination: response.pagination,
  facetDistribution: lowerCaseFacetValues(response.facetDistribution),
  facetStats: response.facetStats,
})

const both = async (tenantSite: SiteConfig, req: SearchRequest) => {
  const [[, embedded], [, meili]] = adapters as [[string, SearchPort], [string, SearchPort]]
  return Promise.all([embedded.search(tenantSite, req), meili.search(tenantSite, req)])
}

const expectSame = async (tenantSite: SiteConfig, req: SearchRequest) => {
  const [embedded, meili] = await both(tenantSite, req)
  const ordered = req.query.trim() === ''
  expect(comparable(embedded, ordered)).toEqual(comparable(meili, ordered))
  return embedded
}

const CASES: Array<[string, Partial<SearchRequest>]> = [
  ['the default listing', {}],
  ['latest first', { sort: ['created_at_timestamp:desc'] }],
  ['highest price', { sort: ['price:desc'] }],
  ['lowest price (price > 0 required)', { sort: ['price:asc'] }],
  ['makes ORed, matched ignoring case', { refinements: { make: ['toyota', 'FORD'] } }],
  [
    'three refined facets',
    { refinements: { make: ['Toyota', 'Mazda', 'Kia'], body: ['suv', 'ute'], fuel: ['Diesel', 'Petrol'] } },
  ],
  ['car types and status', { refinements: { car_type: ['used', 'demo'], status: ['coming_soon'] } }],
  ['a year as a number, seats as a quoted number', { refinements: { year: ['2020', '2021'], seats: ['7'] } }],
  ['a raw range value (SPEC §5)', { refinements: { year: ['< 2018'] } }],
  ['a multi-valued facet', { refinements: { filtered_features: ['Tow Bar', 'Sunroof'] } }],
  [
    'price, km and year ranges',
    {
      ranges: { price: { min: 20_000, max: 60_000 }, km: { min: null, max: 100_000 }, year: { min: 2016, max: null } },
    },
  ],
  [
    'weekly repayment bands and a weekly range',
    {
      refinements: { weekly_price_range: ['under-100', '125-150'] },
      ranges: { weekly_price_range: { min: 90, max: 200 } },
    },
  ],
  ['price bands', { refinements: { price_range: ['20000-30000', '30000-40000'] } }],
  [
    'make and model together',
    { refinements: { make_model: ['Toyota:HiLux', 'Ford:Ranger'], city: ['Brisbane', 'Sydney'] } },
  ],
  ['a page in the middle', { limit: 7, offset: 14 }],
  ['past the end', { limit: 21, offset: 2100 }],
  ['quotes and backslashes in values', { refinements: { make: ['Toy"ota', 'a\\'], colour: ['"White"'] } }],
  ['an unknown facet refined and asked for', { refinements: { wheels: ['4'] }, facets: ['wheels', 'make'] }],
  ['nothing matches', { refinements: { make: ['Lada'] } }],
  ['text: one word', { query: 'toyota' }],
  ['text: a typo', { query: 'corola' }],
  ['text: two words', { query: 'ranger wildtrak' }],
  ['text: a hyphenated name spaced and joined', { query: 'mercedes benz' }],
  ['text: joined model', { query: 'cx5' }],
  ['text: a prefix', { query: 'land' }],
  ['text: trailing words that match nothing are dropped', { query: 'hilux qwertyuiop' }],
  ['text: a body type', { query: 'ute' }],
  ['text: a fuel with a typo', { query: 'disel' }],
  ['text: a colour and a transmission', { query: 'white automatic' }],
  ['text: a feature, its last word a prefix', { query: 'tow ba' }],
  ['text: a stock number', { query: 's1007' }],
  ['text: a suburb', { query: 'brisbane' }],
  ['text: only the last word is a prefix', { query: 'whit ute' }],
  ['text: a first letter typo costs two', { query: 'hoyota' }],
  ['text with refinements', { query: 'toyota', refinements: { body: ['suv'] }, sort: ['price:desc'] }],
]

describe('search conformance: embedded and Meilisearch give the same answers', () => {
  for (const [name, patch] of CASES) {
    it(name, async () => {
      await expectSame(site, request(patch))
    })
  }

  it('SPEC §3 named fields: both answers decode as a SearchResponse, name the facets asked for, and time the search', async () => {
    const asked = request({ facets: ['make', 'price', 'body'] })
    for (const answer of await both(site, asked)) {
      expect(Schema.decodeUnknownSync(SearchResponse)(answer)).toBeTruthy()
      expect(answer.facets).toEqual(['make', 'price', 'body'])
      expect(Object.keys(answer.facetDistribution).every((f) => answer.facets.includes(f))).toBe(true)
      expect(answer.ms).toBeGreaterThanOrEqual(answer.processingTimeMs)
    }
  })

  it('the fixed cases are not vacuous: most find cars, refined facets keep their other values', async () => {
    const [embedded] = await both(site, request({ refinements: { make: ['Toyota'] } }))
    expect(embedded.estimatedTotalHits).toBeGreaterThan(3)
    expect(Object.keys(embedded.facetDistribution['make'] ?? {}).length).toBeGreaterThan(3)
    expect((await both(site, request({ query: 'corola' })))[0].estimatedTotalHits).toBeGreaterThan(0)
    for (const query of ['ute', 'disel', 'white automatic', 'tow ba', 's1007', 'brisbane'])
      expect((await both(site, request({ query })))[1].estimatedTotalHits, query).toBeGreaterThan(0)
    expect((await both(site, request({ query: 'whit ute' })))[1].estimatedTotalHits).toBe(0)
  })

  it('tenant rules: used only, inventory level, excluded makes and locations, sold window, default sort', async () => {
    const strict = tenant({
      inventory: {
        used_only: true,
        level: 5,
        excluded_makes: [{ make: 'Nissan', car_types: ['used'], under_km: 100_000 }],
        excluded_location_ids: [2],
        include_sold_cars_days: 1,
      },
      search: { default_sort: 'price:asc' },
    })
    const answer = await expectSame(strict, request())
    expect(
      answer.hits.every((h) => h.car_type === 'used' && h.location_id !== 2 && h.price !== null && h.price > 10),
    ).toBe(true)
  })

  it("'Lowest Price' without the price > 0 rule: shown prices first, then the rest, on every page", async () => {
    const open = tenant({ search: { price_ascending_requires_price: false } })
    const whole = await expectSame(open, request({ sort: ['price:asc'], limit: 100 }))
    const unshown = whole.hits.filter((h) => h.price === null || h.price <= 10).length
    expect(unshown).toBeGreaterThan(0)
    expect(whole.hits.slice(-unshown).every((h) => h.price === null || h.price <= 10)).toBe(true)
    const shown = whole.estimatedTotalHits - unshown
    for (const offset of [0, shown - 3, shown - 1, shown, shown + 1, whole.estimatedTotalHits])
      for (const limit of [1, 7, 21]) await expectSame(open, request({ sort: ['price:asc'], offset, limit }))
    await expectSame(open, request({ sort: ['price:asc'], query: 'toyota', refinements: { body: ['suv'] } }))
  })

  it("a subscription site's Lowest and Highest Price: subscription prices first, then the rest by sale price, on every page", async () => {
    const subscriptions = tenant({
      flags: { offers_subscription: true },
      search: { price_ascending_requires_price: false },
    })
    for (const sort of [
      ['subscription_price:asc', 'price:asc'],
      ['subscription_price:desc', 'price:desc'],
    ]) {
      const whole = await expectSame(subscriptions, request({ sort, limit: 100 }))
      const unshown = whole.hits.filter((h) => !(h.subscription_price !== null && h.subscription_price > 0)).length
      expect(unshown).toBeGreaterThan(0)
      const shown = whole.estimatedTotalHits - unshown
      if (sort[0] === 'subscription_price:asc')
        expect(
          whole.hits.slice(-unshown).every((h) => !(h.subscription_price !== null && h.subscription_price > 0)),
        ).toBe(true)
      for (const offset of [0, shown - 1, shown, shown + 1])
        for (const limit of [1, 7, 21]) await expectSame(subscriptions, request({ sort, offset, limit }))
    }
  })

  it("a tenant never sees the other dealer's cars from the shared index", async () => {
    const [embedded, meili] = await both(rival, request())
    expect(embedded.hits.map((h) => h.id).sort()).toEqual(meili.hits.map((h) => h.id).sort())
    expect(meili.hits.length).toBeGreaterThan(0)
    expect(meili.hits.every((h) => h.id.startsWith('rival-'))).toBe(true)
  })

  it('random requests get the same answer from both engines', async () => {
    const pick = <T>(items: readonly T[]) => fc.constantFrom(...items)
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          query: fc.oneof(
            { weight: 4, arbitrary: fc.constant('') },
            pick(['toyota', 'ford ranger', 'hylux', 'gt', 'mazda3', 'navara st-x']),
          ),
          refinements: fc.dictionary(
            pick([
              'make',
              'body',
              'fuel',
              'car_type',
              'year',
              'colour',
              'drive',
              'transmission',
              'state',
              'tag',
              'seats',
              'filtered_features',
              'weekly_price_range',
            ]),
            fc.array(
              pick([
                'Toyota',
                'Ford',
                'KIA',
                'suv',
                'ute',
                'hatch',
                'Diesel',
                'Hybrid',
                'used',
                'new',
                '2019',
                '2024',
                'White',
                'AWD',
                'Manual',
                'QLD',
                'Special',
                '5',
                '7',
                'Tow Bar',
                '100-125',
                '175-plus',
                '>= 2020',
              ]),
              { maxLength: 3 },
            ),
            { maxKeys: 3 },
          ),
          ranges: fc.dictionary(
            pick(['price', 'km', 'year', 'subscription_price']),
            fc.record({
              min: fc.option(fc.integer({ min: 0, max: 80_000 }), { nil: null }),
              max: fc.option(fc.integer({ min: 2015, max: 200_000 }), { nil: null }),
            }),
            { maxKeys: 2 },
          ),
          sort: pick([[], ['price:asc'], ['price:desc'], ['created_at_timestamp:desc'], ['custom_rank:desc']]),
          limit: pick([0, 1, 7, 21, 100]),
          offset: pick([0, 3, 21, 50]),
          facets: fc.subarray([...FACETS]),
        }),
        async (patch) => {
          await expectSame(site, request(patch))
        },
      ),
      { numRuns: 60 },
    )
  })
})
