import { useRef, useState } from 'react'
import { Input, Label, NumberField, Radio, RadioGroup } from 'react-aria-components'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { repayment, roundUpToCent, type Frequency } from '@domain/finance/repayment.ts'
import { DEFAULT_INTEREST_RATE } from '@domain/finance/eligibility.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { trackEvent } from './analytics.ts'

const PER: Record<Frequency, string> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' }
export const DEFAULT_TERM_YEARS = 5

/**
 * Repayment calculator (SPEC §9): price from the car, deposit, term in years and rate (default 10% p.a., or the
 * tenant's configured rate). The first change the shopper makes tracks event 26.
 */
export function FinanceCalculator({ car, site }: { car: Car; site: PublicSite }) {
  const price = car.price ?? 0
  const [deposit, setDeposit] = useState(0)
  const [years, setYears] = useState(DEFAULT_TERM_YEARS)
  const [rate, setRate] = useState(site.finance.default_interest_rate ?? DEFAULT_INTEREST_RATE)
  const [frequency, setFrequency] = useState<Frequency>('weekly')
  const used = useRef(false)
  const touched = () => {
    if (used.current) return
    used.current = true
    trackEvent(EVENT_IDS.FINANCE_CALCULATOR, { car_id: car.id })
  }
  const valid = (n: number) => Number.isFinite(n)
  const amount = roundUpToCent(
    repayment({
      price,
      deposit: valid(deposit) ? Math.min(deposit, price) : 0,
      ratePercent: valid(rate) ? rate : 0,
      termMonths: (valid(years) ? years : DEFAULT_TERM_YEARS) * 12,
      frequency,
    }),
  )
  return (
    <section className="finance-calculator panel" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">Repayment calculator</h2>
      <p>Vehicle price: {formatPrice(price)}</p>
      <div className="finance-calculator__fields">
        <NumberField
          value={deposit}
          minValue={0}
          maxValue={price}
          step={500}
          formatOptions={{ style: 'currency', currency: site.locale.currency, maximumFractionDigits: 0 }}
          onChange={(v) => {
            setDeposit(v)
            touched()
          }}
        >
          <Label>Deposit</Label>
          <Input />
        </NumberField>
        <NumberField
          value={years}
          minValue={1}
          maxValue={7}
          step={1}
          onChange={(v) => {
            setYears(v)
            touched()
          }}
        >
          <Label>Term (years)</Label>
          <Input />
        </NumberField>
        <NumberField
          value={rate}
          minValue={0}
          maxValue={30}
          step={0.01}
          onChange={(v) => {
            setRate(v)
            touched()
          }}
        >
          <Label>Interest rate (% p.a.)</Label>
          <Input />
        </NumberField>
        <RadioGroup
          value={frequency}
          onChange={(v) => {
            setFrequency(v as Frequency)
            touched()
          }}
          orientation="horizontal"
        >
          <Label>Repayments</Label>
          <Radio value="weekly">Weekly</Radio>
          <Radio value="fortnightly">Fortnightly</Radio>
          <Radio value="monthly">Monthly</Radio>
        </RadioGroup>
      </div>
      <p className="finance-calculator__result" aria-live="polite">
        Estimated repayment: <strong>{formatPrice(amount)}</strong> {PER[frequency]}
      </p>
      <p className="finance-calculator__note">An estimate only, not a quote. Subject to lender approval; fees and charges apply.</p>
    </section>
  )
}
