import type { Frequency } from '@domain/finance/repayment.ts'

/** What the repayment calculator's fields hold, as numbers within their ranges. */
export interface CalculatorInputs {
  readonly deposit: number
  readonly years: number
  readonly rate: number
  readonly frequency: Frequency
}

export const TERM_YEARS = { min: 1, max: 7 } as const
export const RATE_PERCENT = { min: 0, max: 30 } as const

const FREQUENCIES: readonly Frequency[] = ['weekly', 'fortnightly', 'monthly']

/** A typed amount: '$5,000' and '5000' alike; anything without a number is null (the field's default applies). */
export function typedNumber(text: string): number | null {
  const cleaned = text.replace(/[^0-9.]/g, '')
  if (!/\d/.test(cleaned)) return null
  const n = Number.parseFloat(cleaned)
  return Number.isFinite(n) ? n : null
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/**
 * The calculator's inputs from what its native fields hold (typed text, the checked frequency): each kept within its
 * range (deposit 0 to the price, term 1–7 years, rate 0–30 %), an empty or unreadable field falling back to its
 * default.
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
): CalculatorInputs {
  const deposit = typedNumber(fields.deposit)
  const years = typedNumber(fields.years)
  const rate = typedNumber(fields.rate)
  return {
    deposit: deposit === null ? defaults.deposit : clamp(deposit, 0, Math.max(0, price)),
    years: years === null ? defaults.years : clamp(Math.round(years), TERM_YEARS.min, TERM_YEARS.max),
    rate: rate === null ? defaults.rate : clamp(rate, RATE_PERCENT.min, RATE_PERCENT.max),
    frequency: FREQUENCIES.find((f) => f === fields.frequency) ?? defaults.frequency,
  }
}
