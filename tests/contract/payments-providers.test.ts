import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHash, createHmac } from 'node:crypto'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { createStripePayments } from '@adapters/payments-stripe/stripe-payments.ts'
import { createTillPayments, tillSignature, TILL_VERIFY_MESSAGE } from '@adapters/payments-till/till-payments.ts'
import { createStGeorgePayments } from '@adapters/payments-stgeorge/stgeorge-payments.ts'
import { PAYMENT_UNAVAILABLE_MESSAGE } from '@adapters/payments-local/stored-payment-port.ts'
import type { CreateIntentInput, PaymentPort } from '@domain/ports/payments.port.ts'
import { jsonOrEmpty, startLoopback, type Loopback, type Received } from '../live/support/loopback.ts'
import { depositIntent } from './support/deposit-intent.ts'

/** a request as the provider saw it, its body as sent */
type Seen = Pick<Received, 'method' | 'url' | 'headers'> & { raw: string }

/** A loopback stand-in for each provider: records requests, answers from a script. */
let server: Loopback
let base: string
let seen: Seen[] = []
let answer: (req: Seen) => { status: number; body?: unknown } | 'hang' = () => ({ status: 500 })

beforeAll(async () => {
  server = await startLoopback((r) => {
    const entry: Seen = { method: r.method, url: r.url, headers: r.headers, raw: r.text }
    seen.push(entry)
    return jsonOrEmpty(answer(entry))
  })
  base = server.url
})
afterAll(() => server.close())
beforeEach(() => {
  seen = []
})

const clock = { now: () => Date.UTC(2026, 5, 1) }
const intentInput = (provider: CreateIntentInput['provider']) => depositIntent(provider, { amountCents: 50_000 })
/** authorises with each token in turn: the state and failure each attempt leaves */
const attempts = async (payments: PaymentPort, intentId: string, tokens: readonly string[]) => {
  const answers: [string, string | null][] = []
  for (const token of tokens) {
    const { state, failure } = await payments.authorise(intentId, { kind: 'token', token })
    answers.push([state, failure])
  }
  return answers
}
const form = (raw: string) => Object.fromEntries(new URLSearchParams(raw))

describe('Stripe adapter (PaymentIntents)', () => {
  const port = () =>
    createStripePayments({
      db: openDatabase(':memory:'),
      clock,
      options: { secretKey: 'sk_test_secret', baseUrl: base, timeoutMs: 2_000 },
    })

  it('opens a manual-capture PaymentIntent, confirms with the token, and cancels when asked', async () => {
    const payments = port()
    answer = (req) => {
      if (req.url === '/v1/payment_intents')
        return {
          status: 200,
          body: { id: 'pi_123', status: 'requires_payment_method', client_secret: 'pi_123_secret_abc' },
        }
      if (req.url === '/v1/payment_intents/pi_123/confirm')
        return { status: 200, body: { id: 'pi_123', status: 'requires_capture' } }
      if (req.url === '/v1/payment_intents/pi_123/cancel')
        return { status: 200, body: { id: 'pi_123', status: 'canceled' } }
      return { status: 404 }
    }
    const intent = await payments.createIntent(intentInput('Stripe'))
    expect(intent).toMatchObject({
      state: 'card_entry',
      amountCents: 50_000,
      clientData: { publishableKey: 'pk_test_1', clientSecret: 'pi_123_secret_abc' },
    })
    const create = seen[0]!
    expect(create.method).toBe('POST')
    expect(create.headers.authorization).toBe('Bearer sk_test_secret')
    expect(create.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/)
    expect(create.headers['idempotency-key']).toBe(`${intent.id}:create`)
    // Stripe's official Node client, pointed at this loopback server through its host, port and protocol settings
    expect(create.headers['user-agent']).toMatch(/^Stripe\/v1 NodeBindings\//)
    expect(form(create.raw)).toMatchObject({
      amount: '50000',
      currency: 'aud',
      capture_method: 'manual',
      'metadata[car_id]': intent.carId,
      'metadata[reservation_id]': intent.id,
    })

    const authorised = await payments.authorise(intent.id, { kind: 'token', token: 'pm_card_visa' })
    expect(authorised.state).toBe('authorised')
    expect(form(seen[1]!.raw)).toEqual({ payment_method: 'pm_card_visa' })

    const cancelled = await payments.cancel(intent.id, 'taken')
    expect(cancelled).toMatchObject({ state: 'failed', failure: 'taken' })
    expect(seen[2]!.url).toBe('/v1/payment_intents/pi_123/cancel')
  })

  it("a 402 card error keeps the intent open with Stripe's message; raw card numbers are never sent", async () => {
    const payments = port()
    answer = (req) =>
      req.url.endsWith('/confirm')
        ? {
            status: 402,
            body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
          }
        : { status: 200, body: { id: 'pi_9', status: 'requires_payment_method', client_secret: 's' } }
    const intent = await payments.createIntent(intentInput('Stripe'))
    const declined = await payments.authorise(intent.id, { kind: 'token', token: 'pm_card_chargeDeclined' })
    expect(declined).toMatchObject({ state: 'card_entry', failure: 'Your card was declined.' })
    const before = seen.length
    const card = await payments.authorise(intent.id, {
      kind: 'card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'A' },
    })
    expect(card.state).toBe('card_entry')
    expect(seen.length).toBe(before)
  })

  it('a write whose answer was lost (500) is sent again with the same idempotency key', async () => {
    const payments = port()
    let creates = 0
    answer = (req) =>
      req.url === '/v1/payment_intents' && ++creates === 1
        ? { status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } }
        : { status: 200, body: { id: 'pi_7', status: 'requires_payment_method', client_secret: 'pi_7_secret' } }
    const intent = await payments.createIntent(intentInput('Stripe'))
    expect(intent).toMatchObject({ state: 'card_entry', clientData: { clientSecret: 'pi_7_secret' } })
    expect(seen.map((r) => [r.method, r.url, r.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/payment_intents', `${intent.id}:create`],
      ['POST', '/v1/payment_intents', `${intent.id}:create`],
    ])
  })

  it('an unreachable Stripe fails the intent with a clear message', async () => {
    const payments = createStripePayments({
      db: openDatabase(':memory:'),
      clock,
      options: { secretKey: 'sk', baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 },
    })
    const intent = await payments.createIntent(intentInput('Stripe'))
    expect(intent).toMatchObject({ state: 'failed', failure: PAYMENT_UNAVAILABLE_MESSAGE })
  })
})

describe('Till adapter (gateway API v3)', () => {
  const options = () => ({
    apiKey: 'till-key',
    username: 'api-user',
    password: 'pw',
    sharedSecret: 'shh',
    baseUrl: base,
    timeoutMs: 2_000,
    now: () => new Date(Date.UTC(2026, 5, 1, 1, 2, 3)),
  })

  it('preauthorizes with the transaction token, Basic auth and an HMAC-SHA512 signature', async () => {
    const payments = createTillPayments({ db: openDatabase(':memory:'), clock, options: options() })
    answer = () => ({
      status: 200,
      body: { success: true, uuid: 'till-uuid-1', purchaseId: 'p-1', returnType: 'FINISHED' },
    })
    const intent = await payments.createIntent(intentInput('Till'))
    expect(seen).toHaveLength(0)
    const authorised = await payments.authorise(intent.id, { kind: 'token', token: 'tok_till' })
    expect(authorised).toMatchObject({ state: 'authorised', failure: null })
    const req = seen[0]!
    expect(req.url).toBe('/api/v3/transaction/till-key/preauthorize')
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('api-user:pw').toString('base64')}`)
    expect(JSON.parse(req.raw)).toMatchObject({
      merchantTransactionId: `${intent.id}-1`,
      amount: '500.00',
      currency: 'AUD',
      transactionToken: 'tok_till',
    })
    const date = 'Mon, 01 Jun 2026 01:02:03 GMT'
    expect(req.headers.date).toBe(date)
    const message = [
      'POST',
      createHash('sha512').update(req.raw).digest('hex'),
      'application/json; charset=utf-8',
      date,
      req.url,
    ].join('\n')
    expect(req.headers['x-signature']).toBe(createHmac('sha512', 'shh').update(message).digest('base64'))
    expect(
      tillSignature('shh', {
        method: 'post',
        body: req.raw,
        contentType: 'application/json; charset=utf-8',
        date,
        requestUri: req.url,
      }),
    ).toBe(req.headers['x-signature'])
  })

  it("an ERROR answer is a decline with Till's message; REDIRECT asks for verification; void references the uuid", async () => {
    const payments = createTillPayments({ db: openDatabase(':memory:'), clock, options: options() })
    const script = [
      {
        status: 200,
        body: {
          success: false,
          returnType: 'ERROR',
          errors: [{ errorMessage: 'Insufficient funds', errorCode: 2003 }],
        },
      },
      { status: 200, body: { success: true, returnType: 'REDIRECT', redirectUrl: 'https://3ds.example' } },
      { status: 200, body: { success: true, uuid: 'u-2', returnType: 'FINISHED' } },
      { status: 200, body: { success: true, uuid: 'u-void', returnType: 'FINISHED' } },
    ]
    answer = () => script.shift() ?? { status: 500 }
    const intent = await payments.createIntent(intentInput('Till'))
    expect(await attempts(payments, intent.id, ['t1', 't2', 't3'])).toEqual([
      ['card_entry', 'Insufficient funds'],
      ['card_entry', TILL_VERIFY_MESSAGE],
      ['authorised', null],
    ])
    await payments.cancel(intent.id, 'taken')
    expect(seen.at(-1)!.url).toBe('/api/v3/transaction/till-key/void')
    expect(JSON.parse(seen.at(-1)!.raw)).toMatchObject({ referenceUuid: 'u-2' })
  })
})

describe('St George adapter (PayWay REST)', () => {
  const port = () =>
    createStGeorgePayments({
      db: openDatabase(':memory:'),
      clock,
      options: { secretKey: 'T10000_SEC', merchantId: 'TEST', baseUrl: base, timeoutMs: 2_000 },
    })

  it('posts a preAuth transaction with the single-use token and voids it by transactionId', async () => {
    const payments = port()
    answer = (req) =>
      req.url === '/transactions'
        ? {
            status: 201,
            body: {
              transactionId: 1234567,
              status: 'approved',
              responseCode: '08',
              responseText: 'Honour with identification',
            },
          }
        : { status: 200, body: { status: 'voided' } }
    const intent = await payments.createIntent(intentInput('St George'))
    const authorised = await payments.authorise(intent.id, { kind: 'token', token: 'sut-1' })
    expect(authorised.state).toBe('authorised')
    const req = seen[0]!
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('T10000_SEC:').toString('base64')}`)
    expect(req.headers['idempotency-key']).toBe(`${intent.id}:sut-1`)
    expect(form(req.raw)).toMatchObject({
      singleUseTokenId: 'sut-1',
      transactionType: 'preAuth',
      principalAmount: '500.00',
      currency: 'aud',
      merchantId: 'TEST',
    })
    await payments.cancel(intent.id, 'taken')
    expect(seen[1]!.url).toBe('/transactions/1234567/void')
  })

  it('a declined status or a 422 keeps the intent open with the reason', async () => {
    const payments = port()
    const script = [
      {
        status: 201,
        body: { transactionId: 1, status: 'declined', responseCode: '05', responseText: 'Do not honour' },
      },
      { status: 422, body: { data: [{ fieldName: 'singleUseTokenId', message: 'Single use token has expired' }] } },
    ]
    answer = () => script.shift() ?? { status: 500 }
    const intent = await payments.createIntent(intentInput('St George'))
    expect(await attempts(payments, intent.id, ['a', 'b'])).toEqual([
      ['card_entry', 'Your card was declined (Do not honour).'],
      ['card_entry', 'Single use token has expired'],
    ])
  })

  it('a provider that hangs past the timeout leaves the intent open with a clear message', async () => {
    const payments = createStGeorgePayments({
      db: openDatabase(':memory:'),
      clock,
      options: { secretKey: 's', merchantId: 'TEST', baseUrl: base, timeoutMs: 300 },
    })
    answer = () => 'hang'
    const intent = await payments.createIntent(intentInput('St George'))
    expect(await payments.authorise(intent.id, { kind: 'token', token: 'x' })).toMatchObject({
      state: 'card_entry',
      failure: PAYMENT_UNAVAILABLE_MESSAGE,
    })
  })
})
