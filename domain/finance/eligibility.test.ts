import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_INTEREST_RATE, financeEligible } from './eligibility.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { FinanceProvider } from '../tenancy/site-config.schema.ts'

describe('financeEligible (SPEC §9)', () => {
  it('needs price > 500 and in stock', () => {
    expect(financeEligible(makeCar({ price: 501 }), 'Angle', 2025)).toBe(true)
    expect(financeEligible(makeCar({ price: 500 }), 'Angle', 2025)).toBe(false)
    expect(financeEligible(makeCar({ price: null }), 'Angle', 2025)).toBe(false)
    expect(financeEligible(makeCar({ status: 'coming_soon' }), 'Angle', 2025)).toBe(false)
    expect(financeEligible(makeCar({ status: 'sold' }), 'Angle', 2025)).toBe(false)
  })
  it('Taurus also needs year > current year − 12', () => {
    expect(financeEligible(makeCar({ year: 2014 }), 'Taurus', 2025)).toBe(true)
    expect(financeEligible(makeCar({ year: 2013 }), 'Taurus', 2025)).toBe(false)
    expect(financeEligible(makeCar({ year: 2013 }), 'Powertorque', 2025)).toBe(true)
  })
  it('default calculator rate is 10', () => {
    expect(DEFAULT_INTEREST_RATE).toBe(10)
  })
  it('eligible exactly when the rule says, for every provider', () => {
    fc.assert(
      fc.property(
        arbCar,
        fc.constantFrom(...FinanceProvider.literals),
        fc.integer({ min: 2015, max: 2030 }),
        (car, p, y) =>
          financeEligible(car, p, y) ===
          ((car.price ?? 0) > 500 && car.status === 'in_stock' && (p !== 'Taurus' || car.year > y - 12)),
      ),
    )
  })
})
