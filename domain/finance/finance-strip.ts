import type { Car, FinanceLender } from '../cars/car.schema.ts'
import type { FinanceProvider } from '../tenancy/site-config.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { financeEligible } from './eligibility.ts'
import { periodCount, repayment, roundUpToCent, type Frequency } from './repayment.ts'

/**
 * The finance strip on a vehicle card/detail page, per provider (SPEC §9). Each provider has a profile:
 * how often repayments are quoted, the deposit and final payment assumed, the default term, and whether we may
 * calculate a figure when the lender data (car.finance_lenders[provider]) gives none.
 *
 *  Taurus          weekly; 10% deposit; no final payment; lender term else 60 months. Disclaimer: the comparison
 *                  rate assumes a $30,000, 5-year secured loan (TAURUS_DISCLAIMER).
 *  Nissan Finance  weekly; 10% deposit and a 30% final payment; lender term else 48 months.
 *  Angle           weekly; lender deposit else $0; term shown in years (lender termYears, else termMonths/12,
 *                  else 5); $0 final payment.
 *  Powertorque     weekly; lender deposit else $0; lender term else 60 months; no final payment.
 *  AusLoans        weekly; lender deposit else $0; lender term else 60 months; no final payment.
 *  360 Finance     monthly; lender deposit else $0; lender term else 60 months; no final payment.
 *  Car Clarity     weekly; lender deposit else $0; lender term else 60 months; no final payment.
 *  Manual          the dealer's own figures only: lender paymentWeek (else paymentMonth) shown as given, never
 *                  calculated; no strip without one.
 * Lender figures (paymentWeek/paymentMonth, rates, deposit, term, disclaimer) win over the profile's.
 * The rate is the lender's interestRate, else the site's default calculator rate (10).
 */
export interface ProviderProfile {
  readonly frequency: Extract<Frequency, 'weekly' | 'monthly'>
  /** share of the price taken as deposit when the lender gives none; null = lender deposit else 0 */
  readonly depositRatio: number | null
  readonly finalPaymentRatio: number
  readonly defaultTermMonths: number
  readonly termInYears: boolean
  readonly calculate: boolean
}

/** The usual profile: weekly; lender deposit else $0; lender term else 60 months; no final payment; calculated. */
const USUAL_PROFILE: ProviderProfile = {
  frequency: 'weekly',
  depositRatio: null,
  finalPaymentRatio: 0,
  defaultTermMonths: 60,
  termInYears: false,
  calculate: true,
}

export const PROVIDER_PROFILES: Readonly<Record<FinanceProvider, ProviderProfile>> = {
  Taurus: { ...USUAL_PROFILE, depositRatio: 0.1 },
  'Nissan Finance': { ...USUAL_PROFILE, depositRatio: 0.1, finalPaymentRatio: 0.3, defaultTermMonths: 48 },
  Angle: { ...USUAL_PROFILE, termInYears: true },
  Powertorque: USUAL_PROFILE,
  AusLoans: USUAL_PROFILE,
  '360 Finance': { ...USUAL_PROFILE, frequency: 'monthly' },
  'Car Clarity': USUAL_PROFILE,
  Manual: { ...USUAL_PROFILE, calculate: false },
}

/** SPEC §9: the Taurus comparison rate is for a $30,000 secured loan over 5 years. */
export const TAURUS_COMPARISON_LOAN = 30_000
export const TAURUS_COMPARISON_TERM_YEARS = 5

export const COMPARISON_WARNING =
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

export interface FinanceStrip {
  readonly provider: FinanceProvider
  /** the lender a shopper is told the figure is with; null for the dealer's own figures (Manual) */
  readonly lender: string | null
  readonly frequency: 'weekly' | 'monthly'
  /** repayment per period, rounded up to the cent */
  readonly amount: number
  readonly amountText: string
  readonly interestRate: number
  readonly comparisonRate: number | null
  readonly termMonths: number
  /** set when the provider quotes the term in years (Angle) */
  readonly termYears: number | null
  readonly deposit: number
  readonly finalPayment: number
  readonly disclaimer: string
  /** 'lender' when the figure came from the lender data, 'calculated' when we computed it */
  readonly source: 'lender' | 'calculated'
}

/**
 * The lender named beside a figure ('per week with Taurus'). 'Manual' is the platform's name for a dealer entering
 * its own figures (SPEC §3 finance_provider), not a lender: its figures are named for no one.
 */
export const lenderName = (provider: FinanceProvider): string | null => (provider === 'Manual' ? null : provider)

const lenderKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The car's lender data for a provider; keys may be spelled 'Nissan Finance', 'nissan_finance', … */
export function lenderFor(car: Pick<Car, 'finance_lenders'>, provider: FinanceProvider): FinanceLender | null {
  const wanted = lenderKey(provider)
  const entry = Object.entries(car.finance_lenders).find(([key]) => lenderKey(key) === wanted)
  return entry?.[1] ?? null
}

const positive = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0
const pct = (n: number): string => `${Number(n.toFixed(2))}%`

export function taurusDisclaimer(
  s: Pick<FinanceStrip, 'amountText' | 'deposit' | 'interestRate' | 'termMonths' | 'comparisonRate'>,
): string {
  const comparison = s.comparisonRate === null ? 'The comparison rate' : `Comparison rate ${pct(s.comparisonRate)} p.a.`
  return (
    `Estimated weekly repayment of ${s.amountText} is based on a 10% deposit of ${formatPrice(s.deposit)}, ` +
    `an interest rate of ${pct(s.interestRate)} p.a. over ${s.termMonths} months with no final payment. ` +
    `${comparison} is based on a secured loan of ${formatPrice(TAURUS_COMPARISON_LOAN)} over ${TAURUS_COMPARISON_TERM_YEARS} years. ` +
    `${COMPARISON_WARNING} Subject to lender approval. Fees and charges apply.`
  )
}

function genericDisclaimer(s: Omit<FinanceStrip, 'disclaimer'>): string {
  const per = s.frequency === 'weekly' ? 'weekly' : 'monthly'
  const term = s.termYears !== null ? `${s.termYears} years` : `${s.termMonths} months`
  const final = s.finalPayment > 0 ? `a final payment of ${formatPrice(s.finalPayment)}` : 'a $0 final payment'
  return (
    `Estimated ${per} repayment of ${s.amountText}${s.lender === null ? '' : ` with ${s.lender}`} is based on a deposit of ${formatPrice(s.deposit)}, ` +
    `an interest rate of ${pct(s.interestRate)} p.a. over ${term} and ${final}. ` +
    (s.comparisonRate !== null ? `Comparison rate ${pct(s.comparisonRate)} p.a. ${COMPARISON_WARNING} ` : '') +
    'Subject to lender approval. Fees and charges apply.'
  )
}

/** The strip for the site's finance provider, or null when there is none, the car is ineligible or no figure exists. */
export function financeStrip(
  car: Pick<Car, 'price' | 'status' | 'year' | 'finance_lenders'>,
  site: PublicSite,
  currentYear: number,
): FinanceStrip | null {
  const provider = site.finance.provider
  if (provider === null || !financeEligible(car, provider, currentYear)) return null
  const price = car.price!
  const profile = PROVIDER_PROFILES[provider]
  const lender = lenderFor(car, provider)

  const interestRate = lender?.interestRate ?? site.finance.default_interest_rate
  const comparisonRate = lender?.comparisonRate ?? null
  const termYearsGiven = positive(lender?.termYears) ? lender.termYears : null
  const termMonths = positive(lender?.termMonths)
    ? lender.termMonths
    : termYearsGiven !== null
      ? termYearsGiven * 12
      : profile.defaultTermMonths
  const deposit =
    lender?.deposit !== undefined && lender.deposit >= 0
      ? lender.deposit
      : profile.depositRatio !== null
        ? price * profile.depositRatio
        : 0
  const finalPayment = price * profile.finalPaymentRatio

  const given = profile.frequency === 'weekly' ? lender?.paymentWeek : lender?.paymentMonth
  const manualMonthly = provider === 'Manual' && !positive(lender?.paymentWeek) && positive(lender?.paymentMonth)
  const frequency = manualMonthly ? 'monthly' : profile.frequency
  const lenderFigure = manualMonthly ? lender?.paymentMonth : given
  let amount: number
  let source: FinanceStrip['source']
  if (positive(lenderFigure)) {
    amount = lenderFigure
    source = 'lender'
  } else if (profile.calculate) {
    amount = repayment({ price, deposit, ratePercent: interestRate, termMonths, frequency, finalPayment })
    source = 'calculated'
  } else {
    return null
  }
  if (!(amount > 0)) return null
  amount = roundUpToCent(amount)

  const strip: Omit<FinanceStrip, 'disclaimer'> = {
    provider,
    lender: lenderName(provider),
    frequency,
    amount,
    amountText: formatPrice(amount),
    interestRate,
    comparisonRate,
    termMonths,
    termYears: profile.termInYears ? termMonths / 12 : null,
    deposit,
    finalPayment,
    source,
  }
  const lenderDisclaimer = lender?.disclaimer?.trim() ?? ''
  const disclaimer =
    lenderDisclaimer !== ''
      ? lenderDisclaimer
      : provider === 'Taurus'
        ? taurusDisclaimer(strip)
        : genericDisclaimer(strip)
  return { ...strip, disclaimer }
}

/** How many repayments the strip's figure stands for. */
export const stripPeriods = (strip: Pick<FinanceStrip, 'termMonths' | 'frequency'>): number =>
  periodCount(strip.termMonths, strip.frequency)
