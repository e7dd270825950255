import { request as httpRequest } from 'node:http'
import { tillSignature } from '@adapters/payments-till/till-payments.ts'
import { startLoopback, type Answer, type Loopback, type Received } from './loopback.ts'

/**
 * The three payment providers' server APIs on one loopback server, as live mode calls them (the adapters'
 * contract, tests/contract/payments-providers.test.ts): Stripe PaymentIntents under /v1, Till's gateway API v3
 * under /api/v3, PayWay REST under /transactions. Each checks its credentials (Till also its request signature).
 *
 * The browser stand-ins of the providers' scripts (fake-card-scripts.ts) mint tokens that name which test card was
 * typed (never the number itself), so these fakes can play the providers' test cards:
 *   4000 0000 0000 0002  declined
 *   4000 0025 0000 3155  asks for 3-D Secure (Stripe `requires_action`; Till `REDIRECT` to a fake bank page)
 *   anything else        the hold is placed
 * and tokens naming `lost` (`pm_fake_lost_1`) place the hold but answer 500, as when Stripe's answer is lost.
 * Besides the APIs: `POST /__stripe/3ds/{pi}?client_secret=…` is what the fake Stripe.js calls when the shopper
 * passes 3-D Secure in its window; `GET /till/3ds/{uuid}` is the fake bank page Till redirects to, whose
 * "Approve payment" link (`…/approve`) marks the transaction SUCCESS, posts Till's signed callback to the
 * preauthorize's callbackUrl (when it had one; `GET /__till/callbacks` lists how each went) and sends the shopper
 * to the successUrl. `POST /__stripe/3ds/{pi}?client_secret=…&outcome=fail` is a failed Stripe challenge.
 */
export const PAYMENT_CREDENTIALS = {
  stripeSecretKey: 'sk_test_live_e2e_secret',
  tillApiKey: 'live-e2e-till-connector',
  tillUsername: 'live-e2e-till-user',
  tillPassword: 'live-e2e-till-password',
  tillSharedSecret: 'live-e2e-till-shared-secret',
  paywaySecretKey: 'T10000_SEC_live_e2e',
  paywayMerchantId: 'TEST',
} as const

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  threeDS: '4000002500003155',
} as const
export const DECLINE_TEXT = {
  stripe: 'Your card was declined.',
  till: 'The card was declined by the issuer.',
  payway: 'Insufficient Funds',
} as const
/** What the fake Till answers a merchantTransactionId it has already seen (declined ones too), as the gateway refuses them. */
/** Stripe's last_payment_error after a failed 3-D Secure challenge. */
export const STRIPE_3DS_FAILED_TEXT = 'We are unable to authenticate your payment method.'
export const TILL_DUPLICATE_TEXT = 'A transaction with this merchantTransactionId already exists.'

/** Which test card a stand-in script's token names (`pm_fake_visa_1`, `till_tok_3ds_2`, `payway_tok_declined_3`). */
type CardKind = 'visa' | 'declined' | '3ds' | 'lost' | 'other'
const cardOf = (token: string): CardKind | '' =>
  (/^(?:pm_fake|till_tok|payway_tok)_(visa|declined|3ds|lost|other)_\d+$/.exec(token)?.[1] as CardKind | undefined) ??
  ''

interface FakeStripeIntent {
  id: string
  amount: number
  currency: string
  status: string
  client_secret: string
  confirmation_method: string
  capture_method: string
  payment_method: string | null
  metadata: Record<string, string>
  last_payment_error: { message: string } | null
}

interface FakeTillTransaction {
  uuid: string
  status: 'SUCCESS' | 'PENDING' | 'ERROR'
  settled?: 'captured' | 'voided'
  amount: string
  currency: string
  successUrl: string | null
  callbackUrl: string | null
  merchantTransactionId: string
}
export interface TillCallbackSent {
  url: string
  merchantTransactionId: string
  status: number | null
  answer: string
}

/**
 * The headers of a JSON POST signed as Till signs one with the merchant's shared secret (X-Signature over the
 * method, body, content type, date and request URI), as both Till's callbacks and its API requests carry them.
 */
export function tillSignedHeaders(text: string, requestUri: string) {
  const contentType = 'application/json; charset=utf-8'
  const date = new Date().toUTCString()
  return {
    'content-type': contentType,
    date,
    'x-signature': tillSignature(PAYMENT_CREDENTIALS.tillSharedSecret, {
      method: 'POST',
      body: text,
      contentType,
      date,
      requestUri,
    }),
  }
}

/**
 * Till's callback as the gateway sends it: JSON, signed like Till's requests with the shared secret over the
 * callback URL's path and query. Sent to 127.0.0.1 for `*.localhost` hosts (with the Host header kept).
 */
async function postTillCallback(
  callbackUrl: string,
  body: Record<string, unknown>,
): Promise<{ status: number | null; answer: string }> {
  const url = new URL(callbackUrl)
  const text = JSON.stringify(body)
  const requestUri = `${url.pathname}${url.search}`
  const headers = {
    host: url.host,
    'content-length': String(Buffer.byteLength(text)),
    ...tillSignedHeaders(text, requestUri),
  }
  const hostname = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') ? '127.0.0.1' : url.hostname
  return new Promise((resolve) => {
    const req = httpRequest(
      { hostname, port: url.port || 80, path: requestUri, method: 'POST', headers, timeout: 5_000 },
      (res) => {
        let answer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (answer += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? null, answer }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error) => resolve({ status: null, answer: error.message }))
    req.end(text)
  })
}

const form = (r: Received): Record<string, string> => Object.fromEntries(new URLSearchParams(r.text))
const stripeError = (status: number, message: string, code = 'card_declined'): Answer => ({
  status,
  json: { error: { type: status === 402 ? 'card_error' : 'invalid_request_error', code, message } },
})
const html = (body: string): Answer => ({
  text: `<!doctype html><html lang="en"><head><title>Bank verification</title></head><body>${body}</body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
})

export async function startFakePayments(): Promise<Loopback> {
  const server = await startLoopback()
  const intents = new Map<string, FakeStripeIntent>()
  const tillTransactions = new Map<string, FakeTillTransaction>()
  const tillMerchantIds = new Set<string>()
  const tillCallbacks: TillCallbackSent[] = []
  let n = 0
  const tillBasic = `Basic ${Buffer.from(`${PAYMENT_CREDENTIALS.tillUsername}:${PAYMENT_CREDENTIALS.tillPassword}`).toString('base64')}`
  const paywayBasic = `Basic ${Buffer.from(`${PAYMENT_CREDENTIALS.paywaySecretKey}:`).toString('base64')}`

  const stripeIntent = (pi: FakeStripeIntent) => ({
    json: {
      object: 'payment_intent',
      ...pi,
      ...(pi.status === 'requires_action' ? { next_action: { type: 'use_stripe_sdk' } } : {}),
    },
  })

  const stripe = (r: Received): Answer => {
    if (r.headers.authorization !== `Bearer ${PAYMENT_CREDENTIALS.stripeSecretKey}`)
      return stripeError(401, 'Invalid API Key provided', 'api_key_invalid')
    if (r.method === 'POST' && r.path === '/v1/payment_intents') {
      const f = form(r)
      const id = `pi_fake_${++n}`
      const pi: FakeStripeIntent = {
        id,
        amount: Number(f.amount),
        currency: f.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${n * 7919}`,
        confirmation_method: f.confirmation_method ?? 'automatic',
        capture_method: f.capture_method ?? 'automatic',
        payment_method: null,
        metadata: Object.fromEntries(
          Object.entries(f)
            .filter(([k]) => k.startsWith('metadata['))
            .map(([k, v]) => [k.slice(9, -1), v]),
        ),
        last_payment_error: null,
      }
      intents.set(id, pi)
      return stripeIntent(pi)
    }
    const m = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel|\/capture)?$/.exec(r.path)
    const pi = m ? intents.get(m[1]!) : undefined
    if (!m || !pi) return stripeError(404, 'No such payment_intent', 'resource_missing')
    if (r.method === 'GET' && !m[2]) return stripeIntent(pi)
    if (r.method === 'POST' && m[2] === '/cancel') {
      if (pi.status === 'succeeded' || pi.status === 'canceled')
        return stripeError(
          400,
          `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
          'payment_intent_unexpected_state',
        )
      pi.status = 'canceled'
      return stripeIntent(pi)
    }
    if (r.method === 'POST' && m[2] === '/capture') {
      if (pi.status !== 'requires_capture')
        return stripeError(
          400,
          `This PaymentIntent could not be captured because it has a status of ${pi.status}.`,
          'payment_intent_unexpected_state',
        )
      if (Number(form(r).amount_to_capture ?? pi.amount) > pi.amount)
        return stripeError(400, 'amount_to_capture is greater than the amount capturable', 'amount_too_large')
      pi.status = 'succeeded'
      return stripeIntent(pi)
    }
    if (r.method === 'POST' && m[2] === '/confirm') {
      const method = form(r).payment_method
      if (!method) {
        // manual confirmation after 3-D Secure: only once the shopper passed it
        if (pi.status !== 'requires_confirmation')
          return stripeError(400, `This PaymentIntent's status is ${pi.status}`, 'payment_intent_unexpected_state')
        pi.status = 'requires_capture'
        return stripeIntent(pi)
      }
      const card = cardOf(method)
      if (!card) return stripeError(400, 'No such PaymentMethod', 'resource_missing')
      pi.payment_method = method
      if (card === 'declined') {
        pi.status = 'requires_payment_method'
        pi.last_payment_error = { message: DECLINE_TEXT.stripe }
        return stripeError(402, DECLINE_TEXT.stripe)
      }
      pi.last_payment_error = null
      pi.status = card === '3ds' ? 'requires_action' : 'requires_capture'
      // the hold is placed, but the answer never reaches the server
      if (card === 'lost') return stripeError(500, 'An unknown error occurred', 'api_error')
      return stripeIntent(pi)
    }
    return stripeError(404, 'Unrecognized request URL', 'resource_missing')
  }

  const tillSigned = (r: Received): boolean => {
    const date = String(r.headers.date ?? '')
    const contentType = String(r.headers['content-type'] ?? '')
    return (
      r.headers['x-signature'] ===
      tillSignature(PAYMENT_CREDENTIALS.tillSharedSecret, {
        method: r.method,
        body: r.text,
        contentType,
        date,
        requestUri: r.url,
      })
    )
  }
  const till = (r: Received): Answer => {
    if (r.headers.authorization !== tillBasic)
      return {
        status: 401,
        json: { success: false, errors: [{ errorMessage: 'Invalid credentials', errorCode: 1001 }] },
      }
    if (!tillSigned(r))
      return { status: 401, json: { success: false, errors: [{ errorMessage: 'Invalid signature', errorCode: 1004 }] } }
    const prefix = `/api/v3/transaction/${PAYMENT_CREDENTIALS.tillApiKey}/`
    if (r.method === 'POST' && r.path === `${prefix}preauthorize`) {
      const body = r.json as {
        merchantTransactionId: string
        amount: string
        currency: string
        transactionToken: string
        successUrl?: string
        callbackUrl?: string
      }
      if (tillMerchantIds.has(body.merchantTransactionId))
        return {
          json: {
            success: false,
            returnType: 'ERROR',
            errors: [{ errorMessage: TILL_DUPLICATE_TEXT, errorCode: 3004 }],
          },
        }
      tillMerchantIds.add(body.merchantTransactionId)
      const card = cardOf(body.transactionToken)
      if (!card)
        return {
          json: {
            success: false,
            returnType: 'ERROR',
            errors: [{ errorMessage: 'Invalid transaction token', errorCode: 1002 }],
          },
        }
      const uuid = `till-fake-${++n}`
      if (card === 'declined') {
        tillTransactions.set(uuid, {
          uuid,
          status: 'ERROR',
          amount: body.amount,
          currency: body.currency,
          successUrl: null,
          callbackUrl: null,
          merchantTransactionId: body.merchantTransactionId,
        })
        return {
          json: {
            success: false,
            uuid,
            returnType: 'ERROR',
            errors: [{ errorMessage: DECLINE_TEXT.till, errorCode: 2003 }],
          },
        }
      }
      const threeDS = card === '3ds'
      tillTransactions.set(uuid, {
        uuid,
        status: threeDS ? 'PENDING' : 'SUCCESS',
        amount: body.amount,
        currency: body.currency,
        successUrl: body.successUrl ?? null,
        callbackUrl: body.callbackUrl ?? null,
        merchantTransactionId: body.merchantTransactionId,
      })
      if (threeDS)
        return {
          json: {
            success: true,
            uuid,
            purchaseId: `p-${uuid}`,
            returnType: 'REDIRECT',
            redirectUrl: `${server.url}/till/3ds/${uuid}`,
          },
        }
      return { json: { success: true, uuid, purchaseId: `p-${uuid}`, returnType: 'FINISHED' } }
    }
    const follow = /(void|capture)$/.exec(r.path)
    if (r.method === 'POST' && follow && r.path === `${prefix}${follow[1]}`) {
      // a void or capture names the preauthorization it follows; each is settled once, and never both ways
      const body = r.json as { merchantTransactionId: string; referenceUuid: string; amount?: string }
      const refuse = (errorMessage: string) => ({
        json: { success: false, returnType: 'ERROR', errors: [{ errorMessage, errorCode: 3001 }] },
      })
      if (tillMerchantIds.has(body.merchantTransactionId)) return refuse(TILL_DUPLICATE_TEXT)
      tillMerchantIds.add(body.merchantTransactionId)
      const tx = tillTransactions.get(body.referenceUuid)
      if (!tx || tx.status === 'ERROR') return refuse('Reference transaction not found')
      if (tx.settled) return refuse(`Reference transaction already ${tx.settled}`)
      if (follow[1] === 'capture') {
        if (tx.status !== 'SUCCESS') return refuse('Reference transaction is not approved')
        if (body.amount !== undefined && Number(body.amount) > Number(tx.amount))
          return refuse('Capture amount exceeds the preauthorized amount')
      }
      tx.settled = follow[1] === 'capture' ? 'captured' : 'voided'
      return {
        json: { success: true, uuid: `till-${follow[1]}-${++n}`, purchaseId: `p-${tx.uuid}`, returnType: 'FINISHED' },
      }
    }
    const status = new RegExp(
      `^/api/v3/status/${PAYMENT_CREDENTIALS.tillApiKey}/(getByUuid|getByMerchantTransactionId)/([^/]+)$`,
    ).exec(r.path)
    if (r.method === 'GET' && status) {
      const id = decodeURIComponent(status[2]!)
      const tx =
        status[1] === 'getByUuid'
          ? tillTransactions.get(id)
          : [...tillTransactions.values()].find((t) => t.merchantTransactionId === id)
      if (!tx) return { json: { success: false, errors: [{ errorMessage: 'Transaction not found', errorCode: 8001 }] } }
      const errors = tx.status === 'ERROR' ? { errors: [{ errorMessage: DECLINE_TEXT.till, errorCode: 2003 }] } : {}
      return {
        json: {
          success: tx.status !== 'ERROR',
          uuid: tx.uuid,
          merchantTransactionId: tx.merchantTransactionId,
          transactionStatus: tx.status,
          transactionType: 'PREAUTHORIZE',
          amount: tx.amount,
          currency: tx.currency,
          ...errors,
        },
      }
    }
    return { status: 404, json: { success: false, errors: [{ errorMessage: `no such Till path ${r.path}` }] } }
  }

  const payway = (r: Received): Answer => {
    if (r.headers.authorization !== paywayBasic)
      return { status: 401, json: { data: [{ message: 'Invalid API key' }] } }
    if (r.method === 'POST' && r.path === '/transactions') {
      const f = form(r)
      const card = cardOf(f.singleUseTokenId ?? '')
      if (!card)
        return {
          status: 422,
          json: { data: [{ fieldName: 'singleUseTokenId', message: 'singleUseTokenId is invalid' }] },
        }
      if (f.transactionType !== 'preAuth' || f.merchantId !== PAYMENT_CREDENTIALS.paywayMerchantId)
        return { status: 422, json: { data: [{ message: 'bad transaction' }] } }
      if (card === 'declined')
        return {
          status: 201,
          json: { transactionId: ++n, status: 'declined', responseCode: '51', responseText: DECLINE_TEXT.payway },
        }
      return {
        status: 201,
        json: {
          transactionId: ++n,
          status: 'approved',
          responseCode: '08',
          responseText: 'Honour with identification',
        },
      }
    }
    if (r.method === 'POST' && /^\/transactions\/\d+\/void$/.test(r.path)) return { json: { status: 'voided' } }
    return { status: 404, json: { data: [{ message: `no such PayWay path ${r.path}` }] } }
  }

  server.handle(async (r) => {
    if (r.path === '/__till/callbacks') return { json: tillCallbacks }
    if (r.path === '/__received') {
      return {
        json: server.received
          .filter((x) => x.path !== '/__received')
          .map((x) => ({
            method: x.method,
            url: x.url,
            path: x.path,
            text: x.text,
            json: x.json,
            authorization: x.headers.authorization ?? null,
          })),
      }
    }
    // the fake Stripe.js reports a passed 3-D Secure challenge (a simple cross-origin POST from the page)
    const passed = /^\/__stripe\/3ds\/([^/]+)$/.exec(r.path)
    if (passed && r.method === 'POST') {
      const pi = intents.get(passed[1]!)
      const ok = pi && pi.status === 'requires_action' && r.query.get('client_secret') === pi.client_secret
      if (ok && r.query.get('outcome') === 'fail') {
        pi.status = 'requires_payment_method'
        pi.last_payment_error = { message: STRIPE_3DS_FAILED_TEXT }
      } else if (ok) pi.status = 'requires_confirmation'
      return { status: ok ? 200 : 400, json: { ok: Boolean(ok) }, headers: { 'access-control-allow-origin': '*' } }
    }
    const bank = /^\/till\/3ds\/([^/]+?)(\/approve)?$/.exec(r.path)
    if (bank && r.method === 'GET') {
      const tx = tillTransactions.get(bank[1]!)
      if (!tx) return html('<p>Unknown transaction</p>')
      if (!bank[2])
        return html(
          `<h1>Verify your payment</h1><p>Amount: ${tx.currency} ${tx.amount}</p><p><a href="/till/3ds/${tx.uuid}/approve">Approve payment</a></p>`,
        )
      tx.status = 'SUCCESS'
      if (tx.callbackUrl) {
        const sent = await postTillCallback(tx.callbackUrl, {
          result: 'OK',
          uuid: tx.uuid,
          merchantTransactionId: tx.merchantTransactionId,
          purchaseId: `p-${tx.uuid}`,
          transactionType: 'PREAUTHORIZE',
          paymentMethod: 'Creditcard',
          amount: tx.amount,
          currency: tx.currency,
        })
        tillCallbacks.push({ url: tx.callbackUrl, merchantTransactionId: tx.merchantTransactionId, ...sent })
      }
      return { status: 302, text: '', headers: { location: tx.successUrl ?? '/' } }
    }
    if (r.path.startsWith('/v1/')) return stripe(r)
    if (r.path.startsWith('/api/v3/')) return till(r)
    if (r.path.startsWith('/transactions')) return payway(r)
    return { status: 404, json: { error: `no such payments path ${r.path}` } }
  })
  return server
}

/** What live mode needs to use the fakes: every provider's credentials and base URL. */
export function fakePaymentsEnv(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: PAYMENT_CREDENTIALS.stripeSecretKey,
    STRIPE_API_URL: url,
    STRIPE_WEBHOOK_SECRET: 'whsec_live_e2e_secret',
    TILL_API_KEY: PAYMENT_CREDENTIALS.tillApiKey,
    TILL_USERNAME: PAYMENT_CREDENTIALS.tillUsername,
    TILL_PASSWORD: PAYMENT_CREDENTIALS.tillPassword,
    TILL_SHARED_SECRET: PAYMENT_CREDENTIALS.tillSharedSecret,
    TILL_API_URL: url,
    // a test connector: the browser loads the sandbox gateway's payment.js (a stand-in served at that address)
    TILL_SCRIPT_URL: 'https://test-gateway.tillpayments.com/js/integrated/payment.1.3.min.js',
    ST_GEORGE_API_KEY: PAYMENT_CREDENTIALS.paywaySecretKey,
    ST_GEORGE_MERCHANT_ID: PAYMENT_CREDENTIALS.paywayMerchantId,
    ST_GEORGE_API_URL: url,
  }
}
