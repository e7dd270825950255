import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * The demo/mock captcha (SPEC §5 'a captcha shows by default'): a small arithmetic question whose answer is never in
 * the token. The token carries an expiry and a nonce, signed with HMAC over (expiry, nonce, answer), so the server
 * checks an answer without keeping any state. A token stays valid for every step of one form until it expires.
 */
export const CAPTCHA_TTL_MS = 30 * 60 * 1000

export interface CaptchaChallenge {
  /** opaque, sent back with the answer as captcha_token */
  readonly token: string
  /** e.g. 'What is 3 plus 4?' */
  readonly question: string
}

// One secret per process unless configured: a restart only invalidates challenges still on screen.
const secret: Buffer = (() => {
  const configured = process.env.CAPTCHA_SECRET ?? process.env.SESSION_SECRET
  return configured && configured.length >= 16 ? Buffer.from(configured) : randomBytes(32)
})()

const sign = (expiresAt: number, nonce: string, answer: string): Buffer =>
  createHmac('sha256', secret).update(`${expiresAt}.${nonce}.${answer}`).digest()

const normaliseAnswer = (answer: unknown): string | null => {
  if (typeof answer !== 'string' && typeof answer !== 'number') return null
  const text = String(answer).trim()
  return /^-?\d{1,4}$/.test(text) ? String(Number(text)) : null
}

export function issueChallenge(nowMs: number = Date.now()): CaptchaChallenge {
  const a = randomInt(1, 10)
  const b = randomInt(1, 10)
  const expiresAt = nowMs + CAPTCHA_TTL_MS
  const nonce = randomBytes(9).toString('base64url')
  const mac = sign(expiresAt, nonce, String(a + b)).toString('base64url')
  return { token: `${expiresAt}.${nonce}.${mac}`, question: `What is ${a} plus ${b}?` }
}

/** True when `answer` is the answer to the challenge `token` was issued with, and the token has not expired. */
export function verifyChallenge(token: unknown, answer: unknown, nowMs: number = Date.now()): boolean {
  if (typeof token !== 'string' || token.length > 200) return false
  const [expiry, nonce, mac, ...rest] = token.split('.')
  if (!expiry || !nonce || !mac || rest.length > 0 || !/^\d+$/.test(expiry)) return false
  const expiresAt = Number(expiry)
  if (!(expiresAt > nowMs) || expiresAt - nowMs > CAPTCHA_TTL_MS) return false
  const normalised = normaliseAnswer(answer)
  if (normalised === null) return false
  const expected = sign(expiresAt, nonce, normalised)
  let given: Buffer
  try {
    given = Buffer.from(mac, 'base64url')
  } catch {
    return false
  }
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The answer a challenge question expects (tests and the QA page only). */
export function answerOf(question: string): number | null {
  const match = /^What is (\d+) plus (\d+)\?$/.exec(question)
  return match ? Number(match[1]) + Number(match[2]) : null
}
