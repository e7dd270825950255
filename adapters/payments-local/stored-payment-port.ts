import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { CreateIntentInput, PaymentConfirmation, PaymentPort, ReservationIntent } from '@domain/ports/payments.port.ts'
import type { IntentStore, StoredIntent } from './intent-store.ts'

/** What differs between providers: opening an intent at the provider, placing the hold, releasing it. */
export interface ProviderGateway {
  /** provider-side intent (Stripe) or nothing (providers that authorise in one call) */
  open(intent: StoredIntent): Promise<{ providerRef: string | null; clientData: Readonly<Record<string, string>> }>
  authorise(intent: StoredIntent, confirmation: PaymentConfirmation): Promise<{ ok: true; providerRef: string | null } | { ok: false; message: string }>
  release(intent: StoredIntent): Promise<void>
}

/** Shown when a provider could not be reached or answered something unreadable. */
export const PAYMENT_UNAVAILABLE_MESSAGE = 'We could not reach the payment service. Your card has not been charged; please try again.'

const publicView = (i: StoredIntent): ReservationIntent => ({
  id: i.id, provider: i.provider, tenant: i.tenant, carId: i.carId, amountCents: i.amountCents, currency: i.currency,
  state: i.state, failure: i.failure, clientData: i.clientData,
})

/**
 * The PaymentPort every adapter shares: intents in the embedded database, state moves checked here (an intent
 * authorises once, only an authorised intent becomes reserved), provider calls delegated to the gateway.
 */
export function createStoredPaymentPort(deps: {
  store: IntentStore
  gateway: ProviderGateway
  clock: ClockPort
  newId: () => string
}): PaymentPort {
  const { store, gateway, clock } = deps
  const now = () => clock.now()
  const require = (id: string): StoredIntent => {
    const intent = store.get(id)
    if (!intent) throw new Error('Unknown reservation')
    return intent
  }
  return {
    async createIntent(input: CreateIntentInput) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('A deposit must be a positive whole number of cents')
      const at = now()
      const base: StoredIntent = {
        id: deps.newId(), provider: input.provider, tenant: input.tenant, carId: input.carId, amountCents: input.amountCents,
        currency: input.currency.toLowerCase(), state: 'deposit', failure: null,
        clientData: input.publishableKey ? { publishableKey: input.publishableKey } : {},
        providerRef: null, createdAt: at, updatedAt: at,
      }
      store.insert(base)
      try {
        const opened = await gateway.open(base)
        return publicView(store.update(base.id, { state: 'card_entry', providerRef: opened.providerRef, clientData: { ...base.clientData, ...opened.clientData } }, now()))
      } catch {
        return publicView(store.update(base.id, { state: 'failed', failure: PAYMENT_UNAVAILABLE_MESSAGE }, now()))
      }
    },
    async authorise(intentId, confirmation) {
      const intent = require(intentId)
      if (intent.state !== 'card_entry') return publicView(intent)
      let outcome: Awaited<ReturnType<ProviderGateway['authorise']>>
      try {
        outcome = await gateway.authorise(intent, confirmation)
      } catch {
        outcome = { ok: false, message: PAYMENT_UNAVAILABLE_MESSAGE }
      }
      if (!outcome.ok) {
        // a declined card may try again: the intent stays open for card entry, the message says why
        return { ...publicView(store.update(intentId, { state: 'card_entry', failure: outcome.message }, now())) }
      }
      return publicView(store.update(intentId, { state: 'authorised', failure: null, providerRef: outcome.providerRef ?? intent.providerRef }, now()))
    },
    async markReserved(intentId) {
      const intent = require(intentId)
      if (intent.state !== 'authorised') throw new Error(`A ${intent.state} reservation cannot be completed`)
      return publicView(store.update(intentId, { state: 'reserved', failure: null }, now()))
    },
    async cancel(intentId, reason) {
      const intent = require(intentId)
      if (intent.state === 'reserved' || intent.state === 'failed') return publicView(intent)
      if (intent.state === 'authorised') await gateway.release(intent).catch(() => undefined)
      return publicView(store.update(intentId, { state: 'failed', failure: reason }, now()))
    },
    async get(intentId) {
      const intent = store.get(intentId)
      return intent ? publicView(intent) : null
    },
  }
}
