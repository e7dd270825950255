import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { createIntentStore } from '@adapters/payments-local/intent-store.ts'
import type { Database } from './database.ts'
import { createSqliteJobLeases, createSqliteStockWatchStore } from './stock-watch-store.ts'
import {
  createSqliteAuthStore,
  createSqliteCarReservations,
  createSqlitePassedTokens,
  createSqliteRateLimiter,
  createSqliteSpentAnswers,
  createSqliteSeenEvents,
  createSqliteTenantVersions,
} from './shared-state.ts'

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
    stockWatch: createSqliteStockWatchStore(db),
    jobLeases: createSqliteJobLeases(db),
    rateLimiter: (name, policy) => createSqliteRateLimiter(db, name, policy),
    leadLimits: (policy) => ({ limiter: createSqliteRateLimiter(db, 'leads', policy), createWithin: null }),
    poolStats: () => null,
    close: async () => undefined,
  }
}
