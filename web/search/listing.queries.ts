import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { evictedPastCap } from '@domain/search/result-cache.ts'
import type { ListingData } from './listing-data.ts'
import { listingKeyParts } from './listing-key.ts'
import { getListing } from './search.functions.ts'

/**
 * A listing page's entry in the query cache, by listing key (pathname + picked query, web/search/listing-key.ts).
 * The loader's fetch (through the server) and the page's own search (straight from the browser,
 * web/search/listing-search.queries.ts) answer the same key, so the loader finds what the page already searched.
 */
export const listingQueryKey = (key: string) => ['listing', key] as const

/**
 * A listing answer does not go stale while the page is open: the address is the state, and the same address shows
 * the same answer (back/forward, the address catching up with a filter change) without asking again. The cache's
 * size cap, not time, decides what goes (see `capListingCache`).
 */
export const LISTING_FRESHNESS = { staleTime: Infinity, gcTime: Infinity } as const

/** The listing at a key through the listing server function: route loaders, on the server and in the browser. */
export const listingQuery = (key: string) =>
  queryOptions({
    queryKey: listingQueryKey(key),
    queryFn: (): Promise<ListingData> => getListing({ data: listingKeyParts(key) }),
    ...LISTING_FRESHNESS,
  })

const isListing = (queryKey: readonly unknown[]) => queryKey[0] === 'listing'

/**
 * SPEC §9: the listing answers a page keeps are capped, the oldest going first (domain/search/result-cache.ts);
 * one the page shows now stays. Browser only: a server request's cache lives for that request.
 */
export function capListingCache(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache()
  return cache.subscribe((event) => {
    if (event.type !== 'added' || !isListing(event.query.queryKey)) return
    const entries = cache.getAll().filter((q) => isListing(q.queryKey)).map((query) => ({ query, inUse: query.getObserversCount() > 0 }))
    for (const { query } of evictedPastCap(entries)) cache.remove(query)
  })
}
