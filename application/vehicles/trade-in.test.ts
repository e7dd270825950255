import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { VehicleLookupPort } from '@domain/ports/vehicle-lookup.port.ts'
import { vehicleIdentity } from '@domain/ports/testing/vehicle-identity.ts'
import { createTradeIn } from './trade-in.ts'
import { REGO_LOOKUP_OFF_MESSAGE } from '../forms/rego-lookup.ts'

const vehicle = vehicleIdentity({ make: 'Mazda', model: 'CX-5', year: 2019 })

function world() {
  const asked: string[] = []
  const lookup: VehicleLookupPort = {
    autograb: async () => {
      asked.push('autograb')
      return { ok: true, value: { ...vehicle, average_market_price: 21_000, state_average_market_price: 20_500 } }
    },
    regoLookup: async () => {
      asked.push('nevdis')
      return { ok: true, value: vehicle }
    },
    nevdis: async () => ({ ok: false, reason: 'invalid', message: 'not used' }),
    redbook: async () => ({ ok: false, reason: 'invalid', message: 'not used' }),
  }
  return { asked, tradeIn: createTradeIn({ inventory: { carById: async () => null }, lookup, timeoutMs: 1000 }) }
}

describe("the trade-in page's rego lookup follows the SPEC §3 flags", () => {
  it('autograb: the priced lookup, with the state market value', async () => {
    const { asked, tradeIn } = world()
    const site = makeSite({ flags: { autograb: true, nevdis: true } })
    expect((await tradeIn.context(site, null)).lookup).toBe('priced')
    expect(await tradeIn.lookup(site, 'ABC123', 'QLD')).toMatchObject({ ok: true, marketPrice: 20_500 })
    expect(asked).toEqual(['autograb'])
  })

  it('nevdis alone: the plain lookup, no market value, Autograb never asked', async () => {
    const { asked, tradeIn } = world()
    const site = makeSite({ flags: { nevdis: true } })
    expect((await tradeIn.context(site, null)).lookup).toBe('plain')
    expect(await tradeIn.lookup(site, 'ABC123', 'QLD')).toMatchObject({
      ok: true,
      vehicle: { make: 'Mazda' },
      marketPrice: null,
    })
    expect(asked).toEqual(['nevdis'])
  })

  it('neither: no lookup offered and none made', async () => {
    const { asked, tradeIn } = world()
    const site = makeSite({})
    expect((await tradeIn.context(site, null)).lookup).toBe('none')
    expect(await tradeIn.lookup(site, 'ABC123', 'QLD')).toEqual({ ok: false, message: REGO_LOOKUP_OFF_MESSAGE })
    expect(asked).toEqual([])
  })
})
