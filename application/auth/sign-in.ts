import type { AuthPort } from '@domain/ports/auth.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { AuthSession } from '@domain/users/user.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { sharedLimit, takeShared, type SharedLimit, type SharedLimitPolicy } from '../kernel/shared-limit.ts'

/** tenant, email and code: a few hundred bytes */
export const MAX_AUTH_BODY_BYTES = 16 * 1024
export const SIGNED_OUT: AuthSession = { user: null, watchlist: [] }

/**
 * Sign-in code requests beside the auth port's 5 an hour per address (each one is an email sent): one client
 * address may ask 20 at once, then 30 an hour, whatever sites and addresses it names; of one site, 5 at once, then
 * 10 an hour (its share of the site); one site's shoppers together 200 at once, then 300 an hour (a safety net that
 * only 40 or more clients together can empty, so no one client can lock a site's sign-in for others). A site held
 * at its limit refuses codes until the hour refills it.
 */
export const CODE_LIMIT_PER_CLIENT = { capacity: 20, refillPerMinute: 0.5 } as const
export const CODE_LIMIT_PER_TENANT: SharedLimitPolicy = {
  share: { capacity: 5, refillPerMinute: 10 / 60 },
  overall: { capacity: 200, refillPerMinute: 5 },
}
export const TOO_MANY_FROM_CLIENT =
  'Too many sign-in codes requested from this connection. Please wait a while and try again.'
export const TOO_MANY_FOR_SITE = 'This site is sending too many sign-in codes just now. Please try again later.'

/** One sign-in code as the demo/mock "mailbox" shows it on /mock/auth-codes. */
export interface DeliveredCode {
  readonly tenant: string
  readonly email: string
  readonly code: string
  readonly at: number
}

export interface SignInDeps {
  readonly auth: AuthPort
  /** how long a session lasts (the session cookie's Max-Age) */
  readonly sessionTtlMs: number
  /** the demo mailbox's codes for a tenant; null when codes are emailed (nothing to show) */
  readonly mailbox: ((tenant: string) => readonly DeliveredCode[]) | null
  /** code requests per client address (CODE_LIMIT_PER_CLIENT) and per tenant (CODE_LIMIT_PER_TENANT): `signInCodeLimits` */
  readonly codeLimits: CodeLimits
  readonly clock: ClockPort
}

const field = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value.slice(0, 300) : ''
}

export interface CodeLimits {
  readonly perClient: RateLimiter
  readonly perTenant: SharedLimit
}

/** The code limits from the store's named bucket sets (every process counts against the same buckets). */
export const signInCodeLimits = (limiter: (name: string, policy: RateLimitPolicy) => RateLimiter): CodeLimits => ({
  perClient: limiter('sign-in-codes-per-client', CODE_LIMIT_PER_CLIENT),
  perTenant: sharedLimit(limiter, 'sign-in-codes-per-tenant', CODE_LIMIT_PER_TENANT),
})

export type SignIn = ReturnType<typeof createSignIn>

/**
 * Email one-time-code sign-in and the server-kept watchlist (SPEC §6/§7) for tenants with the garage. The session
 * token is answered to the web layer, which keeps it in a cookie; writes on tenants without the garage are not found.
 */
export function createSignIn({ auth, sessionTtlMs, mailbox, codeLimits, clock }: SignInDeps) {
  return {
    /** the session cookie's lifetime, in seconds */
    sessionSeconds: Math.floor(sessionTtlMs / 1000),

    /** whether the tenant's shoppers sign in at all (its garage is on) */
    enabled: (site: SiteConfig): boolean => site.flags.garage_enabled === true,

    /** `{user, watchlist}`; signed out (or no garage) → `{user: null, watchlist: []}` */
    async session(site: SiteConfig, token: string | null): Promise<AuthSession> {
      if (!site.flags.garage_enabled) return SIGNED_OUT
      return auth.session(site.slug, token)
    },

    /**
     * sends a one-time code to `{email}`: too_many past the client's or the tenant's limit (nothing sent), invalid
     * for a bad address or too many codes to it, unavailable when it could not be sent
     */
    async requestCode(site: SiteConfig, body: unknown, client: string): Promise<Outcome<{ readonly ok: true }>> {
      const byClient = await codeLimits.perClient.take(`code|${client}`, clock.now())
      if (!byClient.ok)
        return failure('too_many', TOO_MANY_FROM_CLIENT, { retryAfterSeconds: byClient.retryAfterSeconds })
      // the client's own share of the site: told as its other requests are; the site's safety net: the site is busy
      const byTenant = await takeShared(codeLimits.perTenant, `code|${site.slug}`, client, clock.now())
      if (!byTenant.ok)
        return failure('too_many', byTenant.by === 'share' ? TOO_MANY_FROM_CLIENT : TOO_MANY_FOR_SITE, {
          retryAfterSeconds: byTenant.retryAfterSeconds,
        })
      const answer = await auth.requestCode(site.slug, field(body, 'email'))
      if (answer.ok) return success({ ok: true })
      // the mail service failed: nothing is wrong with the request, and the same request may work in a minute
      return answer.unavailable
        ? failure('unavailable', answer.message, { retryAfterSeconds: 60 })
        : failure('invalid', answer.message)
    },

    /** `{email, code}` → the signed-in session and its token */
    async verify(
      site: SiteConfig,
      body: unknown,
    ): Promise<Outcome<{ readonly session: AuthSession; readonly token: string }>> {
      const answer = await auth.verifyCode(site.slug, field(body, 'email'), field(body, 'code'))
      if (!answer.ok) return failure('invalid', answer.message)
      return success({ session: await auth.session(site.slug, answer.token), token: answer.token })
    },

    /** `{watchlist: [car ids]}` replaces the signed-in shopper's watchlist; null: nobody is signed in with `token` */
    async saveWatchlist(site: SiteConfig, token: string, body: unknown): Promise<Outcome<AuthSession | null>> {
      const list = body && typeof body === 'object' ? (body as Record<string, unknown>).watchlist : undefined
      if (!Array.isArray(list)) return failure('invalid', 'watchlist must be a list of car ids', { field: 'watchlist' })
      const session = await auth.saveWatchlist(
        site.slug,
        token,
        list.filter((v): v is string => typeof v === 'string'),
      )
      return success(session.user ? session : null)
    },

    async signOut(site: SiteConfig, token: string | null): Promise<AuthSession> {
      if (token) await auth.signOut(site.slug, token)
      return SIGNED_OUT
    },

    /** the QA mailbox (demo and mock): codes "sent" for the tenant, newest first; null when codes are emailed */
    deliveredCodes: (site: SiteConfig): readonly DeliveredCode[] | null => (mailbox ? mailbox(site.slug) : null),
  }
}
