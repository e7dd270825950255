import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  createVehicleLookupRest,
  LOOKUP_MESSAGES,
  type LookupFailure,
} from '@adapters/vehicle-lookup-rest/vehicle-lookup-rest.ts'
import { createVehicleEventsRest } from '@adapters/events-rest/vehicle-events-rest.ts'
import { DEMO_REGOS } from '@adapters/vehicle-lookup-demo/demo-regos.ts'
import { vehicleIdentity } from '@domain/ports/testing/vehicle-identity.ts'
import { startLoopback, type Loopback } from '../live/support/loopback.ts'

/** SPEC §7 vehicle lookups and call events against loopback servers playing the provider and the dealer API. */
let provider: Loopback
let api: Loopback
let logged: LookupFailure[] = []
let eventLog: string[] = []
const KEY = 'server-side-lookup-key'

const lookup = (timeoutMs = 1_000) =>
  createVehicleLookupRest({ baseUrl: `${provider.url}/v1/`, apiKey: KEY, timeoutMs, log: (f) => logged.push(f) })
const events = () =>
  createVehicleEventsRest({
    baseUrl: api.url,
    clock: { now: () => Date.UTC(2025, 0, 15, 1, 2, 3) },
    log: (m) => eventLog.push(m),
  })

/** the demo table's Corolla, as the REST provider answers it (with a VIN) */
const { market: _market, ...demoCorolla } = DEMO_REGOS.find((row) => row.rego === 'ABC123')!
const corolla = { ...demoCorolla, vin: 'JTDBR32E300000001' }

beforeAll(async () => {
  provider = await startLoopback()
  api = await startLoopback()
})
afterAll(async () => {
  await Promise.all([provider.close(), api.close()])
})
beforeEach(() => {
  provider.reset()
  api.reset()
  provider.handle(() => ({ status: 404, json: { error: 'not found' } }))
  api.handle(() => ({ status: 201, json: { ok: true } }))
  logged = []
  eventLog = []
})

describe('vehicle lookup provider (SPEC §7 NEVDIS, Autograb, trade-in rego lookup)', () => {
  it('NEVDIS: POST {base}/nevdis with the server key as a Bearer header and the rego normalised', async () => {
    provider.handle(() => ({ json: { vehicle: corolla, extra: 'ignored' } }))
    expect(await lookup().nevdis({ rego: 'abc 123', state: 'qld' })).toEqual({ ok: true, value: corolla })
    const [request] = provider.received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/v1/nevdis')
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(request!.headers['content-type']).toMatch(/^application\/json/)
    expect(request!.json).toEqual({ rego: 'ABC123', state: 'QLD' })
  })

  it('NEVDIS by VIN; missing optional fields read as null and the asked rego/state fill in', async () => {
    provider.handle(() => ({ json: { vehicle: { make: 'Mazda', model: 'CX-5', year: 2020 } } }))
    const found = await lookup().nevdis({ vin: 'jm0kf4w7a00000001' })
    expect(provider.received[0]!.json).toEqual({ vin: 'JM0KF4W7A00000001' })
    expect(found).toEqual({
      ok: true,
      value: vehicleIdentity({ rego: '', state: '', make: 'Mazda', model: 'CX-5', year: 2020 }),
    })
  })

  it('trade-in rego lookup sends rego and regoState (as state) to the same NEVDIS endpoint', async () => {
    provider.handle(() => ({ json: { vehicle: { make: 'Ford', model: 'Ranger', year: 2018 } } }))
    const found = await lookup().regoLookup('1abc-234', 'vic')
    expect(provider.received.map((r) => [r.url, r.json])).toEqual([['/v1/nevdis', { rego: '1ABC234', state: 'VIC' }]])
    expect(found.ok && [found.value.rego, found.value.state]).toEqual(['1ABC234', 'VIC'])
  })

  it('Autograb: POST {base}/autograb with rego, state and km; answers the market prices', async () => {
    provider.handle(() => ({
      json: { vehicle: { ...corolla, average_market_price: 21500, state_average_market_price: 21900 } },
    }))
    const found = await lookup().autograb({ rego: 'ABC123', state: 'QLD', km: 80_000 })
    expect(provider.received.map((r) => [r.url, r.json])).toEqual([
      ['/v1/autograb', { rego: 'ABC123', state: 'QLD', km: 80_000 }],
    ])
    expect(found).toEqual({
      ok: true,
      value: { ...corolla, average_market_price: 21500, state_average_market_price: 21900 },
    })
  })

  it('Redbook (SPEC §3 redbook): POST {base}/redbook with make, model, year and badge; answers the vehicle data, missing specs as null', async () => {
    provider.handle(() => ({
      json: {
        vehicle: {
          redbook_code: 'AUVTOYO2019AEDA',
          description: '2019 Toyota Corolla Ascent Sport Hatch Auto',
          body: 'hatch',
          new_price: 26_990,
        },
      },
    }))
    const found = await lookup().redbook({ make: 'Toyota', model: 'Corolla', year: 2019, badge: 'Ascent Sport' })
    expect(provider.received.map((r) => [r.url, r.json, r.headers.authorization])).toEqual([
      ['/v1/redbook', { make: 'Toyota', model: 'Corolla', year: 2019, badge: 'Ascent Sport' }, `Bearer ${KEY}`],
    ])
    expect(found).toEqual({
      ok: true,
      value: {
        redbook_code: 'AUVTOYO2019AEDA',
        description: '2019 Toyota Corolla Ascent Sport Hatch Auto',
        badge: null,
        series: null,
        body: 'hatch',
        engine: null,
        fuel: null,
        transmission: null,
        seats: null,
        new_price: 26_990,
      },
    })
    provider.handle(() => ({ json: { vehicle: { description: 'no code' } } }))
    expect(await lookup().redbook({ make: 'Toyota', model: 'Corolla', year: 2019 })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
    expect(logged.map((f) => [f.call, f.field])).toEqual([['redbook', 'vehicle.redbook_code']])
  })

  it('HTTP 404 → not_found, 400/422 → invalid, each with the shopper wording and no retry', async () => {
    provider.script({ status: 404, json: {} }, { status: 422, json: {} }, { status: 400, text: 'bad' })
    expect(await lookup().nevdis({ rego: 'NOPE1' })).toEqual({
      ok: false,
      reason: 'not_found',
      message: LOOKUP_MESSAGES.not_found,
    })
    expect(await lookup().regoLookup('!!', 'QLD')).toEqual({
      ok: false,
      reason: 'invalid',
      message: LOOKUP_MESSAGES.invalid,
    })
    expect(await lookup().autograb({ rego: 'X', state: 'QLD' })).toMatchObject({ ok: false, reason: 'invalid' })
    expect(provider.received).toHaveLength(3)
  })

  it('a 503 is retried once; twice is unavailable, logged with the status', async () => {
    provider.script({ status: 503, json: {} })
    provider.handle(() => ({ json: { vehicle: corolla } }))
    expect((await lookup().nevdis({ rego: 'ABC123' })).ok).toBe(true)
    expect(provider.received).toHaveLength(2)
    provider.reset()
    provider.handle(() => ({ status: 503, json: {} }))
    expect(await lookup().nevdis({ rego: 'ABC123' })).toEqual({
      ok: false,
      reason: 'unavailable',
      message: LOOKUP_MESSAGES.unavailable,
    })
    expect(provider.received).toHaveLength(2)
    expect(logged.at(-1)).toMatchObject({ call: 'nevdis', reason: 'unavailable', status: 503 })
  })

  it('a slow provider is a timeout within the configured time', async () => {
    provider.handle(() => ({ json: { vehicle: corolla }, delayMs: 3_000 }))
    expect(await lookup(250).autograb({ rego: 'ABC123', state: 'QLD' })).toEqual({
      ok: false,
      reason: 'timeout',
      message: LOOKUP_MESSAGES.timeout,
    })
    expect(logged).toEqual([expect.objectContaining({ call: 'autograb', reason: 'timeout' })])
  })

  it('malformed JSON and wrong shapes are unavailable, logged with the field named', async () => {
    provider.script(
      { text: '{"vehicle": {' },
      { json: { vehicle: { ...corolla, year: 'twenty' } } },
      { json: { car: corolla } },
      { json: { vehicle: { ...corolla, average_market_price: -5 } } },
    )
    expect(await lookup().nevdis({ rego: 'ABC123' })).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await lookup().nevdis({ rego: 'ABC123' })).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await lookup().regoLookup('ABC123', 'QLD')).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await lookup().autograb({ rego: 'ABC123', state: 'QLD' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
    expect(logged.map((f) => [f.call, f.field])).toEqual([
      ['nevdis', undefined],
      ['nevdis', 'vehicle.year'],
      ['rego', 'vehicle'],
      ['autograb', 'vehicle.average_market_price'],
    ])
    expect(logged[0]!.message).toBe('answered with malformed JSON')
  })

  it('an unreachable provider is unavailable, and the key never appears in a log entry', async () => {
    const gone = await startLoopback()
    const url = gone.url
    await gone.close()
    const port = createVehicleLookupRest({ baseUrl: url, apiKey: KEY, log: (f) => logged.push(f) })
    expect(await port.nevdis({ rego: 'ABC123' })).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(JSON.stringify(logged)).not.toContain(KEY)
  })

  /** the provider statuses with a reason of their own; any other is 'unavailable' */
  const STATUS_REASONS: Partial<Record<number, keyof typeof LOOKUP_MESSAGES>> = {
    400: 'invalid',
    404: 'not_found',
    408: 'timeout',
    422: 'invalid',
    504: 'timeout',
  }
  it('property: any provider status maps to exactly one reason, never throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), async (status) => {
        provider.reset()
        provider.handle(() => ({ status, json: { error: 'x' } }))
        const found = await lookup().nevdis({ rego: 'ABC123' })
        const expected = STATUS_REASONS[status] ?? 'unavailable'
        expect(found).toEqual({ ok: false, reason: expected, message: LOOKUP_MESSAGES[expected] })
      }),
      { numRuns: 40 },
    )
  })
})

describe('vehicle events (SPEC §7 car_phone_call, phone-reveal tracking)', () => {
  const subject = { car_id: '1001-7', dealership_id: 2101, website_id: 1001 }

  it('POST {base api}/api/events/car_phone_call, JSON with the car, dealership, website, phone and event id', async () => {
    expect(await events().carPhoneCall({ ...subject, phone: '0730000000', event_id: 25 })).toBe(true)
    const [request] = api.received
    expect(request!.method).toBe('POST')
    expect(request!.url).toBe('/api/events/car_phone_call')
    expect(request!.headers['content-type']).toMatch(/^application\/json/)
    expect(request!.json).toEqual({
      ...subject,
      phone: '0730000000',
      event_id: 25,
      occurred_at: '2025-01-15T01:02:03.000Z',
    })
  })

  it('phone reveal sends exactly car_id, dealership_id and website_id (plus the time) to /api/events/phone_reveal', async () => {
    expect(await events().phoneReveal({ ...subject, extra: 'dropped' } as typeof subject)).toBe(true)
    expect(api.received.map((r) => [r.url, r.json])).toEqual([
      ['/api/events/phone_reveal', { ...subject, occurred_at: '2025-01-15T01:02:03.000Z' }],
    ])
  })

  it('a failed event answers false and is logged; a 5xx is retried once, a 4xx never', async () => {
    api.handle(() => ({ status: 500, json: {} }))
    expect(await events().carPhoneCall(subject)).toBe(false)
    expect(api.received).toHaveLength(1) // 500 is not in the retry list: an event counted twice is worse
    api.reset()
    api.handle(() => ({ status: 201, json: {} }))
    api.script({ status: 503, json: {} })
    expect(await events().phoneReveal(subject)).toBe(true)
    expect(api.received).toHaveLength(2)
    api.reset()
    api.handle(() => ({ status: 422, json: {} }))
    expect(await events().phoneReveal(subject)).toBe(false)
    expect(api.received).toHaveLength(1)
    expect(eventLog).toEqual([
      'event /api/events/car_phone_call not sent (HTTP 500)',
      'event /api/events/phone_reveal not sent (HTTP 422)',
    ])
  })
})
