import { cacheGet, cacheSet, emptyResultCache, type ResultCache } from '@domain/search/result-cache.ts'
import type { ListingData } from './listing-data.ts'

/**
 * Listing answers the browser already has, keyed by listing key (pathname + picked query): the page stores
 * what its own fetch got, so the router's loader does not fetch it again when the address catches up.
 * Browser only: on the server a module-level cache would be shared across tenants and requests.
 */
let cache: ResultCache<ListingData> = emptyResultCache()

const inBrowser = () => typeof window !== 'undefined'

export function cachedListing(key: string): ListingData | undefined {
  return inBrowser() ? cacheGet(cache, key) : undefined
}

export function rememberListing(key: string, data: ListingData): void {
  if (inBrowser()) cache = cacheSet(cache, key, data)
}
