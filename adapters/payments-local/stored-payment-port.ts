import type { ClockPort } from '@domain/ports/clock.port.ts'
import type {
  AuthoriseOptions,
  CreateIntentInput,
  HoldAnswer,
  NextAction,
  PaymentConfirmation,
  PaymentPort,
  ReservationIntent,
} from '@domain/ports/payments.port.ts'
import type { DealerAction, IntentStorePort, StoredIntent } from '@domain/ports/intent-store.port.ts'

/**
 * How a provider answered an authorisation or a resume:
 *  - `true`: the hold is placed
 *  - `false`: declined or refused, with the shopper-facing reason (another card may be tried)
 *  - `'action'`: the issuer wants the shopper verified first (3-D Secure); `providerRef` names the provider's
 *    transaction when this is the first we hear of it
 *  - `'waiting'`: (resume only) the verification has not finished yet; the pending action stays
 *  - `'gone'`: (resume only) the provider's transaction is over for good (cancelled there): no card can follow
 */
export type AuthoriseOutcome =
  | { readonly ok: true; readonly providerRef: string | null }
  | { readonly ok: false; readonly message: string }
  | { readonly ok: 'gone'; readonly message: string }
  | { readonly ok: 'action'; readonly action: NextAction; readonly providerRef?: string | null }
  | { readonly ok: 'waiting'; readonly message: string }

/** What differs between providers: opening an intent at the provider, placing the hold, releasing it. */
export interface ProviderGateway {
  /** provider-side intent (Stripe) or nothing (providers that authorise in one call) */
  open(intent: StoredIntent): Promise<{ providerRef: string | null; clientData: Readonly<Record<string, string>> }>
  authorise(
    intent: StoredIntent,
    confirmation: PaymentConfirmation,
    options?: AuthoriseOptions,
  ): Promise<AuthoriseOutcome>
  /**
   * providers that ask for 3-D Secure: how the intent's current attempt stands at the provider — after a pending
   * verification, or (reconcile) after a provider's notification, when no action may be pending
   */
  resume?(intent: StoredIntent): Promise<AuthoriseOutcome>
  /**
   * the provider's name for the intent's current attempt (Till: the merchantTransactionId it was sent with;
   * Stripe: the PaymentIntent), so a notification about anything else changes nothing
   */
  attemptRef?(intent: StoredIntent): string | null
  /** releases a placed or pending hold (Stripe cancel, Till and PayWay void) */
  release(intent: StoredIntent): Promise<void>
  /** takes a placed hold (Stripe capture, Till capture); providers without it leave capture to their own dashboard */
  capture?(intent: StoredIntent): Promise<void>
}

export const NO_HOLD_MESSAGE = 'This reservation has no deposit hold.'
export const HOLD_RELEASED_MESSAGE = 'This deposit hold has been released; it cannot be captured.'
export const HOLD_CAPTURED_MESSAGE =
  "This deposit has been captured; refund it in the payment provider's dashboard instead."
export const NO_CAPTURE_MESSAGE = "Capture this deposit in the payment provider's dashboard."
export const HOLD_FAILED_MESSAGE = 'The payment provider did not accept this; the hold is unchanged.'

/** Shown when a provider could not be reached or answered something unreadable. */
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'We could not reach the payment service. Your card has not been charged; please try again.'

const holds = (i: StoredIntent): boolean => i.state === 'authorised' || i.state === 'reserved'

const publicView = (i: StoredIntent): ReservationIntent => ({
  id: i.id,
  provider: i.provider,
  tenant: i.tenant,
  carId: i.carId,
  amountCents: i.amountCents,
  currency: i.currency,
  state: i.state,
  failure: i.failure,
  clientData: i.clientData,
  nextAction: i.nextAction,
  hold: i.dealerAction ?? (holds(i) ? 'held' : null),
})

/**
 * The PaymentPort every adapter shares: intents in the embedded database, state moves checked here (an intent
 * authorises once, only an authorised intent becomes reserved), provider calls delegated to the gateway.
 */
export function createStoredPaymentPort(deps: {
  store: IntentStorePort
  gateway: ProviderGateway
  clock: ClockPort
  newId: () => string
}): PaymentPort {
  const { store, gateway, clock } = deps
  const now = () => clock.now()
  const require = async (id: string): Promise<StoredIntent> => {
    const intent = await store.get(id)
    if (!intent) throw new Error('Unknown reservation')
    return intent
  }
  /**
   * A dealer's capture or release of a deposit hold, asked of the provider once: asking again answers the same,
   * the other action having been taken answers `afterOther`, and nothing is recorded unless the provider took it.
   */
  const dealerAction = async (
    intentId: string,
    action: DealerAction,
    afterOther: string,
    ask: ((intent: StoredIntent) => Promise<void>) | undefined,
  ): Promise<HoldAnswer> => {
    const intent = await require(intentId)
    if (intent.dealerAction === action) return { ok: true, intent: publicView(intent) }
    const refused = (message: string): HoldAnswer => ({ ok: false, message, intent: publicView(intent) })
    if (intent.dealerAction !== null) return refused(afterOther)
    if (!holds(intent)) return refused(NO_HOLD_MESSAGE)
    if (!ask) return refused(NO_CAPTURE_MESSAGE)
    try {
      await ask(intent)
    } catch {
      return refused(HOLD_FAILED_MESSAGE)
    }
    return {
      ok: true,
      intent: publicView(await store.update(intentId, { state: intent.state, dealerAction: action }, now())),
    }
  }
  /** records an outcome; `pending` is the action kept when the provider is still waiting */
  const settle = (
    intent: StoredIntent,
    outcome: AuthoriseOutcome,
    pending: NextAction | null,
  ): Promise<StoredIntent> => {
    switch (outcome.ok) {
      case true:
        return store.update(
          intent.id,
          {
            state: 'authorised',
            failure: null,
            nextAction: null,
            providerRef: outcome.providerRef ?? intent.providerRef,
          },
          now(),
        )
      case 'action':
        // a verification asked for afresh (not one still pending) starts the sweep's clock again
        return store.update(
          intent.id,
          {
            state: 'card_entry',
            failure: null,
            nextAction: outcome.action,
            providerRef: outcome.providerRef ?? intent.providerRef,
            ...(pending === null ? { actionAt: now() } : {}),
          },
          now(),
        )
      case 'waiting':
        return store.update(intent.id, { state: 'card_entry', failure: outcome.message, nextAction: pending }, now())
      case false:
        // a declined card may try again: the intent stays open for card entry, the message says why
        return store.update(intent.id, { state: 'card_entry', failure: outcome.message, nextAction: null }, now())
      case 'gone':
        return store.update(intent.id, { state: 'failed', failure: outcome.message, nextAction: null }, now())
    }
  }
  return {
    async createIntent(input: CreateIntentInput) {
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
        throw new Error('A deposit must be a positive whole number of cents')
      const at = now()
      const base: StoredIntent = {
        id: deps.newId(),
        provider: input.provider,
        tenant: input.tenant,
        carId: input.carId,
        amountCents: input.amountCents,
        currency: input.currency.toLowerCase(),
        state: 'deposit',
        failure: null,
        clientData: {
          ...(input.publishableKey ? { publishableKey: input.publishableKey } : {}),
          ...(input.scriptUrl ? { scriptUrl: input.scriptUrl } : {}),
        },
        nextAction: null,
        providerRef: null,
        attempt: 0,
        dealerAction: null,
        buyer: input.buyer ?? null,
        createdAt: at,
        updatedAt: at,
      }
      await store.insert(base)
      try {
        const opened = await gateway.open(base)
        return publicView(
          await store.update(
            base.id,
            {
              state: 'card_entry',
              providerRef: opened.providerRef,
              clientData: { ...base.clientData, ...opened.clientData },
            },
            now(),
          ),
        )
      } catch {
        return publicView(await store.update(base.id, { state: 'failed', failure: PAYMENT_UNAVAILABLE_MESSAGE }, now()))
      }
    },
    async authorise(intentId, confirmation, options) {
      const current = await require(intentId)
      if (current.state !== 'card_entry') return publicView(current)
      // each card is a new attempt, recorded before the provider hears of it: providers that refuse a reused
      // transaction id (Till) get a fresh one, and a notification about an earlier card is told apart
      const intent = await store.update(intentId, { state: 'card_entry', attempt: current.attempt + 1 }, now())
      let outcome: AuthoriseOutcome
      try {
        outcome = await gateway.authorise(intent, confirmation, options)
      } catch {
        outcome = { ok: false, message: PAYMENT_UNAVAILABLE_MESSAGE }
      }
      // an authorisation starts afresh: a verification asked for an earlier card no longer applies
      return publicView(await settle(intent, outcome, null))
    },
    async resume(intentId) {
      const intent = await require(intentId)
      if (intent.state !== 'card_entry' || intent.nextAction === null || !gateway.resume) return publicView(intent)
      let outcome: AuthoriseOutcome
      try {
        outcome = await gateway.resume(intent)
      } catch {
        // the hold may stand at the provider: keep the pending action so the shopper can ask again
        outcome = { ok: 'waiting', message: PAYMENT_UNAVAILABLE_MESSAGE }
      }
      return publicView(await settle(intent, outcome, intent.nextAction))
    },
    async reconcile(intentId, reference, options) {
      const intent = await require(intentId)
      // nothing to finish: settled already, or no card tried yet
      if (intent.state !== 'card_entry' || intent.attempt === 0 || !gateway.resume) return publicView(intent)
      if (reference != null && gateway.attemptRef && gateway.attemptRef(intent) !== reference) return publicView(intent)
      let outcome: AuthoriseOutcome
      try {
        outcome = await gateway.resume(intent)
      } catch (error) {
        // the provider will tell again, the shopper's page will ask, or the sweep will: leave the intent as it is
        options?.onProviderError?.(error)
        return publicView(intent)
      }
      if (outcome.ok === 'waiting') return publicView(intent)
      return publicView(await settle(intent, outcome, intent.nextAction))
    },
    async markReserved(intentId) {
      const intent = await require(intentId)
      // finished by another process at the same moment: nothing more to do
      if (intent.state === 'reserved') return publicView(intent)
      if (intent.state !== 'authorised') throw new Error(`A ${intent.state} reservation cannot be completed`)
      return publicView(await store.update(intentId, { state: 'reserved', failure: null }, now()))
    },
    async cancel(intentId, reason) {
      const intent = await require(intentId)
      if (intent.state === 'reserved' || intent.state === 'failed') return publicView(intent)
      // a verification still pending may yet end in a hold: release that too
      if (intent.state === 'authorised' || intent.nextAction !== null)
        await gateway.release(intent).catch(() => undefined)
      return publicView(await store.update(intentId, { state: 'failed', failure: reason, nextAction: null }, now()))
    },
    async get(intentId) {
      const intent = await store.get(intentId)
      return intent ? publicView(intent) : null
    },
    buyer: async (intentId) => (await store.get(intentId))?.buyer ?? null,
    captureHold: (intentId) =>
      dealerAction(intentId, 'captured', HOLD_RELEASED_MESSAGE, gateway.capture?.bind(gateway)),
    releaseHold: (intentId) => dealerAction(intentId, 'released', HOLD_CAPTURED_MESSAGE, gateway.release.bind(gateway)),
  }
}
