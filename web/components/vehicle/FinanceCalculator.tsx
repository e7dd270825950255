import { useEffect, useRef, useState } from 'react'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { repayment, roundUpToCent, type Frequency } from '@domain/finance/repayment.ts'
import { DEFAULT_INTEREST_RATE } from '@domain/finance/eligibility.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { trackEvent } from './analytics.ts'
import { useKeptContent } from '../markup/kept-part.tsx'
import { readCalculator, RATE_PERCENT, TERM_YEARS, type CalculatorInputs } from './calculator-fields.ts'

const PER: Record<Frequency, string> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' }
const FREQUENCY_LABELS: readonly [Frequency, string][] = [
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['monthly', 'Monthly'],
]
export const DEFAULT_TERM_YEARS = 5

const same = (a: CalculatorInputs, b: CalculatorInputs) =>
  a.deposit === b.deposit && a.years === b.years && a.rate === b.rate && a.frequency === b.frequency

/** The calculator's text fields, in order: each field's starting value comes from the defaults. */
const CALCULATOR_FIELDS: readonly (Omit<CalculatorFieldProps, 'id' | 'defaultValue'> & {
  value: (defaults: CalculatorInputs) => string
})[] = [
  { name: 'deposit', label: 'Deposit', inputMode: 'numeric', value: (d) => formatPrice(d.deposit) },
  { name: 'years', label: 'Term (years)', inputMode: 'numeric', range: TERM_YEARS, value: (d) => String(d.years) },
  {
    name: 'rate',
    label: 'Interest rate (% p.a.)',
    inputMode: 'decimal',
    range: RATE_PERCENT,
    value: (d) => String(d.rate),
  },
]

interface CalculatorFieldProps {
  id: string
  name: string
  label: string
  inputMode: 'numeric' | 'decimal'
  defaultValue: string
  range?: { readonly min: number; readonly max: number }
}

/** One text field of the calculator; a field with a range names it to screen readers beside the input. */
function CalculatorField(props: CalculatorFieldProps) {
  const fieldId = `${props.id}-${props.name}`
  const rangeId = props.range ? `${fieldId}-range` : undefined
  return (
    <div>
      <label htmlFor={fieldId}>{props.label}</label>
      <input
        id={fieldId}
        name={props.name}
        type="text"
        inputMode={props.inputMode}
        autoComplete="off"
        defaultValue={props.defaultValue}
        aria-describedby={rangeId}
      />
      {props.range && (
        <span id={rangeId} className="visually-hidden">
          {props.range.min} to {props.range.max}
        </span>
      )}
    </div>
  )
}

/**
 * Repayment calculator (SPEC §9): price from the car, deposit, term in years and rate (default 10% p.a., or the
 * tenant's configured rate). The first change the shopper makes tracks event 26.
 *
 * Native, uncontrolled fields (no react-aria NumberField and RadioGroup, whose script the page would load before
 * anyone touched it): the result is computed from what the fields hold. What a shopper types before the app
 * has hydrated stays in the fields, and the result follows it once the app runs.
 */
export function FinanceCalculator({ car, site }: { car: Car; site: PublicSite }) {
  const price = car.price ?? 0
  const defaults: CalculatorInputs = {
    deposit: 0,
    years: DEFAULT_TERM_YEARS,
    rate: site.finance.default_interest_rate ?? DEFAULT_INTEREST_RATE,
    frequency: 'weekly',
  }
  const [inputs, setInputs] = useState(defaults)
  const fieldsBox = useRef<HTMLDivElement>(null)
  const used = useRef(false)
  const read = () => {
    const box = fieldsBox.current
    if (!box) return
    const text = (name: string) => box.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? ''
    const next = readCalculator(
      {
        deposit: text('deposit'),
        years: text('years'),
        rate: text('rate'),
        frequency: box.querySelector<HTMLInputElement>('input[name="frequency"]:checked')?.value ?? null,
      },
      price,
      defaults,
    )
    // the same inputs keep the same state: the mount-time read of untouched fields then renders nothing again (a
    // second pass over the calculator inside the hydration's commit, on a phone's main thread)
    setInputs((current) => (same(current, next) ? current : next))
    if (!used.current && !same(next, defaults)) {
      used.current = true
      trackEvent(EVENT_IDS.FINANCE_CALCULATOR, { car_id: car.id })
    }
  }
  // anything typed or picked before hydration is already in the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: once after hydration: reads what was typed before the app loaded
  useEffect(read, [])
  const amount = roundUpToCent(
    repayment({
      price,
      deposit: inputs.deposit,
      ratePercent: inputs.rate,
      termMonths: inputs.years * 12,
      frequency: inputs.frequency,
    }),
  )
  const id = `calc-${car.id}`
  // the fields as the server writes them depend on the car and the site's default rate alone: kept per car object
  // (../markup/kept-part.tsx); what a shopper types lives in the fields, never in this markup
  const fields = useKeptContent(
    site,
    car,
    `calculator ${defaults.rate}`,
    <>
      {CALCULATOR_FIELDS.map(({ value, ...field }) => (
        <CalculatorField key={field.name} id={id} {...field} defaultValue={value(defaults)} />
      ))}
      <fieldset className="finance-calculator__frequency">
        <legend>Repayments</legend>
        {FREQUENCY_LABELS.map(([value, label]) => (
          <label key={value} className="finance-calculator__choice">
            <input type="radio" name="frequency" value={value} defaultChecked={value === defaults.frequency} /> {label}
          </label>
        ))}
      </fieldset>
    </>,
  )
  return (
    <section className="finance-calculator panel" aria-labelledby="calculator-heading">
      <h2 id="calculator-heading">Repayment calculator</h2>
      <p>Vehicle price: {formatPrice(price)}</p>
      <div className="finance-calculator__fields" ref={fieldsBox} onChange={read} {...fields} />
      <p className="finance-calculator__result" aria-live="polite">
        Estimated repayment: <strong>{formatPrice(amount)}</strong> {PER[inputs.frequency]}
      </p>
      <p className="finance-calculator__note">
        An estimate only, not a quote. Subject to lender approval; fees and charges apply.
      </p>
    </section>
  )
}
