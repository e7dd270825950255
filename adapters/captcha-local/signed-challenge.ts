import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type {
  CaptchaBinding,
  CaptchaResponse,
  CaptchaVerdict,
  CaptchaVerifierPort,
} from '@domain/ports/captcha.port.ts'

/**
 * The local captcha of demo and mock modes (and of live tenants without a hosted provider): a small arithmetic
 * question whose answer is never in the token. The token carries an expiry, a nonce, and the tenant and form it was
 * issued for, signed with HMAC over all of them and the answer, so the server checks an answer without keeping any
 * state, only on the site and form it was issued for, and can say which of those was wrong. A passed answer is
 * spendable: the lead intake records it as spent on the lead it was stored with (the store's spent answers), so it
 * serves every step of that one form fill and no other lead.
 */
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

/** What the lead routes answer for a wrong or missing answer (kept word for word from the first captcha). */
export const CAPTCHA_FAILED = 'Please answer the security question correctly.'

/** What the lead routes answer for a right answer to a question another site or another form asked. */
export const CAPTCHA_MESSAGES = {
  'other-site': 'This security question was issued for another site. Please answer the new one.',
  'other-form': 'This security question was issued for another form. Please answer the new one.',
  expired: 'This security question has expired. Please answer the new one.',
} as const

export interface CaptchaChallenge {
  /** opaque, sent back with the answer as captcha_token */
  readonly token: string
  /** e.g. 'What is 3 plus 4?' */
  readonly question: string
}

export interface SignedChallengeOptions {
  /** the HMAC key; without one (or one under 16 characters) a random key per process */
  readonly secret?: string | undefined
  readonly clock?: () => number
}

/** Why a response does not pass, or 'passed'. */
export type ChallengeCheck = 'passed' | 'malformed' | 'expired' | 'other-site' | 'other-form' | 'wrong-answer'

export interface SignedChallenge extends CaptchaVerifierPort {
  issue(tenant: string, form: string, nowMs?: number): CaptchaChallenge
  /**
   * 'passed' when `answer` is the answer to the challenge `token` was issued with for `tenant` and `form`, and the
   * token has not expired; else the first reason it fails (a token's site and form are read before its answer)
   */
  check(token: unknown, answer: unknown, bound: CaptchaBinding, nowMs?: number): ChallengeCheck
}

const normaliseAnswer = (answer: unknown): string | null => {
  if (typeof answer !== 'string' && typeof answer !== 'number') return null
  const text = String(answer).trim()
  return /^-?\d{1,4}$/.test(text) ? String(Number(text)) : null
}

const encode = (text: string) => Buffer.from(text).toString('base64url')
const decode = (text: string) => Buffer.from(text, 'base64url').toString()
/** a token names at most a long slug and the longest form kind: anything longer is refused unread */
const MAX_TOKEN_LENGTH = 400

export function createSignedChallenge(options: SignedChallengeOptions = {}): SignedChallenge {
  // a random key only invalidates the challenges still on screen at a restart
  const secret = options.secret && options.secret.length >= 16 ? Buffer.from(options.secret) : randomBytes(32)
  const clock = options.clock ?? Date.now
  const sign = (expiresAt: number, nonce: string, tenant: string, form: string, answer: string): Buffer =>
    createHmac('sha256', secret).update(`${expiresAt}.${nonce}.${tenant}\u0000${form}\u0000${answer}`).digest()

  function issue(tenant: string, form: string, nowMs: number = clock()): CaptchaChallenge {
    const a = randomInt(1, 10)
    const b = randomInt(1, 10)
    const expiresAt = nowMs + CAPTCHA_TTL_MS
    const nonce = randomBytes(9).toString('base64url')
    const mac = sign(expiresAt, nonce, tenant, form, String(a + b)).toString('base64url')
    return {
      token: `${expiresAt}.${nonce}.${encode(tenant)}.${encode(form)}.${mac}`,
      question: `What is ${a} plus ${b}?`,
    }
  }

  function check(token: unknown, answer: unknown, bound: CaptchaBinding, nowMs: number = clock()): ChallengeCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return 'malformed'
    const [expiry, nonce, tenant, form, mac, ...rest] = token.split('.')
    if (!expiry || !nonce || !tenant || !form || !mac || rest.length > 0 || !/^\d+$/.test(expiry)) return 'malformed'
    const expiresAt = Number(expiry)
    if (!(expiresAt > nowMs) || expiresAt - nowMs > CAPTCHA_TTL_MS) return 'expired'
    const normalised = normaliseAnswer(answer)
    if (normalised === null) return 'wrong-answer'
    const expected = sign(expiresAt, nonce, decode(tenant), decode(form), normalised)
    const given = Buffer.from(mac, 'base64url')
    // the signature covers the site and form, so a token edited to name others fails as a wrong answer
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'wrong-answer'
    if (decode(tenant) !== bound.tenant) return 'other-site'
    if (decode(form) !== bound.form) return 'other-form'
    return 'passed'
  }

  return {
    issue,
    check,
    // the local check needs no provider: it is never unavailable
    async verify(
      response: CaptchaResponse,
      _remoteIp?: string,
      bound: CaptchaBinding = { tenant: '', form: null },
    ): Promise<CaptchaVerdict> {
      const checked = check(response.token, response.answer, bound)
      if (checked === 'passed') {
        // the nonce names the challenge; its record need last no longer than the token could be used
        const [expiry, nonce] = response.token.split('.')
        return { kind: 'passed', spend: { key: `local:${nonce}`, expiresAt: Number(expiry) } }
      }
      const message = checked === 'malformed' || checked === 'wrong-answer' ? CAPTCHA_FAILED : CAPTCHA_MESSAGES[checked]
      return { kind: 'refused', message, codes: [checked] }
    },
  }
}

/** The answer a challenge question expects (tests and the QA page only). */
export function answerOf(question: string): number | null {
  const match = /^What is (\d+) plus (\d+)\?$/.exec(question)
  return match ? Number(match[1]) + Number(match[2]) : null
}
