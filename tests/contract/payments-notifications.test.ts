import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tillSignature } from '@adapters/payments-till/till-payments.ts'
import { STRIPE_CANCELLED } from '@adapters/payments-stripe/stripe-payments.ts'
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@adapters/payments-local/stored-payment-port.ts'
import { stripeSignatureHeader } from '@adapters/payments-stripe/stripe-signature.ts'
import type { ReturnTo } from '@application/checkout/reservations.ts'
import type { ServerApp } from '../../web/server/composition/composition.server.ts'
import { reserveKit } from './support/reserve-kit.ts'
import { startLiveServer } from './support/live-server.ts'
import type { Ports } from '../../web/server/composition/ports.server.ts'
import { stripeWebhookRoute, tillCallbackRoute } from '../../web/vehicle/payment-notification-routes.server.ts'
import type { LiveStack } from '../live/live-stack.ts'
import {
  DECLINE_TEXT,
  PAYMENT_CREDENTIALS,
  STRIPE_3DS_FAILED_TEXT,
  type TillCallbackSent,
} from '../live/support/fake-payments.ts'

/**
 * Provider notifications in live mode, against the live stack's loopback providers: a Stripe webhook or a Till
 * callback finishes a reservation whose shopper left, exactly as their page would have; it never trusts the
 * notification's body (the provider's API is asked), changes nothing when the page already finished, and answers
 * unknown or other tenants' reservations with a 2xx that changes nothing.
 */
const WEBHOOK_SECRET = 'whsec_contract_test_secret'
let stack: LiveStack
/** the whole server as it boots in live mode, with its use cases */
let server: ServerApp
let services: Ports
/** this process's notification routes on a loopback port, so the fake Till's callbacks reach them over HTTP */
let app: Server
let appPort = 0

beforeAll(async () => {
  ;({ stack, server, services } = await startLiveServer(
    { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    'notifications-test',
  ))
  app = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      })
      const answer = req.url?.startsWith('/api/payments/till-callback')
        ? await handleTillCallback(request)
        : await handleStripeWebhook(request)
      res.writeHead(answer.status, Object.fromEntries(answer.headers))
      res.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  appPort = (app.address() as AddressInfo).port
}, 60_000)
afterAll(async () => {
  await new Promise<void>((resolve) => app.close(() => resolve()))
  await stack.close()
})

const kit = reserveKit(() => ({ server, services, stack }), 900)
const { site, startReservation, confirmReservation, resumeReservation, freshCar, reservedAtStock, tok } = kit
/** the notification routes as the server answers them */
const handleStripeWebhook = (request: Request) => stripeWebhookRoute({ request, context: { app: server } })
const handleTillCallback = (request: Request) => tillCallbackRoute({ request, context: { app: server } })
const payments = (provider: 'Stripe' | 'Till') => services.vehicle.payments.forProvider(provider)!
const returnTo = (slug: string): ReturnTo => ({ origin: `http://${slug}.localhost:${appPort}`, variant: 'checkout' })
const received = (from: number) => stack.payments.received.slice(from)

/** A Stripe event as Stripe signs it, for a PaymentIntent with our metadata. */
function stripeEvent(
  type: string,
  pi: { id: string; tenant: string; reservation: string },
  options: { secret?: string; at?: number } = {},
): Request {
  const body = JSON.stringify({
    id: `evt_${kit.tok('evt', 'id').token}`,
    object: 'event',
    type,
    data: {
      object: {
        id: pi.id,
        object: 'payment_intent',
        status: 'requires_capture',
        metadata: { tenant: pi.tenant, reservation_id: pi.reservation, car_id: 'x' },
      },
    },
  })
  const t = options.at ?? Math.floor(Date.now() / 1000)
  return new Request('http://127.0.0.1/api/payments/stripe-webhook', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignatureHeader(options.secret ?? WEBHOOK_SECRET, t, body),
    },
  })
}
/** a fresh car of the tenant reserved and confirmed with the card at Stripe, returning to this process's routes */
const stripeConfirmed = (slug: string, kind: string) => kit.reserveAndConfirm(slug, 'pm_fake', kind, returnTo(slug))

describe('Stripe webhook', () => {
  it('a hold placed while the answer to confirm was lost: payment_intent.amount_capturable_updated reserves the car', async () => {
    const { car, intent, answer: lost, from } = await stripeConfirmed('demo-motors', 'lost')
    expect(lost).toMatchObject({
      ok: false,
      message: PAYMENT_UNAVAILABLE_MESSAGE,
      intent: { state: 'card_entry', nextAction: null },
    })
    const pi = kit.paymentIntentSince(from)
    const answer = await handleStripeWebhook(
      stripeEvent('payment_intent.amount_capturable_updated', {
        id: pi,
        tenant: 'demo-motors',
        reservation: intent.id,
      }),
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ received: true, reservation: intent.id, state: 'reserved' })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(true)
    // the shopper's page, asking afterwards, sees the same reservation
    expect(await resumeReservation(site('demo-motors'), intent.id)).toMatchObject({
      ok: true,
      intent: { state: 'reserved' },
    })
  })

  it('a notification after the page already finished changes nothing and asks Stripe nothing', async () => {
    const { intent, answer: confirmed, from } = await stripeConfirmed('demo-motors', 'visa')
    expect(confirmed).toMatchObject({ ok: true })
    const pi = kit.paymentIntentSince(from)
    const before = stack.payments.received.length
    for (const type of [
      'payment_intent.requires_capture',
      'payment_intent.amount_capturable_updated',
      'payment_intent.payment_failed',
    ]) {
      const answer = await handleStripeWebhook(
        stripeEvent(type, { id: pi, tenant: 'demo-motors', reservation: intent.id }),
      )
      expect(await answer.json()).toEqual({ received: true, reservation: intent.id, state: 'reserved' })
    }
    expect(stack.payments.received.length).toBe(before)
  })

  /** A reservation whose card was confirmed, and Stripe's capturable event for it with the event's body text. */
  async function capturableEvent() {
    const car = await freshCar('demo-motors')
    const from = stack.payments.received.length
    const intent = (await startReservation(site('demo-motors'), car.slug)).intent!
    await confirmReservation(site('demo-motors'), intent.id, tok('pm_fake', 'lost'), returnTo('demo-motors'))
    const event = stripeEvent('payment_intent.amount_capturable_updated', {
      id: kit.paymentIntentSince(from),
      tenant: 'demo-motors',
      reservation: intent.id,
    })
    return { intent, event, body: await event.clone().text() }
  }
  const copyOf = (event: Request, body: string) =>
    new Request(event.url, { method: 'POST', body, headers: event.headers })

  it('an event sent again within its tolerance, and twenty copies at once, are acted on once (issue 26 item 9d)', async () => {
    const { intent, event, body } = await capturableEvent()
    const copy = () => copyOf(event, body)
    const first = await handleStripeWebhook(copy())
    expect(await first.json()).toEqual({ received: true, reservation: intent.id, state: 'reserved' })
    const asked = stack.payments.received.length
    const again = await Promise.all(Array.from({ length: 20 }, () => handleStripeWebhook(copy())))
    const receipts = await Promise.all(again.map((answer) => answer.json()))
    const eventId = JSON.parse(body).id
    expect(again.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(receipts).toEqual(Array(20).fill({ received: true, ignored: `event ${eventId} was taken before` }))
    // nothing more was asked of Stripe for the copies
    expect(stack.payments.received.length).toBe(asked)
  })

  it('twenty copies of a new event at once: one is acted on, the others acknowledged', async () => {
    const { intent, event, body } = await capturableEvent()
    const answers = await Promise.all(Array.from({ length: 20 }, () => handleStripeWebhook(copyOf(event, body))))
    const receipts = await Promise.all(answers.map((answer) => answer.json()))
    expect(receipts.filter((r) => 'reservation' in r)).toEqual([
      { received: true, reservation: intent.id, state: 'reserved' },
    ])
    expect(receipts.filter((r) => 'ignored' in r)).toHaveLength(19)
  })

  it("a failed 3-D Secure challenge: payment_intent.payment_failed returns the reservation to card entry with Stripe's reason", async () => {
    const { car, intent, answer: pending, from } = await stripeConfirmed('demo-motors', '3ds')
    expect(pending.intent?.nextAction).toEqual({ kind: 'card_action' })
    const pi = kit.paymentIntentSince(from)
    await fetch(
      `${stack.payments.url}/__stripe/3ds/${pi}?client_secret=${encodeURIComponent(intent.clientData.clientSecret!)}&outcome=fail`,
      { method: 'POST' },
    )
    const answer = await handleStripeWebhook(
      stripeEvent('payment_intent.payment_failed', { id: pi, tenant: 'demo-motors', reservation: intent.id }),
    )
    expect(await answer.json()).toEqual({ received: true, reservation: intent.id, state: 'card_entry' })
    expect(await payments('Stripe').get(intent.id)).toMatchObject({
      state: 'card_entry',
      nextAction: null,
      failure: STRIPE_3DS_FAILED_TEXT,
    })
    expect(await reservedAtStock('demo-motors', car.id)).toBe(false)
  })

  it('a PaymentIntent cancelled at Stripe: payment_intent.canceled ends the reservation', async () => {
    const { intent, answer: declined, from } = await stripeConfirmed('demo-motors', 'declined')
    expect(declined).toMatchObject({ ok: false, message: DECLINE_TEXT.stripe })
    const pi = kit.paymentIntentSince(from)
    // the dealer cancels it in Stripe's dashboard
    await fetch(`${stack.payments.url}/v1/payment_intents/${pi}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${PAYMENT_CREDENTIALS.stripeSecretKey}` },
    })
    const answer = await handleStripeWebhook(
      stripeEvent('payment_intent.canceled', { id: pi, tenant: 'demo-motors', reservation: intent.id }),
    )
    expect(await answer.json()).toEqual({ received: true, reservation: intent.id, state: 'failed' })
    expect(await resumeReservation(site('demo-motors'), intent.id)).toMatchObject({
      ok: false,
      message: STRIPE_CANCELLED,
    })
  })

  it("unknown reservations, another tenant's, another PaymentIntent and unused event types: 200, nothing changes", async () => {
    const { car, intent, from } = await stripeConfirmed('demo-motors', 'lost')
    const pi = kit.paymentIntentSince(from)
    const before = stack.payments.received.length
    const cases: [Request, string][] = [
      [
        stripeEvent('payment_intent.requires_capture', {
          id: pi,
          tenant: 'demo-motors',
          reservation: 'res_0000unknown',
        }),
        'no reservation res_0000unknown of demo-motors',
      ],
      [
        stripeEvent('payment_intent.requires_capture', { id: pi, tenant: 'subscribe-cars', reservation: intent.id }),
        `no reservation ${intent.id} of subscribe-cars`,
      ],
      [
        stripeEvent('payment_intent.requires_capture', { id: pi, tenant: 'metro-auto-group', reservation: intent.id }),
        'tenant metro-auto-group does not take payments with Stripe',
      ],
      [
        stripeEvent('payment_intent.requires_capture', { id: pi, tenant: 'nobody', reservation: intent.id }),
        'unknown tenant',
      ],
      [
        stripeEvent('charge.refunded', { id: pi, tenant: 'demo-motors', reservation: intent.id }),
        'event charge.refunded is not used',
      ],
    ]
    for (const [request, reason] of cases) {
      const answer = await handleStripeWebhook(request)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ received: true, ignored: reason })
    }
    // another PaymentIntent naming this reservation: Stripe is not asked about it, and this one is not moved
    const other = await handleStripeWebhook(
      stripeEvent('payment_intent.requires_capture', {
        id: 'pi_fake_other',
        tenant: 'demo-motors',
        reservation: intent.id,
      }),
    )
    expect(await other.json()).toEqual({ received: true, reservation: intent.id, state: 'card_entry' })
    expect(stack.payments.received.length).toBe(before)
    expect(await reservedAtStock('demo-motors', car.id)).toBe(false)
  })

  it('a bad or stale signature is a 400; a body that is not an event too', async () => {
    const pi = { id: 'pi_x', tenant: 'demo-motors', reservation: 'res_x' }
    expect(
      (await handleStripeWebhook(stripeEvent('payment_intent.requires_capture', pi, { secret: 'whsec_wrong' }))).status,
    ).toBe(400)
    expect(
      (
        await handleStripeWebhook(
          stripeEvent('payment_intent.requires_capture', pi, { at: Math.floor(Date.now() / 1000) - 301 }),
        )
      ).status,
    ).toBe(400)
    const unsigned = new Request('http://127.0.0.1/api/payments/stripe-webhook', { method: 'POST', body: '{}' })
    expect((await handleStripeWebhook(unsigned)).status).toBe(400)
    const t = Math.floor(Date.now() / 1000)
    const notJson = new Request('http://127.0.0.1/x', {
      method: 'POST',
      body: 'nope',
      headers: { 'stripe-signature': stripeSignatureHeader(WEBHOOK_SECRET, t, 'nope') },
    })
    expect((await handleStripeWebhook(notJson)).status).toBe(400)
  })
})

describe('Till callback', () => {
  const callbacks = async (): Promise<TillCallbackSent[]> =>
    (await fetch(`${stack.payments.url}/__till/callbacks`)).json() as Promise<TillCallbackSent[]>
  /** a callback signed as Till signs it, posted to this process's route on `host` */
  async function postCallback(
    host: string,
    body: Record<string, unknown>,
    secret: string = PAYMENT_CREDENTIALS.tillSharedSecret,
  ): Promise<Response> {
    const text = JSON.stringify(body)
    const date = new Date().toUTCString()
    const contentType = 'application/json; charset=utf-8'
    const path = '/api/payments/till-callback'
    return handleTillCallback(
      new Request(`http://127.0.0.1:${appPort}${path}`, {
        method: 'POST',
        body: text,
        headers: {
          'content-type': contentType,
          date,
          'x-forwarded-host': host,
          'x-signature': tillSignature(secret, { method: 'POST', body: text, contentType, date, requestUri: path }),
        },
      }),
    )
  }
  const bankUrl = (answer: { intent: { nextAction: unknown } | null }) =>
    (answer.intent!.nextAction as { url: string }).url

  it("the shopper passes 3-D Secure and closes the tab: Till's callback reserves the car; the page coming back later sees it", async () => {
    const { car, intent, from } = await kit.reserveAndConfirm(
      'metro-auto-group',
      'till_tok',
      'declined',
      returnTo('metro-auto-group'),
    )
    const pending = await confirmReservation(
      site('metro-auto-group'),
      intent.id,
      tok('till_tok', '3ds'),
      returnTo('metro-auto-group'),
    )
    const preauth = received(from)
      .filter((r) => r.path.endsWith('/preauthorize'))
      .at(-1)!.json as Record<string, string>
    expect(preauth).toMatchObject({
      merchantTransactionId: `${intent.id}-2`,
      callbackUrl: `http://metro-auto-group.localhost:${appPort}/api/payments/till-callback`,
    })
    // the bank approves; Till calls back (over HTTP, to the route), and the shopper never returns
    expect((await fetch(`${bankUrl(pending)}/approve`, { redirect: 'manual' })).status).toBe(302)
    expect((await callbacks()).at(-1)).toMatchObject({
      merchantTransactionId: `${intent.id}-2`,
      status: 200,
      answer: 'OK',
    })
    expect(await reservedAtStock('metro-auto-group', car.id)).toBe(true)
    expect(await payments('Till').get(intent.id)).toMatchObject({ state: 'reserved' })
    // Till calls again (a retry), then the shopper's page comes back: nothing more happens
    const before = stack.payments.received.length
    const again = await postCallback(`metro-auto-group.localhost:${appPort}`, {
      result: 'OK',
      merchantTransactionId: `${intent.id}-2`,
      transactionType: 'PREAUTHORIZE',
    })
    expect(await again.text()).toBe('OK')
    expect(again.headers.get('x-notification')).toBe('finished reserved')
    expect(await resumeReservation(site('metro-auto-group'), intent.id)).toMatchObject({
      ok: true,
      intent: { state: 'reserved' },
    })
    expect(stack.payments.received.length).toBe(before)
    expect(received(from).some((r) => r.path.endsWith('/void'))).toBe(false)
  })

  it('the page and the callback finishing at once reserve once and keep the hold', async () => {
    const {
      intent,
      answer: pending,
      from,
    } = await kit.reserveAndConfirm('metro-auto-group', 'till_tok', '3ds', {
      origin: 'http://127.0.0.1:9',
      variant: 'checkout',
    })
    // Till's own callback cannot reach this origin; the approval happens, then page and callback race
    await fetch(`${bankUrl(pending)}/approve`, { redirect: 'manual' })
    const [page, callback] = await Promise.all([
      resumeReservation(site('metro-auto-group'), intent.id),
      postCallback(`metro-auto-group.localhost:${appPort}`, {
        result: 'OK',
        merchantTransactionId: `${intent.id}-1`,
        transactionType: 'PREAUTHORIZE',
      }),
    ])
    expect(page).toMatchObject({ ok: true, intent: { state: 'reserved' } })
    expect(callback.headers.get('x-notification')).toBe('finished reserved')
    expect(received(from).some((r) => r.path.endsWith('/void'))).toBe(false)
  })

  it("a callback about an earlier card, another tenant's host, an unknown transaction or a void: OK, nothing changes", async () => {
    const car = await freshCar('metro-auto-group')
    const intent = (await startReservation(site('metro-auto-group'), car.slug)).intent!
    await confirmReservation(
      site('metro-auto-group'),
      intent.id,
      tok('till_tok', 'declined'),
      returnTo('metro-auto-group'),
    )
    await confirmReservation(site('metro-auto-group'), intent.id, tok('till_tok', '3ds'), {
      origin: 'http://127.0.0.1:9',
      variant: 'checkout',
    })
    const host = `metro-auto-group.localhost:${appPort}`
    const before = stack.payments.received.length
    const cases: [string, Record<string, unknown>, string][] = [
      [
        host,
        { result: 'OK', merchantTransactionId: `${intent.id}-1`, transactionType: 'PREAUTHORIZE' },
        'finished card_entry',
      ],
      [
        `demo-motors.localhost:${appPort}`,
        { result: 'OK', merchantTransactionId: `${intent.id}-2`, transactionType: 'PREAUTHORIZE' },
        'ignored: tenant demo-motors does not take payments with Till',
      ],
      ['nowhere.example', { result: 'OK', merchantTransactionId: `${intent.id}-2` }, 'ignored: unknown tenant'],
      [
        host,
        { result: 'OK', merchantTransactionId: 'order-77', transactionType: 'PREAUTHORIZE' },
        'ignored: names no reservation of this site',
      ],
      [
        host,
        { result: 'OK', merchantTransactionId: 'res_0000unknown-1', transactionType: 'PREAUTHORIZE' },
        'ignored: no reservation res_0000unknown of metro-auto-group',
      ],
      [
        host,
        { result: 'OK', merchantTransactionId: `${intent.id}-2`, transactionType: 'VOID' },
        'ignored: transaction type VOID is not used',
      ],
    ]
    for (const [on, body, outcome] of cases) {
      const answer = await postCallback(on, body)
      expect([answer.status, await answer.text(), answer.headers.get('x-notification')]).toEqual([200, 'OK', outcome])
    }
    // none of them asked Till anything: the earlier card's callback is not the current attempt
    expect(stack.payments.received.length).toBe(before)
    expect(await payments('Till').get(intent.id)).toMatchObject({
      state: 'card_entry',
      nextAction: { kind: 'redirect' },
    })
  })

  it('a bad signature is a 401, a body that is not JSON a 400', async () => {
    const wrong = await postCallback(
      'metro-auto-group.localhost',
      { merchantTransactionId: 'res_a-1' },
      'not-the-secret',
    )
    expect(wrong.status).toBe(401)
    const path = '/api/payments/till-callback'
    const date = new Date().toUTCString()
    const notJson = new Request(`http://127.0.0.1${path}`, {
      method: 'POST',
      body: 'nope',
      headers: {
        'content-type': 'text/plain',
        date,
        'x-signature': tillSignature(PAYMENT_CREDENTIALS.tillSharedSecret, {
          method: 'POST',
          body: 'nope',
          contentType: 'text/plain',
          date,
          requestUri: path,
        }),
      },
    })
    expect((await handleTillCallback(notJson)).status).toBe(400)
  })
})
