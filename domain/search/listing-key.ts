import { MAX_SEARCH_CHARS } from './listing-address.ts'

/**
 * The router hands loaders a parsed search object (values JSON-read: '2' → 2). A listing only cares about
 * the search keys of the URL codec (domain/search/search-url.ts); this picks those, in URL order, back into
 * a query string the codec reads. It is also the listing's cache key, so unrelated parameters (utm_*, gclid)
 * neither refetch nor split the cache.
 */
const SEARCH_KEY = /^(?:query|page|sortBy)$|^(?:refinementList|range|weekly)\[/

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

export function listingSearch(search: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(search)) {
    if (!SEARCH_KEY.test(key) || value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(asText(v))}`)
  }
  return pairs.join('&').slice(0, MAX_SEARCH_CHARS)
}

/** pathname + picked query: the identity of a listing page. */
export const listingKey = (pathname: string, search: Readonly<Record<string, unknown>>): string => {
  const query = listingSearch(search)
  return query === '' ? pathname : `${pathname}?${query}`
}

/** The two halves of a listing key, as the listing server function takes them. */
export const listingKeyParts = (key: string): { readonly path: string; readonly search: string } => {
  const at = key.indexOf('?')
  return at < 0 ? { path: key, search: '' } : { path: key.slice(0, at), search: key.slice(at + 1) }
}
