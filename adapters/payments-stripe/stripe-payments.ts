import Stripe from 'stripe'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import { storedPayments, type StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import type { AuthoriseOutcome, ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import type { ProviderHttpOptions } from '@adapters/payments-local/provider-http.ts'

export const STRIPE_API = 'https://api.stripe.com'

export interface StripeOptions extends ProviderHttpOptions {
  /** the secret key (sk_…), from the environment; never sent to a browser */
  readonly secretKey: string
}

type StripeIntent = Pick<
  Stripe.PaymentIntent,
  'id' | 'status' | 'amount' | 'currency' | 'client_secret' | 'payment_method' | 'last_payment_error'
>

const DECLINE_FALLBACK = 'Your card was declined. Please try another card.'
export const STRIPE_VERIFY_FAILED = 'Your bank could not verify this payment. Please try again or use another card.'
export const STRIPE_VERIFY_WAITING =
  'Your bank has not finished verifying this payment. Please complete the verification, or try another card.'
export const STRIPE_CANCELLED = 'This reservation was cancelled. Your card has not been charged; please start again.'

/** Where a PaymentIntent's status leaves the reservation. */
function outcomeOf(pi: StripeIntent, fallback: string): AuthoriseOutcome {
  const status: string = pi.status
  if (status === 'requires_capture' || status === 'succeeded') return { ok: true, providerRef: pi.id }
  // cancelled at Stripe (by the dealer, or Stripe itself): this PaymentIntent takes no further card
  if (status === 'canceled') return { ok: 'gone', message: STRIPE_CANCELLED }
  // 3-D Secure: Stripe.js runs it in the browser (handleCardAction), then this server confirms again
  if (status === 'requires_action' || status === 'requires_source_action')
    return { ok: 'action', action: { kind: 'card_action' } }
  return { ok: false, message: pi.last_payment_error?.message ?? fallback }
}

/**
 * The official Stripe client for one secret key. `baseUrl` points it elsewhere than Stripe's API (the contract
 * tests' loopback fake) through the client's own host, port and protocol settings; `fetch`, when given, is what it
 * sends requests with. Retries (connection errors, 409, 5xx) reuse each write's idempotency key.
 */
export function stripeClient(options: StripeOptions): Stripe {
  const api = new URL(options.baseUrl ?? STRIPE_API)
  return new Stripe(options.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    timeout: options.timeoutMs ?? 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  })
}

/**
 * Stripe PaymentIntents through the official client (an idempotency key on every write):
 *  open      paymentIntents.create  amount, currency, capture_method=manual (a hold, captured by the dealer),
 *            confirmation_method=manual (this server confirms, also after 3-D Secure), description,
 *            metadata tenant, car_id, reservation_id; the browser gets the client_secret for Stripe.js.
 *  authorise paymentIntents.confirm  payment_method={PaymentMethod id from Stripe.js}; `requires_capture` means
 *            the hold is placed; `requires_action` asks for 3-D Secure, which the browser runs with
 *            stripe.handleCardAction(client_secret). A card error (402) carries Stripe's message for the shopper.
 *  resume    paymentIntents.retrieve (amount and currency must be ours); `requires_confirmation` (the shopper
 *            passed 3-D Secure) → confirm once more; `requires_payment_method` = verification failed.
 *  release   paymentIntents.cancel  cancellation_reason=abandoned.
 *  capture   paymentIntents.capture  (the whole held amount; the dealer's back office).
 */
export function stripeGateway(options: StripeOptions): ProviderGateway {
  const stripe = stripeClient(options)
  /** Stripe's answer as the logs name it: the HTTP status and Stripe's message */
  const named = (error: unknown): unknown =>
    error instanceof Stripe.errors.StripeError && error.statusCode
      ? new Error(`Stripe answered HTTP ${error.statusCode}: ${error.message}`, { cause: error })
      : error
  /** one call to Stripe; a failure is thrown named */
  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw named(error)
    }
  }
  /** a card error (402) or a request Stripe refused (400): the shopper may try another card; anything else is the provider's fault */
  const cardError = (error: unknown, fallback: string): AuthoriseOutcome => {
    if (error instanceof Stripe.errors.StripeError && (error.statusCode === 402 || error.statusCode === 400)) {
      return { ok: false, message: error.message || fallback }
    }
    throw named(error)
  }
  const opened = (intent: { providerRef: string | null }): string => {
    if (!intent.providerRef) throw new Error('Stripe intent was never opened')
    return intent.providerRef
  }
  return {
    async open(intent) {
      const created = await ask(() =>
        stripe.paymentIntents.create(
          {
            amount: intent.amountCents,
            currency: intent.currency,
            capture_method: 'manual',
            confirmation_method: 'manual',
            allowed_payment_method_types: ['card'],
            description: `Vehicle reservation deposit (${intent.carId})`,
            metadata: { tenant: intent.tenant, car_id: intent.carId, reservation_id: intent.id },
          },
          { idempotencyKey: `${intent.id}:create` },
        ),
      )
      const clientData: Record<string, string> = created.client_secret ? { clientSecret: created.client_secret } : {}
      return { providerRef: created.id, clientData }
    },
    async authorise(intent, confirmation) {
      if (confirmation.kind !== 'token')
        return { ok: false, message: 'Card details must be entered in the secure card field.' }
      const ref = opened(intent)
      try {
        const confirmed = await stripe.paymentIntents.confirm(
          ref,
          { payment_method: confirmation.token },
          { idempotencyKey: `${intent.id}:confirm:${confirmation.token}` },
        )
        return outcomeOf(confirmed, DECLINE_FALLBACK)
      } catch (error) {
        return cardError(error, DECLINE_FALLBACK)
      }
    },
    async resume(intent) {
      const ref = opened(intent)
      const current = await ask(() => stripe.paymentIntents.retrieve(ref))
      // the server's own figure, never the browser's: a PaymentIntent for another amount is not this reservation
      if (
        current.amount !== intent.amountCents ||
        (current.currency ?? intent.currency).toLowerCase() !== intent.currency
      ) {
        throw new Error(`Stripe intent ${current.id} does not match reservation ${intent.id}`)
      }
      const status: string = current.status
      if (status === 'requires_action' || status === 'requires_source_action')
        return { ok: 'waiting', message: STRIPE_VERIFY_WAITING }
      if (status !== 'requires_confirmation') return outcomeOf(current, STRIPE_VERIFY_FAILED)
      const method =
        typeof current.payment_method === 'string' ? current.payment_method : (current.payment_method?.id ?? 'none')
      try {
        const confirmed = await stripe.paymentIntents.confirm(
          ref,
          {},
          { idempotencyKey: `${intent.id}:reconfirm:${method}` },
        )
        return outcomeOf(confirmed, STRIPE_VERIFY_FAILED)
      } catch (error) {
        return cardError(error, STRIPE_VERIFY_FAILED)
      }
    },
    // one PaymentIntent per reservation, whatever the cards tried: a notification names it
    attemptRef: (intent) => intent.providerRef,
    async release(intent) {
      if (!intent.providerRef) return
      const ref = intent.providerRef
      await ask(() =>
        stripe.paymentIntents.cancel(
          ref,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey: `${intent.id}:cancel` },
        ),
      )
    },
    async capture(intent) {
      const ref = opened(intent)
      const captured = await ask(() =>
        stripe.paymentIntents.capture(
          ref,
          { amount_to_capture: intent.amountCents },
          { idempotencyKey: `${intent.id}:capture` },
        ),
      )
      if (captured.status !== 'succeeded')
        throw new Error(`Stripe intent ${captured.id} is ${captured.status} after capture`)
    },
  }
}

export function createStripePayments(deps: StoredPaymentsDeps & { options: StripeOptions }): PaymentPort {
  return storedPayments(deps, stripeGateway(deps.options))
}
