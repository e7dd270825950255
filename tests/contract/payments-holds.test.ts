import { describe, expect, it } from 'vitest'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { createTillPayments, tillSignature } from '@adapters/payments-till/till-payments.ts'
import { createLocalPayments } from '@adapters/payments-local/local-payments.ts'
import {
  HOLD_CAPTURED_MESSAGE,
  HOLD_FAILED_MESSAGE,
  HOLD_RELEASED_MESSAGE,
  NO_CAPTURE_MESSAGE,
  NO_HOLD_MESSAGE,
} from '@adapters/payments-local/stored-payment-port.ts'
import type { CreateIntentInput, PaymentPort } from '@domain/ports/payments.port.ts'
import { startLoopback } from '../live/support/loopback.ts'
import { fakePaymentsEnv, PAYMENT_CREDENTIALS } from '../live/support/fake-payments.ts'
import { fakePaymentsSuite } from './support/payments-suite.ts'
import { depositIntent } from './support/deposit-intent.ts'

/**
 * The dealer's back office takes (captures) or lets go (releases) a reservation's deposit hold through the
 * PaymentPort: Stripe capture/cancel of the PaymentIntent, Till capture/void of the preauthorization, against the
 * loopback providers (which settle a hold once, and never both ways).
 */
const suite = fakePaymentsSuite()
const clock = suite.clock
let n = 0
const input = (provider: CreateIntentInput['provider']) =>
  depositIntent(provider, { tenant: 't', publishableKey: 'pk' })
const token = suite.token
const stripe = suite.stripe
const till = suite.till
const env = () => fakePaymentsEnv(suite.fake.url)
const since = (from: number) => suite.fake.received.slice(from).filter((r) => r.path !== '/__received')
/** an authorised reservation (the hold placed), ready for the dealer */
async function held(payments: PaymentPort, provider: CreateIntentInput['provider'], card: string) {
  const intent = await payments.createIntent(input(provider))
  const authorised = await payments.authorise(intent.id, token(card))
  expect(authorised).toMatchObject({ state: 'authorised', hold: 'held' })
  return authorised
}

describe('Stripe: capture or cancel the PaymentIntent', () => {
  it('capture takes the whole hold once; capturing again asks Stripe nothing; a captured deposit cannot be released', async () => {
    const payments = stripe()
    const intent = await held(payments, 'Stripe', `pm_fake_visa_${++n}`)
    const from = suite.fake.received.length
    expect(await payments.captureHold(intent.id)).toMatchObject({
      ok: true,
      intent: { hold: 'captured', state: 'authorised' },
    })
    const [capture] = since(from)
    expect(capture).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/^\/v1\/payment_intents\/pi_fake_\d+\/capture$/),
      text: 'amount_to_capture=75000',
    })
    expect(capture!.headers['idempotency-key']).toBe(`${intent.id}:capture`)
    expect(await payments.captureHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'captured' } })
    expect(await payments.releaseHold(intent.id)).toEqual({
      ok: false,
      message: HOLD_CAPTURED_MESSAGE,
      intent: expect.objectContaining({ hold: 'captured' }),
    })
    expect(since(from)).toHaveLength(1)
  })

  it('release cancels the PaymentIntent once; a released hold cannot be captured; the answer survives a restart', async () => {
    const db = openDatabase(':memory:')
    const payments = stripe(db)
    const intent = await held(payments, 'Stripe', `pm_fake_visa_${++n}`)
    const from = suite.fake.received.length
    expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
    expect(since(from).map((r) => r.path)).toEqual([expect.stringMatching(/\/cancel$/)])
    const restarted = stripe(db)
    expect(await restarted.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
    expect(await restarted.captureHold(intent.id)).toMatchObject({ ok: false, message: HOLD_RELEASED_MESSAGE })
    expect(since(from)).toHaveLength(1)
  })

  it('no hold yet, or Stripe refusing: nothing changes and the dealer is told', async () => {
    const payments = stripe()
    const open = await payments.createIntent(input('Stripe'))
    const from = suite.fake.received.length
    expect(await payments.captureHold(open.id)).toMatchObject({
      ok: false,
      message: NO_HOLD_MESSAGE,
      intent: { hold: null },
    })
    expect(await payments.releaseHold(open.id)).toMatchObject({ ok: false, message: NO_HOLD_MESSAGE })
    expect(since(from)).toHaveLength(0)
    // cancelled at Stripe meanwhile: the capture is refused there, and the hold is shown as it was
    const intent = await held(payments, 'Stripe', `pm_fake_visa_${++n}`)
    const pi = suite.fake.received
      .filter((r) => r.path.endsWith('/confirm'))
      .at(-1)!
      .path.split('/')[3]
    await fetch(`${suite.fake.url}/v1/payment_intents/${pi}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env().STRIPE_SECRET_KEY}` },
    })
    expect(await payments.captureHold(intent.id)).toMatchObject({
      ok: false,
      message: HOLD_FAILED_MESSAGE,
      intent: { hold: 'held' },
    })
  })
})

describe('Till: capture or void the preauthorization', () => {
  it("capture references the current attempt's transaction with its own signed merchantTransactionId and the whole amount", async () => {
    const payments = till()
    const intent = await payments.createIntent(input('Till'))
    await payments.authorise(intent.id, token(`till_tok_declined_${++n}`))
    expect(await payments.authorise(intent.id, token(`till_tok_visa_${++n}`))).toMatchObject({
      state: 'authorised',
      hold: 'held',
    })
    const preauth = suite.fake.received.filter((r) => r.path.endsWith('/preauthorize')).at(-1)!
    const from = suite.fake.received.length
    expect(await payments.captureHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'captured' } })
    const [capture] = since(from)
    expect(capture!.path).toBe(`/api/v3/transaction/${PAYMENT_CREDENTIALS.tillApiKey}/capture`)
    expect(capture!.json).toEqual({
      merchantTransactionId: `${intent.id}-2-capture`,
      referenceUuid: expect.stringMatching(/^till-fake-\d+$/),
      amount: '750.00',
      currency: 'AUD',
    })
    expect(preauth.json).toMatchObject({ merchantTransactionId: `${intent.id}-2` })
    expect(capture!.headers['x-signature']).toBe(
      tillSignature(PAYMENT_CREDENTIALS.tillSharedSecret, {
        method: 'POST',
        body: capture!.text,
        contentType: String(capture!.headers['content-type']),
        date: String(capture!.headers.date),
        requestUri: capture!.url,
      }),
    )
    expect(await payments.captureHold(intent.id)).toMatchObject({ ok: true })
    expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: false, message: HOLD_CAPTURED_MESSAGE })
    expect(since(from)).toHaveLength(1)
  })

  it('release voids once; a released hold cannot be captured', async () => {
    const payments = till()
    const intent = await held(payments, 'Till', `till_tok_visa_${++n}`)
    const from = suite.fake.received.length
    expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
    expect(
      since(from).map((r) => [
        r.path.split('/').pop(),
        (r.json as { merchantTransactionId: string }).merchantTransactionId,
      ]),
    ).toEqual([['void', `${intent.id}-1-void`]])
    expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
    expect(await payments.captureHold(intent.id)).toMatchObject({ ok: false, message: HOLD_RELEASED_MESSAGE })
    expect(since(from)).toHaveLength(1)
  })

  it('a capture Till does not finish leaves the hold held, and it can still be released', async () => {
    const scripted = await startLoopback()
    try {
      const payments = createTillPayments({
        db: openDatabase(':memory:'),
        clock,
        options: { apiKey: 'k', username: 'u', password: 'p', baseUrl: scripted.url, timeoutMs: 2_000 },
      })
      scripted.script(
        { json: { success: true, uuid: 'till-uuid-1', returnType: 'FINISHED' } },
        {
          json: {
            success: false,
            returnType: 'ERROR',
            errors: [{ errorMessage: 'Transaction cannot be captured', errorCode: 3008 }],
          },
        },
        { json: { success: true, uuid: 'till-void-1', returnType: 'FINISHED' } },
      )
      const intent = await payments.createIntent(input('Till'))
      await payments.authorise(intent.id, token('tok'))
      expect(await payments.captureHold(intent.id)).toMatchObject({
        ok: false,
        message: HOLD_FAILED_MESSAGE,
        intent: { hold: 'held' },
      })
      expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
      expect(
        scripted.received.map((r) => [
          r.path.split('/').pop(),
          (r.json as { referenceUuid?: string }).referenceUuid ?? null,
        ]),
      ).toEqual([
        ['preauthorize', null],
        ['capture', 'till-uuid-1'],
        ['void', 'till-uuid-1'],
      ])
    } finally {
      await scripted.close()
    }
  })
})

describe('providers without a capture call, and the demo provider', () => {
  it("St George: release voids the PayWay transaction; capture is left to PayWay's own dashboard", async () => {
    const payments = suite.stGeorge()
    const intent = await held(payments, 'St George', `payway_tok_visa_${++n}`)
    expect(await payments.captureHold(intent.id)).toMatchObject({
      ok: false,
      message: NO_CAPTURE_MESSAGE,
      intent: { hold: 'held' },
    })
    const from = suite.fake.received.length
    expect(await payments.releaseHold(intent.id)).toMatchObject({ ok: true, intent: { hold: 'released' } })
    expect(since(from).map((r) => r.path)).toEqual([expect.stringMatching(/^\/transactions\/\d+\/void$/)])
  })

  it('demo/mock: a reserved reservation is captured locally', async () => {
    const payments = createLocalPayments({ db: openDatabase(':memory:'), clock })
    const intent = await payments.createIntent(input('Stripe'))
    await payments.authorise(intent.id, {
      kind: 'card',
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Sam' },
    })
    expect(await payments.markReserved(intent.id)).toMatchObject({ state: 'reserved', hold: 'held' })
    expect(await payments.captureHold(intent.id)).toMatchObject({
      ok: true,
      intent: { state: 'reserved', hold: 'captured' },
    })
  })
})
