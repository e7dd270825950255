import type { RateLimiter, RateLimitPolicy } from './rate-limiter.port.ts'
import type {
  AuthStorePort,
  CarReservationsPort,
  PassedTokensPort,
  SpentAnswersPort,
  SeenEventsPort,
} from './shared-state.port.ts'
import type { TenantVersionPort } from './tenant-version.port.ts'
import type { IntentStorePort } from './intent-store.port.ts'
import type { LeadCreateWithinLimitPort } from './leads.port.ts'
import type { StockWatchStorePort } from './stock-watch-store.port.ts'
import type { JobLeasePort } from './job-lease.port.ts'

/**
 * The state every process shares (shared-state.port.ts, the tenant versions, the rate limits), from
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
  /** the stock watch's snapshots and changes per tenant */
  readonly stockWatch: StockWatchStorePort
  /** leases that keep a periodic job to one run per period across every process */
  readonly jobLeases: JobLeasePort
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
