import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { financeStrip, lenderFor, PROVIDER_PROFILES } from './finance-strip.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { FinanceProvider } from '../tenancy/site-config.schema.ts'
import { repayment, roundUpToCent } from './repayment.ts'

const siteFor = (provider: FinanceProvider) => makeSite({ finance: { provider } })
const car = makeCar({ price: 30_000, year: 2022 })

describe('financeStrip (SPEC §9)', () => {
  it('none without a provider or for an ineligible car', () => {
    expect(financeStrip(car, makeSite(), 2025)).toBeNull()
    expect(financeStrip(makeCar({ price: 500 }), siteFor('Angle'), 2025)).toBeNull()
    expect(financeStrip(makeCar({ year: 2013 }), siteFor('Taurus'), 2025)).toBeNull()
  })
  it('Taurus: 10% deposit, default rate 10, and the $30,000 5-year comparison disclaimer', () => {
    const strip = financeStrip(car, siteFor('Taurus'), 2025)!
    expect(strip.deposit).toBe(3000)
    expect(strip.interestRate).toBe(10)
    expect(strip.frequency).toBe('weekly')
    expect(strip.source).toBe('calculated')
    expect(strip.amount).toBe(
      roundUpToCent(repayment({ price: 30000, deposit: 3000, ratePercent: 10, termMonths: 60, frequency: 'weekly' })),
    )
    expect(strip.disclaimer).toContain('10% deposit of $3,000')
    expect(strip.disclaimer).toContain('secured loan of $30,000 over 5 years')
  })
  it('Taurus uses lender figures when given', () => {
    const c = makeCar({
      ...car,
      finance_lenders: { taurus: { paymentWeek: 99.5, interestRate: 7.99, comparisonRate: 8.45 } },
    })
    const strip = financeStrip(c, siteFor('Taurus'), 2025)!
    expect(strip).toMatchObject({
      amount: 99.5,
      amountText: '$99.50',
      interestRate: 7.99,
      comparisonRate: 8.45,
      source: 'lender',
    })
    expect(strip.disclaimer).toContain('Comparison rate 8.45% p.a. is based on a secured loan of $30,000 over 5 years')
  })
  it('Nissan-style: 10% deposit and 30% final payment', () => {
    const strip = financeStrip(car, siteFor('Nissan Finance'), 2025)!
    expect(strip.deposit).toBe(3000)
    expect(strip.finalPayment).toBe(9000)
    expect(strip.disclaimer).toContain('a final payment of $9,000')
  })
  it('Angle: deposit, term in years and $0 final payment', () => {
    const c = makeCar({ ...car, finance_lenders: { Angle: { deposit: 2000, termYears: 4, interestRate: 9 } } })
    const strip = financeStrip(c, siteFor('Angle'), 2025)!
    expect(strip).toMatchObject({ deposit: 2000, termYears: 4, termMonths: 48, finalPayment: 0, interestRate: 9 })
    expect(strip.disclaimer).toContain('over 4 years and a $0 final payment')
  })
  it('360 Finance quotes monthly; Manual only shows the dealer figure', () => {
    expect(financeStrip(car, siteFor('360 Finance'), 2025)?.frequency).toBe('monthly')
    expect(financeStrip(car, siteFor('Manual'), 2025)).toBeNull()
    const manual = makeCar({ ...car, finance_lenders: { Manual: { paymentMonth: 600, disclaimer: 'Dealer terms.' } } })
    expect(financeStrip(manual, siteFor('Manual'), 2025)).toMatchObject({
      frequency: 'monthly',
      amount: 600,
      disclaimer: 'Dealer terms.',
      source: 'lender',
    })
  })
  it("names the lender beside its figure, but not 'Manual': those are the dealer's own figures", () => {
    const given = makeCar({ ...car, finance_lenders: { Manual: { paymentWeek: 150 } } })
    const manual = financeStrip(given, siteFor('Manual'), 2025)!
    expect(manual.lender).toBeNull()
    expect(manual.disclaimer).not.toContain('Manual')
    expect(manual.disclaimer).toMatch(/^Estimated weekly repayment of \$150 is based on/)
    expect(financeStrip(car, siteFor('Taurus'), 2025)?.lender).toBe('Taurus')
    expect(financeStrip(car, siteFor('Nissan Finance'), 2025)?.lender).toBe('Nissan Finance')
  })
  it('finds lender data under differently spelled keys', () => {
    expect(lenderFor(makeCar({ finance_lenders: { nissan_finance: { deposit: 1 } } }), 'Nissan Finance')).toEqual({
      deposit: 1,
    })
    expect(lenderFor(makeCar({ finance_lenders: { '360finance': { deposit: 2 } } }), '360 Finance')).toEqual({
      deposit: 2,
    })
  })
  it('for every provider: a strip exists only for eligible cars and quotes a positive figure with a disclaimer', () => {
    fc.assert(
      fc.property(arbCar, fc.constantFrom(...FinanceProvider.literals), (c, provider) => {
        const strip = financeStrip(c, siteFor(provider), 2025)
        const eligible = (c.price ?? 0) > 500 && c.status === 'in_stock' && (provider !== 'Taurus' || c.year > 2013)
        if (!eligible) return strip === null
        if (provider === 'Manual') return strip === null // arbCar has no lender data
        return (
          strip !== null &&
          strip.amount > 0 &&
          strip.disclaimer.length > 0 &&
          strip.frequency === PROVIDER_PROFILES[provider].frequency &&
          strip.finalPayment === c.price! * PROVIDER_PROFILES[provider].finalPaymentRatio
        )
      }),
    )
  })
})
