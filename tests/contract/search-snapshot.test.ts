import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Car } from '@domain/cars/car.schema.ts'
import { SearchServiceError } from '@domain/ports/search.port.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'
import type { StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'
import { createEmbeddedSearch } from '@adapters/search-embedded/embedded-search.ts'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { SNAPSHOT_FIELDS } from '@adapters/search-meilisearch/snapshot-documents.schema.ts'
import { fetchDocuments, type DocumentsFetchBody } from '@adapters/search-meilisearch/testing/documents-fetch.ts'
import { fixedStock, NOW } from './support/fixed-stock.ts'
import { sendJson, startFakeMeilisearch, type FakeMeilisearch } from './support/fake-meilisearch.ts'
import { indexedCar } from './support/meili-engine.ts'

/**
 * The search port's compact stock snapshot (issue 31, the stock watch) on both engines over one stock: the same rows.
 * The Meilisearch side reads a loopback documents endpoint that evaluates the filter, sort, fields and limit the
 * adapter sent against one shared index of two dealers, more cars than a search could page through (maxTotalHits
 * 1000), and changes between pages where a test says so.
 */
const KEY = 'snapshot-key'
const clock = { now: () => NOW }
const PATH = '/indexes/Car_production/documents/fetch'

const site = (patch: Parameters<typeof makeSite>[0] = {}): SiteConfig =>
  makeSite({ ...patch, search: { search_filters: ['dealership_slug = "demo-motors"'] } })
const rival = makeSite({
  id: 2,
  slug: 'rival-motors',
  search: { search_filters: ['dealership_slug = "rival-motors"'] },
  dealerships: [makeDealership('rival-motors', 2, { name: 'Rival' })],
})
const mine: Car[] = fixedStock(2_500).map((car, i) => ({
  ...car,
  subscription_price: i % 9 === 0 ? null : 80 + ((i * 37) % 400),
}))
const theirs: Car[] = fixedStock(300, { seed: 9, prefix: 'rival', dealershipId: 2, dealershipSlug: 'rival-motors' })

let fake: FakeMeilisearch
let docs: Record<string, unknown>[]
/** called after each page is answered (to change the index between pages) */
let afterPage: (page: number) => void = () => undefined

beforeAll(async () => {
  fake = await startFakeMeilisearch()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  docs = [...mine, ...theirs].map((car) => indexedCar(car) as unknown as Record<string, unknown>)
  afterPage = () => undefined
  fake.handle((req, res) => {
    if (req.method !== 'POST' || req.path !== PATH || req.headers.authorization !== `Bearer ${KEY}`) {
      sendJson(res, 401, { message: `unexpected ${req.method} ${req.path}` })
      return
    }
    sendJson(res, 200, fetchDocuments(docs, req.json as DocumentsFetchBody))
    afterPage(fake.requests.length)
  })
})

const embedded = createEmbeddedSearch({
  stock: { allCars: (s) => (s.slug === rival.slug ? theirs : mine), version: async () => 1 },
  clock,
})

const meiliOn = () => createMeilisearchSearch({ apiKey: KEY, defaultHost: fake.url, clock })
const sorted = (rows: readonly StockSnapshotRow[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))

describe('stock snapshot: both engines give the same rows', () => {
  it.each([
    ['a site without subscriptions', site()],
    ['a site offering subscriptions (weekly prices)', site({ flags: { offers_subscription: true } })],
    ['another dealer on the shared index', rival],
  ])('%s', async (_, tenant) => {
    const expected = sorted(await embedded.stockSnapshot(tenant))
    expect(expected.length).toBe(tenant === rival ? 300 : 2_500)
    expect(sorted(await meiliOn().stockSnapshot(tenant))).toEqual(expected)
  })

  it('every status, the sold flag as sold, and the price shown with its period', async () => {
    const flagged = String(docs[5]!.id)
    docs[5] = { ...docs[5]!, status: 'in_stock', sold: true }
    const rows = await meiliOn().stockSnapshot(site({ flags: { offers_subscription: true } }))
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['in_stock', 'coming_soon', 'sold']))
    expect(rows.find((r) => r.id === flagged)?.status).toBe('sold')
    expect(rows.find((r) => r.id === mine[1]!.id)).toMatchObject({ price: mine[1]!.subscription_price, period: 'week' })
    // no subscription price: the car's own price, once (none where it is not above 10)
    const own = mine[0]!.price
    expect(rows.find((r) => r.id === mine[0]!.id)).toMatchObject({
      price: own !== null && own > 10 ? own : null,
      period: 'once',
    })
  })
})

describe('stock snapshot on Meilisearch: the documents endpoint, page after page by id', () => {
  it('asks for only the watch fields, sorted by id, 1,000 a page, each page after the last id of the one before', async () => {
    const rows = await meiliOn().stockSnapshot(site())
    expect(rows).toHaveLength(2_500)
    expect(fake.requests).toHaveLength(3)
    const bodies = fake.requests.map((r) => r.json as DocumentsFetchBody)
    const scope = ['dealership_slug = "demo-motors"', 'dealership_slug IN ["demo-motors"]']
    expect(bodies[0]).toEqual({
      filter: scope,
      fields: ['id', 'price', 'subscription_price', 'status', 'sold', 'created_at_timestamp'],
      sort: ['id:asc'],
      limit: 1000,
    })
    expect(SNAPSHOT_FIELDS).toEqual(bodies[0]!.fields)
    const ids = sorted(rows).map((r) => r.id)
    expect(bodies[1]!.filter).toEqual([...scope, `id > "${ids[999]}"`])
    expect(bodies[2]!.filter).toEqual([...scope, `id > "${ids[1999]}"`])
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it('an index that changes between pages: every car there throughout is read once, none is invented or lost', async () => {
    const before = sorted(await embedded.stockSnapshot(site())).map((r) => r.id)
    fake.requests.length = 0
    // after the first page: a car already read and one not yet read leave, a new car lands before the cursor
    afterPage = (page) => {
      if (page !== 1) return
      docs = docs.filter((d) => d.id !== before[10] && d.id !== before[1500])
      docs.unshift({ ...docs[0]!, id: `${before[5]}-new` })
    }
    const ids = (await meiliOn().stockSnapshot(site())).map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const throughout = before.filter((id) => id !== before[10] && id !== before[1500])
    expect(throughout.every((id) => ids.includes(id))).toBe(true)
    expect(ids).not.toContain(before[1500])
  })

  it('a missing or malformed field is an error naming the car and the field', async () => {
    const id = String(docs[3]!.id)
    const { price: _, ...withoutPrice } = docs[3]!
    docs[3] = withoutPrice
    const failure = await meiliOn()
      .stockSnapshot(site())
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SearchServiceError)
    expect((failure as Error).message).toMatch(
      new RegExp(`^Unexpected stock snapshot response: car "${id}" field "price" `),
    )
    docs[3] = { ...withoutPrice, price: 100, status: 'gone' }
    await expect(meiliOn().stockSnapshot(site())).rejects.toThrow(`car "${id}" field "status"`)
    docs[3] = { ...withoutPrice, price: '12,000' }
    await expect(meiliOn().stockSnapshot(site())).rejects.toThrow(`car "${id}" field "price"`)
  })

  it('an engine that does not sort the documents by id is refused, not read as part of the stock', async () => {
    fake.handle((req, res) => {
      const page = fetchDocuments(docs, { ...(req.json as DocumentsFetchBody), sort: [] })
      sendJson(res, 200, { ...page, results: [...page.results].reverse() })
    })
    await expect(meiliOn().stockSnapshot(site())).rejects.toThrow(/the documents were not sorted by id/)
  })

  it('a failed page is the SPEC §8 search error with its status', async () => {
    fake.handle((_, res) => sendJson(res, 503, { message: 'Index is being rebuilt' }))
    const failure = (await meiliOn()
      .stockSnapshot(site())
      .catch((e: unknown) => e)) as SearchServiceError
    expect(failure).toBeInstanceOf(SearchServiceError)
    expect([failure.message, failure.status]).toEqual(['Index is being rebuilt', 503])
  })
})
