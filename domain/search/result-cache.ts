/**
 * SPEC §9 search result cache: capped, evicting the oldest entry. The spec leaves the cap open; 50 holds a
 * shopper's recent pages and facet combinations without keeping much memory. Pure: each write returns a new cache.
 */
export const DEFAULT_RESULT_CACHE_CAP = 50

export interface ResultCache<V> {
  readonly cap: number
  /** oldest first */
  readonly entries: ReadonlyArray<readonly [string, V]>
}

export const emptyResultCache = <V>(cap: number = DEFAULT_RESULT_CACHE_CAP): ResultCache<V> => ({
  cap: Number.isInteger(cap) && cap >= 1 ? cap : DEFAULT_RESULT_CACHE_CAP,
  entries: [],
})

export const cacheGet = <V>(cache: ResultCache<V>, key: string): V | undefined =>
  cache.entries.find(([k]) => k === key)?.[1]

/** Writing a key makes it the newest; past the cap the oldest entries go. */
export const cacheSet = <V>(cache: ResultCache<V>, key: string, value: V): ResultCache<V> => {
  const kept = cache.entries.filter(([k]) => k !== key)
  return { cap: cache.cap, entries: [...kept, [key, value] as const].slice(-cache.cap) }
}

/** A stable key for a request-like value: object keys sorted, so equal requests share an entry. */
export const cacheKey = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v)
