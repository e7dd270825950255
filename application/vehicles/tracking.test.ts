import { describe, expect, it } from 'vitest'
import type { Car } from '@domain/cars/car.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { TrackingRecord, TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import { unlimited, type RateLimiter } from '@domain/ports/rate-limiter.port.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { createTracking, TRACKING_RATE_LIMIT } from './tracking.ts'

const site = makeSite({ slug: 'demo-motors' })
/** the tenant's stock: car-1 of dealership 1 */
const inventory = {
  carById: async (_: unknown, id: string) => (id === 'car-1' ? ({ id, dealership_id: 1 } as Car) : null),
}

function setup(withEvents: boolean, limiter: RateLimiter = unlimited) {
  const kept: TrackingRecord[] = []
  const sent: unknown[] = []
  const store: TrackingStore = { record: (r) => void kept.push(r), recorded: () => kept }
  const events: VehicleEventsPort = {
    phoneReveal: async (s) => {
      sent.push(['reveal', s])
      return true
    },
    carPhoneCall: async (s) => {
      sent.push(['call', s])
      return true
    },
  }
  return {
    kept,
    sent,
    track: createTracking({ store, events: withEvents ? events : null, clock: { now: () => 42 }, inventory, limiter }),
  }
}

describe('phone reveal and call tracking (SPEC §7)', () => {
  it('keeps the call with the tenant and time, and tells the dealer API when there is one', async () => {
    const { kept, sent, track } = setup(true)
    expect(await track(site, 'phone_reveal', { car_id: 'car-1', dealership_id: '1', website_id: 1 }, 'c')).toEqual({
      ok: true,
      value: { ok: true },
    })
    expect(
      (
        await track(
          site,
          'car_phone_call',
          { car_id: 'car-1', dealership_id: 1, website_id: 1, phone: '0400000000' },
          'c',
        )
      ).ok,
    ).toBe(true)
    expect(kept).toEqual([
      { tenant: 'demo-motors', kind: 'phone_reveal', carId: 'car-1', dealershipId: 1, websiteId: 1, at: 42 },
      { tenant: 'demo-motors', kind: 'car_phone_call', carId: 'car-1', dealershipId: 1, websiteId: 1, at: 42 },
    ])
    expect(sent).toEqual([
      ['reveal', { car_id: 'car-1', dealership_id: 1, website_id: 1 }],
      ['call', { car_id: 'car-1', dealership_id: 1, website_id: 1, phone: '0400000000', event_id: 25 }],
    ])
  })

  it("ids that are not this website's are invalid, naming the field, and nothing is kept", async () => {
    const { kept, track } = setup(false)
    expect(await track(site, 'phone_reveal', { dealership_id: 1, website_id: 1 }, 'c')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'car_id' },
    })
    expect(await track(site, 'phone_reveal', { car_id: 'c', dealership_id: 9, website_id: 1 }, 'c')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'dealership_id' },
    })
    expect(await track(site, 'phone_reveal', { car_id: 'c', dealership_id: 1, website_id: 2 }, 'c')).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'website_id' },
    })
    expect(await track(site, 'phone_reveal', null, 'c')).toMatchObject({ ok: false, problem: { field: 'car_id' } })
    expect(kept).toEqual([])
  })

  it('a car the tenant does not list is a 404 naming car_id; nothing is kept or sent to the dealer API', async () => {
    const { kept, sent, track } = setup(true)
    expect(await track(site, 'phone_reveal', { car_id: 'car-999', dealership_id: 1, website_id: 1 }, 'c')).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'car_id is not a vehicle listed by this website', field: 'car_id' },
    })
    expect(
      await track(site, 'car_phone_call', { car_id: 'car-999', dealership_id: 1, website_id: 1 }, 'c'),
    ).toMatchObject({ ok: false, problem: { code: 'not_found' } })
    expect(kept).toEqual([])
    expect(sent).toEqual([])
  })

  it('holds one client to the burst, then says when to retry; another client is not held', async () => {
    const { kept, track } = setup(false, createMemoryRateLimiter(TRACKING_RATE_LIMIT))
    const call = { car_id: 'car-1', dealership_id: 1, website_id: 1 }
    for (let i = 0; i < TRACKING_RATE_LIMIT.capacity; i++)
      expect((await track(site, 'phone_reveal', call, 'a')).ok).toBe(true)
    expect(await track(site, 'phone_reveal', call, 'a')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: 'Too many tracking calls; please wait a moment', retryAfterSeconds: 2 },
    })
    expect((await track(site, 'phone_reveal', call, 'b')).ok).toBe(true)
    expect(kept).toHaveLength(TRACKING_RATE_LIMIT.capacity + 1)
  })
})
