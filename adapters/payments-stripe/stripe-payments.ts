import ky, { isHTTPError } from 'ky'
import { randomUUID } from 'node:crypto'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import { createStoredPaymentPort, type ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import { errorBody, type ProviderHttpOptions } from '@adapters/payments-local/provider-http.ts'

export const STRIPE_API = 'https://api.stripe.com'

export interface StripeOptions extends ProviderHttpOptions {
  /** the secret key (sk_…), from the environment; never sent to a browser */
  readonly secretKey: string
}

interface StripeIntent {
  id: string
  status: string
  client_secret?: string
  last_payment_error?: { message?: string } | null
}

const DECLINE_FALLBACK = 'Your card was declined. Please try another card.'

/**
 * Stripe PaymentIntents (form-encoded, Bearer secret key, Idempotency-Key on every write):
 *  open      POST /v1/payment_intents  amount, currency, capture_method=manual (a hold, captured by the dealer),
 *            description, metadata[tenant], metadata[car_id], metadata[reservation_id]; the browser gets the
 *            client_secret for Stripe.js.
 *  authorise POST /v1/payment_intents/{id}/confirm  payment_method={token from Stripe.js}; `requires_capture`
 *            means the hold is placed. A 402 card error carries error.message for the shopper.
 *  release   POST /v1/payment_intents/{id}/cancel  cancellation_reason=abandoned.
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
  return {
    async open(intent) {
      const created = await api
        .post('v1/payment_intents', {
          body: form({
            amount: String(intent.amountCents),
            currency: intent.currency,
            capture_method: 'manual',
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
        if (confirmed.status === 'requires_capture' || confirmed.status === 'succeeded') return { ok: true, providerRef: confirmed.id }
        return { ok: false, message: confirmed.last_payment_error?.message ?? DECLINE_FALLBACK }
      } catch (error) {
        // 402 = card error: the shopper may try another card; anything else is the provider's fault
        if (isHTTPError(error) && (error.response.status === 402 || error.response.status === 400)) {
          const body = (await errorBody(error)) as { error?: { message?: string } } | null
          return { ok: false, message: body?.error?.message ?? DECLINE_FALLBACK }
        }
        throw error
      }
    },
    async release(intent) {
      if (!intent.providerRef) return
      await api.post(`v1/payment_intents/${encodeURIComponent(intent.providerRef)}/cancel`, {
        body: form({ cancellation_reason: 'abandoned' }),
        headers: { 'idempotency-key': `${intent.id}:cancel` },
      })
    },
  }
}

export function createStripePayments(deps: { db: Database; clock: ClockPort; options: StripeOptions }): PaymentPort {
  return createStoredPaymentPort({
    store: createIntentStore(deps.db),
    gateway: stripeGateway(deps.options),
    clock: deps.clock,
    newId: () => `res_${randomUUID().replace(/-/g, '')}`,
  })
}
