import { notificationSummary } from '@application/checkout/payment-notifications.ts'
import type { RequestContext } from '../server/request-context.ts'
import { errorAnswer, jsonAnswer, problemAnswer } from '../server/http/answers.ts'
import { tenantOfRequest } from '../server/http/request-tenant.ts'

/**
 * The providers' notification routes (web/routes/api/payments.*.ts): the raw body and the signed headers go to
 * the use case (application/checkout/payment-notifications.ts); answers are what each provider expects. Whatever
 * cannot be acted on is a 200 that changes nothing, so the provider does not retry it; nothing known is a 5xx.
 */

/** Bodies above this are not notifications we sent for (Stripe's PaymentIntent events are a few kB). */
const MAX_BODY_BYTES = 256 * 1024

/** The raw body, or null when it is larger than any notification we expect. */
async function rawBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return null
  const text = await request.text()
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? null : text
}

type Handler = (input: { request: Request; context: RequestContext }) => Promise<Response>

/**
 * POST /api/payments/stripe-webhook: a Stripe event, verified with STRIPE_WEBHOOK_SECRET (the `Stripe-Signature`
 * header). Answers 404 when webhooks are not configured, 400 for a bad signature or body (Stripe's own advice),
 * 200 `{received: true, …}` otherwise.
 */
export const stripeWebhookRoute: Handler = async ({ request, context }) => {
  const payload = await rawBody(request)
  if (payload === null) return errorAnswer(413, 'Notification too large')
  return answerOf(
    await context.app.vehicles.notifications.stripeWebhook({
      signature: request.headers.get('stripe-signature'),
      payload,
    }),
  )
}

const answerOf = (
  outcome: Awaited<ReturnType<RequestContext['app']['vehicles']['notifications']['stripeWebhook']>>,
): Response => (outcome.ok ? jsonAnswer(200, outcome.value) : problemAnswer(outcome.problem))

/**
 * POST /api/payments/till-callback: Till's callback for a transaction this site started, signed with
 * TILL_SHARED_SECRET (`X-Signature`). It arrives on the tenant's own host. Answers 404 when callbacks are not
 * configured, 401 for a bad signature (Till's protocol), 400 for a body that is not JSON, and `OK` (200) otherwise.
 */
export const tillCallbackRoute: Handler = async ({ request, context }) => {
  const body = await rawBody(request)
  if (body === null) return errorAnswer(413, 'Notification too large')
  const url = new URL(request.url)
  const tenant = tenantOfRequest(context.app.tenants, request)
  const outcome = await context.app.vehicles.notifications.tillCallback(
    {
      signature: request.headers.get('x-signature') ?? '',
      body,
      contentType: request.headers.get('content-type') ?? '',
      date: request.headers.get('date') ?? request.headers.get('x-date') ?? '',
      requestUri: `${url.pathname}${url.search}`,
    },
    tenant?.site.slug ?? null,
  )
  if (!outcome.ok)
    return outcome.problem.code === 'forbidden'
      ? errorAnswer(401, outcome.problem.message)
      : problemAnswer(outcome.problem)
  // Till wants the text `OK` for a callback it need not send again
  return new Response('OK', {
    status: 200,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'x-notification': notificationSummary(outcome.value),
    },
  })
}
