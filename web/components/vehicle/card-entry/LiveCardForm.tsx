import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from 'react-aria-components'
import type { ReservationIntent } from '@domain/ports/payments.port.ts'
import type { CardEntry } from '@domain/ports/card-entry.port.ts'
import { CARD_FORM_UNAVAILABLE } from '@domain/payments/card-entry-messages.ts'
import { browserCardEntry } from '../../../client/ports.ts'

type Load = 'loading' | 'ready' | 'unavailable'

/**
 * Live-mode card entry: fetches the intent's provider module, which loads the provider's script and mounts its
 * card fields in the box below. If that fails (blocked, offline, timed out) the shopper is told and may retry;
 * the rest of the page keeps working. Paying is the page's job: `onPay` gets the mounted entry.
 */
export function LiveCardForm({
  intent,
  busy,
  payLabel,
  onPay,
}: {
  intent: ReservationIntent
  busy: boolean
  payLabel: string
  onPay: (entry: CardEntry) => void
}) {
  const box = useRef<HTMLDivElement>(null)
  const entryRef = useRef<CardEntry | null>(null)
  const alertRef = useRef<HTMLDivElement>(null)
  const [load, setLoad] = useState<Load>('loading')
  const [attempt, setAttempt] = useState(0)
  const { id, provider, clientData } = intent
  const clientDataRef = useRef(clientData)
  clientDataRef.current = clientData

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new intent (id) or a retry (attempt) mounts the card fields again; the client data is read through a ref
  useEffect(() => {
    let cancelled = false
    let mounting: CardEntry | null = null
    setLoad('loading')
    void (async () => {
      try {
        const create = await browserCardEntry(provider)
        if (cancelled || !box.current) return
        mounting = create(clientDataRef.current)
        await mounting.mount(box.current)
        if (cancelled) return
        entryRef.current = mounting
        setLoad('ready')
      } catch (error) {
        mounting?.destroy()
        mounting = null
        if (cancelled) return
        console.warn('[checkout] the card form could not be loaded', error)
        setLoad('unavailable')
      }
    })()
    return () => {
      cancelled = true
      mounting?.destroy()
      entryRef.current = null
    }
  }, [id, provider, attempt])

  useEffect(() => {
    if (load === 'unavailable') alertRef.current?.focus()
  }, [load])

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (entryRef.current && load === 'ready' && !busy) onPay(entryRef.current)
  }

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-busy={load === 'loading' || busy}>
      {load === 'loading' ? (
        <p className="form-note" role="status">
          Loading the secure card form…
        </p>
      ) : null}
      {load === 'unavailable' ? (
        <div className="form-alert" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{CARD_FORM_UNAVAILABLE}</p>
          <Button className="btn" onPress={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : null}
      {/* the provider's module owns this box's contents; React never renders into it */}
      <div ref={box} className="card-entry-box" hidden={load === 'unavailable'} />
      <p className="form-note">
        Card details go straight to {provider === 'St George' ? 'St George (PayWay)' : provider}; this website never
        sees your card number.
      </p>
      <Button type="submit" className="btn btn--accent" isDisabled={busy || load !== 'ready'}>
        {busy ? 'Loading' : payLabel}
      </Button>
    </form>
  )
}
