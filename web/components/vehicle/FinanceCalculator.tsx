import { useEffect, useRef, useState } from 'react'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import type { Frequency } from '@domain/finance/repayment.ts'
import { DEFAULT_INTEREST_RATE } from '@domain/finance/eligibility.ts'
import { financeStrip } from '@domain/finance/finance-strip.ts'
import { EVENT_IDS } from '@domain/events/event-catalogue.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { trackEvent } from './analytics.ts'
import { useKeptContent } from '../markup/kept-part.tsx'
import {
  calculatorAssumptions,
  calculatorFigure,
  calculatorStart,
  readCalculator,
  RATE_PERCENT,
  sameInputs,
  TERM_YEARS,
  type CalculatorReading,
} from '@domain/finance/calculator-fields.ts'

const PER: Record<Frequency, string> = { weekly: 'per week', fortnightly: 'per fortnight', monthly: 'per month' }
const FREQUENCY_LABELS: readonly [Frequency, string][] = [
  ['weekly', 'Weekly'],
  ['fortnightly', 'Fortnightly'],
  ['monthly', 'Monthly'],
]
const sameReading = (a: CalculatorReading, b: CalculatorReading) =>
  sameInputs(a.inputs, b.inputs) &&
  a.problems.deposit === b.problems.deposit &&
  a.problems.years === b.problems.years &&
  a.problems.rate === b.problems.rate

/** The calculator's text fields, in order: each field's starting value comes from the defaults. */
const CALCULATOR_FIELDS: readonly (Omit<CalculatorFieldProps, 'id' | 'defaultValue' | 'problem'> & {
  name: 'deposit' | 'years' | 'rate'
  value: (defaults: CalculatorReading['inputs']) => string
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
  /** the message for what the field holds, naming its bounds; the typed text stays as it is */
  problem?: string | undefined
}

/**
 * One text field of the calculator; a field with a range names it to screen readers beside the input, and a field
 * holding something outside its bounds says so under it (the input is uncontrolled: what was typed stays).
 */
function CalculatorField(props: CalculatorFieldProps) {
  const fieldId = `${props.id}-${props.name}`
  const rangeId = props.range ? `${fieldId}-range` : undefined
  const problemId = `${fieldId}-problem`
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
        aria-describedby={[rangeId, props.problem ? problemId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={props.problem ? true : undefined}
      />
      {props.range && (
        <span id={rangeId} className="visually-hidden">
          {props.range.min} to {props.range.max}
        </span>
      )}
      {props.problem ? (
        <p id={problemId} className="field__error">
          {props.problem}
        </p>
      ) : null}
    </div>
  )
}

/**
 * Repayment calculator (SPEC §9): price from the car; deposit, term in years and rate start on the finance strip's
 * terms when the page shows a strip (so it opens on the strip's figure: one repayment per page), else on no deposit,
 * 5 years and the tenant's rate (default 10% p.a.). The figure's assumptions are stated beside it, and a field
 * outside its bounds says so. The first change the shopper makes tracks event 26.
 *
 * Native, uncontrolled fields (no react-aria NumberField and RadioGroup, whose script the page would load before
 * anyone touched it): the result is computed from what the fields hold. What a shopper types before the app
 * has hydrated stays in the fields, and the result follows it once the app runs.
 */
export function FinanceCalculator({ car, site, nowMs }: { car: Car; site: PublicSite; nowMs: number }) {
  const price = car.price ?? 0
  const start = calculatorStart(
    financeStrip(car, site, new Date(nowMs).getUTCFullYear()),
    price,
    site.finance.default_interest_rate ?? DEFAULT_INTEREST_RATE,
  )
  const defaults = start.inputs
  const [reading, setReading] = useState<CalculatorReading>({ inputs: defaults, problems: {} })
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
    // the same reading keeps the same state: the mount-time read of untouched fields then renders nothing again (a
    // second pass over the calculator inside the hydration's commit, on a phone's main thread)
    setReading((current) => (sameReading(current, next) ? current : next))
    if (!used.current && !sameInputs(next.inputs, defaults)) {
      used.current = true
      trackEvent(EVENT_IDS.FINANCE_CALCULATOR, { car_id: car.id })
    }
  }
  // anything typed or picked before hydration is already in the fields
  // biome-ignore lint/correctness/useExhaustiveDependencies: once after hydration: reads what was typed before the app loaded
  useEffect(read, [])
  const { inputs, problems } = reading
  const amount = calculatorFigure(price, inputs, start)
  const id = `calc-${car.id}`
  // the fields as the server writes them depend on the car and its starting inputs alone: kept per car object
  // (../markup/kept-part.tsx); what a shopper types lives in the fields, never in this markup
  const fields = useKeptContent(
    site,
    car,
    `calculator ${defaults.rate} ${defaults.deposit} ${defaults.years} ${defaults.frequency}`,
    <>
      {CALCULATOR_FIELDS.map(({ value, ...field }) => (
        <CalculatorField
          key={field.name}
          id={id}
          {...field}
          defaultValue={value(defaults)}
          problem={problems[field.name]}
        />
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
        {calculatorAssumptions(inputs)} An estimate only, not a quote. Subject to lender approval; fees and charges
        apply.
      </p>
    </section>
  )
}
