import type { PaymentPort, ReservationIntent } from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { parseTillTransactionId, tillSignature } from '@adapters/payments-till/till-payments.ts'
import { timingSafeEqual } from 'node:crypto'
import { getServices } from '../server/composition/composition.server.ts'
import { notifiedReservation } from './checkout.server.ts'
import { missingPaymentVariables } from './payment-setup.ts'
import { verifyStripeSignature } from './stripe-signature.ts'

/**
 * Providers' notifications about reservations (Stripe webhooks, Till callbacks): plain Request → Response, the
 * file routes under web/routes/api/ only adapt them. A notification is a prompt, never proof: once its signature
 * is verified it names a reservation, and the reservation is finished exactly as the shopper's page would finish
 * it (the provider's own API is asked how the card ended). Whatever cannot be acted on (an event type we do not
 * use, an unknown or another tenant's reservation, a reservation already finished) is acknowledged with 200 and
 * changes nothing, so the provider does not retry it; a bad signature or body is a 4xx; nothing known is a 5xx.
 */

/** Bodies above this are not notifications we sent for (Stripe's PaymentIntent events are a few kB). */
const MAX_BODY_BYTES = 256 * 1024

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

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })

/** Till wants the text `OK` for a callback it need not send again. */
const tillOk = (outcome: NotificationOutcome): Response =>
  new Response('OK', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-notification': summary(outcome) } })

const summary = (outcome: NotificationOutcome): string => (outcome.kind === 'finished' ? `finished ${outcome.state}` : `ignored: ${outcome.reason}`)

const log = (provider: PaymentProvider, outcome: NotificationOutcome): void => {
  console.info(`[payments] ${provider} notification ${outcome.kind === 'finished' ? `for ${outcome.intentId}: ${outcome.state}` : `ignored: ${outcome.reason}`}`)
}

/** The raw body, or null when it is larger than any notification we expect. */
async function rawBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return null
  const text = await request.text()
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/** The tenant's site and the provider's port, or why the notification cannot be acted on. */
function target(provider: PaymentProvider, tenantSlug: string | null): { site: SiteConfig; payments: PaymentPort } | { ignored: string } {
  const services = getServices()
  const site = tenantSlug ? services.tenants.bySlug(tenantSlug)?.site : undefined
  if (!site) return { ignored: 'unknown tenant' }
  if (site.checkout.payment_provider !== provider) return { ignored: `tenant ${site.slug} does not take payments with ${provider}` }
  if (missingPaymentVariables(provider, services.live).length > 0) return { ignored: `${provider} is not configured on this server` }
  return { site, payments: services.vehicle.payments(provider) }
}

/** Finishes the named reservation when it is this tenant's and this provider's; anything else is ignored. */
async function finishNamed(provider: PaymentProvider, tenantSlug: string | null, intentId: string | null, reference: string): Promise<NotificationOutcome> {
  if (!intentId) return { kind: 'ignored', reason: 'names no reservation of this site' }
  const found = target(provider, tenantSlug)
  if ('ignored' in found) return { kind: 'ignored', reason: found.ignored }
  const intent = await found.payments.get(intentId)
  if (!intent || intent.tenant !== found.site.slug || intent.provider !== provider) return { kind: 'ignored', reason: `no reservation ${intentId} of ${found.site.slug}` }
  const answer = await notifiedReservation(found.site, intentId, reference)
  return { kind: 'finished', intentId, state: answer.intent?.state ?? intent.state }
}

/**
 * POST /api/payments/stripe-webhook: a Stripe event, verified with STRIPE_WEBHOOK_SECRET (the `Stripe-Signature`
 * header: HMAC-SHA256 of `{t}.{raw body}`, `t` within 5 minutes). Answers 404 when webhooks are not configured,
 * 400 for a bad signature or body (Stripe's own advice), 200 `{received: true, …}` otherwise.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  const services = getServices()
  const secret = services.live?.STRIPE_WEBHOOK_SECRET
  if (!secret) return json(404, { error: 'Stripe webhooks are not configured on this server' })
  const payload = await rawBody(request)
  if (payload === null) return json(413, { error: 'Notification too large' })
  const check = verifyStripeSignature({
    header: request.headers.get('stripe-signature'),
    payload,
    secret,
    nowSeconds: Math.floor(services.clock.now() / 1000),
  })
  if (!check.ok) return json(400, { error: `Invalid Stripe-Signature: ${check.reason}` })
  const event = record(parseJson(payload))
  const type = text(event.type)
  if (!type) return json(400, { error: 'Not a Stripe event' })
  let outcome: NotificationOutcome
  if (!(STRIPE_EVENTS as readonly string[]).includes(type)) {
    outcome = { kind: 'ignored', reason: `event ${type} is not used` }
  } else {
    const pi = record(record(event.data).object)
    const metadata = record(pi.metadata)
    const piId = text(pi.id)
    outcome = piId && text(pi.object) === 'payment_intent'
      ? await finishNamed('Stripe', text(metadata.tenant), text(metadata.reservation_id), piId)
      : { kind: 'ignored', reason: 'not a PaymentIntent' }
  }
  log('Stripe', outcome)
  return json(200, { received: true, ...(outcome.kind === 'finished' ? { reservation: outcome.intentId, state: outcome.state } : { ignored: outcome.reason }) })
}

/** Constant-time comparison of two Base64 signatures. */
const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * POST /api/payments/till-callback: Till's callback for a transaction this site started (the `callbackUrl` sent
 * with the preauthorize), signed as Till signs requests: `X-Signature` = Base64 HMAC-SHA512 with TILL_SHARED_SECRET
 * over `POST \n sha512hex(body) \n content-type \n date \n request-uri`. It arrives on the tenant's own host, so the
 * reservation must be that tenant's. Answers 404 when callbacks are not configured, 401 for a bad signature, 400
 * for a body that is not JSON, and `OK` (200) otherwise, as Till expects. The Date is not checked for freshness:
 * a replayed callback only makes this server ask Till again.
 */
export async function handleTillCallback(request: Request): Promise<Response> {
  const services = getServices()
  const secret = services.live?.TILL_SHARED_SECRET
  if (!secret) return json(404, { error: 'Till callbacks are not configured on this server' })
  const body = await rawBody(request)
  if (body === null) return json(413, { error: 'Notification too large' })
  const url = new URL(request.url)
  const given = request.headers.get('x-signature') ?? ''
  const expected = tillSignature(secret, {
    method: 'POST',
    body,
    contentType: request.headers.get('content-type') ?? '',
    date: request.headers.get('date') ?? request.headers.get('x-date') ?? '',
    requestUri: `${url.pathname}${url.search}`,
  })
  if (given === '' || !sameSignature(given, expected)) return json(401, { error: 'Invalid X-Signature' })
  const callback = parseJson(body)
  if (callback === undefined) return json(400, { error: 'Not JSON' })
  const data = record(callback)
  const merchantTransactionId = text(data.merchantTransactionId) ?? ''
  const ours = parseTillTransactionId(merchantTransactionId)
  const type = text(data.transactionType)
  let outcome: NotificationOutcome
  if (!ours) outcome = { kind: 'ignored', reason: 'names no reservation of this site' }
  else if (type !== null && type.toUpperCase() !== 'PREAUTHORIZE') outcome = { kind: 'ignored', reason: `transaction type ${type} is not used` }
  else {
    const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host')
    const resolved = services.tenants.resolve(host)
    outcome = await finishNamed('Till', resolved.kind === 'tenant' ? resolved.slug : null, ours.intentId, merchantTransactionId)
  }
  log('Till', outcome)
  return tillOk(outcome)
}

/** Any other method on a notification route: a JSON 405 rather than the app's HTML. */
export const notificationMethodNotAllowed = (): Response => new Response(JSON.stringify({ error: 'Method not allowed; use POST' }), {
  status: 405,
  headers: { 'content-type': 'application/json; charset=utf-8', allow: 'POST' },
})
