import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { AuthSession } from '@domain/users/user.schema.ts'
import { EMAIL_PATTERN } from '@domain/validation/validators.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import type { AuthStorePort, StoredUser } from '@domain/ports/shared-state.port.ts'

export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60_000
export const SESSION_TTL_MS = 30 * 86_400_000
/** guesses compared with one code (the right one among them signs in); past them the code is spent */
export const MAX_CODE_ATTEMPTS = 5
/** codes one address may request per hour */
export const MAX_CODES_PER_HOUR = 5
export const WATCHLIST_LIMIT = 200

export const INVALID_EMAIL = 'Please enter a valid email address.'
export const TOO_MANY_CODES = 'Too many codes requested. Please wait a while and try again.'
export const WRONG_CODE = 'That code is not right. Please check it and try again.'
export const EXPIRED_CODE = 'That code has expired. Please request a new one.'
export const CODE_NOT_SENT = 'We could not send the code just now. Please try again in a minute.'

/**
 * What became of a code handed to `deliver`: `not-sent` (certainly not delivered, e.g. the mail server refused
 * or could not be reached) or `maybe-sent` (it gave up waiting; the email may still arrive). Nothing = sent.
 */
export type CodeDeliveryOutcome = 'sent' | 'not-sent' | 'maybe-sent'
// biome-ignore lint/suspicious/noConfusingVoidType: a deliverer that reports nothing returns void; `undefined` would refuse such functions
type Delivered = void | CodeDeliveryOutcome

const EMPTY: AuthSession = { user: null, watchlist: [] }
const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Email one-time-code sign-in (SPEC §6, garage_enabled tenants). Codes and session tokens are kept only as
 * keyed hashes, so the database alone cannot sign anyone in. `deliver` sends the code (email in live; in demo
 * and mock the composition root shows it on a QA page and logs it).
 */
export function createLocalAuth(deps: {
  store: AuthStorePort
  clock: ClockPort
  /** keys the code and token hashes (SESSION_SECRET in live) */
  secret: string
  deliver: (message: { tenant: string; email: string; code: string }) => Delivered | Promise<Delivered>
}): AuthPort {
  const { store, clock, secret } = deps
  const hash = (...parts: string[]) => createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex')
  const tokenHash = (token: string) => createHash('sha256').update(`${secret}:${token}`).digest('hex')

  const sessionOf = async (tenant: string, token: string | null): Promise<StoredUser | null> =>
    token ? store.sessionUser(tenant, tokenHash(token), clock.now()) : null
  const answer = async (user: StoredUser): Promise<AuthSession> => ({
    user: { id: user.id, email: user.email },
    watchlist: [...(await store.watchlist(user.id))],
  })

  return {
    async requestCode(tenant, rawEmail) {
      const email = normaliseEmail(rawEmail)
      if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, message: INVALID_EMAIL }
      const now = clock.now()
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
      // counted and written together: requests for one address arriving at once never add more than the limit
      const codeId = await store.addCodeWithin(
        { tenant, email, codeHash: hash(tenant, email, code), createdAt: now, expiresAt: now + CODE_TTL_MS },
        { since: now - 3_600_000, max: MAX_CODES_PER_HOUR },
      )
      if (codeId === null) return { ok: false, message: TOO_MANY_CODES }
      let outcome: Awaited<ReturnType<typeof deps.deliver>>
      try {
        outcome = await deps.deliver({ tenant, email, code })
      } catch (error) {
        console.error(
          `[auth] sign-in code delivery failed on ${tenant}`,
          error instanceof Error ? error.message : error,
        )
        outcome = 'not-sent'
      }
      if (outcome === undefined || outcome === 'sent') return { ok: true }
      // A code that never left does not count against the hourly limit (the shopper is told to try again);
      // one that may still arrive stays valid and counted, so a slow mail server cannot be made to send unlimited mail.
      if (outcome === 'not-sent') await store.dropCode(codeId)
      return { ok: false, message: CODE_NOT_SENT, unavailable: true }
    },
    async verifyCode(tenant, rawEmail, rawCode) {
      const email = normaliseEmail(rawEmail)
      const code = rawCode.replace(/\s/g, '')
      const now = clock.now()
      // the check is counted before the guess is compared, so guesses arriving together get MAX_CODE_ATTEMPTS between them
      const check = await store.takeAttempt(tenant, email, now, MAX_CODE_ATTEMPTS)
      if (check.kind !== 'taken') return { ok: false, message: check.kind === 'none' ? WRONG_CODE : EXPIRED_CODE }
      const row = check.code
      const expected = Buffer.from(row.codeHash, 'hex')
      const given = Buffer.from(hash(tenant, email, code), 'hex')
      if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, given)) return { ok: false, message: WRONG_CODE }
      const token = randomBytes(32).toString('base64url')
      // the code is spent in the same transaction, so two processes verifying it at once open one session
      const signedIn = await store.signIn({
        codeId: row.id,
        tenant,
        email,
        newUserId: randomUUID(),
        tokenHash: tokenHash(token),
        at: now,
        expiresAt: now + SESSION_TTL_MS,
      })
      return signedIn ? { ok: true, token } : { ok: false, message: EXPIRED_CODE }
    },
    async session(tenant, token) {
      const user = await sessionOf(tenant, token)
      return user ? answer(user) : EMPTY
    },
    async saveWatchlist(tenant, token, carIds) {
      const user = await sessionOf(tenant, token)
      if (!user) return EMPTY
      await store.replaceWatchlist(user.id, [...new Set(carIds.filter(isValidCarId))].slice(0, WATCHLIST_LIMIT))
      return answer(user)
    },
    async signOut(tenant, token) {
      await store.dropSession(tenant, tokenHash(token))
    },
  }
}
