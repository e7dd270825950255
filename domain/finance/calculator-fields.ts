import type { Car } from '../cars/car.schema.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { financeEligible } from './eligibility.ts'
import type { FinanceStrip } from './finance-strip.ts'
import { repayment, roundUpToCent, type Frequency } from './repayment.ts'

/** What the repayment calculator works with: its fields' numbers within their ranges, and the final payment. */
export interface CalculatorInputs {
  readonly deposit: number
  readonly years: number
  readonly rate: number
  readonly frequency: Frequency
  /** left owing after the last repayment: the strip's (a Nissan-style 30%), else none; no field of its own */
  readonly finalPayment: number
}

export const TERM_YEARS = { min: 1, max: 7 } as const
export const RATE_PERCENT = { min: 0, max: 30 } as const
export const DEFAULT_TERM_YEARS = 5

const FREQUENCIES: readonly Frequency[] = ['weekly', 'fortnightly', 'monthly']

export type CalculatorField = 'deposit' | 'years' | 'rate'

/** Each field's message, naming its bounds: shown beside a field whose text is outside them or is no number. */
export const fieldMessage = (field: CalculatorField, price: number): string => {
  switch (field) {
    case 'deposit':
      return `Enter a deposit from $0 to ${formatPrice(Math.max(0, price))}, the vehicle price.`
    case 'years':
      return `Enter a term of ${TERM_YEARS.min} to ${TERM_YEARS.max} whole years.`
    case 'rate':
      return `Enter an interest rate from ${RATE_PERCENT.min}% to ${RATE_PERCENT.max}% p.a.`
  }
}

/**
 * A typed amount: '$5,000', '5000', '7.25%' and '-5' alike (the sign is kept, so a negative amount is seen as one);
 * null for an empty field, NaN for text that is no number.
 */
export function typedNumber(text: string): number | null {
  const cleaned = text.replace(/[\s$,%]/g, '').replace(/p\.?a\.?$/i, '')
  if (cleaned === '') return null
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN
  return Number.parseFloat(cleaned)
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

export interface CalculatorReading {
  readonly inputs: CalculatorInputs
  /** a message per field whose text is outside its bounds or is no number; the text itself is left as typed */
  readonly problems: Readonly<Partial<Record<CalculatorField, string>>>
}

/**
 * The calculator's inputs from what its native fields hold (typed text, the checked frequency). An empty field takes
 * its default; a field outside its bounds (deposit 0 to the price, a whole term of 1–7 years, rate 0–30 % p.a.) or
 * holding no number gets its message, and the figure is worked out from the nearest allowed value (no number: the
 * default), which the assumptions beside the figure state.
 */
export function readCalculator(
  fields: {
    readonly deposit: string
    readonly years: string
    readonly rate: string
    readonly frequency: string | null
  },
  price: number,
  defaults: CalculatorInputs,
): CalculatorReading {
  const problems: Partial<Record<CalculatorField, string>> = {}
  const read = (field: CalculatorField, min: number, max: number, whole = false): number => {
    const typed = typedNumber(fields[field])
    if (typed === null) return defaults[field]
    const fits = !Number.isNaN(typed) && typed >= min && typed <= max && (!whole || Number.isInteger(typed))
    if (!fits) problems[field] = fieldMessage(field, price)
    if (Number.isNaN(typed)) return defaults[field]
    return clamp(whole ? Math.round(typed) : typed, min, max)
  }
  const inputs: CalculatorInputs = {
    deposit: read('deposit', 0, Math.max(0, price)),
    years: read('years', TERM_YEARS.min, TERM_YEARS.max, true),
    rate: read('rate', RATE_PERCENT.min, RATE_PERCENT.max),
    frequency: FREQUENCIES.find((f) => f === fields.frequency) ?? defaults.frequency,
    finalPayment: defaults.finalPayment,
  }
  return { inputs, problems }
}

/** Where the calculator starts, and the figure the page already quotes for those inputs (the strip's), if any. */
export interface CalculatorStart {
  readonly inputs: CalculatorInputs
  readonly quoted: number | null
}

/**
 * One weekly repayment per car page: the calculator opens on the finance strip's own terms (its deposit, term, rate,
 * frequency and final payment) and, while the shopper leaves them, shows the strip's figure; a lender's quote may be
 * worked out differently from ours, and a page showing two figures for one loan tells the shopper neither is right.
 * Without a strip it opens on the defaults: no deposit, 5 years, the tenant's rate, weekly, no final payment.
 */
export function calculatorStart(strip: FinanceStrip | null, price: number, defaultRate: number): CalculatorStart {
  if (strip === null)
    return {
      inputs: { deposit: 0, years: DEFAULT_TERM_YEARS, rate: defaultRate, frequency: 'weekly', finalPayment: 0 },
      quoted: null,
    }
  const years = clamp(Math.round(strip.termMonths / 12), TERM_YEARS.min, TERM_YEARS.max)
  const inputs: CalculatorInputs = {
    deposit: clamp(strip.deposit, 0, Math.max(0, price)),
    years,
    rate: clamp(strip.interestRate, RATE_PERCENT.min, RATE_PERCENT.max),
    frequency: strip.frequency,
    finalPayment: strip.finalPayment,
  }
  // the strip's figure stands for these inputs only when they are its terms exactly
  const same = years * 12 === strip.termMonths && inputs.deposit === strip.deposit && inputs.rate === strip.interestRate
  return { inputs, quoted: same ? strip.amount : null }
}

export const sameInputs = (a: CalculatorInputs, b: CalculatorInputs): boolean =>
  a.deposit === b.deposit &&
  a.years === b.years &&
  a.rate === b.rate &&
  a.frequency === b.frequency &&
  a.finalPayment === b.finalPayment

/** The repayment per period for the inputs: the quoted figure for the starting inputs, else worked out. */
export function calculatorFigure(price: number, inputs: CalculatorInputs, start: CalculatorStart): number {
  if (start.quoted !== null && sameInputs(inputs, start.inputs)) return start.quoted
  return roundUpToCent(
    repayment({
      price,
      deposit: inputs.deposit,
      ratePercent: inputs.rate,
      termMonths: inputs.years * 12,
      frequency: inputs.frequency,
      finalPayment: inputs.finalPayment,
    }),
  )
}

/** What the figure assumes, stated beside it: 'Based on a $3,000 deposit, 6.99% p.a. over 4 years and a $0 final payment.' */
export const calculatorAssumptions = (inputs: CalculatorInputs): string =>
  `Based on a ${formatPrice(inputs.deposit)} deposit, ${Number(inputs.rate.toFixed(2))}% p.a. over ${inputs.years} ` +
  `${inputs.years === 1 ? 'year' : 'years'} and a ${formatPrice(Math.round(inputs.finalPayment * 100) / 100)} final payment.`

/**
 * Does the car page offer the repayment calculator: the car is eligible for finance (SPEC §9; a site without a
 * provider is judged as a plain lender) and its price is a price to borrow. A subscription price (SPEC §4, first in
 * the display order) is already the weekly amount the shopper pays, with insurance, rego and servicing in it: a loan
 * repayment beside it would be a second, different weekly figure for the same car.
 */
export const showsCalculator = (
  car: Pick<Car, 'price' | 'status' | 'year' | 'before_price' | 'subscription_price' | 'preorder'>,
  site: Pick<PublicSite, 'finance' | 'flags'>,
  currentYear: number,
): boolean =>
  financeEligible(car, site.finance.provider ?? 'Manual', currentYear) &&
  priceDisplay(car, site).kind !== 'subscription'
