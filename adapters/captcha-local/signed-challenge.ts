import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { CaptchaResponse, CaptchaVerdict, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'

/**
 * The local captcha of demo and mock modes (and of live tenants without a hosted provider): a small arithmetic
 * question whose answer is never in the token. The token carries an expiry and a nonce, signed with HMAC over
 * (expiry, nonce, tenant, answer), so the server checks an answer without keeping any state, and only on the site it
 * was issued for. A passed answer is spendable: the lead intake records it as spent on the lead it was stored with
 * (the store's spent answers), so it serves every step of that one form fill and no other lead.
 */
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

/** What the lead routes answer for a wrong or missing answer (kept word for word from the first captcha). */
export const CAPTCHA_FAILED = 'Please answer the security question correctly.'

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

export interface SignedChallenge extends CaptchaVerifierPort {
  issue(tenant: string, nowMs?: number): CaptchaChallenge
  /**
   * true when `answer` is the answer to the challenge `token` was issued with for `tenant`, and the token has not
   * expired
   */
  check(token: unknown, answer: unknown, tenant: string, nowMs?: number): boolean
}

const normaliseAnswer = (answer: unknown): string | null => {
  if (typeof answer !== 'string' && typeof answer !== 'number') return null
  const text = String(answer).trim()
  return /^-?\d{1,4}$/.test(text) ? String(Number(text)) : null
}

export function createSignedChallenge(options: SignedChallengeOptions = {}): SignedChallenge {
  // a random key only invalidates the challenges still on screen at a restart
  const secret = options.secret && options.secret.length >= 16 ? Buffer.from(options.secret) : randomBytes(32)
  const clock = options.clock ?? Date.now
  const sign = (expiresAt: number, nonce: string, tenant: string, answer: string): Buffer =>
    createHmac('sha256', secret).update(`${expiresAt}.${nonce}.${tenant}\u0000${answer}`).digest()

  function issue(tenant: string, nowMs: number = clock()): CaptchaChallenge {
    const a = randomInt(1, 10)
    const b = randomInt(1, 10)
    const expiresAt = nowMs + CAPTCHA_TTL_MS
    const nonce = randomBytes(9).toString('base64url')
    const mac = sign(expiresAt, nonce, tenant, String(a + b)).toString('base64url')
    return { token: `${expiresAt}.${nonce}.${mac}`, question: `What is ${a} plus ${b}?` }
  }

  function check(token: unknown, answer: unknown, tenant: string, nowMs: number = clock()): boolean {
    if (typeof token !== 'string' || token.length > 200) return false
    const [expiry, nonce, mac, ...rest] = token.split('.')
    if (!expiry || !nonce || !mac || rest.length > 0 || !/^\d+$/.test(expiry)) return false
    const expiresAt = Number(expiry)
    if (!(expiresAt > nowMs) || expiresAt - nowMs > CAPTCHA_TTL_MS) return false
    const normalised = normaliseAnswer(answer)
    if (normalised === null) return false
    const expected = sign(expiresAt, nonce, tenant, normalised)
    const given = Buffer.from(mac, 'base64url')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  return {
    issue,
    check,
    // the local check needs no provider: it is never unavailable
    async verify(response: CaptchaResponse, _remoteIp?: string, tenant = ''): Promise<CaptchaVerdict> {
      if (!check(response.token, response.answer, tenant)) return { kind: 'refused', message: CAPTCHA_FAILED, codes: ['wrong-answer'] }
      // the nonce names the challenge; its record need last no longer than the token could be used
      const [expiry, nonce] = response.token.split('.')
      return { kind: 'passed', spend: { key: `local:${nonce}`, expiresAt: Number(expiry) } }
    },
  }
}

/** The answer a challenge question expects (tests and the QA page only). */
export function answerOf(question: string): number | null {
  const match = /^What is (\d+) plus (\d+)\?$/.exec(question)
  return match ? Number(match[1]) + Number(match[2]) : null
}
