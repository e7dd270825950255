import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky'
import { Schema } from 'effect'
import { LeadAnswer } from '@domain/leads/lead-payload.schema.ts'
import { LeadDeliveryError } from '@domain/ports/leads.port.ts'

/**
 * A receiver's 4xx means the request itself is wrong and resending it cannot help, except the
 * statuses that say "not now" (timeout, conflict while a same-key request is in progress, too early,
 * too many requests). Everything else (5xx, timeouts, refused connections) is worth retrying.
 */
const RETRYABLE_4XX = new Set([408, 409, 425, 429])

export function toDeliveryError(error: unknown, receiver: string): LeadDeliveryError {
  if (error instanceof LeadDeliveryError) return error
  if (isHTTPError(error)) {
    const status = error.response.status
    const permanent = status >= 400 && status < 500 && !RETRYABLE_4XX.has(status)
    return new LeadDeliveryError(`${receiver} answered HTTP ${status}`, { permanent, status, cause: error })
  }
  if (isTimeoutError(error))
    return new LeadDeliveryError(`${receiver} did not answer in time`, { permanent: false, cause: error })
  if (isNetworkError(error)) return new LeadDeliveryError(`${receiver} unreachable`, { permanent: false, cause: error })
  const message = error instanceof Error ? error.message : String(error)
  return new LeadDeliveryError(`${receiver}: ${message}`, { permanent: false, cause: error })
}

const decodeAnswer = Schema.decodeUnknownOption(LeadAnswer)

/**
 * SPEC §3: a lead answer has id (or lead_id) or an error. An error in a 2xx answer is a refusal;
 * an answer that is not JSON at all is treated as a receiver fault and retried.
 */
export async function readLeadAnswer(response: Response, receiver: string): Promise<{ remoteId: string | null }> {
  const text = await response.text()
  if (text.trim() === '') return { remoteId: null }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new LeadDeliveryError(`${receiver} answered with something other than JSON`, {
      permanent: false,
      status: response.status,
    })
  }
  const answer = decodeAnswer(body)
  if (answer._tag === 'None') return { remoteId: null }
  if (answer.value.error) {
    throw new LeadDeliveryError(`${receiver} refused the lead: ${answer.value.error}`, {
      permanent: true,
      status: response.status,
    })
  }
  const id = answer.value.id ?? answer.value.lead_id
  return { remoteId: id === undefined ? null : String(id) }
}

export interface HttpGatewayOptions {
  /** per-attempt timeout, ms (default 10 s) */
  readonly timeoutMs?: number
  /** retries inside one delivery attempt (default 2); the outbox retries further with backoff */
  readonly retries?: number
  /** injected for tests; defaults to the global fetch */
  readonly fetch?: typeof fetch
}

/** ky retry settings for a keyed write: safe to repeat POST because the receiver deduplicates by key. */
export function retrySettings(retries: number) {
  return {
    limit: retries,
    methods: ['post', 'put'],
    statusCodes: [408, 425, 429, 500, 502, 503, 504],
    retryOnTimeout: true,
    backoffLimit: 2_000,
  }
}

/** The HTTP client of a lead receiver at `baseUrl`: JSON answers, the gateway's timeout and retries, extra headers. */
export function leadReceiverApi(
  options: HttpGatewayOptions & { readonly baseUrl: string },
  headers: Record<string, string> = {},
): KyInstance {
  return ky.create({
    prefix: options.baseUrl.replace(/\/+$/, ''),
    timeout: options.timeoutMs ?? 10_000,
    retry: retrySettings(options.retries ?? 2),
    headers: { accept: 'application/json', ...headers },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}

/**
 * `form` names the form the shopper filled, for this site's own checks (its captcha was issued for that form); it
 * is not among SPEC §3's lead fields, so the CRM never sees it.
 */
export function withoutSiteKeys<T extends { form?: unknown }>(payload: T): T {
  if (payload.form === undefined) return payload
  const { form: _siteOnly, ...rest } = payload
  return rest as T
}
