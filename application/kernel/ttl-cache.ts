import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'

/**
 * Answers kept per key for a time (a dashboard answer per website, not per shopper): one load per key while it is
 * fresh, at most `cap` keys (the oldest goes first). A load that fails is kept as its fallback for the same time,
 * so a dashboard that is down is asked once per TTL, not on every page.
 */
export function createTtlCache<T>(options: {
  readonly clock: ClockPort
  readonly ttlMs: number
  readonly cap: number
  readonly fallback: T
}) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return function cached(key: string, load: () => Promise<T | false>): Promise<T> {
    const now = options.clock.now()
    const kept = entries.get(key)
    if (kept && now - kept.at < options.ttlMs) return kept.value
    const value = load().then(
      (v) => (v === false ? options.fallback : v),
      () => options.fallback,
    )
    entries.delete(key)
    entries.set(key, { at: now, value })
    if (entries.size > options.cap) entries.delete(entries.keys().next().value!)
    return value
  }
}

/** What a use case keeping dashboard answers receives: the dashboard calls it makes, a clock and the TTL. */
export interface DashboardCacheDeps<Calls extends keyof DashboardPort> {
  readonly dashboard: Pick<DashboardPort, Calls>
  readonly clock: ClockPort
  /** how long an answer (or a miss) is kept */
  readonly ttlMs: number
}

/** Dashboard answers kept for the TTL, at most `cap` of them: a dashboard that cannot answer gives null. */
export const dashboardAnswerCache = <T>(deps: DashboardCacheDeps<never>, cap: number) =>
  createTtlCache<T | null>({ clock: deps.clock, ttlMs: deps.ttlMs, cap, fallback: null })
