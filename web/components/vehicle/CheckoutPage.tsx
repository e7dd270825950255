import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import { useServerFn } from '@tanstack/react-start'
import type { ReservationIntent } from '@domain/ports/payments.port.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { EVENT_CATALOGUE } from '@domain/events/event-catalogue.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'
import type { CheckoutView, ReservationAnswer } from '../../functions/checkout.functions.ts'
import { beginReservation, completeReservation, resumeReservationFn } from '../../functions/checkout.functions.ts'
import { trackEvent } from './analytics.ts'
import { callFailureMessage } from '../../client/call-failure.ts'
import type { CardEntry } from '@domain/ports/card-entry.port.ts'
import { LiveCardForm } from './card-entry/LiveCardForm.tsx'
import { ReservationBuyerFields, type BuyerValues } from './ReservationBuyerFields.tsx'
import {
  BUYER_FIELDS,
  buyerFieldProblem,
  phoneRulesOf,
  type BuyerErrors,
  type BuyerField,
} from '@domain/payments/reservation-buyer.ts'

const RESERVE_EVENT = EVENT_CATALOGUE.find((e) => e.key === 'form_reserve_car')!.id
const STEPS = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'card_entry', label: 'Card details' },
  { key: 'authorised', label: 'Authorised' },
  { key: 'reserved', label: 'Reserved' },
] as const
type Stage = (typeof STEPS)[number]['key']

const SOMETHING_WRONG = 'Something went wrong. Your card has not been charged; please try again.'

/** `?intent=…&return=1`: the shopper is back from their bank's verification page (Till 3-D Secure). */
function returnedIntent(): string | null {
  if (typeof window === 'undefined') return null
  const params = new URLSearchParams(window.location.search)
  return params.get('return') === '1' ? params.get('intent') : null
}

/** SPEC §2 reserve page: deposit → card entry → authorised → reserved, or why the car cannot be reserved. */
export function CheckoutPage({ view }: { view: CheckoutView }) {
  const site = useSite()
  const { car } = view
  const begin = useServerFn(beginReservation)
  const complete = useServerFn(completeReservation)
  const resume = useServerFn(resumeReservationFn)
  // the shopper's own finished reservation (their return address or cookie named it): straight to "Reserved"
  const [stage, setStage] = useState<Stage>(view.reservation ? 'reserved' : 'deposit')
  const [intent, setIntent] = useState<ReservationIntent | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [buyer, setBuyer] = useState<BuyerValues>({ name: '', email: '', phone: '' })
  const [buyerErrors, setBuyerErrors] = useState<BuyerErrors>({})
  const errorRef = useRef<HTMLDivElement>(null)
  const title = view.variant === 'buy-online' ? `Buy ${car.name} online` : `Reserve ${car.name}`

  // an error is announced (role=alert) and takes the focus, so keyboard and screen-reader users land on it
  useEffect(() => {
    if (error) errorRef.current?.focus()
  }, [error])

  /** Where an answer leaves the page: reserved, back to card entry with why, or back to the deposit. */
  const settle = (answer: ReservationAnswer) => {
    if (answer.intent) setIntent(answer.intent)
    setNotice(null)
    if (answer.ok) {
      setStage('reserved')
      trackEvent(RESERVE_EVENT, { car_id: car.id, amount: answer.intent.amountCents / 100 })
      return
    }
    setError(answer.message)
    if (!answer.intent || answer.intent.state === 'failed') setStage('deposit')
    else if (answer.intent.state === 'card_entry') setStage('card_entry')
  }

  const resumeIntent = async (intentId: string) => {
    setBusy(true)
    setError(null)
    setNotice('Checking your payment with your bank…')
    try {
      settle(await resume({ data: { intentId } }))
    } catch (failed) {
      setNotice(null)
      setError(await callFailureMessage(failed, SOMETHING_WRONG))
    } finally {
      setBusy(false)
    }
  }

  // back from the bank's page: the server asks the provider how the verification ended, then reserves
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount: the return from the bank is read from the address once
  useEffect(() => {
    const intentId = returnedIntent()
    if (!intentId) return
    window.history.replaceState(window.history.state, '', window.location.pathname)
    // already finished (Till's notification got here first): the page opened on it, nothing to ask
    if (view.reservation?.id === intentId) return
    setStage('card_entry')
    void resumeIntent(intentId)
  }, [])

  if (stage !== 'reserved' && (view.blockers.length > 0 || view.depositCents === null)) {
    return (
      <div className="container checkout">
        <h1>{title}</h1>
        <div className="form-alert" role="status">
          <p>
            <strong>This vehicle cannot be reserved online.</strong>
          </p>
          <ul>
            {view.blockers.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
        <p>
          <SiteLink className="btn" href={carDetailPath(site, car.slug)}>
            Back to the vehicle
          </SiteLink>
        </p>
      </div>
    )
  }
  const deposit = formatPrice((intent?.amountCents ?? view.reservation?.amountCents ?? view.depositCents ?? 0) / 100)

  const onBegin = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // SPEC §5: checked on submit; the first field refused takes the focus
    const rules = phoneRulesOf(site)
    const problems: Partial<Record<BuyerField, string>> = {}
    for (const field of BUYER_FIELDS) {
      const problem = buyerFieldProblem(field, buyer[field], rules)
      if (problem) problems[field] = problem
    }
    setBuyerErrors(problems)
    const first = BUYER_FIELDS.find((f) => problems[f])
    if (first) {
      e.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await begin({ data: { slug: car.slug, variant: view.variant, buyer } })
      if (answer.ok) {
        setIntent(answer.intent)
        setStage('card_entry')
      } else {
        setBuyerErrors(answer.fieldErrors ?? {})
        setError(answer.message)
      }
    } catch (failed) {
      setError(await callFailureMessage(failed, 'Something went wrong. Please try again.'))
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
      settle(
        await complete({
          data: {
            intentId: intent.id,
            variant: view.variant,
            card: { number: field('number'), expiry: field('expiry'), cvc: field('cvc'), name: field('name') },
          },
        }),
      )
    } catch (failed) {
      setError(await callFailureMessage(failed, SOMETHING_WRONG))
    } finally {
      setBusy(false)
    }
  }

  /** Live: the provider's fields mint a token; the server places the hold (after 3-D Secure when asked). */
  const onLivePay = async (entry: CardEntry) => {
    if (!intent) return
    setBusy(true)
    setError(null)
    let leaving = false
    try {
      const token = await entry.tokenize()
      if (!token.ok) {
        setError(token.message)
        return
      }
      let answer = await complete({ data: { intentId: intent.id, variant: view.variant, token: token.token } })
      const action = answer.ok ? null : answer.intent?.nextAction
      if (action?.kind === 'card_action' && entry.handleCardAction) {
        setIntent(answer.intent)
        setNotice('Your bank needs to verify this payment. Please follow the steps shown.')
        const verified = await entry.handleCardAction()
        if (!verified.ok) {
          setNotice(null)
          setError(verified.message)
          return
        }
        setNotice('Checking your payment with your bank…')
        answer = await resume({ data: { intentId: intent.id } })
      } else if (action?.kind === 'redirect') {
        setIntent(answer.intent)
        setNotice('Taking you to your bank to verify this payment…')
        leaving = true
        window.location.assign(action.url)
        return
      }
      settle(answer)
      // a declined card: providers whose fields give one token rebuild them for the next card
      if (!answer.ok && answer.intent?.state === 'card_entry') await entry.reset?.()
    } catch (failed) {
      setNotice(null)
      setError(await callFailureMessage(failed, SOMETHING_WRONG))
    } finally {
      if (!leaving) setBusy(false)
    }
  }

  const stageIndex = STEPS.findIndex((s) => s.key === stage)
  return (
    <div className="container checkout">
      <h1>{title}</h1>
      <ol className="checkout-steps" aria-label="Reservation progress">
        {STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === stageIndex ? 'step' : undefined}>
            {i < stageIndex ? '✓ ' : ''}
            {s.label}
          </li>
        ))}
      </ol>
      <div className="panel">
        <VehicleImage car={car} width={400} height={300} sizes="200px" />
        <p>
          <strong>{car.name}</strong>
          {car.stocknum ? ` · Stock ${car.stocknum}` : ''}
        </p>
      </div>
      {error ? (
        <div className="form-alert" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </div>
      ) : null}
      {notice ? (
        <p className="form-note" role="status">
          {notice}
        </p>
      ) : null}
      {stage === 'deposit' ? (
        <section aria-labelledby="deposit-heading">
          <h2 id="deposit-heading">Deposit</h2>
          <p>
            Reserve this vehicle with a deposit of <strong>{deposit}</strong>. The dealer holds it for you while you
            finalise the purchase.
          </p>
          <Form className="checkout-form" onSubmit={onBegin} validationBehavior="aria">
            <ReservationBuyerFields
              values={buyer}
              errors={buyerErrors}
              onChange={(field, value) => setBuyer((b) => ({ ...b, [field]: value }))}
            />
            <Button type="submit" className="btn btn--accent" isDisabled={busy}>
              {busy ? 'Loading' : 'Continue to payment'}
            </Button>
          </Form>
        </section>
      ) : null}
      {stage === 'card_entry' && view.cardEntry === 'demo' ? (
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
            <Button type="submit" className="btn btn--accent" isDisabled={busy}>
              {busy ? 'Loading' : `Pay ${deposit} deposit`}
            </Button>
          </Form>
        </section>
      ) : null}
      {stage === 'card_entry' && view.cardEntry === 'provider' && intent ? (
        <section aria-labelledby="card-heading">
          <h2 id="card-heading">Card details</h2>
          {intent.nextAction?.kind === 'redirect' && !busy ? (
            <p>
              <Button className="btn" onPress={() => void resumeIntent(intent.id)}>
                Check payment status
              </Button>
            </p>
          ) : null}
          <LiveCardForm
            intent={intent}
            busy={busy}
            payLabel={`Pay ${deposit} deposit`}
            onPay={(entry) => void onLivePay(entry)}
          />
        </section>
      ) : null}
      {stage === 'reserved' ? (
        <section className="form-success" role="status" aria-labelledby="reserved-heading">
          <h2 id="reserved-heading">Reserved</h2>
          <p>
            {car.name} is reserved for you. Your {deposit} deposit has been authorised, and your details have been sent
            to the dealer, who will contact you to arrange the rest.
          </p>
          <p>Reference: {intent?.id ?? view.reservation?.id}</p>
        </section>
      ) : null}
    </div>
  )
}
