import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { VehicleIdentity, VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { createAvailableBookings } from './available-bookings.ts'
import { createRegoLookup, REGO_LOOKUP_OFF_MESSAGE } from './rego-lookup.ts'
import { makeDealership } from '@domain/tenancy/dealership.fixture.ts'

const dealership = makeDealership
const site = makeSite({
  dealership_id: 2,
  dealerships: [dealership('first', 1), dealership('main', 2), dealership('third', 3)],
})

describe('available bookings', () => {
  const asked: string[] = []
  const bookings = createAvailableBookings({
    dashboard: {
      availableServiceBookings: async (id) => {
        asked.push(`service ${id}`)
        return id === 3 ? false : [{ date: '2026-12-01', times: ['09:00'] }]
      },
      availableAppointmentBookings: async (id) => {
        asked.push(`appointment ${id}`)
        return []
      },
    },
  })

  it('asks about the named dealership, else the main one; a dashboard that cannot answer gives no slots', async () => {
    expect(await bookings(site, { kind: 'service', dealership: 'first' })).toEqual([
      { date: '2026-12-01', times: ['09:00'] },
    ])
    expect(await bookings(site, { kind: 'appointment', dealership: null })).toEqual([])
    expect(await bookings(site, { kind: 'service', dealership: 'elsewhere' })).toHaveLength(1)
    expect(await bookings(site, { kind: 'service', dealership: 'third' })).toEqual([])
    expect(asked).toEqual(['service 1', 'appointment 2', 'service 2', 'service 3'])
  })
})

describe('the forms’ rego lookup', () => {
  // the priced lookup with the plain one behind it (SPEC §3 autograb and nevdis both on)
  const site = makeSite({ flags: { autograb: true, nevdis: true } })
  const car: VehicleIdentity = {
    rego: 'ABC123',
    state: 'QLD',
    vin: null,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx',
    year: 2019,
    body: null,
  } as VehicleIdentity
  const lookup = (
    over: Partial<VehicleLookupPort>,
  ): Pick<VehicleLookupPort, 'autograb' | 'regoLookup' | 'redbook'> => ({
    autograb: async () => ({ ok: false, reason: 'unavailable', message: 'Autograb is down' }),
    redbook: async () => {
      throw new Error('Redbook is asked on redbook sites only')
    },
    regoLookup: async () => ({ ok: false, reason: 'not_found', message: 'No vehicle with this rego' }),
    ...over,
  })

  it('the priced lookup first, in the state asked or the site’s default, with the state’s market price where known', async () => {
    const states: string[] = []
    const rego = createRegoLookup({
      lookup: lookup({
        autograb: async ({ state }) => {
          states.push(state)
          return { ok: true, value: { ...car, average_market_price: 20_000, state_average_market_price: null } }
        },
      }),
    })
    expect(await rego(site, { rego: 'ABC123', state: 'NSW' })).toEqual({
      ok: true,
      make: 'Mazda',
      model: 'CX-5',
      year: 2019,
      badge: 'Maxx',
      marketPrice: 20_000,
      vehicleData: null,
    })
    await rego(site, { rego: 'ABC123', state: '' })
    expect(states).toEqual(['NSW', site.locale.default_state.toUpperCase()])
  })

  it('else the plain rego lookup without a price, else its message', async () => {
    expect(
      await createRegoLookup({ lookup: lookup({ regoLookup: async () => ({ ok: true, value: car }) }) })(site, {
        rego: 'ABC123',
        state: 'QLD',
      }),
    ).toEqual({
      ok: true,
      make: 'Mazda',
      model: 'CX-5',
      year: 2019,
      badge: 'Maxx',
      marketPrice: null,
      vehicleData: null,
    })
    expect(await createRegoLookup({ lookup: lookup({}) })(site, { rego: 'ABC123', state: 'QLD' })).toEqual({
      ok: false,
      message: 'No vehicle with this rego',
    })
  })

  it("follows the site's flags: autograb alone never asks NEVDIS, nevdis alone never asks Autograb, neither asks nobody", async () => {
    const asked: string[] = []
    const port = lookup({
      autograb: async () => {
        asked.push('autograb')
        return { ok: false, reason: 'not_found', message: 'Autograb does not know it' }
      },
      regoLookup: async () => {
        asked.push('nevdis')
        return { ok: true, value: car }
      },
    })
    const rego = createRegoLookup({ lookup: port })
    expect(await rego(makeSite({ flags: { autograb: true } }), { rego: 'ABC123', state: 'QLD' })).toEqual({
      ok: false,
      message: 'Autograb does not know it',
    })
    expect(await rego(makeSite({ flags: { nevdis: true } }), { rego: 'ABC123', state: 'QLD' })).toMatchObject({
      ok: true,
      marketPrice: null,
    })
    expect(await rego(makeSite({}), { rego: 'ABC123', state: 'QLD' })).toEqual({
      ok: false,
      message: REGO_LOOKUP_OFF_MESSAGE,
    })
    expect(asked).toEqual(['autograb', 'nevdis'])
  })

  it('redbook: the vehicle found is described by Redbook (code, description, new price); a failing Redbook leaves the vehicle', async () => {
    const asked: unknown[] = []
    const data = {
      redbook_code: 'AUVMAZD2019',
      description: '2019 Mazda CX-5 Maxx Sport Auto FWD',
      badge: 'Maxx',
      series: 'KF',
      body: 'suv',
      engine: '2.0i',
      fuel: 'Petrol',
      transmission: 'Automatic',
      seats: 5,
      new_price: 34_990,
    }
    const port = lookup({
      regoLookup: async () => ({ ok: true, value: car }),
      redbook: async (input) => {
        asked.push(input)
        return { ok: true, value: data }
      },
    })
    const redbookSite = makeSite({ flags: { nevdis: true, redbook: true } })
    expect(await createRegoLookup({ lookup: port })(redbookSite, { rego: 'ABC123', state: 'QLD' })).toMatchObject({
      ok: true,
      make: 'Mazda',
      vehicleData: {
        redbook_code: 'AUVMAZD2019',
        description: '2019 Mazda CX-5 Maxx Sport Auto FWD',
        new_price: 34_990,
      },
    })
    expect(asked).toEqual([{ make: 'Mazda', model: 'CX-5', year: 2019, badge: 'Maxx' }])
    const down = lookup({
      regoLookup: async () => ({ ok: true, value: car }),
      redbook: async () => ({ ok: false, reason: 'unavailable', message: 'down' }),
    })
    expect(await createRegoLookup({ lookup: down })(redbookSite, { rego: 'ABC123', state: 'QLD' })).toMatchObject({
      ok: true,
      make: 'Mazda',
      vehicleData: null,
    })
  })
})
