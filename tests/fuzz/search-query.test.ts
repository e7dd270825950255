import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { TENANT_FILES } from '../browser/support/tenants.ts'
import { loadBuiltApp, type BuiltApp } from './support-built-app.ts'

/**
 * Random query strings at every listing path family and random bodies at /api/search, through the production
 * handler: never a 5xx, and every car shown belongs to the tenant of the Host (demo car ids are `{site id}-{n}`).
 */
let app: BuiltApp

beforeAll(async () => {
  app = await loadBuiltApp({})
}, 120_000)

const tenants = TENANT_FILES.map(({ slug, file }) => ({ slug, siteId: String(file.site.id) }))
const arbTenant = fc.constantFrom(...tenants)

const KEYS = [
  'query',
  'page',
  'sortBy',
  'refinementList[make][0]',
  'refinementList[make][]',
  'refinementList[model][98]',
  'refinementList[dealership_slug][0]',
  'refinementList[dealership_name][0]',
  'refinementList[car_type][1]',
  'refinementList[price][0]',
  'range[price]',
  'range[weekly_price_range]',
  'range[photos_count]',
  'range[km]',
  'weekly[0]',
  'weekly[99]',
  'refinementList[__proto__][0]',
  'refinementList[constructor][0]',
  'range[constructor]',
  'utm_source',
]
const VALUES = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'Toyota',
    '"Toyota"',
    'toyota" OR make != "x',
    'price > 5 AND price < 9',
    '< 0',
    '5000:',
    ':9000',
    'NZ$1,000:A$2,000',
    '-1',
    '1e400',
    'NaN',
    '99999999999',
    'under-100',
    'price_desc',
    '%',
    '%E0%A4%A',
    '[]',
    '{}',
    'null',
    'true',
    '\uD800',
  ),
  fc.integer().map(String),
)
const arbPair = fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 20 })), VALUES)
/** Encoded like a browser would, except a lone surrogate goes through as raw (malformed) percent bytes. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return s.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
  }
}
const arbQuery = fc.oneof(
  fc.array(arbPair, { maxLength: 8 }).map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')),
  fc.string({ maxLength: 200 }),
)
const arbPath = fc.constantFrom(
  '/search/new-used-and-demo-cars',
  '/search/used-cars',
  '/search/toyota/corolla',
  '/search/suv',
  '/search/cars-under-150-per-week',
  '/search/100-to-9999999999999999-per-week',
  '/search/7-seater-cars',
  '/used-car/list',
  '/find/rental-cars',
  '/search/%E0%A4%A',
  '/search/a/b',
  '/search/used-cars/',
)

/** A request as a browser sends it: Request objects made in process carry no Host header of their own. */
const request = (url: string, init: RequestInit = {}) =>
  new Request(url, {
    ...init,
    headers: { host: new URL(url).host, ...(init.headers as Record<string, string> | undefined) },
  })

/** the cars of a page: each card is named by its heading, whose id is made of the car's */
const carIds = (html: string) =>
  [...html.matchAll(/<article class="vc" aria-labelledby="vct-([^"]*)"/g)].map((m) => m[1] ?? '')

describe('listing pages under random query strings', () => {
  it('answer 200 (or a redirect) with only the Host tenant’s cars', async () => {
    let shown = 0
    await fc.assert(
      fc.asyncProperty(arbTenant, arbPath, arbQuery, async (tenant, path, query) => {
        const url = `http://${tenant.slug}.localhost${path}${query === '' ? '' : `?${query.replace(/#/g, '%23')}`}`
        let target: string
        try {
          target = new URL(url).href
        } catch {
          return
        }
        const response = await app.fetch(request(target))
        expect(response.status, target).toBeLessThan(500)
        if (response.status !== 200) return
        const ids = carIds(await response.text())
        shown += ids.length
        for (const id of ids) expect(id.startsWith(`${tenant.siteId}-`), `${target} shows ${id}`).toBe(true)
      }),
      { numRuns: 120 },
    )
    expect(shown).toBeGreaterThan(0)
  }, 300_000)
})

describe('/api/search under random bodies', () => {
  const arbBody = fc.oneof(
    fc.jsonValue(),
    fc.record(
      {
        query: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
        refinements: fc.dictionary(
          fc.constantFrom('make', 'dealership_slug', 'status', 'car_type', 'tenant', '__proto__'),
          fc.array(VALUES, { maxLength: 3 }),
        ),
        ranges: fc.dictionary(
          fc.constantFrom('price', 'km', 'weekly_price_range', 'x'),
          fc.record({ min: fc.oneof(fc.constant(null), fc.double()), max: fc.oneof(fc.constant(null), fc.integer()) }),
        ),
        sort: fc.array(fc.constantFrom('price:asc', 'price:desc', 'custom_rank:desc', 'bad'), { maxLength: 2 }),
        limit: fc.oneof(fc.integer({ min: -5, max: 150 }), fc.double()),
        offset: fc.integer({ min: -5, max: 200_000 }),
        facets: fc.array(fc.constantFrom('make', 'body', 'dealership_slug', 'nope'), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
  )
  it('answers 200 or a 4xx JSON error, never 5xx, never another tenant’s cars', async () => {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(arbTenant, arbBody, async (tenant, body) => {
        const response = await app.fetch(
          request(`http://${tenant.slug}.localhost/api/search`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        )
        expect(response.status).toBeLessThan(500)
        statuses.add(response.status)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        const answer = (await response.json()) as { hits?: Array<{ id: string }>; error?: string }
        if (response.status === 200)
          for (const hit of answer.hits ?? []) expect(hit.id.startsWith(`${tenant.siteId}-`)).toBe(true)
        else expect(typeof answer.error).toBe('string')
      }),
      { numRuns: 300 },
    )
    expect(statuses).toContain(200)
    expect(statuses).toContain(400)
  }, 300_000)

  it('refuses non-JSON and oversized bodies with 4xx JSON', async () => {
    const post = (body: string, type = 'application/json') =>
      app.fetch(
        request('http://demo-motors.localhost/api/search', { method: 'POST', headers: { 'content-type': type }, body }),
      )
    expect((await post('{not json')).status).toBe(400)
    expect((await post('{}', 'text/plain')).status).toBe(415)
    expect((await post(JSON.stringify({ query: 'x'.repeat(40_000) }))).status).toBe(413)
    const get = await app.fetch(request('http://demo-motors.localhost/api/search'))
    expect(get.status).toBe(405)
    expect(
      (
        await app.fetch(
          request('http://nobody.localhost/api/search', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          }),
        )
      ).status,
    ).toBe(404)
  })
})
