import { describe, expect, it } from 'vitest'
import { makeCar } from '@domain/cars/car.fixture.ts'
import type { Car } from '@domain/cars/car.schema.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { stockSummary } from '@domain/stock/stock-summary.ts'
import type { Manufacturer } from '@domain/tenancy/dealership.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createModelPages, MODEL_PAGE_CARDS } from './model-pages.ts'

const nissan: Manufacturer = {
  id: 8,
  name: 'Nissan',
  slug: 'nissan',
  logo: { url: null },
  tagline: 'Innovation that excites',
  models: [
    { name: 'X-Trail', summary: 'Seven seats', from_price: 41990 },
    { name: 'Ariya', summary: 'Electric' },
  ],
}
const cars: Car[] = [
  ...Array.from({ length: 10 }, (_, i) => makeCar({ id: `x${i}`, make: 'Nissan', model: 'X-Trail' })),
  makeCar({ id: 'l1', make: 'Nissan', model: 'Leaf' }),
  makeCar({ id: 't1', make: 'Toyota', model: 'HiLux' }),
]

/** A search over `cars` honouring make and model refinements, with the make_model facet, recording each request. */
function fakeSearch(asked: SearchRequest[], fail = false): SearchPort {
  return {
    stockSnapshot: async () => [],
    async search(_site, request): Promise<SearchResponse> {
      asked.push(request)
      if (fail) throw new Error('search down')
      const has = (facet: string, value: string) =>
        !request.refinements[facet]?.length ||
        request.refinements[facet]!.some((v) => v.toLowerCase() === value.toLowerCase())
      const hits = cars.filter((c) => has('make', c.make) && has('model', c.model))
      const makeModel: Record<string, number> = {}
      for (const c of hits) makeModel[`${c.make}:${c.model}`] = (makeModel[`${c.make}:${c.model}`] ?? 0) + 1
      return {
        hits: hits.slice(0, request.limit),
        facets: [...request.facets],
        facetDistribution: request.facets.includes('make_model') ? { make_model: makeModel } : {},
        facetStats: {},
        estimatedTotalHits: hits.length,
        count: hits.length,
        processingTimeMs: 1,
        ms: 1,
        limit: request.limit,
        offset: 0,
        pagination: { page: 1, pages: 1, hitsPerPage: request.limit },
      }
    },
  }
}

const world = (options: { fail?: boolean; maker?: Manufacturer | null } = {}) => {
  const asked: SearchRequest[] = []
  const pages = createModelPages({
    search: fakeSearch(asked, options.fail),
    summaries: async () => stockSummary(cars),
    manufacturer: async () => (options.maker === undefined ? nissan : options.maker),
    clock: { now: () => 1_700_000_000_000 },
  })
  return { pages, asked }
}

const on = makeSite({
  flags: { build_model_pages: true },
  manufacturers: [{ id: 8, name: 'Nissan', slug: 'nissan', logo: { url: null } }],
})
const off = makeSite({ manufacturers: [{ id: 8, name: 'Nissan', slug: 'nissan', logo: { url: null } }] })

describe('brand and model pages (SPEC §3 build_model_pages)', () => {
  it("a brand page: the manufacturer's content, its range then stock-only models, counts as its listing counts them", async () => {
    const { pages } = world()
    const page = await pages.brand(on, 'nissan')
    expect(page).toMatchObject({ make: 'Nissan', path: '/brands/nissan', inStock: 11, listingUrl: '/search/nissan' })
    expect(page!.manufacturer?.tagline).toBe('Innovation that excites')
    expect(page!.models.map((m) => [m.name, m.inStock])).toEqual([
      ['X-Trail', 10],
      ['Ariya', 0],
      ['Leaf', 1],
    ])
  })

  it('a model page: its first cards, the count and the listing filtered to the make and model', async () => {
    const { pages, asked } = world()
    const page = await pages.model(on, 'nissan', 'x-trail')
    expect(page).toMatchObject({
      make: 'Nissan',
      brandPath: '/brands/nissan',
      inStock: 10,
      listingUrl: '/search/nissan/x-trail',
      nowMs: 1_700_000_000_000,
    })
    expect(page!.cars).toHaveLength(MODEL_PAGE_CARDS)
    expect(page!.cars.every((c) => c.model === 'X-Trail')).toBe(true)
    expect(asked.at(-1)?.refinements).toMatchObject({ make: ['Nissan'], model: ['X-Trail'] })
  })

  it("a model of the range with none in stock has its page, pointing at the make's stock", async () => {
    const page = await world().pages.model(on, 'nissan', 'ariya')
    expect(page).toMatchObject({ cars: [], inStock: 0, listingUrl: '/search/nissan' })
    expect(page!.model.content?.summary).toBe('Electric')
  })

  it('404s: the flag off, a make the site does not sell, a model neither the range nor the stock has', async () => {
    const { pages } = world()
    expect(await pages.brand(off, 'nissan')).toBeNull()
    expect(await pages.model(off, 'nissan', 'x-trail')).toBeNull()
    expect(await pages.brand(on, 'toyota')).toBeNull()
    expect(await pages.model(on, 'nissan', 'micra')).toBeNull()
  })

  it("without the dashboard's content the page shows the stock's models; a failing search leaves counts out, not the page", async () => {
    expect((await world({ maker: null }).pages.brand(on, 'nissan'))!.models.map((m) => m.name)).toEqual([
      'Leaf',
      'X-Trail',
    ])
    const down = world({ fail: true })
    expect(await down.pages.brand(on, 'nissan')).toMatchObject({ inStock: null })
    // the stock summary still names the models in stock: their pages stay, uncounted
    expect((await down.pages.brand(on, 'nissan'))!.models.map((m) => [m.name, m.inStock])).toEqual([
      ['X-Trail', null],
      ['Ariya', 0],
      ['Leaf', null],
    ])
    expect(await down.pages.model(on, 'nissan', 'x-trail')).toMatchObject({
      cars: [],
      inStock: null,
      listingUrl: '/search/nissan/x-trail',
    })
    expect(await down.pages.model(on, 'nissan', 'ariya')).toMatchObject({ cars: [], inStock: 0 })
  })

  it('sitemap paths: every brand and model page, none without the flag', async () => {
    const { pages } = world()
    expect(await pages.paths(off)).toEqual([])
    expect(await pages.paths(on)).toEqual([
      '/brands/nissan',
      '/brands/nissan/x-trail',
      '/brands/nissan/ariya',
      '/brands/nissan/leaf',
    ])
  })
})
