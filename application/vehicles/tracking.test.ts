import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { TrackingRecord, TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import { createTracking } from './tracking.ts'

const site = makeSite({ slug: 'demo-motors' })

function setup(withEvents: boolean) {
  const kept: TrackingRecord[] = []
  const sent: unknown[] = []
  const store: TrackingStore = { record: (r) => void kept.push(r), recorded: () => kept }
  const events: VehicleEventsPort = {
    phoneReveal: async (s) => (sent.push(['reveal', s]), true),
    carPhoneCall: async (s) => (sent.push(['call', s]), true),
  }
  return { kept, sent, track: createTracking({ store, events: withEvents ? events : null, clock: { now: () => 42 } }) }
}

describe('phone reveal and call tracking (SPEC §7)', () => {
  it('keeps the call with the tenant and time, and tells the dealer API when there is one', () => {
    const { kept, sent, track } = setup(true)
    expect(track(site, 'phone_reveal', { car_id: 'car-1', dealership_id: '1', website_id: 1 })).toEqual({ ok: true, value: { ok: true } })
    expect(track(site, 'car_phone_call', { car_id: 'car-1', dealership_id: 1, website_id: 1, phone: '0400000000' }).ok).toBe(true)
    expect(kept).toEqual([
      { tenant: 'demo-motors', kind: 'phone_reveal', carId: 'car-1', dealershipId: 1, websiteId: 1, at: 42 },
      { tenant: 'demo-motors', kind: 'car_phone_call', carId: 'car-1', dealershipId: 1, websiteId: 1, at: 42 },
    ])
    expect(sent).toEqual([
      ['reveal', { car_id: 'car-1', dealership_id: 1, website_id: 1 }],
      ['call', { car_id: 'car-1', dealership_id: 1, website_id: 1, phone: '0400000000', event_id: 25 }],
    ])
  })

  it('ids that are not this website\'s are invalid, naming the field, and nothing is kept', () => {
    const { kept, track } = setup(false)
    expect(track(site, 'phone_reveal', { dealership_id: 1, website_id: 1 })).toMatchObject({ ok: false, problem: { code: 'invalid', field: 'car_id' } })
    expect(track(site, 'phone_reveal', { car_id: 'c', dealership_id: 9, website_id: 1 })).toMatchObject({ ok: false, problem: { code: 'invalid', field: 'dealership_id' } })
    expect(track(site, 'phone_reveal', { car_id: 'c', dealership_id: 1, website_id: 2 })).toMatchObject({ ok: false, problem: { code: 'invalid', field: 'website_id' } })
    expect(track(site, 'phone_reveal', null)).toMatchObject({ ok: false, problem: { field: 'car_id' } })
    expect(kept).toEqual([])
  })
})
