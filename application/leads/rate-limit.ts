import type { RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'

/**
 * Lead submissions per client address: a token bucket holding 10 (the burst) and refilling at 20 a
 * minute (one every 3 s). A shopper going through a six-step form with a retry or two never meets it;
 * a script spraying the endpoint is held to 20 a minute. The buckets are the store's (domain/ports/rate-limiter.port.ts),
 * so every process of a deployment counts against the same ones.
 */
export const LEAD_RATE_LIMIT: RateLimitPolicy = { capacity: 10, refillPerMinute: 20 }
