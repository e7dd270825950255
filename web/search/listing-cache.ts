import type { QueryClient } from '@tanstack/react-query'
import { evictedPastCap } from '@domain/search/result-cache.ts'

/**
 * The listing answers a page keeps, in its query cache by listing key (pathname + picked query,
 * domain/search/listing-key.ts). The loader's fetch through the server (web/search/listing.queries.ts) and the page's
 * own search from the browser (web/search/listing-search.queries.ts) answer the same key, so the loader finds what
 * the page already searched.
 */
export const listingQueryKey = (key: string) => ['listing', key] as const

const isListing = (queryKey: readonly unknown[]) => queryKey[0] === 'listing'

/**
 * A listing answer does not go stale while the page is open: the address is the state, and the same address shows
 * the same answer (back/forward, the address catching up with a filter change) without asking again. The cache's
 * size cap, not time, decides what goes (see `capListingCache`).
 */
export const LISTING_FRESHNESS = { staleTime: Infinity, gcTime: Infinity } as const

/**
 * SPEC §9: the listing answers a page keeps are capped, the oldest going first (domain/search/result-cache.ts);
 * one the page shows now stays. Browser only: a server request's cache lives for that request. Returns the
 * unsubscribe.
 */
export function capListingCache(queryClient: QueryClient, cap?: number): () => void {
  const cache = queryClient.getQueryCache()
  return cache.subscribe((event) => {
    if (event.type !== 'added' || !isListing(event.query.queryKey)) return
    const entries = cache
      .getAll()
      .filter((q) => isListing(q.queryKey))
      .map((query) => ({ query, inUse: query.getObserversCount() > 0 }))
    for (const { query } of evictedPastCap(entries, cap)) cache.remove(query)
  })
}
