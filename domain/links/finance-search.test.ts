import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { financeSearch } from './finance-search.ts'

const KEYS = ['preferredDealership', 'vehiclePriceBudget', 'car_id', 'car_type']

describe("a finance link's query (SPEC §2)", () => {
  it('keeps the four finance keys with the type the router read them as', () => {
    expect(
      financeSearch({
        preferredDealership: 'demo-motors',
        vehiclePriceBudget: 25990,
        car_id: 'car-1',
        car_type: 'used',
        utm_source: 'mail',
      }),
    ).toEqual({ preferredDealership: 'demo-motors', vehiclePriceBudget: 25990, car_id: 'car-1', car_type: 'used' })
  })

  it('drops empty text, numbers that are not finite and values of other types', () => {
    expect(
      financeSearch({ preferredDealership: '', vehiclePriceBudget: Number.NaN, car_id: ['a'], car_type: {} }),
    ).toEqual({})
  })

  it('property: only the finance keys come out, no text longer than 80 characters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...KEYS, 'other', 'page'), fc.oneof(fc.string(), fc.double())), (q) => {
        const out = financeSearch(q)
        for (const [key, value] of Object.entries(out)) {
          expect(KEYS).toContain(key)
          if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(80)
          else expect(Number.isFinite(value)).toBe(true)
        }
      }),
    )
  })
})
