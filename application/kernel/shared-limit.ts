import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'

/**
 * A limit on one thing many clients share (a car, a site), weighed by client, so no client can spend it for the
 * others: a request first takes from its client's own share of the thing, and only one its share lets through takes
 * from the thing's overall bucket. One client (web/server/http/client-key.ts) therefore empties its share alone; the
 * overall bucket is a safety net that only many clients together empty (at least its capacity over a share's).
 */
export interface SharedLimit {
  /** each client's share of one thing (keyed by thing and client) */
  readonly share: RateLimiter
  /** the thing's bucket, all clients together */
  readonly overall: RateLimiter
}

/** The two policies of a shared limit: a client's share and the thing's overall bucket. */
export interface SharedLimitPolicy {
  readonly share: RateLimitPolicy
  readonly overall: RateLimitPolicy
}

/** Let through, or held back by the client's own share or by the thing's overall bucket, with how long to wait. */
export type SharedDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly by: 'share' | 'overall'; readonly retryAfterSeconds: number }

/** The fewest distinct clients that empty the overall bucket at once, each spending its whole share. */
export const clientsToEmpty = (policy: SharedLimitPolicy): number =>
  Math.ceil(policy.overall.capacity / policy.share.capacity)

/** The shared limit of a named pair of bucket sets (`name`-per-client and `name`) from the store's limiters. */
export const sharedLimit = (
  limiter: (name: string, policy: RateLimitPolicy) => RateLimiter,
  name: string,
  policy: SharedLimitPolicy,
): SharedLimit => ({ share: limiter(`${name}-per-client`, policy.share), overall: limiter(name, policy.overall) })

/** One request of `client` on `thing` (a key naming the tenant and the thing), at `now`. */
export async function takeShared(
  limit: SharedLimit,
  thing: string,
  client: string,
  now: number,
): Promise<SharedDecision> {
  const mine = await limit.share.take(`${thing}|${client}`, now)
  if (!mine.ok) return { ok: false, by: 'share', retryAfterSeconds: mine.retryAfterSeconds }
  const overall = await limit.overall.take(thing, now)
  return overall.ok ? overall : { ok: false, by: 'overall', retryAfterSeconds: overall.retryAfterSeconds }
}
