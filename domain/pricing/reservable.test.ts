import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { depositAmountCents, isReservable } from './reservable.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

const site = makeSite({ checkout: { payment_provider: 'Stripe', default_deposit: 500 } })
const keyed = { authorization_type: 'stripe', authorization_key: 'pk_test_1', deposit_amount: 1000 }
const ok = makeCar({ price: 25000, payment_processors: [keyed] })

describe('isReservable (SPEC §4)', () => {
  it('holds when every condition holds', () => {
    expect(isReservable(ok, site)).toBe(true)
    expect(isReservable(makeCar({ ...ok, price: 201 }), site)).toBe(true)
  })
  it.each([
    ['no payment provider', ok, makeSite()],
    ['coming soon', makeCar({ ...ok, status: 'coming_soon' }), site],
    ['sold', makeCar({ ...ok, sold: true }), site],
    ['reserved', makeCar({ ...ok, reserved: true }), site],
    ['price 200', makeCar({ ...ok, price: 200 }), site],
    ['no price', makeCar({ ...ok, price: null }), site],
    ['reservable false', makeCar({ ...ok, reservable: false }), site],
    ['processor without key', makeCar({ ...ok, payment_processors: [{ ...keyed, authorization_key: null }] }), site],
    ['no processor', makeCar({ ...ok, payment_processors: [] }), site],
  ] as const)('fails when %s', (_, car, s) => {
    expect(isReservable(car, s)).toBe(false)
  })
  it('is the conjunction of the six conditions', () => {
    fc.assert(
      fc.property(arbCar, fc.boolean(), (car, provider) => {
        const s = provider ? site : makeSite()
        const expected =
          provider &&
          car.status === 'in_stock' &&
          !car.sold &&
          !car.reserved &&
          (car.price ?? 0) > 200 &&
          car.reservable !== false &&
          car.payment_processors.some((p) => !!p.authorization_key)
        return isReservable(car, s) === expected
      }),
    )
  })
})

describe('depositAmountCents', () => {
  it('uses the processor deposit, else the site default', () => {
    expect(depositAmountCents(ok, site)).toBe(100_000)
    expect(depositAmountCents(makeCar({ payment_processors: [{ ...keyed, deposit_amount: 0 }] }), site)).toBe(50_000)
    expect(depositAmountCents(makeCar(), makeSite({ checkout: { default_deposit: 250 } }))).toBe(25_000)
  })
  it('is always a positive whole number of cents for a positive default', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        const c = depositAmountCents(car, site)
        return Number.isInteger(c) && c > 0
      }),
    )
  })
})
