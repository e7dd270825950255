import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { takeToken, type Bucket } from '@domain/limits/token-bucket.ts'

/**
 * Token buckets in this process's memory (tests, and one-process tools): the least recently seen keys are
 * forgotten beyond `maxKeys`, which only ever resets them to full.
 */
export function createMemoryRateLimiter(policy: RateLimitPolicy & { readonly maxKeys?: number }): RateLimiter {
  const maxKeys = policy.maxKeys ?? 10_000
  const buckets = new Map<string, Bucket>()
  return {
    async take(key, now) {
      const { bucket, decision } = takeToken(buckets.get(key) ?? null, now, policy)
      buckets.delete(key) // re-inserted below, so Map order is least recently seen first
      buckets.set(key, bucket)
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!)
      return decision
    },
  }
}
