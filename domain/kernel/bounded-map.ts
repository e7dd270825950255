/**
 * A map for remembered answers that holds at most `limit` entries: when a new key would pass the limit, every entry
 * is forgotten and it starts again. For caches whose everyday keys are far fewer than the limit (a site's phone
 * numbers, a balancer's addresses, the lower-cased facet values), where the limit only guards against keys chosen
 * by a visitor: starting again costs one recomputation per key, and no access pays for keeping an order (an LRU).
 */
export interface BoundedMap<K, V> {
  get(key: K): V | undefined
  has(key: K): boolean
  /** keeps the value; when the key is new and the map is full, the others are forgotten first */
  set(key: K, value: V): void
  delete(key: K): void
  /** the value kept for the key, made by `make` and kept first when there is none */
  ensure(key: K, make: () => V): V
  readonly size: number
}

export function boundedMap<K, V>(limit: number): BoundedMap<K, V> {
  if (!(limit >= 1)) throw new RangeError(`a bounded map holds at least one entry, not ${limit}`)
  const entries = new Map<K, V>()
  const set = (key: K, value: V) => {
    if (entries.size >= limit && !entries.has(key)) entries.clear()
    entries.set(key, value)
  }
  return {
    get: (key) => entries.get(key),
    has: (key) => entries.has(key),
    set,
    delete: (key) => void entries.delete(key),
    ensure(key, make) {
      const kept = entries.get(key)
      if (kept !== undefined || entries.has(key)) return kept as V
      const value = make()
      set(key, value)
      return value
    },
    get size() {
      return entries.size
    },
  }
}
