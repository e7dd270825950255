import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { readCalculator, typedNumber, type CalculatorInputs } from './calculator-fields.ts'

const defaults: CalculatorInputs = { deposit: 0, years: 5, rate: 10, frequency: 'weekly' }

describe('repayment calculator fields', () => {
  it('reads typed amounts with or without currency formatting', () => {
    expect(typedNumber('$5,000')).toBe(5000)
    expect(typedNumber('7.25')).toBe(7.25)
    expect(typedNumber('')).toBeNull()
    expect(typedNumber('abc')).toBeNull()
  })

  it('keeps each field within its range and falls back to the default for an empty field', () => {
    expect(
      readCalculator({ deposit: '$90,000', years: '12', rate: '45', frequency: 'monthly' }, 30_000, defaults),
    ).toEqual({ deposit: 30_000, years: 7, rate: 30, frequency: 'monthly' })
    expect(readCalculator({ deposit: '', years: '0', rate: '', frequency: null }, 30_000, defaults)).toEqual({
      deposit: 0,
      years: 1,
      rate: 10,
      frequency: 'weekly',
    })
    expect(readCalculator({ deposit: '2500', years: '3', rate: '6.5', frequency: 'yearly' }, 30_000, defaults)).toEqual(
      { deposit: 2500, years: 3, rate: 6.5, frequency: 'weekly' },
    )
  })

  it('whatever is typed, the inputs stay within range', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.nat(200_000), (deposit, years, rate, price) => {
        const read = readCalculator({ deposit, years, rate, frequency: null }, price, defaults)
        expect(read.deposit).toBeGreaterThanOrEqual(0)
        expect(read.deposit).toBeLessThanOrEqual(price)
        expect(read.years).toBeGreaterThanOrEqual(1)
        expect(read.years).toBeLessThanOrEqual(7)
        expect(Number.isInteger(read.years)).toBe(true)
        expect(read.rate).toBeGreaterThanOrEqual(0)
        expect(read.rate).toBeLessThanOrEqual(30)
      }),
    )
  })
})
