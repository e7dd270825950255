import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import {
  CODE_LIMIT_PER_CLIENT,
  CODE_LIMIT_PER_TENANT,
  createSignIn,
  SIGNED_OUT,
  TOO_MANY_FOR_SITE,
  TOO_MANY_FROM_CLIENT,
} from './sign-in.ts'

const garage = makeSite({ slug: 'garage', flags: { garage_enabled: true } })
const plain = makeSite({ slug: 'plain' })
const user = { user: { email: 'sam@example.com' }, watchlist: ['c1'] } as never

const auth = (over: Partial<AuthPort> = {}): AuthPort => ({
  requestCode: async () => ({ ok: true }),
  verifyCode: async () => ({ ok: true, token: 't'.repeat(30) }),
  session: async (_tenant, token) => (token ? user : SIGNED_OUT),
  saveWatchlist: async (_tenant, token) => (token === 'good' ? user : SIGNED_OUT),
  signOut: async () => {},
  ...over,
})

/** what every sign-in here shares: no limits, a stopped clock */
const base = { codeLimits: { perClient: unlimited, perTenant: unlimited }, clock: { now: () => 0 } }

describe('sign-in (SPEC §6)', () => {
  it('the session of a tenant without the garage is always signed out', async () => {
    const signIn = createSignIn({ auth: auth(), sessionTtlMs: 30 * 86_400_000, mailbox: null, ...base })
    expect(await signIn.session(plain, 'x'.repeat(30))).toEqual(SIGNED_OUT)
    expect(await signIn.session(garage, 'x'.repeat(30))).toBe(user)
    expect(signIn.enabled(plain)).toBe(false)
    expect(signIn.sessionSeconds).toBe(30 * 86_400)
  })

  it('a code that could not be sent is unavailable (retry in a minute); a refused address is invalid', async () => {
    const unsent = createSignIn({
      auth: auth({ requestCode: async () => ({ ok: false, message: 'later', unavailable: true }) }),
      sessionTtlMs: 1,
      mailbox: null,
      ...base,
    })
    expect(await unsent.requestCode(garage, { email: 'a@b.co' }, 'client')).toEqual({
      ok: false,
      problem: { code: 'unavailable', message: 'later', retryAfterSeconds: 60 },
    })
    const refused = createSignIn({
      auth: auth({ requestCode: async () => ({ ok: false, message: 'bad address' }) }),
      sessionTtlMs: 1,
      mailbox: null,
      ...base,
    })
    expect(await refused.requestCode(garage, { email: 'nope' }, 'client')).toEqual({
      ok: false,
      problem: { code: 'invalid', message: 'bad address' },
    })
  })

  it('verifying answers the session and its token; the watchlist needs a list and a signed-in shopper', async () => {
    const signIn = createSignIn({ auth: auth(), sessionTtlMs: 1, mailbox: null, ...base })
    expect(await signIn.verify(garage, { email: 'sam@example.com', code: '123456' })).toEqual({
      ok: true,
      value: { session: user, token: 't'.repeat(30) },
    })
    expect(await signIn.saveWatchlist(garage, 'good', { watchlist: 'c1' })).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'watchlist' },
    })
    expect(await signIn.saveWatchlist(garage, 'good', { watchlist: ['c1', 3] })).toEqual({ ok: true, value: user })
    expect(await signIn.saveWatchlist(garage, 'stale', { watchlist: [] })).toEqual({ ok: true, value: null })
  })

  it("the QA mailbox shows a tenant's codes only where codes are not emailed", () => {
    const code = { tenant: 'garage', email: 'a@b.co', code: '123456', at: 1 }
    expect(
      createSignIn({ auth: auth(), sessionTtlMs: 1, mailbox: () => [code], ...base }).deliveredCodes(garage),
    ).toEqual([code])
    expect(createSignIn({ auth: auth(), sessionTtlMs: 1, mailbox: null, ...base }).deliveredCodes(garage)).toBeNull()
  })

  it("holds one client to its code limit whatever addresses it names, and a tenant's clients together to the tenant's", async () => {
    const sent: string[] = []
    const signIn = createSignIn({
      auth: auth({
        requestCode: async (_tenant, email) => {
          sent.push(email)
          return { ok: true }
        },
      }),
      sessionTtlMs: 1,
      mailbox: null,
      codeLimits: {
        perClient: createMemoryRateLimiter(CODE_LIMIT_PER_CLIENT),
        perTenant: createMemoryRateLimiter(CODE_LIMIT_PER_TENANT),
      },
      clock: { now: () => 0 },
    })
    for (let i = 0; i < CODE_LIMIT_PER_CLIENT.capacity; i++)
      expect((await signIn.requestCode(garage, { email: `a${i}@b.co` }, 'one')).ok).toBe(true)
    expect(await signIn.requestCode(garage, { email: 'next@b.co' }, 'one')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: TOO_MANY_FROM_CLIENT, retryAfterSeconds: 120 },
    })
    // many clients, one tenant: the tenant's limit holds them together; another tenant is not held
    for (let i = CODE_LIMIT_PER_CLIENT.capacity; i < CODE_LIMIT_PER_TENANT.capacity; i++) {
      expect((await signIn.requestCode(garage, { email: `a${i}@b.co` }, `client-${i}`)).ok).toBe(true)
    }
    expect(await signIn.requestCode(garage, { email: 'last@b.co' }, 'another')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: TOO_MANY_FOR_SITE, retryAfterSeconds: 12 },
    })
    expect((await signIn.requestCode(plain, { email: 'x@b.co' }, 'another')).ok).toBe(true)
    expect(sent).toHaveLength(CODE_LIMIT_PER_TENANT.capacity + 1)
  })
})
