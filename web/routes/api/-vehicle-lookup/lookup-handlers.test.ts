import { describe, expect, it } from 'vitest'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { createDemoVehicleLookup } from '@adapters/vehicle-lookup-demo/vehicle-lookup-demo.ts'
import {
  createVehicleLookups,
  FIELD_MESSAGES,
  LOOKUP_RATE_LIMIT,
  TIMEOUT_MESSAGE,
  type LookupsDeps,
} from '@application/vehicles/vehicle-lookups.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { createLookupEndpoints } from './lookup-handlers.ts'

const both = makeSite({ slug: 'both', flags: { nevdis: true, autograb: true }, locale: { default_state: 'nsw' } })
const plain = makeSite({ slug: 'plain', id: 2, flags: { nevdis: true } })
const none = makeSite({ slug: 'none', id: 3 })
const redbook = makeSite({ slug: 'redbook', id: 4, flags: { redbook: true } })
const sites: Record<string, SiteConfig> = {
  'both.localhost': both,
  'plain.localhost': plain,
  'none.localhost': none,
  'redbook.localhost': redbook,
}
const demo = createDemoVehicleLookup({ currentYear: () => 2025 })

/** The web endpoints over the lookups use case, as the composition root wires them (with `over` changed). */
const handlers = (over: Partial<LookupsDeps> = {}) =>
  createLookupEndpoints({
    siteOf: (r) => sites[r.headers.get('host') ?? ''] ?? null,
    lookups: createVehicleLookups({
      lookup: demo,
      timeoutMs: 500,
      now: Date.now,
      limiter: createMemoryRateLimiter(LOOKUP_RATE_LIMIT),
      ...over,
    }),
  })

const post = (host: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://${host}/api/x`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const read = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Record<string, unknown>,
})

describe('vehicle lookup routes (SPEC §7 NEVDIS, Autograb, trade-in rego lookup)', () => {
  it("POST /api/nevdis answers the vehicle; the state defaults to the tenant's", async () => {
    const seen: unknown[] = []
    const spy: VehicleLookupPort = {
      ...demo,
      nevdis: (input) => {
        seen.push(input)
        return demo.nevdis(input)
      },
    }
    const answer = await read(await handlers({ lookup: spy }).nevdis(post('both.localhost', { rego: 'abc 123' })))
    expect(answer.status).toBe(200)
    expect(answer.body.vehicle).toMatchObject({ rego: 'ABC123', make: 'Toyota', model: 'Corolla', year: 2019 })
    expect(seen).toEqual([{ rego: 'abc 123', state: 'NSW' }])
  })

  it('POST /api/simple-autograb-lookup answers the vehicle and its market prices', async () => {
    const answer = await read(
      await handlers().autograb(post('both.localhost', { rego: 'XYZ789', state: 'nsw', km: 10_000 })),
    )
    expect(answer).toEqual({
      status: 200,
      body: {
        vehicle: expect.objectContaining({ make: 'Mazda', model: 'CX-5' }),
        market: { average_market_price: 31900, state_average_market_price: 32500 },
      },
    })
  })

  it('trade-in lookup takes rego and regoState; Autograb where the site has it, else the plain rego lookup (market null)', async () => {
    const priced = await read(await handlers().tradeIn(post('both.localhost', { rego: 'ABC123', regoState: 'QLD' })))
    expect(priced.status).toBe(200)
    expect(priced.body.market).toMatchObject({ average_market_price: expect.any(Number) })
    const plainAnswer = await read(
      await handlers().tradeIn(post('plain.localhost', { rego: 'ABC123', regoState: 'QLD' })),
    )
    expect(plainAnswer).toEqual({
      status: 200,
      body: { vehicle: expect.objectContaining({ make: 'Toyota' }), market: null },
    })
  })

  it('POST /api/redbook-lookup (SPEC §3 redbook): the vehicle data of a make, model and year; 404 without the flag; a bad field named', async () => {
    const found = await read(
      await handlers().redbook(post('redbook.localhost', { make: 'Mazda', model: 'CX-5', year: 2020 })),
    )
    expect(found.status).toBe(200)
    expect(found.body.vehicleData).toMatchObject({
      redbook_code: 'DEMO-MAZDA-CX-5-2020',
      description: '2020 Mazda CX-5 Maxx Sport suv Automatic',
      new_price: 41_500,
    })
    expect(
      await read(await handlers().redbook(post('both.localhost', { make: 'Mazda', model: 'CX-5', year: 2020 }))),
    ).toEqual({ status: 404, body: { error: 'Redbook vehicle data is not enabled for this site' } })
    expect(
      await read(await handlers().redbook(post('redbook.localhost', { make: 'Mazda', model: 'CX-5', year: 20 }))),
    ).toEqual({ status: 400, body: { error: FIELD_MESSAGES['year'], field: 'year' } })
    expect(
      (await read(await handlers().redbook(post('redbook.localhost', { make: 'Lada', model: 'Niva', year: 1990 }))))
        .status,
    ).toBe(404)
  })

  it('NEVDIS and Autograb only for tenants with the flag: 404 naming the lookup', async () => {
    expect(await read(await handlers().nevdis(post('none.localhost', { rego: 'ABC123' })))).toEqual({
      status: 404,
      body: { error: 'NEVDIS lookup is not enabled for this site' },
    })
    // SPEC §3: a site with neither autograb nor nevdis has no rego lookup at all
    expect(await read(await handlers().tradeIn(post('none.localhost', { rego: 'ABC123' })))).toEqual({
      status: 404,
      body: { error: 'Registration lookup is not enabled for this site' },
    })
    expect(await read(await handlers().autograb(post('plain.localhost', { rego: 'ABC123' })))).toEqual({
      status: 404,
      body: { error: 'Autograb lookup is not enabled for this site' },
    })
  })

  it('an unknown host is a 404 naming no tenant', async () => {
    expect(await read(await handlers().tradeIn(post('evil.example', { rego: 'ABC123' })))).toEqual({
      status: 404,
      body: { error: 'Not found' },
    })
  })

  it('bodies are validated with clear 400s naming the field', async () => {
    const h = handlers()
    expect(await read(await h.tradeIn(post('both.localhost', {})))).toEqual({
      status: 400,
      body: { error: FIELD_MESSAGES.rego, field: 'rego' },
    })
    expect(await read(await h.tradeIn(post('both.localhost', { rego: 'ABCDEFGHIJ' })))).toEqual({
      status: 400,
      body: { error: FIELD_MESSAGES.rego, field: 'rego' },
    })
    expect(await read(await h.tradeIn(post('both.localhost', { rego: 'ABC123', regoState: 'Queensland' })))).toEqual({
      status: 400,
      body: { error: FIELD_MESSAGES.regoState, field: 'regoState' },
    })
    expect(await read(await h.autograb(post('both.localhost', { rego: 'ABC123', km: -1 })))).toEqual({
      status: 400,
      body: { error: FIELD_MESSAGES.km, field: 'km' },
    })
    expect(await read(await h.nevdis(post('both.localhost', { vin: 'IOQ' })))).toEqual({
      status: 400,
      body: { error: FIELD_MESSAGES.vin, field: 'vin' },
    })
    expect(await read(await h.nevdis(post('both.localhost', {})))).toEqual({
      status: 400,
      body: { error: 'Send a rego (with its state) or a vin', field: 'rego' },
    })
    expect(await read(await h.nevdis(post('both.localhost', '{"rego":')))).toEqual({
      status: 400,
      body: { error: 'Request body is not valid JSON' },
    })
    expect(await read(await h.nevdis(post('both.localhost', '[1]')))).toEqual({
      status: 400,
      body: { error: 'Request body must be a JSON object' },
    })
    expect((await h.nevdis(post('both.localhost', { rego: 'ABC123' }, { 'content-type': 'text/plain' }))).status).toBe(
      415,
    )
    expect((await h.nevdis(post('both.localhost', { rego: 'A'.repeat(5000) }))).status).toBe(413)
  })

  it('not found is a 404 with the shopper wording; a provider failure a 502', async () => {
    expect(await read(await handlers().tradeIn(post('plain.localhost', { rego: 'NOPE99' })))).toEqual({
      status: 404,
      body: { error: 'We could not find that registration. Please enter your vehicle details.', reason: 'not_found' },
    })
    const broken: VehicleLookupPort = {
      ...demo,
      regoLookup: async () => {
        throw new Error('boom')
      },
    }
    const answer = await read(await handlers({ lookup: broken }).tradeIn(post('plain.localhost', { rego: 'ABC123' })))
    expect(answer.status).toBe(502)
    expect(answer.body.reason).toBe('unavailable')
  })

  it('a lookup that does not answer in time is a 504 JSON with a clear message', async () => {
    const hanging: VehicleLookupPort = { ...demo, autograb: () => new Promise(() => {}) }
    const started = Date.now()
    const answer = await read(
      await handlers({ lookup: hanging, timeoutMs: 100 }).autograb(post('both.localhost', { rego: 'ABC123' })),
    )
    expect(answer).toEqual({ status: 504, body: { error: TIMEOUT_MESSAGE, reason: 'timeout' } })
    expect(Date.now() - started).toBeLessThan(1_000)
    const portTimeout: VehicleLookupPort = {
      ...demo,
      regoLookup: async () => ({ ok: false, reason: 'timeout', message: 'x' }),
    }
    expect((await handlers({ lookup: portTimeout }).tradeIn(post('plain.localhost', { rego: 'ABC123' }))).status).toBe(
      504,
    )
  })

  it('each address gets 10 lookups at once, then 429 with Retry-After', async () => {
    const h = handlers({ now: () => 0 })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await h.tradeIn(post('both.localhost', { rego: 'ABC123' }, { 'x-forwarded-for': '203.0.113.9' }))).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    const limited = await h.tradeIn(post('both.localhost', { rego: 'ABC123' }, { 'x-forwarded-for': '203.0.113.9' }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect(
      (await h.tradeIn(post('both.localhost', { rego: 'ABC123' }, { 'x-forwarded-for': '203.0.113.10' }))).status,
    ).toBe(200)
  })

  it('with the store keeping the counts out of reach, a lookup is a 503 JSON with Retry-After (never unmetered, never a 500)', async () => {
    const h = handlers({ limiter: { take: () => Promise.reject(new Error('connect ECONNREFUSED')) } })
    const answer = await h.tradeIn(post('both.localhost', { rego: 'ABC123' }))
    expect([answer.status, answer.headers.get('retry-after'), await answer.json()]).toEqual([
      503,
      '5',
      { error: 'Vehicle lookup is not available just now. Please try again in a moment.' },
    ])
  })

  it('answers are JSON and never cached', async () => {
    const response = await handlers().tradeIn(post('both.localhost', { rego: 'ABC123' }))
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('property: any JSON body gets a JSON answer below 500 (or 502/504 from the port), never a throw', async () => {
    const h = handlers({ limiter: unlimited })
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom('nevdis', 'autograb', 'tradeIn') as fc.Arbitrary<'nevdis' | 'autograb' | 'tradeIn'>,
        async (body, which) => {
          const response = await h[which](post('both.localhost', JSON.stringify(body)))
          expect([200, 400, 404, 413]).toContain(response.status)
          expect(typeof ((await response.json()) as object)).toBe('object')
        },
      ),
      { numRuns: 150 },
    )
  })
})
