import { useState, type FormEvent } from 'react'
import { Button, Form, Input, Label, TextField } from 'react-aria-components'
import { useServerFn } from '@tanstack/react-start'
import type { FieldValue } from '@domain/forms/form-field.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import { formatPrice } from '@domain/pricing/format-price.ts'
import { useSite } from '../../site/use-site.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { LeadForm } from '../forms/LeadForm.tsx'
import {
  lookupTradeIn,
  REGO_STATES,
  type TradeInContext,
  type TradeInLookup,
} from '../../functions/trade-in.functions.ts'

/**
 * SPEC §2 car-linked trade-in page: a rego + state lookup through the vehicle lookup port fills the valuation
 * form (the four-step variant where the dealership asks for it); a failed or slow lookup says so and the form
 * stays usable. Dealerships with offer rejection let the shopper turn the estimate down.
 */
export function TradeInPage({ context }: { context: TradeInContext }) {
  const site = useSite()
  const lookup = useServerFn(lookupTradeIn)
  const [rego, setRego] = useState('')
  const [state, setState] = useState(context.defaultState)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<TradeInLookup | null>(null)
  const [offer, setOffer] = useState<'open' | 'accepted' | 'rejected'>('open')
  const [prefill, setPrefill] = useState<Record<string, FieldValue>>({})
  const { car } = context

  const onLookup = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setBusy(true)
    setOffer('open')
    try {
      const answer = await lookup({ data: { rego, regoState: state } })
      setResult(answer)
      setPrefill(
        answer.ok
          ? {
              rego: answer.vehicle.rego,
              rego_state: answer.vehicle.state,
              make: answer.vehicle.make,
              model: answer.vehicle.model,
              year: answer.vehicle.year,
            }
          : { rego },
      )
    } catch {
      setResult({
        ok: false,
        message: 'The registration lookup is not available right now. Please enter your vehicle details below.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="container trade-in">
      <h1>Trade-in valuation</h1>
      {car ? (
        <p>
          Trading in towards the <SiteLink href={carDetailPath(site, car.slug)}>{car.name}</SiteLink>.
        </p>
      ) : null}
      {context.lookup !== 'none' ? (
        <section aria-labelledby="lookup-heading" className="panel">
          <h2 id="lookup-heading">Find your vehicle</h2>
          <Form className="trade-in__lookup" onSubmit={onLookup}>
            <TextField value={rego} onChange={setRego} isRequired autoComplete="off">
              <Label>Registration</Label>
              <Input />
            </TextField>
            <div>
              <label htmlFor="rego-state">State</label>
              <select id="rego-state" value={state} onChange={(e) => setState(e.target.value)}>
                {REGO_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" className="btn" isDisabled={busy}>
              {busy ? 'Looking up…' : 'Look up'}
            </Button>
          </Form>
          {result && !result.ok ? (
            <p className="form-alert" role="alert">
              {result.message}
            </p>
          ) : null}
          {result?.ok ? (
            <div className="form-success" role="status">
              <p>
                Found your{' '}
                {[result.vehicle.year, result.vehicle.make, result.vehicle.model, result.vehicle.badge]
                  .filter(Boolean)
                  .join(' ')}
                .
              </p>
              {result.marketPrice !== null ? (
                <p>
                  Estimated market value: <strong>{formatPrice(result.marketPrice)}</strong>. The dealer confirms the
                  final offer after seeing it.
                </p>
              ) : null}
              {result.marketPrice !== null && context.offerRejection && offer === 'open' ? (
                <p>
                  <Button className="btn" onPress={() => setOffer('accepted')}>
                    Accept estimate
                  </Button>{' '}
                  <Button className="btn btn--ghost" onPress={() => setOffer('rejected')}>
                    Reject offer
                  </Button>
                </p>
              ) : null}
              {offer === 'accepted' ? (
                <p>Great, complete the form below and the dealer will confirm your offer.</p>
              ) : null}
              {offer === 'rejected' ? (
                <p>
                  You rejected this estimate. Tell us more about your vehicle below and the dealer will come back with a
                  revised offer.
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      ) : null}
      <section aria-label="Valuation form">
        <LeadForm kind="trade-in" car={car} prefill={prefill} headingLevel={2} />
      </section>
    </div>
  )
}
