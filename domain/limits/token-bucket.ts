import type { RateDecision, RateLimitPolicy } from '../ports/rate-limiter.port.ts'

/** One key's bucket as a store keeps it: the tokens left at the time of the last take. */
export interface Bucket {
  readonly tokens: number
  readonly at: number
}

/**
 * One take from a bucket (`null`: a key never seen, so full): the bucket to store and the decision. Pure, and the
 * only place the arithmetic lives: every store (memory, SQLite, PostgreSQL) reads the bucket, calls this and writes
 * the answer back in one transaction.
 */
export function takeToken(
  previous: Bucket | null,
  now: number,
  policy: RateLimitPolicy,
): { readonly bucket: Bucket; readonly decision: RateDecision } {
  // multiply before dividing: 3000 ms × 20 / 60000 is exactly one token
  const elapsed = previous ? Math.max(0, now - previous.at) : 0
  const tokens = previous
    ? Math.min(policy.capacity, previous.tokens + (elapsed * policy.refillPerMinute) / 60_000)
    : policy.capacity
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, at: now }, decision: { ok: true } }
  return {
    bucket: { tokens, at: now },
    decision: { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * 60) / policy.refillPerMinute)) },
  }
}
