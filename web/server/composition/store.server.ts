import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { AuthStorePort, CarReservationsPort, SpentAnswersPort } from '@domain/ports/shared-state.port.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import {
  createSqliteAuthStore,
  createSqliteCarReservations,
  createSqliteRateLimiter,
  createSqliteSpentAnswers,
  createSqliteTenantVersions,
} from '@adapters/store-sqlite/shared-state.ts'

/**
 * The state every process shares (domain/ports/shared-state.port.ts, the tenant versions, the rate limits), from
 * one store adapter: the embedded SQLite file by default, PostgreSQL with DATABASE_URL.
 */
export interface SharedStore {
  /** `sqlite` or `postgres`, for start-up's line */
  readonly kind: 'sqlite' | 'postgres'
  readonly carReservations: CarReservationsPort
  readonly spentAnswers: SpentAnswersPort
  readonly tenantVersions: TenantVersionPort
  readonly auth: AuthStorePort
  /** one named set of buckets (`leads`, `lookups`…) counted by every process */
  rateLimiter(name: string, policy: RateLimitPolicy): RateLimiter
}

/** The embedded store: the app database file under DATA_DIR (several processes may share it). */
export function sqliteSharedStore(db: Database): SharedStore {
  return {
    kind: 'sqlite',
    carReservations: createSqliteCarReservations(db),
    spentAnswers: createSqliteSpentAnswers(db),
    tenantVersions: createSqliteTenantVersions(db),
    auth: createSqliteAuthStore(db),
    rateLimiter: (name, policy) => createSqliteRateLimiter(db, name, policy),
  }
}
