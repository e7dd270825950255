import { describe, expect, it } from 'vitest'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { SearchServiceError, type SearchPort } from '@domain/ports/search.port.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { stockSummary, type StockSummary } from '@domain/stock/stock-summary.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { PROXY_GRANT } from '@domain/search/search-grant.ts'
import { createFeaturedCars, FEATURED_COUNT, FEATURED_MAX_AGE_MS } from './featured-cars.ts'
import { toListCar } from '@domain/cars/list-car.ts'
import { createListing } from './listing.ts'
import { createSearchGrant } from './search-grants.ts'
import { createShopperSearch } from './shopper-search.ts'
import { createStockTiles } from './stock-tiles.ts'

const NOW = 1_750_000_000_000
const clock = { now: () => NOW }
const site = makeSite()
const tenant = { site, promos: [] } as unknown as Tenant
const car = makeCar({ make: 'Toyota', model: 'Corolla' })
const summaries = async () => stockSummary([car])

/**
 * A home page section searches once per stock summary and site configuration: the same view again is the same
 * answer (also after `meanwhile`); a reservation or stock refresh is a new summary, and another configuration is
 * another search. Answers the section for more checks.
 */
async function expectOneSearchPerSummaryAndSite<T>(
  section: (summaries: () => Promise<StockSummary>) => (site: SiteConfig) => Promise<T>,
  asked: readonly unknown[],
  meanwhile: () => void = () => {},
): Promise<(site: SiteConfig) => Promise<T>> {
  let summary = stockSummary([car])
  const view = section(async () => summary)
  const first = await view(site)
  meanwhile()
  expect(await view(site)).toBe(first)
  expect(asked).toHaveLength(1)
  summary = stockSummary([car, makeCar({ make: 'Mazda', model: 'CX-5' })])
  await view(site)
  expect(asked).toHaveLength(2)
  await view(makeSite({ search: { query_suffix: '?range[photos_count]=3:' } }))
  expect(asked).toHaveLength(3)
  return view
}

const answer = (request: SearchRequest): SearchResponse => ({
  hits: [car],
  facets: request.facets,
  facetDistribution: { make: { Toyota: 1 }, price: { '20000': 1 } },
  facetStats: { price: { min: 20000, max: 20000 } },
  estimatedTotalHits: 1,
  count: 1,
  processingTimeMs: 1,
  ms: 2,
  limit: request.limit,
  offset: request.offset,
  pagination: { page: 1, pages: 1, hitsPerPage: request.limit },
})

/** A search port recording its requests; `fail` makes it reject as an engine would. */
const engine = (fail?: Error) => {
  const asked: SearchRequest[] = []
  const port: SearchPort = {
    stockSnapshot: async () => [],
    async search(_site, request) {
      asked.push(request)
      if (fail) throw fail
      return answer(request)
    },
  }
  return { port, asked }
}

/** A search port that fails as an engine that is down until `recover()`. */
const downEngine = () => {
  let down = true
  const asked: SearchRequest[] = []
  const port: SearchPort = {
    stockSnapshot: async () => [],
    async search(_site, request) {
      asked.push(request)
      if (down) throw new SearchServiceError('down', null)
      return answer(request)
    },
  }
  return {
    port,
    asked,
    recover: () => {
      down = false
    },
  }
}

describe('loadListing', () => {
  it('reads the address with the codec, searches the listing facets and answers the page data', async () => {
    const { port, asked } = engine()
    const outcome = await createListing({ search: port, summaries, clock }).loadListing(
      tenant,
      '/search/toyota',
      'sortBy=price_asc',
    )
    expect(asked[0]?.refinements).toMatchObject({ make: ['Toyota'] })
    expect(asked[0]?.facets).toContain('make')
    if (!outcome.ok) throw new Error(outcome.problem.message)
    expect(outcome.value.nowMs).toBe(NOW)
    expect(outcome.value.hits.map((h) => h.id)).toEqual([car.id])
    // compacted: numeric facets keep their stats only
    expect(outcome.value.facets).toEqual({ make: { Toyota: 1 } })
    expect(outcome.value.indexable).toBe(false)
  })

  it("an engine failure is 'unavailable' with the engine's message", async () => {
    const { port } = engine(new SearchServiceError('The provided API key is invalid.', 403))
    const listing = createListing({ search: port, summaries, clock })
    expect(await listing.loadListing(tenant, '/search/new-used-and-demo-cars', '')).toEqual({
      ok: false,
      problem: { code: 'unavailable', message: 'The provided API key is invalid.' },
    })
  })

  it('a landing page the dealer defines at the path (SPEC §7 search_pages) names the page; other paths keep ours', async () => {
    const searchPages = async () => [
      { id: 1, path: '/search/toyota/', title: 'Toyota specials', description: 'Hand-picked Toyotas.' },
    ]
    const listing = createListing({ search: engine().port, summaries, clock, searchPages })
    const dealer = await listing.loadListing(tenant, '/search/toyota', '')
    const ours = await listing.loadListing(tenant, '/search/used-cars', '')
    expect(dealer.ok && dealer.value.landing).toEqual({ title: 'Toyota specials', description: 'Hand-picked Toyotas.' })
    expect(ours.ok && ours.value.landing).toBeNull()
  })

  it("an address that is no listing page is 'not_found' and searches nothing; an allowed make without stock is a page", async () => {
    const withMakes = (path_makes: string[], template: 'car' | 'trucks') =>
      ({ site: makeSite({ template, search: { path_makes } }), promos: [] }) as unknown as Tenant
    for (const shown of [withMakes(['Toyota', 'Mazda'], 'car'), withMakes(['Isuzu', 'Mazda'], 'trucks')]) {
      const { port, asked } = engine()
      const listing = createListing({ search: port, summaries, clock })
      for (const path of ['/search/zzz', '/search/used-cars/toyota', '/search/mazda/zzz']) {
        const outcome = await listing.loadListing(shown, path, '')
        expect(outcome.ok ? 'listed' : outcome.problem.code, path).toBe('not_found')
      }
      expect(asked).toEqual([])
      expect((await listing.loadListing(shown, '/search/mazda', '')).ok).toBe(true)
      expect(asked[0]?.refinements).toEqual({ make: ['Mazda'] })
    }
    const searchPages = async () => [{ id: 2, path: '/search/zzz', title: 'Zed', description: '' }]
    const dealer = createListing({ search: engine().port, summaries, clock, searchPages })
    expect((await dealer.loadListing(tenant, '/search/zzz', '')).ok).toBe(true)
  })

  it('the default listing href is a listing path of the tenant', async () => {
    const href = await createListing({ search: engine().port, summaries, clock }).defaultListingHref(site)
    expect(href.startsWith('/')).toBe(true)
  })
})

describe('featuredCars', () => {
  it('asks for the newest few cars, and answers them as a compact car list reads them', async () => {
    const { port, asked } = engine()
    expect(await createFeaturedCars({ search: port, clock, summaries })(site)).toEqual({
      cars: [toListCar(car)],
      nowMs: NOW,
    })
    expect(asked[0]).toMatchObject({ sort: ['created_at_timestamp:desc'], limit: FEATURED_COUNT, offset: 0 })
  })

  it('a search failure leaves the section empty, and is not kept: the next home page asks again', async () => {
    const { port, asked, recover } = downEngine()
    const summary = stockSummary([car])
    const featured = createFeaturedCars({ search: port, clock, summaries: async () => summary })
    expect(await featured(site)).toEqual({ cars: [], nowMs: NOW })
    recover()
    expect((await featured(site)).cars).toHaveLength(1)
    expect(asked).toHaveLength(2)
  })

  it('searches once per stock summary and site configuration, for at most FEATURED_MAX_AGE_MS (the sold window turns with the clock)', async () => {
    const { port, asked } = engine()
    let now = NOW
    const featured = await expectOneSearchPerSummaryAndSite(
      (summaries) => createFeaturedCars({ search: port, clock: { now: () => now }, summaries }),
      asked,
      () => (now += FEATURED_MAX_AGE_MS - 1),
    )
    // the same stock later on: answered again (the sold window turns with the clock)
    now += FEATURED_MAX_AGE_MS
    expect((await featured(site)).nowMs).toBe(now)
    expect(asked).toHaveLength(4)
  })
})

describe('stockTiles', () => {
  it('counts the state the stock links start from (default cities, suffix, make refinement) and tiles its facets', async () => {
    const { port, asked } = engine()
    const branded = makeSite({
      search: {
        make_refinement: 'Toyota',
        default_city_filter: ['Southport', 'Nerang'],
        query_suffix: '?range[photos_count]=3:',
      },
    })
    const tiles = await createStockTiles({ search: port, summaries })(branded)
    expect(asked[0]).toMatchObject({
      refinements: { make: ['Toyota'], city: ['Southport', 'Nerang'] },
      ranges: { photos_count: { min: 3, max: null } },
      limit: 1,
    })
    expect(tiles?.count).toBe(1)
    expect(tiles?.makes).toEqual([
      {
        key: 'Toyota',
        label: 'Toyota',
        href: '/search/toyota?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&range[photos_count]=3:',
        count: 1,
      },
    ])
  })
  it('a search failure answers null: the home page leaves the tiles out', async () => {
    expect(
      await createStockTiles({ search: engine(new SearchServiceError('down', null)).port, summaries })(site),
    ).toBeNull()
  })
  it('searches once per stock summary and site configuration: a new stock version or configuration searches again', async () => {
    const { port, asked } = engine()
    await expectOneSearchPerSummaryAndSite((summaries) => createStockTiles({ search: port, summaries }), asked)
  })
  it('a failed search is not kept: the next home page asks again', async () => {
    const { port, asked, recover } = downEngine()
    const summary = stockSummary([car])
    const tiles = createStockTiles({ search: port, summaries: async () => summary })
    expect(await tiles(site)).toBeNull()
    recover()
    expect((await tiles(site))?.count).toBe(1)
    expect(asked).toHaveLength(2)
  })
})

describe('shopperSearch', () => {
  it('searches a checked body and compacts the answer', async () => {
    const { port, asked } = engine()
    const outcome = await createShopperSearch({ search: port })(site, { query: 'corolla', limit: 5 })
    expect(asked[0]).toMatchObject({ query: 'corolla', limit: 5, offset: 0 })
    expect(outcome).toEqual({ ok: true, value: { ...answer(asked[0]!), facetDistribution: { make: { Toyota: 1 } } } })
  })

  it("a body that is not a search is 'bad_request' and never reaches the engine", async () => {
    const { port, asked } = engine()
    expect(await createShopperSearch({ search: port })(site, [])).toEqual({
      ok: false,
      problem: { code: 'bad_request', message: 'The body must be a JSON object' },
    })
    expect(await createShopperSearch({ search: port })(site, { refinements: { nope: ['x'] } })).toEqual({
      ok: false,
      problem: { code: 'bad_request', message: 'Unknown facet: nope' },
    })
    expect(asked).toEqual([])
  })

  it("an engine failure is 'unavailable': the engine's SPEC §8 message, or the generic wording for anything else", async () => {
    expect(
      await createShopperSearch({ search: engine(new SearchServiceError('Index not found', 404)).port })(site, {}),
    ).toEqual({ ok: false, problem: { code: 'unavailable', message: 'Index not found' } })
    expect(await createShopperSearch({ search: engine(new Error('secret stack detail')).port })(site, {})).toEqual({
      ok: false,
      problem: { code: 'unavailable', message: 'An unexpected error occurred' },
    })
  })
})

describe('search grant', () => {
  it("asks the grant port at the clock's time", async () => {
    const seen: number[] = []
    const grant = createSearchGrant({
      grants: {
        grant: async (_site, nowMs) => {
          seen.push(nowMs)
          return PROXY_GRANT
        },
      },
      clock,
    })
    expect(await grant(site)).toEqual({ mode: 'proxy' })
    expect(seen).toEqual([NOW])
  })
})
