import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  calculatorAssumptions,
  calculatorFigure,
  calculatorStart,
  readCalculator,
  showsCalculator,
  typedNumber,
  type CalculatorInputs,
} from './calculator-fields.ts'
import { financeStrip } from './finance-strip.ts'
import { makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { FinanceProvider } from '../tenancy/site-config.schema.ts'

const defaults: CalculatorInputs = { deposit: 0, years: 5, rate: 10, frequency: 'weekly', finalPayment: 0 }
const fields = (patch: Partial<Record<'deposit' | 'years' | 'rate', string>> & { frequency?: string | null }) => ({
  deposit: '',
  years: '',
  rate: '',
  frequency: null,
  ...patch,
})

describe('repayment calculator fields', () => {
  it('reads typed amounts with or without currency formatting, and keeps their sign', () => {
    expect(typedNumber('$5,000')).toBe(5000)
    expect(typedNumber('7.25')).toBe(7.25)
    expect(typedNumber('7.25%')).toBe(7.25)
    expect(typedNumber('-5')).toBe(-5)
    expect(typedNumber('')).toBeNull()
    expect(typedNumber('abc')).toBeNaN()
    expect(typedNumber('1e4')).toBeNaN()
  })

  it('a term of 10,000 years or a rate of -5% gets a message naming the bounds; the figure uses the nearest bound', () => {
    const far = readCalculator(fields({ years: '10000', rate: '-5' }), 30_000, defaults)
    expect(far.problems).toEqual({
      years: 'Enter a term of 1 to 7 whole years.',
      rate: 'Enter an interest rate from 0% to 30% p.a.',
    })
    expect(far.inputs).toMatchObject({ years: 7, rate: 0 })
    const deposit = readCalculator(fields({ deposit: '$90,000', years: '2.5', rate: 'ten' }), 30_000, defaults)
    expect(deposit.problems).toEqual({
      deposit: 'Enter a deposit from $0 to $30,000, the vehicle price.',
      years: 'Enter a term of 1 to 7 whole years.',
      rate: 'Enter an interest rate from 0% to 30% p.a.',
    })
    expect(deposit.inputs).toMatchObject({ deposit: 30_000, years: 3, rate: 10 })
  })

  it('within the bounds, no message; an empty field takes its default', () => {
    expect(
      readCalculator(fields({ deposit: '2500', years: '3', rate: '6.5', frequency: 'monthly' }), 30_000, defaults),
    ).toEqual({
      inputs: { deposit: 2500, years: 3, rate: 6.5, frequency: 'monthly', finalPayment: 0 },
      problems: {},
    })
    expect(readCalculator(fields({ frequency: 'yearly' }), 30_000, defaults)).toEqual({
      inputs: defaults,
      problems: {},
    })
  })

  it('whatever is typed, the inputs stay within range, and a message shows exactly when the text is no allowed value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.double().map(String), fc.integer({ min: -100, max: 100 }).map(String)),
        fc.oneof(fc.string(), fc.integer({ min: -20_000, max: 20_000 }).map(String), fc.double().map(String)),
        fc.nat(200_000),
        (years, rate, price) => {
          const read = readCalculator(fields({ years, rate }), price, defaults)
          expect(read.inputs.years).toBeGreaterThanOrEqual(1)
          expect(read.inputs.years).toBeLessThanOrEqual(7)
          expect(Number.isInteger(read.inputs.years)).toBe(true)
          expect(read.inputs.rate).toBeGreaterThanOrEqual(0)
          expect(read.inputs.rate).toBeLessThanOrEqual(30)
          const y = typedNumber(years)
          const r = typedNumber(rate)
          expect('years' in read.problems).toBe(y !== null && !(Number.isInteger(y) && y >= 1 && y <= 7))
          expect('rate' in read.problems).toBe(r !== null && !(r >= 0 && r <= 30))
        },
      ),
    )
  })
})

describe('one repayment per car page', () => {
  it("the calculator opens on the strip's terms and shows the strip's figure, for every provider", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FinanceProvider.literals),
        fc.integer({ min: 1_000, max: 300_000 }),
        fc.option(fc.integer({ min: 20, max: 2_000 }), { nil: undefined }),
        (provider, price, paymentWeek) => {
          const car = makeCar({
            price,
            year: 2024,
            finance_lenders: {
              [provider]: { paymentWeek, paymentMonth: paymentWeek, interestRate: 7.5, termMonths: 48 },
            },
          })
          const strip = financeStrip(car, makeSite({ finance: { provider } }), 2025)
          if (strip === null) return
          const start = calculatorStart(strip, price, 10)
          expect(calculatorFigure(price, start.inputs, start)).toBe(strip.amount)
          expect(start.inputs).toMatchObject({ years: 4, rate: 7.5, frequency: strip.frequency })
        },
      ),
    )
  })

  it('a changed field is worked out, and the assumptions beside the figure say what it used', () => {
    const car = makeCar({ price: 30_000, year: 2024 })
    const strip = financeStrip(car, makeSite({ finance: { provider: 'Nissan Finance' } }), 2025)!
    const start = calculatorStart(strip, 30_000, 10)
    expect(start.inputs).toEqual({ deposit: 3000, years: 4, rate: 10, frequency: 'weekly', finalPayment: 9000 })
    expect(calculatorAssumptions(start.inputs)).toBe(
      'Based on a $3,000 deposit, 10% p.a. over 4 years and a $9,000 final payment.',
    )
    const longer = calculatorFigure(30_000, { ...start.inputs, years: 5 }, start)
    expect(longer).toBeLessThan(strip.amount)
  })

  it('without a strip: no deposit, 5 years, the given rate, weekly, no final payment', () => {
    expect(calculatorStart(null, 30_000, 9.99)).toEqual({
      inputs: { deposit: 0, years: 5, rate: 9.99, frequency: 'weekly', finalPayment: 0 },
      quoted: null,
    })
  })
})

describe('where the calculator shows', () => {
  const subscriptions = makeSite({ flags: { offers_subscription: true } })
  it('not beside a subscription price: that is already the weekly amount the shopper pays', () => {
    const car = makeCar({ price: 30_000, year: 2024, status: 'in_stock', subscription_price: 325 })
    expect(showsCalculator(car, subscriptions, 2025)).toBe(false)
    expect(showsCalculator({ ...car, subscription_price: null }, subscriptions, 2025)).toBe(true)
    expect(showsCalculator(car, makeSite(), 2025)).toBe(true)
  })
  it('only for cars eligible for finance', () => {
    expect(showsCalculator(makeCar({ price: 400, status: 'in_stock' }), makeSite(), 2025)).toBe(false)
    expect(showsCalculator(makeCar({ price: 30_000, status: 'sold' }), makeSite(), 2025)).toBe(false)
  })
})
