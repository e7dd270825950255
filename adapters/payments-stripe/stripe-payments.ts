import ky, { isHTTPError } from 'ky'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import { storedPayments, type StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import { type AuthoriseOutcome, type ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import { errorBody, type ProviderHttpOptions } from '@adapters/payments-local/provider-http.ts'

export const STRIPE_API = 'https://api.stripe.com'

export interface StripeOptions extends ProviderHttpOptions {
  /** the secret key (sk_…), from the environment; never sent to a browser */
  readonly secretKey: string
}

interface StripeIntent {
  id: string
  status: string
  amount?: number
  currency?: string
  client_secret?: string
  payment_method?: string | { id: string } | null
  last_payment_error?: { message?: string } | null
}

const DECLINE_FALLBACK = 'Your card was declined. Please try another card.'
export const STRIPE_VERIFY_FAILED = 'Your bank could not verify this payment. Please try again or use another card.'
export const STRIPE_VERIFY_WAITING = 'Your bank has not finished verifying this payment. Please complete the verification, or try another card.'
export const STRIPE_CANCELLED = 'This reservation was cancelled. Your card has not been charged; please start again.'

/** Where a PaymentIntent's status leaves the reservation. */
function outcomeOf(pi: StripeIntent, fallback: string): AuthoriseOutcome {
  if (pi.status === 'requires_capture' || pi.status === 'succeeded') return { ok: true, providerRef: pi.id }
  // cancelled at Stripe (by the dealer, or Stripe itself): this PaymentIntent takes no further card
  if (pi.status === 'canceled') return { ok: 'gone', message: STRIPE_CANCELLED }
  // 3-D Secure: Stripe.js runs it in the browser (handleCardAction), then this server confirms again
  if (pi.status === 'requires_action' || pi.status === 'requires_source_action') return { ok: 'action', action: { kind: 'card_action' } }
  return { ok: false, message: pi.last_payment_error?.message ?? fallback }
}

/**
 * Stripe PaymentIntents (form-encoded, Bearer secret key, Idempotency-Key on every write):
 *  open      POST /v1/payment_intents  amount, currency, capture_method=manual (a hold, captured by the dealer),
 *            confirmation_method=manual (this server confirms, also after 3-D Secure), description,
 *            metadata[tenant], metadata[car_id], metadata[reservation_id]; the browser gets the client_secret
 *            for Stripe.js.
 *  authorise POST /v1/payment_intents/{id}/confirm  payment_method={PaymentMethod id from Stripe.js};
 *            `requires_capture` means the hold is placed; `requires_action` asks for 3-D Secure, which the
 *            browser runs with stripe.handleCardAction(client_secret). A 402 card error carries error.message.
 *  resume    GET /v1/payment_intents/{id} (amount and currency must be ours); `requires_confirmation` (the
 *            shopper passed 3-D Secure) → POST …/confirm once more; `requires_payment_method` = verification failed.
 *  release   POST /v1/payment_intents/{id}/cancel  cancellation_reason=abandoned.
 *  capture   POST /v1/payment_intents/{id}/capture  (the whole held amount; the dealer's back office).
 */
export function stripeGateway(options: StripeOptions): ProviderGateway {
  const api = ky.create({
    prefix: (options.baseUrl ?? STRIPE_API).replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 15_000,
    retry: { limit: 2, methods: ['post', 'get'], statusCodes: [409, 429, 500, 502, 503, 504] },
    headers: { authorization: `Bearer ${options.secretKey}`, 'stripe-version': '2024-06-20' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const form = (fields: Record<string, string>) => new URLSearchParams(fields)
  /** 402 = card error: the shopper may try another card; anything else is the provider's fault */
  const cardError = async (error: unknown, fallback: string): Promise<AuthoriseOutcome> => {
    if (isHTTPError(error) && (error.response.status === 402 || error.response.status === 400)) {
      const body = (await errorBody(error)) as { error?: { message?: string } } | null
      return { ok: false, message: body?.error?.message ?? fallback }
    }
    throw error
  }
  return {
    async open(intent) {
      const created = await api
        .post('v1/payment_intents', {
          body: form({
            amount: String(intent.amountCents),
            currency: intent.currency,
            capture_method: 'manual',
            confirmation_method: 'manual',
            'payment_method_types[]': 'card',
            description: `Vehicle reservation deposit (${intent.carId})`,
            'metadata[tenant]': intent.tenant,
            'metadata[car_id]': intent.carId,
            'metadata[reservation_id]': intent.id,
          }),
          headers: { 'idempotency-key': `${intent.id}:create` },
        })
        .json<StripeIntent>()
      const clientData: Record<string, string> = created.client_secret ? { clientSecret: created.client_secret } : {}
      return { providerRef: created.id, clientData }
    },
    async authorise(intent, confirmation) {
      if (confirmation.kind !== 'token') return { ok: false, message: 'Card details must be entered in the secure card field.' }
      if (!intent.providerRef) throw new Error('Stripe intent was never opened')
      try {
        const confirmed = await api
          .post(`v1/payment_intents/${encodeURIComponent(intent.providerRef)}/confirm`, {
            body: form({ payment_method: confirmation.token }),
            headers: { 'idempotency-key': `${intent.id}:confirm:${confirmation.token}` },
          })
          .json<StripeIntent>()
        return outcomeOf(confirmed, DECLINE_FALLBACK)
      } catch (error) {
        return cardError(error, DECLINE_FALLBACK)
      }
    },
    async resume(intent) {
      if (!intent.providerRef) throw new Error('Stripe intent was never opened')
      const path = `v1/payment_intents/${encodeURIComponent(intent.providerRef)}`
      const current = await api.get(path).json<StripeIntent>()
      // the server's own figure, never the browser's: a PaymentIntent for another amount is not this reservation
      if (current.amount !== intent.amountCents || (current.currency ?? intent.currency).toLowerCase() !== intent.currency) {
        throw new Error(`Stripe intent ${current.id} does not match reservation ${intent.id}`)
      }
      if (current.status === 'requires_action' || current.status === 'requires_source_action') return { ok: 'waiting', message: STRIPE_VERIFY_WAITING }
      if (current.status !== 'requires_confirmation') return outcomeOf(current, STRIPE_VERIFY_FAILED)
      const method = typeof current.payment_method === 'string' ? current.payment_method : (current.payment_method?.id ?? 'none')
      try {
        const confirmed = await api
          .post(`${path}/confirm`, { body: form({}), headers: { 'idempotency-key': `${intent.id}:reconfirm:${method}` } })
          .json<StripeIntent>()
        return outcomeOf(confirmed, STRIPE_VERIFY_FAILED)
      } catch (error) {
        return cardError(error, STRIPE_VERIFY_FAILED)
      }
    },
    // one PaymentIntent per reservation, whatever the cards tried: a notification names it
    attemptRef: (intent) => intent.providerRef,
    async release(intent) {
      if (!intent.providerRef) return
      await api.post(`v1/payment_intents/${encodeURIComponent(intent.providerRef)}/cancel`, {
        body: form({ cancellation_reason: 'abandoned' }),
        headers: { 'idempotency-key': `${intent.id}:cancel` },
      })
    },
    async capture(intent) {
      if (!intent.providerRef) throw new Error('Stripe intent was never opened')
      const captured = await api
        .post(`v1/payment_intents/${encodeURIComponent(intent.providerRef)}/capture`, {
          body: form({ amount_to_capture: String(intent.amountCents) }),
          headers: { 'idempotency-key': `${intent.id}:capture` },
        })
        .json<StripeIntent>()
      if (captured.status !== 'succeeded') throw new Error(`Stripe intent ${captured.id} is ${captured.status} after capture`)
    },
  }
}

export function createStripePayments(deps: StoredPaymentsDeps & { options: StripeOptions }): PaymentPort {
  return storedPayments(deps, stripeGateway(deps.options))
}
