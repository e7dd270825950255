import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { periodCount, remainingBalance, repayment, roundUpToCent, type RepaymentInput } from './repayment.ts'

describe('repayment', () => {
  it('amortises a $30,000 loan at 10% over 5 years', () => {
    const monthly = repayment({ price: 30_000, deposit: 0, ratePercent: 10, termMonths: 60, frequency: 'monthly' })
    expect(monthly).toBeCloseTo(637.41, 2)
    expect(roundUpToCent(monthly)).toBe(637.42)
    expect(roundUpToCent(100)).toBe(100)
    const weekly = repayment({ price: 30_000, deposit: 0, ratePercent: 10, termMonths: 60, frequency: 'weekly' })
    expect(weekly).toBeCloseTo(146.73, 2)
    expect(periodCount(60, 'weekly')).toBe(260)
  })
  it('zero rate splits the financed amount evenly; a deposit reduces it', () => {
    expect(repayment({ price: 12_000, deposit: 2_000, ratePercent: 0, termMonths: 10, frequency: 'monthly' })).toBe(
      1000,
    )
    expect(repayment({ price: 1_000, deposit: 2_000, ratePercent: 10, termMonths: 12, frequency: 'monthly' })).toBe(0)
  })
  it('a 30% final payment lowers the repayment', () => {
    const base = { price: 40_000, deposit: 4_000, ratePercent: 8, termMonths: 48, frequency: 'weekly' } as const
    expect(repayment({ ...base, finalPayment: 12_000 })).toBeLessThan(repayment(base))
  })

  const arbInput: fc.Arbitrary<RepaymentInput> = fc.record({
    price: fc.integer({ min: 1_000, max: 200_000 }),
    deposit: fc.integer({ min: 0, max: 20_000 }),
    ratePercent: fc.double({ min: 0, max: 25, noNaN: true }),
    termMonths: fc.integer({ min: 12, max: 84 }),
    frequency: fc.constantFrom('weekly', 'fortnightly', 'monthly'),
    finalPayment: fc.integer({ min: 0, max: 30_000 }),
  })
  it('after the last repayment exactly the final payment is owed', () => {
    fc.assert(
      fc.property(arbInput, (i) => {
        const owed = Math.min(i.finalPayment ?? 0, Math.max(0, i.price - i.deposit))
        return Math.abs(remainingBalance(i) - owed) < 0.01
      }),
    )
  })
  it('a higher rate never lowers the repayment', () => {
    fc.assert(
      fc.property(
        arbInput,
        fc.double({ min: 0, max: 5, noNaN: true }),
        (i, extra) => repayment({ ...i, ratePercent: i.ratePercent + extra }) >= repayment(i) - 1e-9,
      ),
    )
  })
  it('repayments never undercut interest-free repayment', () => {
    fc.assert(fc.property(arbInput, (i) => repayment(i) >= repayment({ ...i, ratePercent: 0 }) - 1e-9))
  })
})
