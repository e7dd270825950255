/**
 * SPEC §9 search result cache: capped, evicting the oldest entry. The spec leaves the cap open; 50 holds a
 * shopper's recent pages and facet combinations without keeping much memory. The entries themselves live in the
 * page's query cache (web/search/listing.queries.ts); this is the rule for which of them go.
 */
export const DEFAULT_RESULT_CACHE_CAP = 50

export interface CachedEntry {
  /** something on the page shows it now: it stays whatever its age */
  readonly inUse: boolean
}

/** The entries to drop so at most `cap` remain: the oldest first, never one in use. Entries come oldest first. */
export function evictedPastCap<E extends CachedEntry>(
  entries: ReadonlyArray<E>,
  cap: number = DEFAULT_RESULT_CACHE_CAP,
): E[] {
  const limit = Number.isInteger(cap) && cap >= 1 ? cap : DEFAULT_RESULT_CACHE_CAP
  let excess = entries.length - limit
  const out: E[] = []
  for (const entry of entries) {
    if (excess <= 0) break
    if (entry.inUse) continue
    out.push(entry)
    excess--
  }
  return out
}
