import { useState, type FormEvent } from 'react'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import { useServerFn } from '@tanstack/react-start'
import type { ReservationIntent } from '@domain/ports/payments.port.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { EVENT_CATALOGUE } from '@domain/events/event-catalogue.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'
import type { CheckoutView } from '../../vehicle/checkout.server.ts'
import { beginReservation, completeReservation } from '../../vehicle/checkout.functions.ts'
import { trackEvent } from './analytics.ts'

const RESERVE_EVENT = EVENT_CATALOGUE.find((e) => e.key === 'form_reserve_car')!.id
const STEPS = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'card_entry', label: 'Card details' },
  { key: 'authorised', label: 'Authorised' },
  { key: 'reserved', label: 'Reserved' },
] as const
type Stage = (typeof STEPS)[number]['key']

/** SPEC §2 reserve page: deposit → card entry → authorised → reserved, or why the car cannot be reserved. */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const site = useSite()
  const { car } = view
  const begin = useServerFn(beginReservation)
  const complete = useServerFn(completeReservation)
  const [stage, setStage] = useState<Stage>('deposit')
  const [intent, setIntent] = useState<ReservationIntent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const title = view.variant === 'buy-online' ? `Buy ${car.name} online` : `Reserve ${car.name}`

  if (view.blockers.length > 0 || view.depositCents === null) {
    return (
      <div className="container checkout">
        <h1>{title}</h1>
        <div className="form-alert" role="status">
          <p><strong>This vehicle cannot be reserved online.</strong></p>
          <ul>{view.blockers.map((b) => <li key={b}>{b}</li>)}</ul>
        </div>
        <p>
          <SiteLink className="btn" href={carDetailPath(site, car.slug)}>Back to the vehicle</SiteLink>
        </p>
      </div>
    )
  }
  const deposit = formatPrice((intent?.amountCents ?? view.depositCents) / 100)

  const onBegin = async () => {
    setBusy(true)
    setError(null)
    try {
      const answer = await begin({ data: { slug: car.slug } })
      if (answer.ok) {
        setIntent(answer.intent)
        setStage('card_entry')
      } else setError(answer.message)
    } catch {
      setError('Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const onPay = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (!intent) return
    const form = new FormData(e.currentTarget)
    const field = (name: string) => String(form.get(name) ?? '')
    setBusy(true)
    setError(null)
    try {
      const answer = await complete({
        data: { intentId: intent.id, card: { number: field('number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') } },
      })
      if (answer.intent) setIntent(answer.intent)
      if (answer.ok) {
        setStage('reserved')
        trackEvent(RESERVE_EVENT, { car_id: car.id, amount: answer.intent.amountCents / 100 })
      } else {
        setError(answer.message)
        if (answer.intent?.state === 'failed') setStage('deposit')
      }
    } catch {
      setError('Something went wrong. Your card has not been charged; please try again.')
    } finally {
      setBusy(false)
    }
  }

  const stageIndex = STEPS.findIndex((s) => s.key === stage)
  return (
    <div className="container checkout">
      <h1>{title}</h1>
      <ol className="checkout-steps" aria-label="Reservation progress">
        {STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === stageIndex ? 'step' : undefined}>
            {i < stageIndex ? '✓ ' : ''}{s.label}
          </li>
        ))}
      </ol>
      <div className="panel">
        <VehicleImage car={car} width={400} height={300} sizes="200px" />
        <p><strong>{car.name}</strong>{car.stocknum ? ` · Stock ${car.stocknum}` : ''}</p>
      </div>
      {error ? <div className="form-alert" role="alert">{error}</div> : null}
      {stage === 'deposit' ? (
        <section aria-labelledby="deposit-heading">
          <h2 id="deposit-heading">Deposit</h2>
          <p>Reserve this vehicle with a deposit of <strong>{deposit}</strong>. The dealer holds it for you while you finalise the purchase.</p>
          <Button className="btn btn--accent" onPress={onBegin} isDisabled={busy}>{busy ? 'Loading' : 'Continue to payment'}</Button>
        </section>
      ) : null}
      {stage === 'card_entry' && view.mode !== 'live' ? (
        <section aria-labelledby="card-heading">
          <h2 id="card-heading">Card details</h2>
          <p className="form-note">
            Demo payments: card 4242 4242 4242 4242 is approved and 4000 0000 0000 0002 is declined; any future expiry
            and any 3-digit code.
          </p>
          <Form className="checkout-form" onSubmit={onPay}>
            <TextField name="name" isRequired autoComplete="cc-name">
              <Label>Name on card</Label>
              <Input />
            </TextField>
            <TextField name="number" isRequired autoComplete="cc-number" inputMode="numeric">
              <Label>Card number</Label>
              <Input />
            </TextField>
            <div className="checkout-form__row">
              <TextField name="expiry" isRequired autoComplete="cc-exp">
                <Label>Expiry (MM/YY)</Label>
                <Input placeholder="MM/YY" />
              </TextField>
              <TextField name="cvc" isRequired autoComplete="cc-csc" inputMode="numeric">
                <Label>Security code</Label>
                <Input />
              </TextField>
            </div>
            <Button type="submit" className="btn btn--accent" isDisabled={busy}>{busy ? 'Loading' : `Pay ${deposit} deposit`}</Button>
          </Form>
        </section>
      ) : null}
      {stage === 'card_entry' && view.mode === 'live' ? (
        <p className="form-alert" role="status">
          Card entry is provided by {view.provider}'s secure payment form, which is not available right now. Please call the dealer to reserve.
        </p>
      ) : null}
      {stage === 'reserved' ? (
        <section className="form-success" role="status" aria-labelledby="reserved-heading">
          <h2 id="reserved-heading">Reserved</h2>
          <p>{car.name} is reserved for you. Your {deposit} deposit has been authorised and the dealer will contact you shortly.</p>
          <p>Reference: {intent?.id}</p>
        </section>
      ) : null}
    </div>
  )
}
