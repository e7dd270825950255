import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { VehicleIdentity, VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { createAvailableBookings } from './available-bookings.ts'
import { createRegoLookup } from './rego-lookup.ts'

const dealership = (slug: string, id: number) => ({
  id, name: slug, slug, review_count: 0, average_rating: 0, manufacturers: [],
  four_step_valuation_form: false, enable_valuation_offer_rejection: false,
})
const site = makeSite({ dealership_id: 2, dealerships: [dealership('first', 1), dealership('main', 2), dealership('third', 3)] })

describe('available bookings', () => {
  const asked: string[] = []
  const bookings = createAvailableBookings({
    dashboard: {
      availableServiceBookings: async (id) => (asked.push(`service ${id}`), id === 3 ? false : [{ date: '2026-12-01', times: ['09:00'] }]),
      availableAppointmentBookings: async (id) => (asked.push(`appointment ${id}`), []),
    },
  })

  it('asks about the named dealership, else the main one; a dashboard that cannot answer gives no slots', async () => {
    expect(await bookings(site, { kind: 'service', dealership: 'first' })).toEqual([{ date: '2026-12-01', times: ['09:00'] }])
    expect(await bookings(site, { kind: 'appointment', dealership: null })).toEqual([])
    expect(await bookings(site, { kind: 'service', dealership: 'elsewhere' })).toHaveLength(1)
    expect(await bookings(site, { kind: 'service', dealership: 'third' })).toEqual([])
    expect(asked).toEqual(['service 1', 'appointment 2', 'service 2', 'service 3'])
  })
})

describe('the forms’ rego lookup', () => {
  const car: VehicleIdentity = { rego: 'ABC123', state: 'QLD', vin: null, make: 'Mazda', model: 'CX-5', badge: 'Maxx', year: 2019, body: null } as VehicleIdentity
  const lookup = (over: Partial<VehicleLookupPort>): Pick<VehicleLookupPort, 'autograb' | 'regoLookup'> => ({
    autograb: async () => ({ ok: false, reason: 'unavailable', message: 'Autograb is down' }),
    regoLookup: async () => ({ ok: false, reason: 'not_found', message: 'No vehicle with this rego' }),
    ...over,
  })

  it('the priced lookup first, in the state asked or the site’s default, with the state’s market price where known', async () => {
    const states: string[] = []
    const rego = createRegoLookup({
      lookup: lookup({ autograb: async ({ state }) => (states.push(state), { ok: true, value: { ...car, average_market_price: 20_000, state_average_market_price: null } }) }),
    })
    expect(await rego(site, { rego: 'ABC123', state: 'NSW' })).toEqual({ ok: true, make: 'Mazda', model: 'CX-5', year: 2019, badge: 'Maxx', marketPrice: 20_000 })
    await rego(site, { rego: 'ABC123', state: '' })
    expect(states).toEqual(['NSW', site.locale.default_state.toUpperCase()])
  })

  it('else the plain rego lookup without a price, else its message', async () => {
    expect(await createRegoLookup({ lookup: lookup({ regoLookup: async () => ({ ok: true, value: car }) }) })(site, { rego: 'ABC123', state: 'QLD' }))
      .toEqual({ ok: true, make: 'Mazda', model: 'CX-5', year: 2019, badge: 'Maxx', marketPrice: null })
    expect(await createRegoLookup({ lookup: lookup({}) })(site, { rego: 'ABC123', state: 'QLD' })).toEqual({ ok: false, message: 'No vehicle with this rego' })
  })
})
