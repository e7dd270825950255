import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { ReservationIntent } from '@domain/ports/payments.port.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import type { SeenEventsPort } from '@domain/ports/shared-state.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { Reservations } from './reservations.ts'
import type { ReservePayments } from './reserve-payments.ts'

/**
 * Providers' notifications about reservations (Stripe webhooks, Till callbacks). A notification is a prompt, never
 * proof: once its signature is verified it names a reservation, and the reservation is finished exactly as the
 * shopper's page would finish it (the provider's own API is asked how the card ended). Whatever cannot be acted on
 * (an event type we do not use, an unknown or another tenant's reservation, a reservation already finished) is
 * acknowledged and changes nothing, so the provider does not retry it; a bad signature or body is a problem.
 * Signature checks are the providers' own (their adapters), handed in by the composition root.
 */

/** The Stripe events that can end a reservation's card: a hold placed, a card failed, the PaymentIntent cancelled. */
export const STRIPE_EVENTS = [
  'payment_intent.requires_capture',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const

export type NotificationOutcome =
  | { readonly kind: 'finished'; readonly intentId: string; readonly state: ReservationIntent['state'] }
  | { readonly kind: 'ignored'; readonly reason: string }

/** What Stripe is answered for an event it need not send again. */
export type StripeReceipt =
  | { readonly received: true; readonly reservation: string; readonly state: ReservationIntent['state'] }
  | { readonly received: true; readonly ignored: string }

export type SignatureCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string }

/** Stripe's `Stripe-Signature` check with this server's webhook secret (adapters/payments-stripe). */
export type StripeSignatureCheck = (input: {
  readonly header: string | null
  readonly payload: string
  readonly nowSeconds: number
}) => SignatureCheck

/** A Till callback as it arrived, with what Till signs of it. */
export interface TillCallback {
  readonly signature: string
  readonly body: string
  readonly contentType: string
  readonly date: string
  readonly requestUri: string
}

/** Till's callback signature check with this server's shared secret, and how Till names our reservations. */
export interface TillCallbackCheck {
  verify(callback: TillCallback): boolean
  /** the reservation a `merchantTransactionId` of ours names, or null */
  intentIdOf(merchantTransactionId: string): string | null
}

export interface PaymentNotificationsDeps {
  readonly tenants: Pick<TenantsPort, 'bySlug'>
  readonly payments: ReservePayments
  readonly reservations: Pick<Reservations, 'notified'>
  readonly clock: ClockPort
  /** null: Stripe webhooks are not configured on this server */
  readonly stripe: StripeSignatureCheck | null
  /** null: Till callbacks are not configured on this server */
  readonly till: TillCallbackCheck | null
  /** the events taken, shared by every process: a Stripe event is acted on once, however often it is sent */
  readonly seen: SeenEventsPort
  readonly log?: (line: string) => void
}

/**
 * How long a Stripe event's id is kept once taken: past Stripe's retries of an event (up to three days), and so
 * past any re-sending of a signed event within the signature's tolerance.
 */
export const SEEN_EVENT_MS = 4 * 24 * 60 * 60 * 1000

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** A one-line account of an outcome (Till's answer carries it in a header). */
export const notificationSummary = (outcome: NotificationOutcome): string =>
  outcome.kind === 'finished' ? `finished ${outcome.state}` : `ignored: ${outcome.reason}`

export type PaymentNotifications = ReturnType<typeof createPaymentNotifications>

export function createPaymentNotifications({
  tenants,
  payments,
  reservations,
  clock,
  stripe,
  till,
  seen,
  log = (line) => console.info(line),
}: PaymentNotificationsDeps) {
  const told = (provider: PaymentProvider, outcome: NotificationOutcome): void => {
    log(
      `[payments] ${provider} notification ${outcome.kind === 'finished' ? `for ${outcome.intentId}: ${outcome.state}` : `ignored: ${outcome.reason}`}`,
    )
  }

  /** The tenant's site when this server may act on its provider's notification, or why not. */
  function target(provider: PaymentProvider, tenantSlug: string | null): { site: SiteConfig } | { ignored: string } {
    const site = tenantSlug ? tenants.bySlug(tenantSlug)?.site : undefined
    if (!site) return { ignored: 'unknown tenant' }
    if (site.checkout.payment_provider !== provider)
      return { ignored: `tenant ${site.slug} does not take payments with ${provider}` }
    return { site }
  }

  /** Finishes the named reservation when it is this tenant's and this provider's; anything else is ignored. */
  async function finishNamed(
    provider: PaymentProvider,
    tenantSlug: string | null,
    intentId: string | null,
    reference: string,
  ): Promise<NotificationOutcome> {
    if (!intentId) return { kind: 'ignored', reason: 'names no reservation of this site' }
    const found = target(provider, tenantSlug)
    if ('ignored' in found) return { kind: 'ignored', reason: found.ignored }
    const port = payments.forProvider(provider)
    if (!port) return { kind: 'ignored', reason: `${provider} is not configured on this server` }
    const intent = await port.get(intentId)
    if (!intent || intent.tenant !== found.site.slug || intent.provider !== provider)
      return { kind: 'ignored', reason: `no reservation ${intentId} of ${found.site.slug}` }
    const answer = await reservations.notified(found.site, intentId, reference)
    return { kind: 'finished', intentId, state: answer.intent?.state ?? intent.state }
  }

  return {
    /**
     * A Stripe event (POST /api/payments/stripe-webhook), verified with the webhook secret (HMAC-SHA256 of
     * `{t}.{raw body}`, `t` within 5 minutes). not_found when webhooks are not configured; bad_request for a bad
     * signature or body (Stripe's own advice); else the receipt.
     */
    async stripeWebhook(input: {
      readonly signature: string | null
      readonly payload: string
    }): Promise<Outcome<StripeReceipt>> {
      if (!stripe) return failure('not_found', 'Stripe webhooks are not configured on this server')
      const check = stripe({
        header: input.signature,
        payload: input.payload,
        nowSeconds: Math.floor(clock.now() / 1000),
      })
      if (!check.ok) return failure('bad_request', `Invalid Stripe-Signature: ${check.reason}`)
      const event = record(parseJson(input.payload))
      const type = text(event.type)
      const eventId = text(event.id)
      if (!type || !eventId) return failure('bad_request', 'Not a Stripe event')
      let outcome: NotificationOutcome
      if (!(STRIPE_EVENTS as readonly string[]).includes(type)) {
        outcome = { kind: 'ignored', reason: `event ${type} is not used` }
      } else {
        // an event is acted on once: a copy (Stripe's duplicate delivery, or a signed event sent again within the
        // signature's tolerance) is acknowledged and changes nothing, whichever process it reaches
        const now = clock.now()
        const key = `stripe:${eventId}`
        if (!(await seen.claim(key, now, now + SEEN_EVENT_MS))) {
          outcome = { kind: 'ignored', reason: `event ${eventId} was taken before` }
        } else {
          const pi = record(record(event.data).object)
          const metadata = record(pi.metadata)
          const piId = text(pi.id)
          try {
            outcome =
              piId && text(pi.object) === 'payment_intent'
                ? await finishNamed('Stripe', text(metadata.tenant), text(metadata.reservation_id), piId)
                : { kind: 'ignored', reason: 'not a PaymentIntent' }
          } catch (error) {
            // not acted on: Stripe's retry of it is processed
            await seen.release(key)
            throw error
          }
        }
      }
      told('Stripe', outcome)
      return success(
        outcome.kind === 'finished'
          ? { received: true, reservation: outcome.intentId, state: outcome.state }
          : { received: true, ignored: outcome.reason },
      )
    },

    /**
     * Till's callback for a transaction this site started (the `callbackUrl` sent with the preauthorize). It
     * arrives on the tenant's own host (`tenant`, resolved from it), so the reservation must be that tenant's.
     * not_found when callbacks are not configured; forbidden for a bad signature; bad_request for a body that is
     * not JSON; else the outcome (Till is answered `OK`).
     */
    async tillCallback(callback: TillCallback, tenant: string | null): Promise<Outcome<NotificationOutcome>> {
      if (!till) return failure('not_found', 'Till callbacks are not configured on this server')
      if (!till.verify(callback)) return failure('forbidden', 'Invalid X-Signature')
      const parsed = parseJson(callback.body)
      if (parsed === undefined) return failure('bad_request', 'Not JSON')
      const data = record(parsed)
      const merchantTransactionId = text(data.merchantTransactionId) ?? ''
      const intentId = till.intentIdOf(merchantTransactionId)
      const type = text(data.transactionType)
      let outcome: NotificationOutcome
      if (!intentId) outcome = { kind: 'ignored', reason: 'names no reservation of this site' }
      else if (type !== null && type.toUpperCase() !== 'PREAUTHORIZE')
        outcome = { kind: 'ignored', reason: `transaction type ${type} is not used` }
      else outcome = await finishNamed('Till', tenant, intentId, merchantTransactionId)
      told('Till', outcome)
      return success(outcome)
    },
  }
}
