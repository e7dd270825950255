import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHash, createHmac } from 'node:crypto'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import {
  createStripePayments,
  STRIPE_VERIFY_FAILED,
  STRIPE_VERIFY_WAITING,
} from '@adapters/payments-stripe/stripe-payments.ts'
import {
  createTillPayments,
  TILL_VERIFY_FAILED,
  TILL_VERIFY_MESSAGE,
  TILL_VERIFY_WAITING,
} from '@adapters/payments-till/till-payments.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@adapters/payments-local/stored-payment-port.ts'
import type { CreateIntentInput } from '@domain/ports/payments.port.ts'
import { startLoopback, type Loopback } from '../live/support/loopback.ts'
import { fakePaymentsSuite } from './support/payments-suite.ts'
import { depositIntent } from './support/deposit-intent.ts'

/**
 * 3-D Secure and the browser-token flow of the live payment adapters, against loopback providers: what the
 * server sends, and that only the provider's own answer (never the browser, never the return address) moves a
 * reservation to authorised.
 */
let provider: Loopback
beforeAll(async () => {
  provider = await startLoopback()
})
afterAll(() => provider.close())
beforeEach(() => provider.reset())

const clock = { now: () => Date.UTC(2026, 5, 1) }
const input = (provider: CreateIntentInput['provider']) => depositIntent(provider)
const form = (raw: string) => Object.fromEntries(new URLSearchParams(raw))
const token = (t: string) => ({ kind: 'token' as const, token: t })

/** Back at card entry, showing `failure`, with `nextAction` still pending (null: none). */
const atCardEntry = (failure: string | null, nextAction: { kind: string; url?: string } | null = null) => ({
  state: 'card_entry',
  failure,
  nextAction,
})

describe('Stripe: requires_action → handleCardAction in the browser → the server confirms again', () => {
  const stripe = () =>
    createStripePayments({
      db: openDatabase(':memory:'),
      clock,
      options: { secretKey: 'sk_test_x', baseUrl: provider.url, timeoutMs: 2_000 },
    })
  const pi = (status: string, over: Record<string, unknown> = {}) => ({
    json: {
      id: 'pi_3ds',
      status,
      amount: 75_000,
      currency: 'aud',
      client_secret: 'pi_3ds_secret_1',
      payment_method: 'pm_card_threeDSecure2Required',
      ...over,
    },
  })

  it('opens with manual confirmation; requires_action leaves the intent in card entry with a card_action, and resume reserves after a second confirm', async () => {
    const payments = stripe()
    provider.script(
      pi('requires_payment_method'),
      pi('requires_action'),
      pi('requires_confirmation'),
      pi('requires_capture'),
    )
    const intent = await payments.createIntent(input('Stripe'))
    expect(form(provider.received[0]!.text)).toMatchObject({
      capture_method: 'manual',
      confirmation_method: 'manual',
      amount: '75000',
    })
    expect(intent).toMatchObject({
      state: 'card_entry',
      nextAction: null,
      clientData: { publishableKey: 'pk_test_1', clientSecret: 'pi_3ds_secret_1' },
    })

    const pending = await payments.authorise(intent.id, token('pm_card_threeDSecure2Required'))
    expect(pending).toMatchObject({ state: 'card_entry', failure: null, nextAction: { kind: 'card_action' } })
    expect((await payments.get(intent.id))?.nextAction).toEqual({ kind: 'card_action' }) // stored, survives a restart

    const resumed = await payments.resume(intent.id)
    expect(resumed).toMatchObject({ state: 'authorised', nextAction: null, failure: null })
    const [read, reconfirm] = provider.received.slice(2)
    expect(read).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3ds' })
    expect(reconfirm).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_3ds/confirm', text: '' })
    // a retried re-confirm is the same request to Stripe; a different card's would not be
    expect(reconfirm!.headers['idempotency-key']).toBe(`${intent.id}:reconfirm:pm_card_threeDSecure2Required`)
  })

  it("a failed verification returns to card entry with Stripe's reason; an unfinished one keeps waiting", async () => {
    const payments = stripe()
    provider.script(
      pi('requires_payment_method'),
      pi('requires_action'),
      pi('requires_action'),
      pi('requires_payment_method', {
        last_payment_error: { message: 'We are unable to authenticate your payment method.' },
      }),
    )
    const intent = await payments.createIntent(input('Stripe'))
    await payments.authorise(intent.id, token('pm_x'))
    expect(await payments.resume(intent.id)).toMatchObject(atCardEntry(STRIPE_VERIFY_WAITING, { kind: 'card_action' }))
    expect(await payments.resume(intent.id)).toMatchObject(
      atCardEntry('We are unable to authenticate your payment method.'),
    )
    // with nothing pending, resume asks nobody
    const before = provider.received.length
    expect((await payments.resume(intent.id)).state).toBe('card_entry')
    expect(provider.received.length).toBe(before)
    expect(STRIPE_VERIFY_FAILED).toMatch(/could not verify/)
  })

  it("a PaymentIntent whose amount is not the reservation's is never authorised", async () => {
    const payments = stripe()
    provider.script(pi('requires_payment_method'), pi('requires_action'), pi('requires_capture', { amount: 100 }))
    const intent = await payments.createIntent(input('Stripe'))
    await payments.authorise(intent.id, token('pm_x'))
    expect(await payments.resume(intent.id)).toMatchObject(
      atCardEntry(PAYMENT_UNAVAILABLE_MESSAGE, { kind: 'card_action' }),
    )
  })

  it('a new card after an unfinished verification starts afresh; cancelling a pending verification cancels the PaymentIntent', async () => {
    const payments = stripe()
    provider.script(pi('requires_payment_method'), pi('requires_action'), pi('requires_action'), pi('canceled'))
    const intent = await payments.createIntent(input('Stripe'))
    await payments.authorise(intent.id, token('pm_a'))
    expect((await payments.authorise(intent.id, token('pm_b'))).nextAction).toEqual({ kind: 'card_action' })
    expect(provider.received.at(-1)!.headers['idempotency-key']).toBe(`${intent.id}:confirm:pm_b`)
    expect(await payments.cancel(intent.id, 'taken')).toMatchObject({
      state: 'failed',
      failure: 'taken',
      nextAction: null,
    })
    expect(provider.received.at(-1)!.path).toBe('/v1/payment_intents/pi_3ds/cancel')
  })
})

describe('Till: REDIRECT → the bank → the return URL → the status API decides', () => {
  const secret = 'shh'
  const till = () =>
    createTillPayments({
      db: openDatabase(':memory:'),
      clock,
      options: {
        apiKey: 'till-key',
        username: 'u',
        password: 'p',
        sharedSecret: secret,
        baseUrl: provider.url,
        timeoutMs: 2_000,
        now: () => new Date(Date.UTC(2026, 5, 1, 1, 2, 3)),
      },
    })
  const returnUrl = 'https://metro.example/cars/a-car-1010-4/checkout?intent=res_1&return=1'
  const redirect = {
    json: {
      success: true,
      uuid: 'till-uuid-9',
      returnType: 'REDIRECT',
      redirectUrl: 'https://3ds.bank.example/challenge/9',
    },
  }
  const status = (transactionStatus: string, over: Record<string, unknown> = {}) => ({
    json: { success: true, uuid: 'till-uuid-9', transactionStatus, amount: '750.00', currency: 'AUD', ...over },
  })

  it("sends the return URL as success, cancel and error URL; REDIRECT becomes a redirect action naming Till's page", async () => {
    const payments = till()
    provider.script(redirect)
    const intent = await payments.createIntent(input('Till'))
    const pending = await payments.authorise(intent.id, token('tok'), { returnUrl })
    expect(pending).toMatchObject(atCardEntry(null, { kind: 'redirect', url: 'https://3ds.bank.example/challenge/9' }))
    expect(provider.received[0]!.json).toMatchObject({
      merchantTransactionId: `${intent.id}-1`,
      amount: '750.00',
      transactionToken: 'tok',
      successUrl: returnUrl,
      cancelUrl: returnUrl,
      errorUrl: returnUrl,
    })
  })

  it('resume asks GET /api/v3/status/{apiKey}/getByUuid/{uuid}, signed; PENDING waits, SUCCESS authorises', async () => {
    const payments = till()
    provider.script(redirect, status('PENDING'), status('SUCCESS'))
    const intent = await payments.createIntent(input('Till'))
    await payments.authorise(intent.id, token('tok'), { returnUrl })
    expect(await payments.resume(intent.id)).toMatchObject(atCardEntry(TILL_VERIFY_WAITING, { kind: 'redirect' }))
    expect(await payments.resume(intent.id)).toMatchObject({ state: 'authorised', failure: null, nextAction: null })
    const read = provider.received[1]!
    expect(read).toMatchObject({ method: 'GET', path: '/api/v3/status/till-key/getByUuid/till-uuid-9', text: '' })
    const date = 'Mon, 01 Jun 2026 01:02:03 GMT'
    const message = ['GET', createHash('sha512').update('').digest('hex'), '', date, read.url].join('\n')
    expect(read.headers['x-signature']).toBe(createHmac('sha512', secret).update(message).digest('base64'))
    // the hold placed after the redirect is the one a later cancel voids
    provider.script({ json: { success: true, uuid: 'void-1', returnType: 'FINISHED' } })
    await payments.cancel(intent.id, 'taken')
    expect(provider.received.at(-1)!.json).toMatchObject({ referenceUuid: 'till-uuid-9' })
  })

  it('ERROR or CANCELLED goes back to card entry; a SUCCESS for another amount is never authorised', async () => {
    const payments = till()
    provider.script(
      redirect,
      status('ERROR', {
        success: false,
        errors: [{ errorMessage: '3-D Secure authentication failed', errorCode: 2021 }],
      }),
      redirect,
      status('CANCELLED'),
      redirect,
      status('SUCCESS', { amount: '1.00' }),
    )
    const intent = await payments.createIntent(input('Till'))
    await payments.authorise(intent.id, token('t1'), { returnUrl })
    expect(await payments.resume(intent.id)).toMatchObject(atCardEntry('3-D Secure authentication failed'))
    await payments.authorise(intent.id, token('t2'), { returnUrl })
    expect(await payments.resume(intent.id)).toMatchObject(atCardEntry(TILL_VERIFY_FAILED))
    await payments.authorise(intent.id, token('t3'), { returnUrl })
    expect(await payments.resume(intent.id)).toMatchObject(
      atCardEntry(PAYMENT_UNAVAILABLE_MESSAGE, { kind: 'redirect' }),
    )
  })

  it('without a return URL, or with a redirect that is not a web address, the shopper is asked to try again', async () => {
    const payments = till()
    provider.script(redirect, {
      json: { success: true, uuid: 'u', returnType: 'REDIRECT', redirectUrl: 'javascript:alert(1)' },
    })
    const intent = await payments.createIntent(input('Till'))
    expect(await payments.authorise(intent.id, token('t1'))).toMatchObject({
      failure: TILL_VERIFY_MESSAGE,
      nextAction: null,
    })
    expect(provider.received[0]!.json).not.toHaveProperty('successUrl')
    expect(await payments.authorise(intent.id, token('t2'), { returnUrl })).toMatchObject({
      failure: TILL_VERIFY_MESSAGE,
      nextAction: null,
    })
  })
})

describe('intent store', () => {
  it('a database from before 3-D Secure support gains the pending-action column, its intents none pending', async () => {
    const db = openDatabase(':memory:')
    db.exec(`CREATE TABLE payment_intents (
      id TEXT PRIMARY KEY, provider TEXT NOT NULL, tenant TEXT NOT NULL, car_id TEXT NOT NULL,
      amount_cents INTEGER NOT NULL, currency TEXT NOT NULL, state TEXT NOT NULL, failure TEXT,
      client_data TEXT NOT NULL, provider_ref TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)`)
    db.prepare(
      `INSERT INTO payment_intents VALUES ('res_old', 'Till', 't', 'c', 50000, 'aud', 'card_entry', NULL, '{}', NULL, 1, 1)`,
    ).run()
    const store = createIntentStore(db)
    expect((await store.get('res_old'))?.nextAction).toBeNull()
    expect(
      (
        await store.update(
          'res_old',
          { state: 'card_entry', nextAction: { kind: 'redirect', url: 'https://bank.example/x' } },
          2,
        )
      ).nextAction,
    ).toEqual({ kind: 'redirect', url: 'https://bank.example/x' })
    expect((await createIntentStore(db).get('res_old'))?.nextAction).toEqual({
      kind: 'redirect',
      url: 'https://bank.example/x',
    })
  })
})

describe('the live end-to-end provider fakes play this contract', () => {
  const suite = fakePaymentsSuite()

  it('Stripe, Till (signed) and PayWay each reserve with an approved token; 3-D Secure tokens ask for it', async () => {
    const stripe = suite.stripe()
    const s = await stripe.createIntent(input('Stripe'))
    expect((await stripe.authorise(s.id, token('pm_fake_declined_1'))).failure).toBe('Your card was declined.')
    expect((await stripe.authorise(s.id, token('pm_fake_3ds_2'))).nextAction).toEqual({ kind: 'card_action' })
    expect((await stripe.authorise(s.id, token('pm_fake_visa_3'))).state).toBe('authorised')

    const till = suite.till()
    const t = await till.createIntent(input('Till'))
    const redirected = await till.authorise(t.id, token('till_tok_3ds_4'), { returnUrl: 'http://site.example/back' })
    expect(redirected.nextAction).toEqual({
      kind: 'redirect',
      url: expect.stringMatching(new RegExp(`^${suite.fake.url}/till/3ds/till-fake-\\d+$`)),
    })
    expect(await till.resume(t.id)).toMatchObject({ state: 'card_entry', failure: TILL_VERIFY_WAITING })
    expect((await till.authorise(t.id, token('till_tok_visa_5'))).state).toBe('authorised')

    const payway = suite.stGeorge()
    const p = await payway.createIntent(input('St George'))
    expect((await payway.authorise(p.id, token('payway_tok_declined_6'))).failure).toBe(
      'Your card was declined (Insufficient Funds).',
    )
    expect((await payway.authorise(p.id, token('payway_tok_visa_7'))).state).toBe('authorised')
  })
})
