import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { AuthSession } from '@domain/users/user.schema.ts'
import { EMAIL_PATTERN } from '@domain/validation/validators.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { transaction, type Database } from '@adapters/store-sqlite/database.ts'

export const CODE_LENGTH = 6
export const CODE_TTL_MS = 10 * 60_000
export const SESSION_TTL_MS = 30 * 86_400_000
/** wrong guesses before a code is spent */
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

const EMPTY: AuthSession = { user: null, watchlist: [] }
const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * Email one-time-code sign-in (SPEC §6, garage_enabled tenants). Codes and session tokens are kept only as
 * keyed hashes, so the database alone cannot sign anyone in. `deliver` sends the code (email in live; in demo
 * and mock the composition root shows it on a QA page and logs it).
 */
export function createLocalAuth(deps: {
  db: Database
  clock: ClockPort
  /** keys the code and token hashes (SESSION_SECRET in live) */
  secret: string
  deliver: (message: { tenant: string; email: string; code: string }) => void | CodeDeliveryOutcome | Promise<void | CodeDeliveryOutcome>
}): AuthPort {
  const { db, clock, secret } = deps
  db.exec(`CREATE TABLE IF NOT EXISTS auth_codes (
      tenant TEXT NOT NULL, email TEXT NOT NULL, code_hash TEXT NOT NULL, created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS auth_codes_email ON auth_codes (tenant, email, created_at);
    CREATE TABLE IF NOT EXISTS auth_users (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (tenant, email));
    CREATE TABLE IF NOT EXISTS auth_sessions (
      token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS auth_watchlist (
      user_id TEXT NOT NULL, car_id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (user_id, car_id));`)
  const hash = (...parts: string[]) => createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex')
  const tokenHash = (token: string) => createHash('sha256').update(`${secret}:${token}`).digest('hex')

  const recentCodes = db.prepare('SELECT COUNT(*) AS n FROM auth_codes WHERE tenant = ? AND email = ? AND created_at > ?')
  const insertCode = db.prepare('INSERT INTO auth_codes (tenant, email, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
  const latestCode = db.prepare(
    'SELECT rowid AS id, code_hash, expires_at, attempts, used FROM auth_codes WHERE tenant = ? AND email = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
  const dropCode = db.prepare('DELETE FROM auth_codes WHERE rowid = ?')
  const countAttempt = db.prepare('UPDATE auth_codes SET attempts = attempts + 1 WHERE rowid = ?')
  const spendCode = db.prepare('UPDATE auth_codes SET used = 1 WHERE rowid = ?')
  const userByEmail = db.prepare('SELECT id, email FROM auth_users WHERE tenant = ? AND email = ?')
  const insertUser = db.prepare('INSERT INTO auth_users (id, tenant, email, created_at) VALUES (?, ?, ?, ?)')
  const insertSession = db.prepare('INSERT INTO auth_sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)')
  const sessionUser = db.prepare(
    `SELECT u.id AS id, u.email AS email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?`,
  )
  const deleteSession = db.prepare('DELETE FROM auth_sessions WHERE token_hash = ? AND tenant = ?')
  const watchlistOf = db.prepare('SELECT car_id FROM auth_watchlist WHERE user_id = ? ORDER BY position')
  const clearWatchlist = db.prepare('DELETE FROM auth_watchlist WHERE user_id = ?')
  const addWatch = db.prepare('INSERT OR IGNORE INTO auth_watchlist (user_id, car_id, position) VALUES (?, ?, ?)')

  const sessionOf = (tenant: string, token: string | null): { id: string; email: string } | null => {
    if (!token) return null
    return (sessionUser.get(tokenHash(token), tenant, clock.now()) as { id: string; email: string } | undefined) ?? null
  }
  const answer = (user: { id: string; email: string }): AuthSession => ({
    user: { id: user.id, email: user.email },
    watchlist: (watchlistOf.all(user.id) as { car_id: string }[]).map((r) => r.car_id),
  })

  return {
    async requestCode(tenant, rawEmail) {
      const email = normaliseEmail(rawEmail)
      if (!EMAIL_PATTERN.test(email) || email.length > 254) return { ok: false, message: INVALID_EMAIL }
      const now = clock.now()
      const { n } = recentCodes.get(tenant, email, now - 3_600_000) as { n: number }
      if (n >= MAX_CODES_PER_HOUR) return { ok: false, message: TOO_MANY_CODES }
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
      const { lastInsertRowid } = insertCode.run(tenant, email, hash(tenant, email, code), now, now + CODE_TTL_MS)
      let outcome: void | CodeDeliveryOutcome
      try {
        outcome = await deps.deliver({ tenant, email, code })
      } catch (error) {
        console.error(`[auth] sign-in code delivery failed on ${tenant}`, error instanceof Error ? error.message : error)
        outcome = 'not-sent'
      }
      if (outcome === undefined || outcome === 'sent') return { ok: true }
      // A code that never left does not count against the hourly limit (the shopper is told to try again);
      // one that may still arrive stays valid and counted, so a slow mail server cannot be made to send unlimited mail.
      if (outcome === 'not-sent') dropCode.run(lastInsertRowid)
      return { ok: false, message: CODE_NOT_SENT, unavailable: true }
    },
    async verifyCode(tenant, rawEmail, rawCode) {
      const email = normaliseEmail(rawEmail)
      const code = rawCode.replace(/\s/g, '')
      const now = clock.now()
      const row = latestCode.get(tenant, email) as { id: number; code_hash: string; expires_at: number; attempts: number; used: number } | undefined
      if (!row || row.used || row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, message: row ? EXPIRED_CODE : WRONG_CODE }
      if (row.expires_at <= now) return { ok: false, message: EXPIRED_CODE }
      const expected = Buffer.from(row.code_hash, 'hex')
      const given = Buffer.from(hash(tenant, email, code), 'hex')
      if (!/^\d{6}$/.test(code) || !timingSafeEqual(expected, given)) {
        countAttempt.run(row.id)
        return { ok: false, message: WRONG_CODE }
      }
      const token = randomBytes(32).toString('base64url')
      transaction(db, () => {
        spendCode.run(row.id)
        let user = userByEmail.get(tenant, email) as { id: string } | undefined
        if (!user) {
          user = { id: randomUUID() }
          insertUser.run(user.id, tenant, email, now)
        }
        insertSession.run(tokenHash(token), tenant, user.id, now + SESSION_TTL_MS)
      })
      return { ok: true, token }
    },
    async session(tenant, token) {
      const user = sessionOf(tenant, token)
      return user ? answer(user) : EMPTY
    },
    async saveWatchlist(tenant, token, carIds) {
      const user = sessionOf(tenant, token)
      if (!user) return EMPTY
      const ids = [...new Set(carIds.filter(isValidCarId))].slice(0, WATCHLIST_LIMIT)
      transaction(db, () => {
        clearWatchlist.run(user.id)
        ids.forEach((id, position) => addWatch.run(user.id, id, position))
      })
      return answer(user)
    },
    async signOut(tenant, token) {
      deleteSession.run(tokenHash(token), tenant)
    },
  }
}
