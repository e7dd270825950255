import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Car } from '@domain/cars/car.schema.ts'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { matchesConditions, fieldValue } from '@domain/search/match-conditions.ts'
import { facetConditions, requestConditions } from '@domain/search/request-filter.ts'
import { toSearchDocument } from '@domain/search/search-document.ts'
import { FACETS, type SearchRequest } from '@domain/search/search-request.schema.ts'
import { stockFilterClauses } from '@domain/stock/stock-filter.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { fixedStock, NOW } from '../../tests/contract/support/fixed-stock.ts'
import { createEmbeddedSearch, type StockSource } from './embedded-search.ts'
import { compileTenantFilters } from './tenant-filter.ts'
import { lowerCaseFacetValues, searchRequest as request } from '@domain/search/testing/search-request.ts'

/** A stock source over fixed cars per tenant slug, whose version can be bumped. */
const stockOf = (bySlug: Record<string, Car[]>) => {
  const versions = new Map<string, number>()
  const source: StockSource & { set(slug: string, cars: Car[]): void } = {
    allCars: (site) => bySlug[site.slug] ?? [],
    version: async (site) => versions.get(site.slug) ?? 1,
    set(slug, cars) {
      bySlug[slug] = cars
      versions.set(slug, (versions.get(slug) ?? 1) + 1)
    },
  }
  return source
}
const clock = { now: () => NOW }

const site = makeSite()
const other = makeSite({ slug: 'other-motors', id: 2 })
const cars = fixedStock(150)
const otherCars = fixedStock(40, { seed: 7, prefix: 'other', dealershipSlug: 'other-motors', dealershipId: 2 })

/** The obvious, slow search the engine must agree with: filter every document, count every facet. */
const reference = (tenant: SiteConfig, stock: Car[], req: SearchRequest) => {
  const docs = stock.map((car, i) => ({ car, doc: toSearchDocument(car), i }))
  const tenantFilter = compileTenantFilters(tenant.search.search_filters)
  const base = stockFilterClauses(tenant, NOW, { sort: req.sort[0] ?? null })
  const passing = (exclude?: string) =>
    docs.filter(
      ({ doc }) => tenantFilter(doc) && matchesConditions(doc, [...base, ...requestConditions(req, [], exclude)]),
    )
  const hits = passing()
  const refined = facetConditions(req)
  const facetDistribution: Record<string, Record<string, number>> = {}
  const facetStats: Record<string, { min: number; max: number }> = {}
  for (const facet of new Set(req.facets.filter((f) => (FACETS as readonly string[]).includes(f)))) {
    const set = refined.has(facet) ? passing(facet) : hits
    const counts = new Map<string | number, number>()
    const numbers: number[] = []
    for (const { doc } of set) {
      const raw = fieldValue(doc, facet)
      for (const v of new Set(Array.isArray(raw) ? raw : [raw])) {
        if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' && typeof v !== 'boolean') continue
        const key = typeof v === 'number' ? v : String(v).toLowerCase()
        counts.set(key, (counts.get(key) ?? 0) + 1)
        if (typeof v === 'number') numbers.push(v)
      }
    }
    // Meilisearch's default: at most 100 values, numbers ascending first, then strings alphabetically
    const ordered = [...counts].sort(([a], [b]) =>
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : typeof a === 'number'
          ? -1
          : typeof b === 'number'
            ? 1
            : a < b
              ? -1
              : a > b
                ? 1
                : 0,
    )
    facetDistribution[facet] = Object.fromEntries(ordered.slice(0, 100).map(([k, v]) => [String(k), v]))
    if (numbers.length > 0) facetStats[facet] = { min: Math.min(...numbers), max: Math.max(...numbers) }
  }
  return { ids: new Set(hits.map(({ car }) => car.id)), total: hits.length, facetDistribution, facetStats }
}

const values = (facet: keyof Car | string) => [
  ...new Set(cars.map((c) => String(fieldValue(toSearchDocument(c), facet)))),
]
const arbRefinements = fc.dictionary(
  fc.constantFrom(
    'make',
    'body',
    'fuel',
    'car_type',
    'status',
    'year',
    'city',
    'filtered_features',
    'price_range',
    'weekly_price_range',
    'colour',
    'seats',
  ),
  fc.array(
    fc.oneof(
      fc.constantFrom(
        ...values('make'),
        ...values('body'),
        ...values('year'),
        'Apple CarPlay',
        'Tow Bar',
        'used',
        'demo',
        'new',
        'sold',
        '20000-30000',
        '100-125',
        'Brisbane',
        '7',
      ),
      fc.constant('< 2018'),
    ),
    { maxLength: 3 },
  ),
  { maxKeys: 3 },
)
const arbRange = fc.record({
  min: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 120_000 })),
  max: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 250_000 })),
})
const arbRequest = fc.record({
  refinements: arbRefinements,
  ranges: fc.dictionary(fc.constantFrom('price', 'year', 'km', 'weekly_price_range'), arbRange, { maxKeys: 2 }),
  sort: fc.constantFrom([], ['price:asc'], ['price:desc'], ['created_at_timestamp:desc'], ['custom_rank:desc']),
  facets: fc.subarray([...FACETS, 'nonsense', 'make']),
})

describe('embedded search against the brute-force reference', () => {
  const search = createEmbeddedSearch({ stock: stockOf({ [site.slug]: cars, [other.slug]: otherCars }), clock })

  it('finds the same cars, counts every facet disjunctively and gives the same stats, for any filters', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbRequest,
        fc.constantFrom(site, makeSite({ search: { search_filters: ['car_type = used'] } })),
        async (patch, tenant) => {
          const req = request({ ...patch, limit: 1000 })
          const answer = await search.search(tenant, req)
          const expected = reference(tenant, cars, req)
          expect(new Set(answer.hits.map((h) => h.id))).toEqual(expected.ids)
          expect(answer.estimatedTotalHits).toBe(expected.total)
          expect(lowerCaseFacetValues(answer.facetDistribution as Record<string, Record<string, number>>)).toEqual(
            expected.facetDistribution,
          )
          expect(answer.facetStats).toEqual(expected.facetStats)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('shares the counts of searches over the same documents, and only those', async () => {
    const facets = ['make', 'body', 'year', 'km']
    const first = await search.search(site, request({ facets, ranges: { price: { min: 1, max: null } }, limit: 21 }))
    // another price range below the cheapest car, another page: the same documents counted
    const same = await search.search(
      site,
      request({ facets, ranges: { price: { min: 2, max: null } }, limit: 21, offset: 21 }),
    )
    expect(same.hits).not.toEqual(first.hits)
    expect(same.facetDistribution).toBe(first.facetDistribution)
    expect(same.facetStats).toBe(first.facetStats)
    // every make but one picked: the left-out make's cars count toward the make menu alone, so not shared
    const makes = Object.keys(first.facetDistribution['make'] ?? {})
    const picked = request({
      facets,
      ranges: { price: { min: 1, max: null } },
      refinements: { make: makes.slice(1) },
      limit: 21,
    })
    const refined = await search.search(site, picked)
    expect(refined.facetDistribution['make']).toEqual(first.facetDistribution['make'])
    expect(refined.facetDistribution).not.toBe(first.facetDistribution)
    expect(lowerCaseFacetValues(refined.facetDistribution as Record<string, Record<string, number>>)).toEqual(
      reference(site, cars, picked).facetDistribution,
    )
    // the same documents failing another facet's filter count toward that facet: other counts
    const [oneMake] = makes
    const byMake = await search.search(site, request({ facets, refinements: { make: [oneMake!] } }))
    const byBody = await search.search(
      site,
      request({ facets: ['body', 'make', 'year', 'km'], refinements: { make: [oneMake!] } }),
    )
    expect(byBody.facetDistribution).not.toBe(byMake.facetDistribution)
    expect(byBody.facetDistribution).toEqual(byMake.facetDistribution)
  })

  it('orders hits by the requested sort (the tenant default when none), missing values last, ties in stock order', async () => {
    for (const sort of [[], ['price:asc'], ['price:desc'], ['created_at_timestamp:desc']]) {
      const { hits } = await search.search(site, request({ sort, limit: 1000 }))
      const [field, direction] = (sort[0] ?? 'custom_rank:desc').split(':') as [keyof Car, string]
      const position = new Map(cars.map((c, i) => [c.id, i]))
      for (let k = 1; k < hits.length; k++) {
        const a = hits[k - 1]![field] as number | null
        const b = hits[k]![field] as number | null
        if (a === b) expect(position.get(hits[k - 1]!.id)!).toBeLessThan(position.get(hits[k]!.id)!)
        else if (a === null || b === null) expect(b).toBeNull()
        else expect(direction === 'asc' ? a < b : a > b).toBe(true)
      }
    }
  })

  it('requires price > 0 for price ascending where the tenant says so, not otherwise', async () => {
    const strict = await search.search(site, request({ sort: ['price:asc'], limit: 1000 }))
    expect(strict.hits.every((h) => h.price !== null && h.price > 0)).toBe(true)
    const relaxed = await search.search(
      makeSite({ search: { price_ascending_requires_price: false } }),
      request({ sort: ['price:asc'], limit: 1000 }),
    )
    expect(relaxed.hits.some((h) => h.price === null || h.price === 0)).toBe(true)
    expect(relaxed.estimatedTotalHits).toBeGreaterThan(strict.estimatedTotalHits)
  })

  it('pages with limit and offset: the pages partition the hits', async () => {
    const all = await search.search(site, request({ limit: 1000 }))
    const pages = []
    for (let offset = 0; offset < all.estimatedTotalHits; offset += 21) {
      const page = await search.search(site, request({ limit: 21, offset }))
      expect(page.pagination).toEqual({
        page: offset / 21 + 1,
        pages: Math.ceil(all.estimatedTotalHits / 21),
        hitsPerPage: 21,
      })
      expect(page.limit).toBe(21)
      expect(page.offset).toBe(offset)
      pages.push(...page.hits.map((h) => h.id))
    }
    expect(pages).toEqual(all.hits.map((h) => h.id))
  })

  it('never shows another tenant its cars, whatever it asks', async () => {
    const mine = await search.search(site, request({ limit: 1000 }))
    const theirs = await search.search(other, request({ limit: 1000 }))
    expect(mine.hits.every((h) => h.id.startsWith('car-'))).toBe(true)
    expect(theirs.hits.length).toBeGreaterThan(0)
    expect(theirs.hits.every((h) => h.id.startsWith('other-'))).toBe(true)
    const asked = await search.search(
      site,
      request({ refinements: { dealership_slug: ['other-motors'] }, limit: 1000 }),
    )
    expect(asked.hits).toEqual([])
  })
})

describe('embedded full-text search', () => {
  const stock = [
    makeCar({
      id: 'a',
      name: '2020 Toyota Corolla Ascent Sport',
      make: 'Toyota',
      model: 'Corolla',
      badge: 'Ascent Sport',
    }),
    makeCar({ id: 'b', name: '2021 Ford F-150 Lariat', make: 'Ford', model: 'F-150', badge: 'Lariat' }),
    makeCar({ id: 'c', name: '2019 Mercedes-Benz C200', make: 'Mercedes-Benz', model: 'C-Class', badge: 'C200' }),
    makeCar({ id: 'd', name: '2022 Toyota HiLux SR5', make: 'Toyota', model: 'HiLux', badge: 'SR5' }),
    makeCar({ id: 'e', name: '2022 Mazda CX-5 Maxx', make: 'Mazda', model: 'CX-5', badge: null }),
    makeCar({
      id: 'f',
      name: '2018 Toyota Corolla',
      make: 'Toyota',
      model: 'Corolla',
      badge: null,
      show_on_dealer_website: false,
    }),
  ]
  const search = createEmbeddedSearch({ stock: stockOf({ [site.slug]: stock }), clock })
  const ids = async (query: string) => (await search.search(site, request({ query }))).hits.map((h) => h.id).sort()

  it('matches name, make, model and badge, with typos and prefixes, every word required', async () => {
    expect(await ids('toyota')).toEqual(['a', 'd'])
    expect(await ids('TOYTA')).toEqual(['a', 'd'])
    expect(await ids('corola')).toEqual(['a'])
    expect(await ids('toyota corolla')).toEqual(['a'])
    expect(await ids('hilux toyota')).toEqual(['d'])
    expect(await ids('ascent')).toEqual(['a'])
    expect(await ids('sr5')).toEqual(['d'])
    expect(await ids('toy')).toEqual(['a', 'd'])
  })

  it('finds hyphenated names written with a space or without the hyphen', async () => {
    expect(await ids('mercedes benz')).toEqual(['c'])
    expect(await ids('f150')).toEqual(['b'])
    expect(await ids('f-150')).toEqual(['b'])
    expect(await ids('cx5')).toEqual(['e'])
  })

  it('drops trailing words that match nothing (Meilisearch matching strategy "last"), and short words get no typos', async () => {
    expect(await ids('toyota zzzzzz')).toEqual(['a', 'd'])
    expect(await ids('zzzz')).toEqual([])
    expect(await ids('sr6')).toEqual([])
    expect(await ids('"  ')).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('ranks exact matches of the sorted-equal cars first and never returns an unlisted car', async () => {
    const { hits } = await search.search(site, request({ query: 'corolla', sort: ['custom_rank:desc'] }))
    expect(hits.map((h) => h.id)).toEqual(['a'])
  })
})

describe('embedded index lifecycle', () => {
  it('refreshes when the stock version changes (a reserved car, a sold car) and rebuilds on new ids', async () => {
    const stock = stockOf({ [site.slug]: fixedStock(30) })
    const search = createEmbeddedSearch({ stock, clock })
    const before = await search.search(site, request({ limit: 1000, facets: ['status'] }))
    const target = before.hits[0]!
    const cars30 = stock.allCars(site) as Car[]
    stock.set(
      site.slug,
      cars30.map((c) =>
        c.id === target.id
          ? {
              ...c,
              reserved: true,
              name: `${c.name} Zebra`,
              status: 'sold',
              sold_date_timestamp: NOW - 10 * 86_400_000,
            }
          : c,
      ),
    )
    const after = await search.search(site, request({ limit: 1000, facets: ['status'] }))
    expect(after.hits.map((h) => h.id)).not.toContain(target.id)
    expect(after.estimatedTotalHits).toBe(before.estimatedTotalHits - 1)
    stock.set(
      site.slug,
      cars30.map((c) => (c.id === target.id ? { ...c, name: `${c.name} Zebra` } : c)),
    )
    expect((await search.search(site, request({ query: 'zebra' }))).hits.map((h) => h.id)).toEqual([target.id])
    stock.set(site.slug, [makeCar({ id: 'only', name: 'Zebra Special' })])
    expect((await search.search(site, request({ query: 'zebra' }))).hits.map((h) => h.id)).toEqual(['only'])
  })

  it('reports a tenant whose search_filters it cannot read as a search service error', async () => {
    const search = createEmbeddedSearch({ stock: stockOf({ [site.slug]: fixedStock(5) }), clock })
    await expect(search.search(makeSite({ search: { search_filters: ['price >'] } }), request())).rejects.toMatchObject(
      {
        name: 'SearchServiceError',
        status: null,
      },
    )
  })
})
