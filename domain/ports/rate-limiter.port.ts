/** A client's request let through, or held back with how long to wait. */
export type RateDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

/** A token bucket: holds `capacity` (the burst) and refills at `refillPerMinute`. */
export interface RateLimitPolicy {
  readonly capacity: number
  readonly refillPerMinute: number
}

/**
 * Counts requests per key (a client address, a tenant and address…) against a policy. Kept by the store, so
 * every process of a deployment counts against the same buckets; the arithmetic is domain/limits/token-bucket.ts.
 */
export interface RateLimiter {
  take(key: string, now: number): Promise<RateDecision>
}

/** A limiter that never says no (benchmarks, and tests that are about something else). */
export const unlimited: RateLimiter = { take: async () => ({ ok: true }) }
