/**
 * Amortised loan repayments (SPEC §9 finance calculator). The financed amount is price − deposit; a final
 * (balloon) payment is left owing after the last regular repayment. Figures are not rounded here — display
 * code rounds — so totals stay exact enough to check.
 */
export type Frequency = 'weekly' | 'fortnightly' | 'monthly'

export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 }

export interface RepaymentInput {
  readonly price: number
  readonly deposit: number
  /** % per annum, e.g. 10 */
  readonly ratePercent: number
  readonly termMonths: number
  readonly frequency: Frequency
  /** final payment in dollars; default 0 */
  readonly finalPayment?: number
}

export const financedAmount = (price: number, deposit: number): number => Math.max(0, price - deposit)

export const periodCount = (termMonths: number, frequency: Frequency): number =>
  Math.max(1, Math.round((termMonths * PERIODS_PER_YEAR[frequency]) / 12))

/** The regular repayment per period. */
export function repayment(input: RepaymentInput): number {
  const principal = financedAmount(input.price, input.deposit)
  if (principal === 0) return 0
  const balloon = Math.min(Math.max(0, input.finalPayment ?? 0), principal)
  const n = periodCount(input.termMonths, input.frequency)
  const r = Math.max(0, input.ratePercent) / 100 / PERIODS_PER_YEAR[input.frequency]
  if (r === 0) return (principal - balloon) / n
  // log1p/expm1 keep tiny rates accurate where (1 + r) would round to 1
  const exponent = -n * Math.log1p(r)
  const discount = Math.exp(exponent)
  return ((principal - balloon * discount) * r) / -Math.expm1(exponent)
}

/** Balance owing after every regular repayment: ends at the final payment. */
export function remainingBalance(input: RepaymentInput): number {
  const payment = repayment(input)
  const n = periodCount(input.termMonths, input.frequency)
  const r = Math.max(0, input.ratePercent) / 100 / PERIODS_PER_YEAR[input.frequency]
  let balance = financedAmount(input.price, input.deposit)
  for (let i = 0; i < n; i += 1) balance = balance * (1 + r) - payment
  return balance
}

/** Rounded up to the cent, as repayments are quoted. */
export const roundUpToCent = (amount: number): number => Math.ceil(Math.round(amount * 1e6) / 1e4) / 100
