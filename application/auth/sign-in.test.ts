import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { AuthPort } from '@domain/ports/auth.port.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { clientsToEmpty } from '../kernel/shared-limit.ts'
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
const base = {
  codeLimits: { perClient: unlimited, perTenant: { share: unlimited, overall: unlimited } },
  clock: { now: () => 0 },
}

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

  it("holds a client to its share of a site's codes and to its own limit over all sites; only many clients together fill a site's", async () => {
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
        perTenant: {
          share: createMemoryRateLimiter(CODE_LIMIT_PER_TENANT.share),
          overall: createMemoryRateLimiter(CODE_LIMIT_PER_TENANT.overall),
        },
      },
      clock: { now: () => 0 },
    })
    const site = (k: number) => ({ ...garage, slug: `garage-${k}` })
    const ask = (on: typeof garage, client: string) => signIn.requestCode(on, { email: `${sent.length}@b.co` }, client)
    // one client: its share of a site, then told to wait there
    const share = CODE_LIMIT_PER_TENANT.share.capacity
    for (let i = 0; i < share; i++) expect((await ask(site(0), 'one')).ok).toBe(true)
    expect(await ask(site(0), 'one')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: TOO_MANY_FROM_CLIENT, retryAfterSeconds: 360 },
    })
    // every request counts against the client's own limit (the refused one too): the rest of it serves other sites
    for (let i = 0; i < CODE_LIMIT_PER_CLIENT.capacity - share - 1; i++)
      expect((await ask(site(1 + Math.floor(i / share)), 'one')).ok).toBe(true)
    expect(await ask(site(9), 'one')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: TOO_MANY_FROM_CLIENT, retryAfterSeconds: 120 },
    })
    // many clients, one site: the site's safety net holds them only once 40 clients have spent their whole share
    expect(clientsToEmpty(CODE_LIMIT_PER_TENANT)).toBe(40)
    for (let c = 0; c < clientsToEmpty(CODE_LIMIT_PER_TENANT); c++) {
      for (let i = 0; i < CODE_LIMIT_PER_TENANT.share.capacity; i++) expect((await ask(garage, `c${c}`)).ok).toBe(true)
    }
    expect(await ask(garage, 'another')).toEqual({
      ok: false,
      problem: { code: 'too_many', message: TOO_MANY_FOR_SITE, retryAfterSeconds: 12 },
    })
    expect((await ask(plain, 'another')).ok).toBe(true)
    expect(sent).toHaveLength(CODE_LIMIT_PER_CLIENT.capacity - 1 + CODE_LIMIT_PER_TENANT.overall.capacity + 1)
  })
})
