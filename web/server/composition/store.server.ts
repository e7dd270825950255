import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type {
  AuthStorePort,
  CarReservationsPort,
  PassedTokensPort,
  SpentAnswersPort,
  SeenEventsPort,
} from '@domain/ports/shared-state.port.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { IntentStorePort } from '@domain/ports/intent-store.port.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import { createPostgresIntentStore } from '@adapters/store-postgres/intent-store.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import {
  createSqliteAuthStore,
  createSqliteCarReservations,
  createSqlitePassedTokens,
  createSqliteRateLimiter,
  createSqliteSpentAnswers,
  createSqliteSeenEvents,
  createSqliteTenantVersions,
} from '@adapters/store-sqlite/shared-state.ts'
import type { Postgres } from '@adapters/store-postgres/database.ts'
import {
  createPostgresAuthStore,
  createPostgresCarReservations,
  createPostgresPassedTokens,
  createPostgresSpentAnswers,
  createPostgresSeenEvents,
  createPostgresTenantVersions,
} from '@adapters/store-postgres/shared-state.ts'
import { createPostgresRateLimiter } from '@adapters/store-postgres/rate-limiter.ts'
import { createPostgresLeadCreateWithin } from '@adapters/store-postgres/lead-create-within.ts'
import { observeLeadWrite } from '../ops/metrics.ts'
import type { LeadCreateWithinLimitPort } from '@domain/ports/leads.port.ts'

/**
 * The state every process shares (domain/ports/shared-state.port.ts, the tenant versions, the rate limits), from
 * one store adapter: the embedded SQLite file by default, PostgreSQL with DATABASE_URL.
 */
export interface SharedStore {
  /** `sqlite` or `postgres`, for start-up's line */
  readonly kind: 'sqlite' | 'postgres'
  readonly carReservations: CarReservationsPort
  readonly spentAnswers: SpentAnswersPort
  /** hosted-captcha tokens that passed, for the further steps of their form on any instance */
  readonly passedTokens: PassedTokensPort
  /** providers' notifications taken (Stripe events by id), so each is acted on once */
  readonly seenEvents: SeenEventsPort
  readonly tenantVersions: TenantVersionPort
  readonly auth: AuthStorePort
  /** reserve-online payment intents */
  readonly intents: IntentStorePort
  /** one named set of buckets (`leads`, `lookups`…) counted by every process */
  rateLimiter(name: string, policy: RateLimitPolicy): RateLimiter
  /**
   * The `leads` set of buckets and, where the store can, the lead create that takes from it in the same write (one
   * round trip and commit a lead: PostgreSQL); null: the intake takes, then creates.
   */
  leadLimits(policy: RateLimitPolicy): {
    readonly limiter: RateLimiter
    readonly createWithin: LeadCreateWithinLimitPort | null
  }
  /** PostgreSQL's connections in use, idle and waited for (for /metrics); null for the embedded file */
  poolStats(): { readonly total: number; readonly idle: number; readonly waiting: number } | null
  /** closes the pool (at shutdown, after the delivery loop has stopped); the embedded file closes with the process */
  close(): Promise<void>
}

/** The embedded store: the app database file under DATA_DIR (several processes may share it). */
export function sqliteSharedStore(db: Database, clock: () => number = Date.now): SharedStore {
  return {
    kind: 'sqlite',
    carReservations: createSqliteCarReservations(db),
    spentAnswers: createSqliteSpentAnswers(db, clock),
    passedTokens: createSqlitePassedTokens(db),
    seenEvents: createSqliteSeenEvents(db),
    tenantVersions: createSqliteTenantVersions(db),
    auth: createSqliteAuthStore(db),
    intents: createIntentStore(db),
    rateLimiter: (name, policy) => createSqliteRateLimiter(db, name, policy),
    leadLimits: (policy) => ({ limiter: createSqliteRateLimiter(db, 'leads', policy), createWithin: null }),
    poolStats: () => null,
    close: async () => undefined,
  }
}

/** The PostgreSQL store (DATABASE_URL): every instance on it shares all of the above. */
export function postgresSharedStore(db: Postgres, clock: () => number = Date.now): SharedStore {
  return {
    kind: 'postgres',
    carReservations: createPostgresCarReservations(db),
    spentAnswers: createPostgresSpentAnswers(db, clock),
    passedTokens: createPostgresPassedTokens(db),
    seenEvents: createPostgresSeenEvents(db),
    tenantVersions: createPostgresTenantVersions(db),
    auth: createPostgresAuthStore(db),
    intents: createPostgresIntentStore(db),
    rateLimiter: (name, policy) => createPostgresRateLimiter(db, name, policy),
    leadLimits(policy) {
      const limiter = createPostgresRateLimiter(db, 'leads', policy)
      return {
        limiter,
        createWithin: createPostgresLeadCreateWithin(db, limiter, { clock, observe: observeLeadWrite }),
      }
    },
    poolStats: () => db.stats(),
    close: () => db.close(),
  }
}

/** Where shared state is kept: the embedded file (no DATABASE_URL) or PostgreSQL, with the secrets instances share. */
export type StoreSetting = { readonly kind: 'sqlite' } | { readonly kind: 'postgres'; readonly url: string }

/**
 * DATABASE_URL selects PostgreSQL. Several instances on one database must sign sessions and captcha challenges
 * alike, so it needs SESSION_SECRET and CAPTCHA_SECRET (a random key per process would sign shoppers out on every
 * other instance): without them start-up stops with one line.
 */
export function readStoreSetting(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; value: StoreSetting } | { ok: false; error: string } {
  const url = env.DATABASE_URL?.trim()
  if (!url) return { ok: true, value: { kind: 'sqlite' } }
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url))
    return { ok: false, error: 'DATABASE_URL must be a postgres:// (or postgresql://) URL' }
  const missing = ['SESSION_SECRET', 'CAPTCHA_SECRET'].filter((name) => !env[name] || env[name]!.length < 32)
  if (missing.length > 0) {
    return {
      ok: false,
      error: `DATABASE_URL is set: instances sharing it need ${missing.join(' and ')} (at least 32 characters each, the same on every instance)`,
    }
  }
  return { ok: true, value: { kind: 'postgres', url } }
}
