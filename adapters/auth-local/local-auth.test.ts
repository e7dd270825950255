import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { openDatabase } from '../store-sqlite/database.ts'
import {
  createLocalAuth,
  CODE_NOT_SENT,
  CODE_TTL_MS,
  EXPIRED_CODE,
  type CodeDeliveryOutcome,
  MAX_CODES_PER_HOUR,
  MAX_CODE_ATTEMPTS,
  TOO_MANY_CODES,
  WRONG_CODE,
} from './local-auth.ts'
import { createSqliteAuthStore } from '@adapters/store-sqlite/shared-state.ts'

function setup() {
  let now = Date.UTC(2026, 0, 1)
  const sent: { tenant: string; email: string; code: string }[] = []
  const db = openDatabase(':memory:')
  const auth = createLocalAuth({
    store: createSqliteAuthStore(db),
    clock: { now: () => now },
    secret: 'test-secret',
    deliver: (m) => void sent.push(m),
  })
  return { auth, db, sent, advance: (ms: number) => (now += ms) }
}

describe('local email-code auth', () => {
  it('signs in with the emailed code, once; keeps the watchlist; signs out', async () => {
    const { auth, db, sent } = setup()
    expect(await auth.requestCode('demo-motors', ' Sam@Example.com ')).toEqual({ ok: true })
    const code = sent[0]!.code
    expect(code).toMatch(/^\d{6}$/)
    // stored hashed: the code itself is nowhere in the table
    const rows = db.prepare('SELECT code_hash FROM auth_codes').all() as { code_hash: string }[]
    expect(rows.every((r) => !r.code_hash.includes(code))).toBe(true)
    const verified = await auth.verifyCode('demo-motors', 'sam@example.com', code)
    expect(verified.ok).toBe(true)
    const token = verified.ok ? verified.token : ''
    expect(await auth.verifyCode('demo-motors', 'sam@example.com', code)).toMatchObject({ ok: false })
    expect((await auth.session('demo-motors', token)).user?.email).toBe('sam@example.com')
    // sessions belong to their tenant
    expect((await auth.session('metro-auto-group', token)).user).toBeNull()
    expect(
      (await auth.saveWatchlist('demo-motors', token, ['1001-2', '1001-3', 'bad id', '1001-2'])).watchlist,
    ).toEqual(['1001-2', '1001-3'])
    expect((await auth.session('demo-motors', token)).watchlist).toEqual(['1001-2', '1001-3'])
    await auth.signOut('demo-motors', token)
    expect(await auth.session('demo-motors', token)).toEqual({ user: null, watchlist: [] })
  })

  it('refuses wrong, expired and exhausted codes, and too many requests', async () => {
    const { auth, sent, advance } = setup()
    await auth.requestCode('t', 'a@b.co')
    const code = sent[0]!.code
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await auth.verifyCode('t', 'a@b.co', wrong)).toEqual({ ok: false, message: WRONG_CODE })
    advance(CODE_TTL_MS)
    expect(await auth.verifyCode('t', 'a@b.co', code)).toEqual({ ok: false, message: EXPIRED_CODE })
    await auth.requestCode('t', 'a@b.co')
    const fresh = sent[1]!.code
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1)
      await auth.verifyCode('t', 'a@b.co', fresh === '000000' ? '111111' : '000000')
    expect(await auth.verifyCode('t', 'a@b.co', fresh)).toMatchObject({ ok: false })
    for (let i = 2; i < MAX_CODES_PER_HOUR; i += 1) await auth.requestCode('t', 'a@b.co')
    expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: TOO_MANY_CODES })
  })

  it('no token string other than an issued one opens a session', async () => {
    const { auth } = setup()
    await fc.assert(
      fc.asyncProperty(fc.string(), async (token) => {
        expect((await auth.session('t', token)).user).toBeNull()
      }),
      { numRuns: 50 },
    )
  })

  /** Local sign-in on a fresh store whose mail answers `outcome()`, and the codes it was asked to send. */
  const delivering = (outcome: () => CodeDeliveryOutcome) => {
    const sent: string[] = []
    const auth = createLocalAuth({
      store: createSqliteAuthStore(openDatabase(':memory:')),
      clock: { now: () => 0 },
      secret: 's',
      deliver: (m) => {
        sent.push(m.code)
        return outcome()
      },
    })
    return { auth, sent }
  }

  it('a code that could not be sent is answered as such, and neither works nor counts against the hourly limit', async () => {
    let outcome: CodeDeliveryOutcome = 'not-sent'
    const { auth, sent } = delivering(() => outcome)
    for (let i = 0; i < MAX_CODES_PER_HOUR + 2; i += 1) {
      expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: CODE_NOT_SENT, unavailable: true })
    }
    expect(await auth.verifyCode('t', 'a@b.co', sent[0]!)).toEqual({ ok: false, message: WRONG_CODE })
    outcome = 'sent'
    for (let i = 0; i < MAX_CODES_PER_HOUR; i += 1) expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: true })
    expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: TOO_MANY_CODES })
  })

  it('a code that may still arrive (the mail server timed out) is answered as not sent, stays valid and counts', async () => {
    const { auth, sent } = delivering(() => 'maybe-sent')
    expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: CODE_NOT_SENT, unavailable: true })
    for (let i = 1; i < MAX_CODES_PER_HOUR; i += 1) await auth.requestCode('t', 'a@b.co')
    expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: TOO_MANY_CODES })
    expect((await auth.verifyCode('t', 'a@b.co', sent.at(-1)!)).ok).toBe(true)
  })

  it('a delivery that throws is a code not sent, not a failed request', async () => {
    const auth = createLocalAuth({
      store: createSqliteAuthStore(openDatabase(':memory:')),
      clock: { now: () => 0 },
      secret: 's',
      deliver: async () => {
        throw new Error('mail transport exploded')
      },
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      expect(await auth.requestCode('t', 'a@b.co')).toEqual({ ok: false, message: CODE_NOT_SENT, unavailable: true })
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
