import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { SearchServiceError } from '@domain/ports/search.port.ts'
import { toSearchDocument } from '@domain/search/search-document.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { mintTenantToken } from '@adapters/search-meilisearch/tenant-token.ts'
import { sendJson, startFakeMeilisearch, type FakeMeilisearch } from './support/fake-meilisearch.ts'
import { searchRequest as request } from '@domain/search/testing/search-request.ts'

const NOW = Date.UTC(2025, 0, 15)
const KEY = 'server-search-key-0123456789'
const clock = { now: () => NOW }

let fake: FakeMeilisearch
beforeAll(async () => {
  fake = await startFakeMeilisearch()
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
})

const adapter = (timeoutMs = 2000) => createMeilisearchSearch({ apiKey: KEY, defaultHost: fake.url, clock, timeoutMs })

/** A Meilisearch multi-search answer (documented format) with the given results. */
const answer = (...results: Array<Record<string, unknown>>) => ({
  results: results.map((r) => ({
    indexUid: 'Car_production',
    hits: [],
    query: '',
    processingTimeMs: 2,
    limit: 1,
    offset: 0,
    estimatedTotalHits: 0,
    ...r,
  })),
})

describe('Meilisearch adapter: the request on the wire (SPEC §7)', () => {
  it("POSTs /multi-search with the Bearer key and the exact body: for 'Lowest Price' totals and facets, the page's shown prices and the rest, then one limit-1 query per refined facet without its own filter", async () => {
    fake.handle((_, res) => sendJson(res, 200, answer({}, {}, {}, {}, {}, {})))
    await adapter().search(
      makeSite({ search: { search_filters: ['dealership_slug = "demo-motors"'] } }),
      request({
        query: 'corolla',
        refinements: { make: ['Toyota', 'Ford'], body: ['suv'] },
        ranges: { price: { min: 10000, max: null } },
        sort: ['price:asc'],
        limit: 21,
        offset: 42,
        facets: ['make', 'body', 'price', 'year'],
      }),
    )
    expect(fake.requests).toHaveLength(1)
    const [sent] = fake.requests
    expect(sent!.method).toBe('POST')
    expect(sent!.path).toBe('/multi-search')
    expect(sent!.headers['authorization']).toBe(`Bearer ${KEY}`)
    expect(sent!.headers['content-type']).toBe('application/json')
    const stock = [
      ['status = "in_stock"', 'status = "coming_soon"', '(status = "sold" AND sold_date_timestamp >= 1736640000000)'],
      'show_on_dealer_website = true',
      'price > 0',
    ]
    const common = {
      indexUid: 'Car_production',
      attributesToHighlight: ['*'],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      sort: ['price:asc'],
      q: 'corolla',
    }
    const tenant = ['dealership_slug = "demo-motors"', 'dealership_slug IN ["demo-motors"]', ...stock]
    const make = ['make = "Toyota"', 'make = "Ford"']
    const body = 'body = "suv"'
    const price = 'price >= 10000'
    const query = (facets: string[], limit: number, offset: number, ...filter: unknown[]) => ({
      ...common,
      facets,
      limit,
      offset,
      filter: [...tenant, ...filter],
    })
    expect(sent!.json).toEqual({
      queries: [
        query(['make', 'body', 'price', 'year'], 0, 0, make, body, price),
        // the page from the cars whose price shows, then the others up to the page's end
        query([], 21, 42, make, body, price, 'price > 10'),
        query([], 63, 0, make, body, price, 'NOT price > 10'),
        // a refined facet is counted by a limit-1 query with every filter but its own
        query(['make'], 1, 0, body, price),
        query(['body'], 1, 0, make, price),
        query(['price'], 1, 0, make, body),
      ],
    })
  })

  it("sends the tenant's default sort when none is asked for, no price rule for other sorts, and only SPEC §3 facets", async () => {
    fake.handle((_, res) => sendJson(res, 200, answer({})))
    await adapter().search(
      makeSite({ search: { default_sort: 'created_at_timestamp:desc' } }),
      request({ facets: ['make', 'nonsense', 'make'], sort: ['bogus'] }),
    )
    const body = fake.requests[0]!.json as { queries: Array<{ sort: string[]; facets: string[]; filter: unknown[] }> }
    expect(body.queries).toHaveLength(1)
    expect(body.queries[0]!.sort).toEqual(['created_at_timestamp:desc'])
    expect(body.queries[0]!.facets).toEqual(['make'])
    expect(body.queries[0]!.filter).not.toContain('price > 0')
  })

  it("uses the tenant's host and index when configured", async () => {
    const other = await startFakeMeilisearch((_, res) => sendJson(res, 200, answer({})))
    try {
      await adapter().search(makeSite({ search: { host: other.url, index: 'Car_staging' } }), request())
      expect(fake.requests).toHaveLength(0)
      expect(other.requests).toHaveLength(1)
      expect((other.requests[0]!.json as { queries: Array<{ indexUid: string }> }).queries[0]!.indexUid).toBe(
        'Car_staging',
      )
    } finally {
      await other.close()
    }
  })

  it('posts to custom_url with custom_headers instead of the defaults (the key is not sent there)', async () => {
    fake.handle((_, res) => sendJson(res, 200, answer({})))
    await adapter().search(
      makeSite({
        search: { custom_url: `${fake.url}/proxy/search?tenant=demo`, custom_headers: { 'X-Proxy-Key': 'p-1' } },
      }),
      request(),
    )
    const [sent] = fake.requests
    expect(sent!.path).toBe('/proxy/search?tenant=demo')
    expect(sent!.headers['x-proxy-key']).toBe('p-1')
    expect(sent!.headers['authorization']).toBeUndefined()
    expect((sent!.json as { queries: unknown[] }).queries).toHaveLength(1)
  })
})

describe('Meilisearch adapter: answers', () => {
  const car = makeCar({ id: 'c-1', price: 31_000 })

  it('decodes a documented multi-search answer and merges the disjunctive facet counts and stats', async () => {
    fake.handle((_, res) =>
      sendJson(
        res,
        200,
        answer(
          {
            hits: [
              {
                ...toSearchDocument(car),
                _formatted: { name: '__ais-highlight__2020__/ais-highlight__ Toyota' },
                _rankingScore: 0.9,
              },
            ],
            estimatedTotalHits: 45,
            limit: 21,
            offset: 21,
            processingTimeMs: 3,
            facetDistribution: { make: { Toyota: 45 }, year: { '2020': 45 } },
            facetStats: { year: { min: 2020, max: 2020 } },
          },
          { facetDistribution: { make: { Toyota: 45, Ford: 12 } }, processingTimeMs: 7 },
        ),
      ),
    )
    const result = await adapter().search(
      makeSite(),
      request({ refinements: { make: ['Toyota'] }, facets: ['make', 'year'], limit: 21, offset: 21 }),
    )
    expect(result.hits.map((h) => h.id)).toEqual(['c-1'])
    expect(result.hits[0]).not.toHaveProperty('_formatted')
    expect(result.facetDistribution).toEqual({ make: { Toyota: 45, Ford: 12 }, year: { '2020': 45 } })
    expect(result.facetStats).toEqual({ year: { min: 2020, max: 2020 } })
    expect(result).toMatchObject({
      estimatedTotalHits: 45,
      count: 45,
      processingTimeMs: 7,
      limit: 21,
      offset: 21,
      pagination: { page: 2, pages: 3, hitsPerPage: 21 },
    })
    // SPEC §3 `facets`: the facets asked for, in the order asked
    expect(result.facets).toEqual(['make', 'year'])
  })

  it("SPEC §3 ms is the whole round trip as the adapter timed it; processingTimeMs stays the engine's own", async () => {
    const delayMs = 60
    fake.handle((_, res) => {
      setTimeout(() => sendJson(res, 200, answer({ hits: [], estimatedTotalHits: 0, processingTimeMs: 2 })), delayMs)
    })
    const result = await adapter().search(makeSite(), request({ facets: [] }))
    expect(result.processingTimeMs).toBe(2)
    // the answer was held back delayMs by the service: the adapter's time includes that wait (timers may fire 1 ms early)
    expect(result.ms).toBeGreaterThanOrEqual(delayMs - 1)
    expect(result.facets).toEqual([])
  })

  it('a wrong shape is a SearchServiceError naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [
        {
          results: [
            { hits: [{ ...toSearchDocument(car), price: 'cheap' }], estimatedTotalHits: 1, processingTimeMs: 1 },
          ],
        },
        'results[0].hits[0].price',
      ],
      [{ results: [{ hits: [], processingTimeMs: 1 }] }, 'results[0].estimatedTotalHits'],
      [
        {
          results: [
            { hits: [], estimatedTotalHits: 0, processingTimeMs: 1, facetDistribution: { make: { Toyota: 'x' } } },
          ],
        },
        'results[0].facetDistribution.make.Toyota',
      ],
      [{ hits: [] }, 'results'],
      [[], ''],
    ]
    for (const [body, field] of cases) {
      fake.handle((_, res) => sendJson(res, 200, body))
      const error = await adapter()
        .search(makeSite(), request())
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SearchServiceError)
      expect((error as SearchServiceError).message).toContain('Unexpected search response')
      if (field) expect((error as SearchServiceError).message).toContain(`field "${field}"`)
    }
  })

  it('refuses an answer with fewer results than queries', async () => {
    fake.handle((_, res) => sendJson(res, 200, answer({})))
    await expect(
      adapter().search(makeSite(), request({ refinements: { make: ['Toyota'] }, facets: ['make'] })),
    ).rejects.toThrow('Unexpected search response: field "results" has 1 entries for 2 queries')
  })
})

describe('Meilisearch adapter: the SPEC §8 error catalogue', () => {
  const failure = async (search = adapter(300)) => {
    const error = await search.search(makeSite(), request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SearchServiceError)
    return error as SearchServiceError
  }
  /** the error the adapter raises when the search service fails without an HTTP status */
  const withoutStatus = (detail: string) => ({ message: `An unexpected error occurred: ${detail}`, status: null })

  it('a Meilisearch error body gives its message and the HTTP status', async () => {
    fake.handle((_, res) =>
      sendJson(
        res,
        400,
        {
          message: 'Attribute `colour` is not filterable. Available filterable attributes are: `make`.',
          code: 'invalid_search_filter',
          type: 'invalid_request',
          link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
        },
        'Bad Request',
      ),
    )
    const error = await failure()
    expect(error.message).toBe('Attribute `colour` is not filterable. Available filterable attributes are: `make`.')
    expect(error.status).toBe(400)
  })

  it('an error field wins, with the HTTP status', async () => {
    fake.handle((_, res) =>
      sendJson(res, 403, { error: 'The provided API key is invalid.', message: 'other' }, 'Forbidden'),
    )
    expect(await failure()).toMatchObject({ message: 'The provided API key is invalid.', status: 403 })
  })

  it("otherwise 'An unexpected error occurred' and ': ' and the status text when present", async () => {
    fake.handle((_, res) => {
      res.writeHead(500, 'Internal Server Error')
      res.end()
    })
    expect(await failure()).toMatchObject({
      message: 'An unexpected error occurred: Internal Server Error',
      status: 500,
    })
    fake.handle((_, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' })
      res.end('<html>upstream down</html>')
    })
    expect(await failure()).toMatchObject({ message: 'An unexpected error occurred: Bad Gateway', status: 502 })
    fake.handle((_, res) => {
      res.writeHead(503, '')
      res.end('{"code":"x"}')
    })
    expect(await failure()).toMatchObject({ message: 'An unexpected error occurred', status: 503 })
  })

  it('a slow answer times out as a SearchServiceError without status', async () => {
    fake.handle((_, res) => {
      setTimeout(() => sendJson(res, 200, answer({})), 1500)
    })
    expect(await failure()).toMatchObject(withoutStatus('request timed out after 300ms'))
  })

  it('a body cut short after the headers also times out', async () => {
    fake.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"results": [')
    })
    expect(await failure()).toMatchObject(withoutStatus('request timed out after 300ms'))
  })

  it('malformed JSON in a 200 answer is an error, not a crash', async () => {
    fake.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"results": [}')
    })
    expect(await failure()).toMatchObject(withoutStatus('the search service answered with malformed JSON'))
  })

  it('an unreachable host is an error without status', async () => {
    const closed = await startFakeMeilisearch()
    const url = closed.url
    await closed.close()
    const unreachable = createMeilisearchSearch({ apiKey: KEY, defaultHost: url, clock, timeoutMs: 1000 })
    expect(await failure(unreachable)).toMatchObject(withoutStatus('the search service could not be reached'))
  })
})

describe('tenant tokens', () => {
  const UID = '6062abda-a5aa-4414-ac91-ecd7944c0f8d'
  const decodePart = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>

  it('mint an HS256 JWT naming the key uid, signed with the key, expiring, whose rules carry the stock filter and search_filters', async () => {
    const site = makeSite({
      search: { search_filters: ['dealership_slug = "demo-motors"'], default_sort: 'price:asc' },
      inventory: { used_only: true },
    })
    const token = await mintTenantToken(site, { apiKey: KEY, apiKeyUid: UID, nowMs: NOW, ttlSeconds: 600 })
    const [header, payload, signature] = token.split('.') as [string, string, string]
    expect(decodePart(header)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(signature).toBe(createHmac('sha256', KEY).update(`${header}.${payload}`).digest('base64url'))
    expect(decodePart(payload)).toEqual({
      apiKeyUid: UID,
      exp: NOW / 1000 + 600,
      searchRules: {
        Car_production: {
          filter: [
            'dealership_slug = "demo-motors"',
            'dealership_slug IN ["demo-motors"]',
            [
              'status = "in_stock"',
              'status = "coming_soon"',
              '(status = "sold" AND sold_date_timestamp >= 1736640000000)',
            ],
            'show_on_dealer_website = true',
            'car_type = "used"',
          ],
        },
      },
    })
    expect(token).not.toContain(KEY)
  })

  it('refuse a key uid that is not a UUID', async () => {
    await expect(mintTenantToken(makeSite(), { apiKey: KEY, apiKeyUid: 'not-a-uid', nowMs: NOW })).rejects.toThrow()
  })
})
