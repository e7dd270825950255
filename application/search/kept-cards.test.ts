import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar } from '@domain/cars/car.fixture.ts'
import { toCardCar } from '@domain/cars/card-car.ts'
import { TAURUS_MAX_AGE_YEARS } from '@domain/finance/eligibility.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { keptCards } from './kept-cards.ts'

const sites = [
  makeSite({ finance: { provider: 'Taurus' }, checkout: { payment_provider: 'Stripe' } }),
  makeSite({ finance: { provider: null }, checkout: { payment_provider: null } }),
]
// times either side of new year, when a Taurus-financed car can age out of finance
const arbTime = fc.constantFrom(
  Date.UTC(2025, 11, 31, 23, 59),
  Date.UTC(2026, 0, 1),
  Date.UTC(2026, 6, 1),
  Date.UTC(2027, 0, 1, 0, 1),
)

// financed cars a year either side of Taurus's age limit at those times (their finance strip comes and goes), and others
const lender = { interestRate: 7.5, paymentWeek: 99, termYears: 5, disclaimer: 'Subject to approval.' }
const arbListedCar = fc.oneof(
  arbCar,
  fc.tuple(arbCar, fc.constantFrom(2026 - TAURUS_MAX_AGE_YEARS, 2027 - TAURUS_MAX_AGE_YEARS)).map(([car, year]) => ({
    ...car,
    year,
    price: 30_000,
    status: 'in_stock' as const,
    finance_lenders: { Taurus: lender },
  })),
)

describe('card projections kept per car and site', () => {
  it('property: whatever was asked before, the card is the projection at the time asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3), fc.constantFrom(0, 1), arbTime), { minLength: 1, maxLength: 12 }),
        fc.array(arbListedCar, { minLength: 4, maxLength: 4 }),
        (asks, cars) => {
          const cardOn = keptCards()
          for (const [c, s, at] of asks) {
            const car = cars[c]!
            const site = sites[s]!
            expect(cardOn(site, at)(car)).toStrictEqual(toCardCar(car, site, at))
          }
        },
      ),
    )
  })

  it('is made once per car, site and year: the same object for every listing that shows the car', () => {
    const cardOn = keptCards()
    const [car] = fc.sample(arbCar, { numRuns: 1, seed: 7 })
    const card = cardOn(sites[0]!, Date.UTC(2026, 2, 1))(car!)
    expect(cardOn(sites[0]!, Date.UTC(2026, 10, 1))(car!)).toBe(card)
    expect(cardOn(sites[1]!, Date.UTC(2026, 10, 1))(car!)).not.toBe(card)
    expect(cardOn(sites[0]!, Date.UTC(2027, 0, 2))(car!)).not.toBe(card)
    expect(cardOn(sites[0]!, Date.UTC(2026, 10, 1))({ ...car! })).not.toBe(card) // a changed car is a new object
  })
})
