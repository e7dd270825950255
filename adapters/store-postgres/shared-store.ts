import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import type { Postgres } from './database.ts'
import {
  createPostgresAuthStore,
  createPostgresCarReservations,
  createPostgresPassedTokens,
  createPostgresSpentAnswers,
  createPostgresSeenEvents,
  createPostgresTenantVersions,
} from './shared-state.ts'
import { createPostgresIntentStore } from './intent-store.ts'
import { createPostgresRateLimiter } from './rate-limiter.ts'
import { createPostgresLeadCreateWithin } from './lead-create-within.ts'
import { createPostgresJobLeases, createPostgresStockWatchStore } from './stock-watch-store.ts'

/** The PostgreSQL store (DATABASE_URL): every instance on it shares all of the above. */
export function postgresSharedStore(
  db: Postgres,
  clock: () => number = Date.now,
  options: {
    /** each batched lead write's wait and statement time (the server's metrics) */
    readonly observeLeadWrite?: (queuedMs: number, statementMs: number) => void
  } = {},
): SharedStore {
  return {
    kind: 'postgres',
    carReservations: createPostgresCarReservations(db),
    spentAnswers: createPostgresSpentAnswers(db, clock),
    passedTokens: createPostgresPassedTokens(db),
    seenEvents: createPostgresSeenEvents(db),
    tenantVersions: createPostgresTenantVersions(db),
    auth: createPostgresAuthStore(db),
    intents: createPostgresIntentStore(db),
    stockWatch: createPostgresStockWatchStore(db),
    jobLeases: createPostgresJobLeases(db),
    rateLimiter: (name, policy) => createPostgresRateLimiter(db, name, policy),
    leadLimits(policy) {
      const limiter = createPostgresRateLimiter(db, 'leads', policy)
      return {
        limiter,
        createWithin: createPostgresLeadCreateWithin(db, limiter, {
          clock,
          ...(options.observeLeadWrite ? { observe: options.observeLeadWrite } : {}),
        }),
      }
    },
    poolStats: () => db.stats(),
    close: () => db.close(),
  }
}
