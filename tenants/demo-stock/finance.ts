import type { FinanceLender } from '@domain/cars/car.schema.ts'
import type { FinanceProvider } from '@domain/tenancy/site-config.schema.ts'

/** Monthly repayment of an amortising loan with an optional balloon, in dollars (unrounded). */
export function monthlyRepayment(
  principal: number,
  annualRatePercent: number,
  termMonths: number,
  balloon = 0,
): number {
  const r = annualRatePercent / 100 / 12
  if (r === 0) return (principal - balloon) / termMonths
  const discount = (1 + r) ** -termMonths
  return ((principal - balloon * discount) * r) / (1 - discount)
}

export interface QuoteTerms {
  readonly interestRate: number
  readonly termMonths: number
  /** deposit as a share of the price */
  readonly depositShare: number
  /** final (balloon) payment as a share of the price */
  readonly balloonShare: number
}

/** Each provider's usual terms (SPEC §9: Taurus 10% deposit over 5 years; Nissan-style 10% deposit, 30% final; Angle $0 final). */
export function termsFor(
  provider: FinanceProvider,
  year: number,
  currentYear: number,
  defaultRate: number,
): QuoteTerms {
  const age = Math.max(0, currentYear - year)
  const ageLoading = Math.min(4, age * 0.35)
  switch (provider) {
    case 'Taurus':
      return { interestRate: round2(8.49 + ageLoading), termMonths: 60, depositShare: 0.1, balloonShare: 0 }
    case 'Nissan Finance':
      return { interestRate: round2(6.99 + ageLoading), termMonths: 48, depositShare: 0.1, balloonShare: 0.3 }
    case 'Angle':
      return {
        interestRate: round2(7.99 + ageLoading),
        termMonths: age > 6 ? 48 : 60,
        depositShare: 0.1,
        balloonShare: 0,
      }
    case 'Powertorque':
      return { interestRate: round2(8.99 + ageLoading), termMonths: 60, depositShare: 0.1, balloonShare: 0 }
    case 'Car Clarity':
      return { interestRate: round2(9.49 + ageLoading), termMonths: 84, depositShare: 0.1, balloonShare: 0 }
    default:
      return { interestRate: round2(defaultRate + ageLoading / 2), termMonths: 60, depositShare: 0.1, balloonShare: 0 }
  }
}

/**
 * One lender quote for `price`, every figure derived from the same terms: deposit, monthly and weekly
 * repayments (weekly = monthly × 12 / 52), term in months and years, a comparison rate that adds fees to the
 * rate, and a disclaimer that states the same numbers.
 */
export function financeQuote(provider: FinanceProvider, price: number, terms: QuoteTerms): FinanceLender {
  const deposit = Math.round(price * terms.depositShare)
  const balloon = Math.round(price * terms.balloonShare)
  const monthly = monthlyRepayment(price - deposit, terms.interestRate, terms.termMonths, balloon)
  const paymentMonth = Math.round(monthly)
  const paymentWeek = Math.round((monthly * 12) / 52)
  const comparisonRate = round2(terms.interestRate + 0.85)
  const termYears = round2(terms.termMonths / 12)
  const finalText = balloon > 0 ? ` and a final payment of $${thousands(balloon)}` : ' and a $0 final payment'
  // the fixed warning is one shared string, so 100k quotes do not each carry a copy
  const disclaimer =
    `${provider === 'Manual' ? 'Finance' : provider} estimate: $${paymentWeek} per week ($${paymentMonth} per month) over ` +
    `${terms.termMonths} months at ${terms.interestRate.toFixed(2)}% p.a. (comparison rate ${comparisonRate.toFixed(2)}% p.a.) ` +
    `with a ${Math.round(terms.depositShare * 100)}% deposit of $${thousands(deposit)}${finalText}. ` +
    COMPARISON_WARNING
  return {
    interestRate: terms.interestRate,
    comparisonRate,
    paymentWeek,
    paymentMonth,
    termMonths: terms.termMonths,
    termYears,
    deposit,
    disclaimer,
  }
}

const COMPARISON_WARNING =
  'Comparison rate based on a $30,000 secured loan over 5 years. WARNING: this comparison rate is true only for ' +
  'the example given and may not include all fees and charges. Subject to lender approval.'

const round2 = (n: number) => Math.round(n * 100) / 100

/** 12345 → '12,345' (cheaper than toLocaleString across 100k cars). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
