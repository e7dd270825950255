import ky, { isHTTPError } from 'ky'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import { storedPayments, type StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import type { ProviderGateway } from '@adapters/payments-local/stored-payment-port.ts'
import { errorBody, majorUnits, type ProviderHttpOptions } from '@adapters/payments-local/provider-http.ts'

/** St.George merchant facilities take card payments through PayWay's REST API. */
export const PAYWAY_API = 'https://api.payway.com.au/rest/v1'

export interface StGeorgeOptions extends ProviderHttpOptions {
  /** the secret API key (HTTP Basic user, empty password) */
  readonly secretKey: string
  /** the merchant facility id ('TEST' in the sandbox) */
  readonly merchantId: string
}

interface PayWayTransaction {
  transactionId?: number | string
  status?: string
  responseCode?: string
  responseText?: string
}

const DECLINE_FALLBACK = 'Your card was declined. Please try another card.'

/**
 * PayWay REST (form-encoded, HTTP Basic with the secret key, Idempotency-Key on writes):
 *  authorise POST /transactions  singleUseTokenId (from PayWay's card frame), customerNumber, transactionType=preAuth,
 *            principalAmount '500.00', currency, orderNumber (our reservation id), merchantId. status 'approved' or
 *            'approved*' = hold placed; 'declined' carries responseText; 422 lists field errors.
 *  release   POST /transactions/{transactionId}/void
 */
export function stGeorgeGateway(options: StGeorgeOptions): ProviderGateway {
  const basic = Buffer.from(`${options.secretKey}:`).toString('base64')
  const api = ky.create({
    prefix: (options.baseUrl ?? PAYWAY_API).replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 15_000,
    retry: { limit: 2, methods: ['post'], statusCodes: [429, 500, 502, 503, 504] },
    headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return {
    async open() {
      return { providerRef: null, clientData: {} }
    },
    async authorise(intent, confirmation) {
      if (confirmation.kind !== 'token')
        return { ok: false, message: 'Card details must be entered in the secure card field.' }
      try {
        const tx = await api
          .post('transactions', {
            body: new URLSearchParams({
              singleUseTokenId: confirmation.token,
              customerNumber: `${intent.tenant}-${intent.carId}`.slice(0, 20),
              transactionType: 'preAuth',
              principalAmount: majorUnits(intent.amountCents),
              currency: intent.currency,
              orderNumber: intent.id.slice(0, 20),
              merchantId: options.merchantId,
            }),
            headers: { 'idempotency-key': `${intent.id}:${confirmation.token}` },
          })
          .json<PayWayTransaction>()
        if (tx.status === 'approved' || tx.status === 'approved*')
          return { ok: true, providerRef: String(tx.transactionId ?? '') || null }
        return {
          ok: false,
          message: tx.responseText ? `Your card was declined (${tx.responseText}).` : DECLINE_FALLBACK,
        }
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 422) {
          const body = (await errorBody(error)) as { data?: { message?: string }[] } | null
          return { ok: false, message: body?.data?.[0]?.message ?? DECLINE_FALLBACK }
        }
        throw error
      }
    },
    async release(intent) {
      if (!intent.providerRef) return
      await api.post(`transactions/${encodeURIComponent(intent.providerRef)}/void`, {
        headers: { 'idempotency-key': `${intent.id}:void` },
      })
    },
  }
}

export function createStGeorgePayments(deps: StoredPaymentsDeps & { options: StGeorgeOptions }): PaymentPort {
  return storedPayments(deps, stGeorgeGateway(deps.options))
}
