/**
 * Lead submissions per client address: a token bucket holding 10 (the burst) and refilling at 20 a
 * minute (one every 3 s). A shopper going through a six-step form with a retry or two never meets it;
 * a script spraying the endpoint is held to 20 a minute. Buckets live in memory (one process);
 * the least recently seen addresses are forgotten beyond `maxKeys`, which only ever resets them to full.
 */
export const LEAD_RATE_LIMIT = { capacity: 10, refillPerMinute: 20 } as const

export type RateDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }

export interface RateLimiter {
  take(key: string, now: number): RateDecision
}

export function createTokenBucket(options: {
  capacity: number
  refillPerMinute: number
  maxKeys?: number
}): RateLimiter {
  // multiply before dividing: 3000 ms × 20 / 60000 is exactly one token
  const refill = (ms: number) => (ms * options.refillPerMinute) / 60_000
  const maxKeys = options.maxKeys ?? 10_000
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key, now) {
      const previous = buckets.get(key)
      const elapsed = previous ? Math.max(0, now - previous.at) : 0
      const tokens = previous ? Math.min(options.capacity, previous.tokens + refill(elapsed)) : options.capacity
      buckets.delete(key) // re-inserted below, so Map order is least recently seen first
      if (tokens >= 1) {
        buckets.set(key, { tokens: tokens - 1, at: now })
        if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!)
        return { ok: true }
      }
      buckets.set(key, { tokens, at: now })
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - tokens) * 60) / options.refillPerMinute)) }
    },
  }
}

/** A limiter that never says no (benchmarks, and tests that are about something else). */
export const unlimited: RateLimiter = { take: () => ({ ok: true }) }
