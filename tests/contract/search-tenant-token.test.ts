import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createMeilisearchSearch } from '@adapters/search-meilisearch/meilisearch-search.ts'
import { multiSearchBody } from '@adapters/search-meilisearch/multi-search-body.ts'
import { mintTenantToken, tenantTokenFilter } from '@adapters/search-meilisearch/tenant-token.ts'
import type { SearchRequest } from '@domain/search/search-request.schema.ts'
import { isInDefaultStock } from '@domain/stock/stock-filter.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { directSearch } from '@adapters/search-meilisearch/direct-search.ts'
import { createMeilisearchGrants, UID_RETRY_MS } from '@adapters/search-meilisearch/search-grants.ts'
import type { DirectSearchGrant } from '@domain/search/search-grant.ts'
import { sendJson, startFakeMeilisearch, type FakeMeilisearch } from './support/fake-meilisearch.ts'
import { NOW, fixedStock } from './support/fixed-stock.ts'
import { meiliEngine } from './support/meili-engine.ts'
import { applySearchRules, authorize, corsHeaders, type FakeKey } from './support/tenant-token-auth.ts'
import { searchRequest } from '@domain/search/testing/search-request.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'

/**
 * Browser search with tenant tokens (the issue "Search, end to end"): the token the server mints keeps a browser
 * to its tenant's stock whatever body it sends. The fake Meilisearch checks tokens as Meilisearch does (HS256
 * signature with the key named by apiKeyUid, expiry, search rules ANDed into every query) and really evaluates
 * the filters against one shared index of two dealers' cars.
 */
const ADMIN: FakeKey = {
  key: 'admin-key-0123456789abcdef',
  uid: '11111111-2222-4333-8444-555555555555',
  actions: ['*'],
}
const SEARCH: FakeKey = {
  key: 'search-key-0123456789abcdef',
  uid: '6062abda-a5aa-4414-ac91-ecd7944c0f8d',
  actions: ['search'],
}
const KEYS = [ADMIN, SEARCH]

const ours = fixedStock(60, { seed: 7, prefix: 'a', dealershipId: 1, dealershipSlug: 'alpha-motors' })
const theirs = fixedStock(60, { seed: 8, prefix: 'b', dealershipId: 2, dealershipSlug: 'beta-cars' })
const engine = meiliEngine([...ours, ...theirs])
const alpha = makeDealership('alpha-motors', 1, { name: 'Alpha' })
const site = makeSite({ dealerships: [alpha], search: { search_filters: ['dealership_slug = "alpha-motors"'] } })

let fake: FakeMeilisearch
let now = NOW
beforeAll(async () => {
  fake = await startFakeMeilisearch((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request.headers))
      response.end()
      return
    }
    const access = authorize(request.headers.authorization, KEYS, now)
    if (!access.ok) return sendJson(response, access.status, access.body)
    const key = /^\/keys\/([^/]+)$/.exec(request.path)
    if (request.method === 'GET' && key) {
      if (!access.key.actions.includes('*') || access.rules !== null)
        return sendJson(response, 403, {
          message: 'The provided API key is invalid.',
          code: 'invalid_api_key',
          type: 'auth',
          link: '',
        })
      const found = KEYS.find((k) => k.key === decodeURIComponent(key[1]!) || k.uid === key[1])
      return found
        ? sendJson(response, 200, { uid: found.uid, key: found.key, actions: found.actions, indexes: ['*'] })
        : sendJson(response, 404, {
            message: 'not found',
            code: 'api_key_not_found',
            type: 'invalid_request',
            link: '',
          })
    }
    if (request.method !== 'POST' || request.path !== '/multi-search')
      return sendJson(response, 404, { message: 'not played' })
    const ruled = applySearchRules(request.json as Parameters<typeof engine.multiSearch>[0], access.rules)
    if (!ruled.ok) return sendJson(response, ruled.status, ruled.body)
    sendJson(response, 200, engine.multiSearch(ruled.body))
  })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.requests.length = 0
  now = NOW
})

const request = (patch: Partial<SearchRequest> = {}): SearchRequest =>
  searchRequest({ facets: ['make', 'body'], ...patch })
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, any>
const token = (nowMs = NOW, ttlSeconds = 600) =>
  mintTenantToken(site, { apiKey: SEARCH.key, apiKeyUid: SEARCH.uid, nowMs, ttlSeconds })
const grantWith = async (t?: string): Promise<DirectSearchGrant> => ({
  mode: 'direct',
  host: fake.url,
  indexUid: site.search.index,
  token: t ?? (await token()),
  expiresAt: NOW + 600_000,
  expiresInSeconds: 600,
})
/** POSTs a raw multi-search body as a hostile browser would. */
const raw = async (bearer: string, body: unknown) => {
  const response = await fetch(`${fake.url}/multi-search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as any }
}
const ids = (hits: ReadonlyArray<{ id: string }>) => hits.map((h) => h.id).sort()
const oursListed = ours
  .filter((c) => isInDefaultStock(c, site, NOW))
  .map((c) => c.id)
  .sort()

describe('the tenant token', () => {
  it("carries the tenant scope and the stock filter as the search rules of the tenant's index, for 10 minutes", async () => {
    const payload = payloadOf(await token())
    expect(payload['apiKeyUid']).toBe(SEARCH.uid)
    expect(payload['exp']).toBe(NOW / 1000 + 600)
    expect(payload['searchRules']).toEqual({ Car_production: { filter: tenantTokenFilter(site, NOW) } })
    expect(payload['searchRules'].Car_production.filter).toEqual([
      'dealership_slug = "alpha-motors"',
      'dealership_slug IN ["alpha-motors"]',
      ['status = "in_stock"', 'status = "coming_soon"', '(status = "sold" AND sold_date_timestamp >= 1736640000000)'],
      'show_on_dealer_website = true',
    ])
  })

  it('a tenant whose search_filters do not name its dealers (car_type = "used") still reads only its own dealership', async () => {
    const usedOnly = makeSite({ dealerships: [alpha], search: { search_filters: ['car_type = "used"'] } })
    const t = await mintTenantToken(usedOnly, {
      apiKey: SEARCH.key,
      apiKeyUid: SEARCH.uid,
      nowMs: NOW,
      ttlSeconds: 600,
    })
    const answer = await raw(t, {
      queries: [
        { indexUid: 'Car_production', q: '', filter: [], limit: 200, offset: 0, facets: ['dealership_slug'], sort: [] },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.json.results[0].hits.length).toBeGreaterThan(0)
    expect(Object.keys(answer.json.results[0].facetDistribution.dealership_slug)).toEqual(['alpha-motors'])
    expect(answer.json.results[0].hits.every((h: { car_type: string }) => h.car_type === 'used')).toBe(true)
  })

  it("a body with its own filter removed still returns only the tenant's listed cars; the admin key on the same body sees both dealers", async () => {
    const body = multiSearchBody(site, request(), NOW)
    const stripped = { queries: body.queries.map(({ filter: _gone, ...q }) => q) }
    const underToken = await raw(await token(), stripped)
    expect(underToken.status).toBe(200)
    expect(ids(underToken.json.results[0].hits)).toEqual(oursListed)
    expect(
      underToken.json.results[0].hits.every((h: { dealership_slug: string }) => h.dealership_slug === 'alpha-motors'),
    ).toBe(true)
    // the fake is not filtering on its own: the same body under the admin key reaches the other dealer
    const underKey = await raw(ADMIN.key, stripped)
    expect(
      underKey.json.results[0].hits.some((h: { dealership_slug: string }) => h.dealership_slug === 'beta-cars'),
    ).toBe(true)
  })

  it("a filter asking for the other dealer's cars finds none", async () => {
    const answer = await raw(await token(), {
      queries: [
        {
          indexUid: 'Car_production',
          q: '',
          filter: ['dealership_slug = "beta-cars"'],
          limit: 100,
          offset: 0,
          facets: [],
          sort: [],
        },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.json.results[0].estimatedTotalHits).toBe(0)
  })

  it('is refused when expired, tampered with, signed with another key, or used on another index (403 invalid_api_key); no header is 401', async () => {
    const body = {
      queries: [{ indexUid: 'Car_production', q: '', filter: [], limit: 1, offset: 0, facets: [], sort: [] }],
    }
    const good = await token()
    expect((await raw(good, body)).status).toBe(200)
    now = NOW + 600_000
    expect((await raw(good, body)).status).toBe(403)
    now = NOW
    const [h, , s] = good.split('.')
    const widened = Buffer.from(JSON.stringify({ ...payloadOf(good), searchRules: { Car_production: null } })).toString(
      'base64url',
    )
    expect((await raw(`${h}.${widened}.${s}`, body)).json.code).toBe('invalid_api_key')
    const forged = await mintTenantToken(site, { apiKey: 'not-the-search-key', apiKeyUid: SEARCH.uid, nowMs: NOW })
    expect((await raw(forged, body)).status).toBe(403)
    expect((await raw(good, { queries: [{ ...body.queries[0], indexUid: 'Other_index' }] })).status).toBe(403)
    const none = await fetch(`${fake.url}/multi-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(none.status).toBe(401)
  })

  it("property: whatever filters a browser sends, every hit is the tenant's and in its default stock", async () => {
    const hostile = fc.constantFrom(
      'dealership_slug = "beta-cars"',
      'dealership_slug != "alpha-motors"',
      'status = "sold"',
      'show_on_dealer_website = false',
      'status = "in_stock"',
      'make = "Toyota"',
      'price > 20000',
      'year >= 2018',
    )
    const filter = fc.array(fc.oneof(hostile, fc.array(hostile, { minLength: 1, maxLength: 3 })), { maxLength: 4 })
    const t = await token()
    await fc.assert(
      fc.asyncProperty(filter, async (f) => {
        const answer = await raw(t, {
          queries: [
            {
              indexUid: 'Car_production',
              q: '',
              filter: f,
              limit: 200,
              offset: 0,
              facets: ['dealership_slug'],
              sort: [],
            },
          ],
        })
        expect(answer.status).toBe(200)
        const result = answer.json.results[0]
        for (const hit of result.hits as Array<{ id: string }>) expect(oursListed).toContain(hit.id)
        expect(Object.keys(result.facetDistribution.dealership_slug ?? {})).not.toContain('beta-cars')
      }),
      { numRuns: 40 },
    )
  })
})

describe("the browser's direct search", () => {
  it("POSTs {host}/multi-search with the Bearer token and the adapter's exact body, and answers what the server would", async () => {
    const grant = await grantWith()
    const shopper = request({
      refinements: { make: ['Toyota', 'Ford'] },
      sort: ['price:asc'],
      limit: 21,
      facets: ['make', 'body', 'price'],
    })
    const direct = await directSearch(grant, site, shopper, NOW)
    expect(fake.requests).toHaveLength(1)
    const [sent] = fake.requests
    expect(sent).toMatchObject({ method: 'POST', path: '/multi-search' })
    expect(sent!.headers.authorization).toBe(`Bearer ${grant.token}`)
    expect(sent!.json).toEqual(multiSearchBody(site, shopper, NOW))
    const server = await createMeilisearchSearch({
      apiKey: ADMIN.key,
      defaultHost: fake.url,
      clock: { now: () => NOW },
    }).search(site, shopper)
    expect(direct.hits.map((h) => h.id)).toEqual(server.hits.map((h) => h.id))
    expect(direct.estimatedTotalHits).toBe(server.estimatedTotalHits)
    expect(direct.facetDistribution['make']).toEqual(server.facetDistribution['make'])
    expect(direct.facetStats['price']).toEqual(server.facetStats['price'])
    expect(direct.facetDistribution['price']).toBeUndefined() // compacted as /api/search compacts
    expect(direct.hits.every((h) => !('_formatted' in h))).toBe(true)
  })

  it("an expired token is an error with the status and Meilisearch's message (the caller then falls back)", async () => {
    const grant = await grantWith(await token(NOW - 700_000))
    await expect(directSearch(grant, site, request(), NOW)).rejects.toMatchObject({
      status: 403,
      message: 'The provided API key is invalid.',
    })
  })

  it('the fake answers CORS preflight as Meilisearch does', async () => {
    const response = await fetch(`${fake.url}/multi-search`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://demo-motors.localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type')
    expect(response.headers.get('access-control-allow-methods')).toBe('POST')
  })
})

describe('search grants (GET /api/search-token answers)', () => {
  const live = () => ({ searchKey: SEARCH.key, searchKeyUid: null, adminKey: ADMIN.key, defaultHost: fake.url })

  it('proxy without a search key, and for tenants with a custom endpoint or headers', async () => {
    expect(await createMeilisearchGrants(null).grant(site, NOW)).toEqual({ mode: 'proxy' })
    const grants = createMeilisearchGrants({ ...live(), searchKeyUid: SEARCH.uid })
    expect(
      await grants.grant({ ...site, search: { ...site.search, custom_url: 'https://search.example.com/x' } }, NOW),
    ).toEqual({ mode: 'proxy' })
    expect(await grants.grant({ ...site, search: { ...site.search, custom_headers: { 'x-key': 'k' } } }, NOW)).toEqual({
      mode: 'proxy',
    })
  })

  it('direct: a 10-minute token signed with the search key, its uid looked up once with the admin key; no key in the answer', async () => {
    const grants = createMeilisearchGrants(live())
    const first = await grants.grant(site, NOW)
    const second = await grants.grant(site, NOW + 1000)
    expect(first).toMatchObject({
      mode: 'direct',
      host: fake.url,
      indexUid: 'Car_production',
      expiresAt: NOW + 600_000,
      expiresInSeconds: 600,
    })
    expect(second.mode).toBe('direct')
    const lookups = fake.requests.filter((r) => r.path.startsWith('/keys/'))
    expect(lookups).toHaveLength(1)
    expect(lookups[0]!.headers.authorization).toBe(`Bearer ${ADMIN.key}`)
    const text = JSON.stringify(first)
    expect(text).not.toContain(SEARCH.key)
    expect(text).not.toContain(ADMIN.key)
    if (first.mode !== 'direct') throw new Error('expected a direct grant')
    expect(payloadOf(first.token)['apiKeyUid']).toBe(SEARCH.uid)
    expect((await raw(first.token, multiSearchBody(site, request(), NOW))).status).toBe(200)
  })

  it('a failed uid lookup answers proxy and is asked again only after the retry delay', async () => {
    let calls = 0
    const grants = createMeilisearchGrants(live(), async () => {
      calls++
      throw new Error('down')
    })
    expect(await grants.grant(site, NOW)).toEqual({ mode: 'proxy' })
    expect(await grants.grant(site, NOW + 1000)).toEqual({ mode: 'proxy' })
    expect(calls).toBe(1)
    await grants.grant(site, NOW + UID_RETRY_MS + 1)
    expect(calls).toBe(2)
  })
})
