import ky from 'ky'
import { createHash, createHmac } from 'node:crypto'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import { storedPayments, type StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import type { AuthoriseOutcome, ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import { errorBody, majorUnits, type ProviderHttpOptions } from '@adapters/payments-local/provider-http.ts'

export const TILL_API = 'https://gateway.tillpayments.com'

export interface TillOptions extends ProviderHttpOptions {
  /** the connector's API key: a path segment of every transaction call */
  readonly apiKey: string
  /** API user (HTTP Basic) */
  readonly username: string
  readonly password: string
  /** connector shared secret: signs requests when set (HMAC-SHA512) */
  readonly sharedSecret?: string | null
  /** when signing, the Date header's clock (tests pin it) */
  readonly now?: () => Date
}

interface TillAnswer {
  success?: boolean
  uuid?: string
  purchaseId?: string
  returnType?: 'FINISHED' | 'REDIRECT' | 'HTML' | 'PENDING' | 'ERROR'
  redirectUrl?: string
  errors?: { errorMessage?: string; errorCode?: number; adapterMessage?: string }[]
}

/** GET /api/v3/status/…: the transaction as Till has it now. */
interface TillStatus {
  success?: boolean
  uuid?: string
  merchantTransactionId?: string
  transactionStatus?: 'SUCCESS' | 'PENDING' | 'ERROR' | 'CANCELLED' | string
  amount?: string
  currency?: string
  errors?: { errorMessage?: string; errorCode?: number }[]
}

const DECLINE_FALLBACK = 'Your card was declined. Please try another card.'
export const TILL_VERIFY_MESSAGE = 'Your bank needs to verify this payment. Please try again or use another card.'
export const TILL_VERIFY_FAILED = 'Your bank could not verify this payment. Please try again or use another card.'
export const TILL_VERIFY_WAITING = 'Your bank has not confirmed this payment yet. Please wait a moment and check again.'

/** An absolute http(s) URL, or null: the only kind of address the shopper is ever sent to. */
const webAddress = (value: string | undefined): string | null => {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The merchantTransactionId of an intent's current attempt, `{reservation id}-{attempt}`: Till refuses a
 * merchantTransactionId it has seen before, so each card tried on a reservation (after a decline, or a
 * verification that failed) is its own transaction.
 */
export const tillTransactionId = (intent: { readonly id: string; readonly attempt: number }): string =>
  `${intent.id}-${intent.attempt}`

/** `{reservation id}-{attempt}` → both parts, or null for anything this site did not send. */
export function parseTillTransactionId(merchantTransactionId: string): { intentId: string; attempt: number } | null {
  const m = /^(res_[A-Za-z0-9]{1,64})-([1-9]\d{0,5})$/.exec(merchantTransactionId)
  return m ? { intentId: m[1]!, attempt: Number(m[2]) } : null
}

/**
 * Till's request signature: Base64 HMAC-SHA512 over
 * `METHOD \n sha512hex(body) \n content-type \n date \n request-uri`, sent as X-Signature with that Date.
 */
export function tillSignature(
  secret: string,
  parts: { method: string; body: string; contentType: string; date: string; requestUri: string },
): string {
  const bodyHash = createHash('sha512').update(parts.body).digest('hex')
  const message = [parts.method.toUpperCase(), bodyHash, parts.contentType, parts.date, parts.requestUri].join('\n')
  return createHmac('sha512', secret).update(message).digest('base64')
}

/**
 * Till Payments gateway API v3 (JSON, HTTP Basic, connector API key in the path):
 *  authorise POST /api/v3/transaction/{apiKey}/preauthorize  merchantTransactionId, amount '500.00', currency,
 *            transactionToken (from Till's payment.js), description, with a return URL successUrl/cancelUrl/
 *            errorUrl, with a notification URL callbackUrl. returnType FINISHED = hold placed; ERROR carries
 *            errors[].errorMessage; REDIRECT (3-D Secure) sends the shopper to redirectUrl, Till sends them back to
 *            the return URL (and, whether or not they come back, POSTs the outcome to callbackUrl).
 *  resume    GET /api/v3/status/{apiKey}/getByUuid/{uuid} while a verification is pending (the uuid Till named
 *            for the current attempt), else …/getByMerchantTransactionId/{id}-{attempt}; transactionStatus
 *            SUCCESS (amount and currency must be ours) = hold placed; PENDING = not finished; ERROR/CANCELLED =
 *            failed. The return URL and the callback are never taken as proof: only this answer is.
 *  release   POST /api/v3/transaction/{apiKey}/void  merchantTransactionId, referenceUuid.
 *  capture   POST /api/v3/transaction/{apiKey}/capture  merchantTransactionId, referenceUuid, amount, currency
 *            (the whole held amount; the dealer's back office). Both answer success/returnType FINISHED.
 * merchantTransactionId is `{reservation id}-{attempt}` (tillTransactionId): Till refuses one it has seen, so
 * each card tried gets its own, and the intent records which attempt is current.
 */
export function tillGateway(options: TillOptions): ProviderGateway {
  const base = (options.baseUrl ?? TILL_API).replace(/\/+$/, '')
  const basic = Buffer.from(`${options.username}:${options.password}`).toString('base64')
  const api = ky.create({
    prefix: base,
    timeout: options.timeoutMs ?? 15_000,
    retry: { limit: 0 },
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  /** a signed request: every call carries the Date and X-Signature when the shared secret is set */
  const signed = (method: 'GET' | 'POST', path: string, body: string): Record<string, string> => {
    const contentType = body === '' ? '' : 'application/json; charset=utf-8'
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
    if (options.sharedSecret) {
      const date = (options.now?.() ?? new Date()).toUTCString()
      headers.date = date
      headers['x-signature'] = tillSignature(options.sharedSecret, {
        method,
        body,
        contentType,
        date,
        requestUri: `/${path}`,
      })
    }
    return headers
  }
  async function call(
    action: 'preauthorize' | 'void' | 'capture',
    payload: Record<string, unknown>,
  ): Promise<TillAnswer> {
    const path = `api/v3/transaction/${encodeURIComponent(options.apiKey)}/${action}`
    const body = JSON.stringify(payload)
    try {
      return await api.post(path, { body, headers: signed('POST', path, body) }).json<TillAnswer>()
    } catch (error) {
      const answer = (await errorBody(error)) as TillAnswer | null
      if (answer && Array.isArray(answer.errors)) return answer
      throw error
    }
  }
  /** a void or capture Till did not carry out is an error: the hold stays as it was */
  const settled = async (action: string, answer: TillAnswer): Promise<void> => {
    if (answer.success && answer.returnType === 'FINISHED') return
    throw new Error(`Till ${action}: ${answer.errors?.[0]?.errorMessage ?? answer.returnType ?? 'not finished'}`)
  }
  return {
    async open() {
      return { providerRef: null, clientData: {} }
    },
    async authorise(intent, confirmation, authoriseOptions): Promise<AuthoriseOutcome> {
      if (confirmation.kind !== 'token')
        return { ok: false, message: 'Card details must be entered in the secure card field.' }
      const returnUrl = webAddress(authoriseOptions?.returnUrl ?? undefined)
      const callbackUrl = webAddress(authoriseOptions?.notifyUrl ?? undefined)
      const answer = await call('preauthorize', {
        merchantTransactionId: tillTransactionId(intent),
        amount: majorUnits(intent.amountCents),
        currency: intent.currency.toUpperCase(),
        transactionToken: confirmation.token,
        description: `Vehicle reservation deposit (${intent.carId})`,
        extraData: { tenant: intent.tenant, car_id: intent.carId },
        // one address for every ending: the page asks the status API how it went, whichever way it came back
        ...(returnUrl ? { successUrl: returnUrl, cancelUrl: returnUrl, errorUrl: returnUrl } : {}),
        ...(callbackUrl ? { callbackUrl } : {}),
      })
      if (answer.success && answer.returnType === 'FINISHED') return { ok: true, providerRef: answer.uuid ?? null }
      const redirectUrl = webAddress(answer.redirectUrl)
      if (answer.returnType === 'REDIRECT' && returnUrl && redirectUrl && answer.uuid) {
        return { ok: 'action', action: { kind: 'redirect', url: redirectUrl }, providerRef: answer.uuid }
      }
      if (answer.returnType === 'REDIRECT' || answer.returnType === 'HTML')
        return { ok: false, message: TILL_VERIFY_MESSAGE }
      if (answer.returnType === 'PENDING') return { ok: false, message: TILL_VERIFY_MESSAGE }
      return { ok: false, message: answer.errors?.[0]?.errorMessage ?? DECLINE_FALLBACK }
    },
    async resume(intent): Promise<AuthoriseOutcome> {
      if (intent.attempt === 0) throw new Error('Till transaction was never started')
      const merchantTransactionId = tillTransactionId(intent)
      // a pending verification's uuid is the current attempt's (recorded with the action); otherwise ask by our id
      const byUuid = intent.nextAction !== null && intent.providerRef !== null
      const path = byUuid
        ? `api/v3/status/${encodeURIComponent(options.apiKey)}/getByUuid/${encodeURIComponent(intent.providerRef!)}`
        : `api/v3/status/${encodeURIComponent(options.apiKey)}/getByMerchantTransactionId/${encodeURIComponent(merchantTransactionId)}`
      const status = await api.get(path, { headers: signed('GET', path, '') }).json<TillStatus>()
      if (status.merchantTransactionId !== undefined && status.merchantTransactionId !== merchantTransactionId) {
        throw new Error(`Till transaction ${status.uuid ?? '?'} is not the current attempt of reservation ${intent.id}`)
      }
      // no status at all (an unknown transaction, an error page): nothing is known, so nothing may move
      if (typeof status.transactionStatus !== 'string')
        throw new Error(
          `Till status of ${merchantTransactionId}: ${status.errors?.[0]?.errorMessage ?? 'no transactionStatus'}`,
        )
      if (status.transactionStatus === 'PENDING') return { ok: 'waiting', message: TILL_VERIFY_WAITING }
      if (status.success && status.transactionStatus === 'SUCCESS') {
        // the server's own figure, never the browser's: a transaction for another amount is not this reservation
        if (
          (status.amount !== undefined && Math.round(Number(status.amount) * 100) !== intent.amountCents) ||
          (status.currency !== undefined && status.currency.toLowerCase() !== intent.currency)
        ) {
          throw new Error(
            `Till transaction ${status.uuid ?? merchantTransactionId} does not match reservation ${intent.id}`,
          )
        }
        return { ok: true, providerRef: status.uuid ?? intent.providerRef }
      }
      return { ok: false, message: status.errors?.[0]?.errorMessage ?? TILL_VERIFY_FAILED }
    },
    attemptRef: (intent) => (intent.attempt === 0 ? null : tillTransactionId(intent)),
    async release(intent) {
      if (!intent.providerRef) return
      await settled(
        'void',
        await call('void', {
          merchantTransactionId: `${tillTransactionId(intent)}-void`,
          referenceUuid: intent.providerRef,
        }),
      )
    },
    async capture(intent) {
      if (!intent.providerRef) throw new Error(`Till reservation ${intent.id} has no transaction to capture`)
      await settled(
        'capture',
        await call('capture', {
          merchantTransactionId: `${tillTransactionId(intent)}-capture`,
          referenceUuid: intent.providerRef,
          amount: majorUnits(intent.amountCents),
          currency: intent.currency.toUpperCase(),
        }),
      )
    },
  }
}

export function createTillPayments(deps: StoredPaymentsDeps & { options: TillOptions }): PaymentPort {
  return storedPayments(deps, tillGateway(deps.options))
}
