import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { vehicleIdentity } from '@domain/ports/testing/vehicle-identity.ts'
import { createVehicleLookupRest } from '@adapters/vehicle-lookup-rest/vehicle-lookup-rest.ts'
import { createVehicleLookups, TIMEOUT_MESSAGE } from '@application/vehicles/vehicle-lookups.ts'
import { createLookupEndpoints } from '../../web/routes/api/-vehicle-lookup/lookup-handlers.ts'
import { startLoopback, type Loopback } from '../live/support/loopback.ts'

/**
 * The website's lookup routes in live wiring: route handler → REST adapter → a loopback provider. The provider
 * sees the server's key; the browser's answer never carries it; a slow provider is a 504 JSON.
 */
const KEY = 'provider-key-9f2c'
const site = makeSite({ slug: 'demo-motors', flags: { nevdis: true, autograb: true } })
let provider: Loopback
const vehicle = {
  rego: 'ABC123',
  state: 'QLD',
  make: 'Toyota',
  model: 'Corolla',
  year: 2019,
  average_market_price: 21500,
  state_average_market_price: 21900,
}

const handlers = (timeoutMs = 1_000) =>
  createLookupEndpoints({
    siteOf: () => site,
    lookups: createVehicleLookups({
      lookup: createVehicleLookupRest({ baseUrl: provider.url, apiKey: KEY, timeoutMs, log: () => {} }),
      timeoutMs: timeoutMs + 500,
      now: Date.now,
      limiter: unlimited,
    }),
  })
const post = (body: unknown) =>
  new Request('http://demo-motors.localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  provider = await startLoopback()
})
afterAll(() => provider.close())
beforeEach(() => {
  provider.reset()
  provider.handle(() => ({ json: { vehicle } }))
})

describe('lookup routes over the provider adapter (SPEC §7)', () => {
  it('/api/trade-in-lookup: rego + regoState → provider /autograb with the server key; the answer carries no key', async () => {
    const response = await handlers().tradeIn(post({ rego: 'abc123', regoState: 'qld' }))
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(JSON.parse(text)).toEqual({
      vehicle: vehicleIdentity({ make: 'Toyota', model: 'Corolla', year: 2019 }),
      market: { average_market_price: 21500, state_average_market_price: 21900 },
    })
    expect(text).not.toContain(KEY)
    expect(provider.received.map((r) => [r.url, r.headers.authorization, r.json])).toEqual([
      ['/autograb', `Bearer ${KEY}`, { rego: 'ABC123', state: 'QLD' }],
    ])
  })

  it('/api/nevdis and /api/simple-autograb-lookup reach /nevdis and /autograb', async () => {
    expect((await handlers().nevdis(post({ vin: 'JTDBR32E300000001' }))).status).toBe(200)
    expect((await handlers().autograb(post({ rego: 'ABC123', state: 'QLD', km: 5 }))).status).toBe(200)
    expect(provider.received.map((r) => [r.url, r.json])).toEqual([
      ['/nevdis', { vin: 'JTDBR32E300000001' }],
      ['/autograb', { rego: 'ABC123', state: 'QLD', km: 5 }],
    ])
  })

  it('a slow provider is a 504 JSON with a clear message', async () => {
    provider.handle(() => ({ json: { vehicle }, delayMs: 3_000 }))
    const response = await handlers(200).tradeIn(post({ rego: 'ABC123' }))
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ error: TIMEOUT_MESSAGE, reason: 'timeout' })
  })

  it('a provider 404 is a 404; a provider 500 a 502; a wrong shape a 502', async () => {
    provider.script({ status: 404, json: {} }, { status: 500, json: {} }, { json: { vehicle: { make: 'Toyota' } } })
    expect((await handlers().tradeIn(post({ rego: 'NOPE1' }))).status).toBe(404)
    expect((await handlers().tradeIn(post({ rego: 'ABC123' }))).status).toBe(502)
    expect((await handlers().tradeIn(post({ rego: 'ABC123' }))).status).toBe(502)
  })
})
