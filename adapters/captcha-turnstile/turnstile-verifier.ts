import { randomUUID } from 'node:crypto'
import { Schema } from 'effect'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import type {
  CaptchaBinding,
  CaptchaResponse,
  CaptchaVerdict,
  CaptchaVerifierPort,
} from '@domain/ports/captcha.port.ts'

/** Cloudflare Turnstile's API host; the siteverify endpoint is `{base}/turnstile/v0/siteverify`. */
export const TURNSTILE_API_URL = 'https://challenges.cloudflare.com'
export const SITEVERIFY_PATH = '/turnstile/v0/siteverify'
/** The whole verification, a retry included: a lead never waits longer than this for the provider. */
export const TURNSTILE_TIMEOUT_MS = 5_000
/** Turnstile tokens are at most 2048 characters; anything longer is refused without asking. */
export const MAX_TOKEN_LENGTH = 2048

/** What the shopper reads for each refusal (the error codes go to the log). */
export const TURNSTILE_MESSAGES = {
  missing: 'Please complete the security check.',
  expired: 'The security check expired. Please complete it again.',
  failed: 'The security check failed. Please try it again.',
  otherForm: 'This security check was completed for another form. Please complete it again.',
} as const

/**
 * Codes that describe our request or the provider, not the shopper's token: a wrong secret, a malformed request,
 * a provider fault. They are `unavailable` (the operator's problem), never a refusal the shopper could fix.
 */
const PROVIDER_SIDE_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error'])

const SiteverifyAnswer = Schema.Struct({
  success: Schema.Boolean,
  'error-codes': Schema.optional(Schema.Array(Schema.String)),
  /** the widget's action: our forms render it with the form's kind */
  action: Schema.optional(Schema.String),
})

/** One verification that did not pass cleanly, as logged (never with the secret or the token). */
export interface TurnstileProblem {
  readonly kind: 'refused' | 'unavailable'
  readonly reason: string
  readonly codes?: readonly string[]
  readonly status?: number
}

export interface TurnstileVerifierOptions {
  /** TURNSTILE_SECRET_KEY: the widget's secret key, sent only to siteverify */
  readonly secret: string
  /** TURNSTILE_API_URL (default the provider's host; a loopback fake in tests) */
  readonly baseUrl?: string | undefined
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
  readonly log?: (problem: TurnstileProblem) => void
  /** the idempotency key of one verification (its retry reuses it); default a random UUID */
  readonly idempotencyKey?: () => string
}

const RETRY_STATUSES = new Set([500, 502, 503, 504])

/**
 * CaptchaVerifierPort over Cloudflare Turnstile's siteverify: `POST {base}/turnstile/v0/siteverify`, form-encoded
 * `secret`, `response`, `remoteip` and `idempotency_key`, answered `{success, error-codes}`.
 * - success → passed, when the widget's `action` is the form the lead names (a token solved on another form, or
 *   on a form when the lead names none, is refused);
 * - the shopper's token is missing, expired/used, or invalid → refused with a message to show;
 * - time-out, network error, HTTP other than 200, a malformed answer, or a provider-side code (our secret, our
 *   request, their fault) → unavailable, logged.
 * A 5xx or network failure is retried once inside the time limit with the same idempotency key, so the provider
 * answers the retry as it answered the first request instead of calling the token a duplicate.
 */
export function createTurnstileVerifier(options: TurnstileVerifierOptions): CaptchaVerifierPort {
  const url = `${(options.baseUrl ?? TURNSTILE_API_URL).replace(/\/+$/, '')}${SITEVERIFY_PATH}`
  const timeoutMs = options.timeoutMs ?? TURNSTILE_TIMEOUT_MS
  const doFetch = options.fetch ?? fetch
  const log =
    options.log ??
    ((p: TurnstileProblem) => {
      if (p.kind === 'unavailable')
        console.warn(`[captcha] Turnstile siteverify unavailable: ${p.reason}`, { status: p.status, codes: p.codes })
    })
  const newKey = options.idempotencyKey ?? randomUUID

  const refused = (message: string, codes: readonly string[]): CaptchaVerdict => {
    log({ kind: 'refused', reason: message, codes })
    return { kind: 'refused', message, codes }
  }
  const unavailable = (reason: string, extra: { status?: number; codes?: readonly string[] } = {}): CaptchaVerdict => {
    log({ kind: 'unavailable', reason, ...extra })
    return { kind: 'unavailable', reason }
  }

  function verdictOf(codes: readonly string[]): CaptchaVerdict {
    const providerSide = codes.filter((c) => PROVIDER_SIDE_CODES.has(c))
    if (providerSide.length > 0) return unavailable(`siteverify answered ${providerSide.join(', ')}`, { codes })
    if (codes.includes('missing-input-response')) return refused(TURNSTILE_MESSAGES.missing, codes)
    if (codes.includes('timeout-or-duplicate')) return refused(TURNSTILE_MESSAGES.expired, codes)
    return refused(TURNSTILE_MESSAGES.failed, codes)
  }

  return {
    async verify(response: CaptchaResponse, remoteIp?: string, binding?: CaptchaBinding): Promise<CaptchaVerdict> {
      const token = response.token
      if (token.length > MAX_TOKEN_LENGTH) return refused(TURNSTILE_MESSAGES.failed, ['token-too-long'])
      // An empty token is asked too: the provider refuses it (missing-input-response) when it is up, and when it
      // is down the shopper's widget most likely could not load either, so the lead is let in marked.
      const form = new URLSearchParams({ secret: options.secret, response: token, idempotency_key: newKey() })
      if (remoteIp) form.set('remoteip', remoteIp)
      const deadline = AbortSignal.timeout(timeoutMs)
      for (let attempt = 1; ; attempt++) {
        let status: number
        let text: string
        try {
          const answer = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: form.toString(),
            signal: deadline,
          })
          status = answer.status
          text = await answer.text()
        } catch (error) {
          if (deadline.aborted) return unavailable(`no answer within ${timeoutMs} ms`)
          if (attempt < 2) continue
          return unavailable(`unreachable: ${error instanceof Error ? error.message : String(error)}`)
        }
        if (RETRY_STATUSES.has(status) && attempt < 2 && !deadline.aborted) continue
        if (status !== 200) return unavailable(`siteverify answered HTTP ${status}`, { status })
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          return unavailable('siteverify answered with malformed JSON', { status })
        }
        const decoded = decodeOrProblem(SiteverifyAnswer, json)
        if (!decoded.ok)
          return unavailable(
            `siteverify answered the wrong shape: field "${decoded.problem.path}": ${decoded.problem.message}`,
            { status },
          )
        if (decoded.value.success) {
          // our forms render the widget with their kind as its action; a widget without one answers ''
          if (binding && (decoded.value.action ?? '') !== (binding.form ?? ''))
            return refused(TURNSTILE_MESSAGES.otherForm, ['other-form'])
          return { kind: 'passed' }
        }
        return verdictOf(decoded.value['error-codes'] ?? [])
      }
    },
  }
}
