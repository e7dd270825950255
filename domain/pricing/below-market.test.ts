import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { belowMarket } from './below-market.ts'
import { makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

const autograb = makeSite({ flags: { autograb: true } })

const car = (price: number | null, state: number | null, national: number | null) =>
  makeCar({ price, autograb_data: { state_average_market_price: state, average_market_price: national } })

describe('belowMarket (SPEC §9)', () => {
  it('shows when at least $500 below the state average, preferred over national', () => {
    expect(belowMarket(car(20000, 20500, 30000), autograb)).toEqual({ saving: 500, marketPrice: 20500, basis: 'state' })
    expect(belowMarket(car(20000, 20499, 30000), autograb)).toBeNull()
    expect(belowMarket(car(20000, null, 21000), autograb)).toEqual({
      saving: 1000,
      marketPrice: 21000,
      basis: 'national',
    })
    expect(belowMarket(car(20000, 0, 21000), autograb)?.basis).toBe('national')
  })
  it('needs a price above 200 and some market data', () => {
    expect(belowMarket(car(200, 5000, null), autograb)).toBeNull()
    expect(belowMarket(car(201, 5000, null), autograb)?.saving).toBe(4799)
    expect(belowMarket(car(null, 5000, null), autograb)).toBeNull()
    expect(belowMarket(makeCar({ autograb_data: null }), autograb)).toBeNull()
  })
  it('shows only on sites with Autograb market values (SPEC §3 autograb flag)', () => {
    expect(belowMarket(car(20000, 25000, null), makeSite({ flags: { autograb: false } }))).toBeNull()
    expect(belowMarket(car(20000, 25000, null), autograb)?.saving).toBe(5000)
  })
  it('when shown, saving = market − price ≥ 500 and price > 200', () => {
    const money = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 100_000 }))
    fc.assert(
      fc.property(money, money, money, (p, s, n) => {
        const r = belowMarket(car(p, s, n), autograb)
        if (r === null) {
          const m = s !== null && s > 0 ? s : n !== null && n > 0 ? n : null
          return p === null || p <= 200 || m === null || m - p < 500
        }
        return (
          p !== null &&
          p > 200 &&
          r.saving >= 500 &&
          r.saving === r.marketPrice - p &&
          r.marketPrice === (s !== null && s > 0 ? s : n)
        )
      }),
    )
  })
})
