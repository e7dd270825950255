import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'
import { listingHeading } from '@domain/search/active-filters.ts'
import { listingQuery } from './listing.queries.ts'
import { packListing } from './listing-pack.ts'
import type { PackedListing } from './loaded-listing.ts'

/**
 * The listing route's loader and head, fetched with the listing's own file (`listing-page` in vite.config.ts):
 * web/search/listing-route.ts, which names them, is in the app's first chunk that every page loads.
 */

/**
 * The listing at an address from the query cache, fetched through the listing server function when it is not
 * there: on the server (a cache per request), and in the browser, where the page's own search has usually put it
 * there already (the address is written after the answer is shown).
 */
export async function loadListingRoute(queryClient: QueryClient, pathname: string, q: string): Promise<PackedListing> {
  const key = q === '' ? pathname : `${pathname}?${q}`
  const load = () => queryClient.query({ ...listingQuery(key), staleTime: 'static' })
  // the address is written while the page's own search may still be out (SPEC §9 400 ms), and the loader joins it;
  // if the shopper moves on, that search is cancelled: this address is then asked of the server, not shown as an error
  const data = await load().catch((error: unknown) => {
    if (isCancelledError(error)) return load()
    throw error
  })
  return packListing({ ...data, key })
}

type HeadMatch = RootMatch

/**
 * The listing's head: title from the state, the canonical address, and noindex for filter pages that are not
 * the canonical path form (SPEC §2 paths are the crawlable ones), plus the search stylesheet.
 */
export function listingHead(loaderData: PackedListing | undefined, matches: ReadonlyArray<HeadMatch>) {
  const site = siteOfMatches(matches)
  if (!loaderData || !site) return {}
  const page = loaderData.state.page > 1 ? ` - Page ${loaderData.state.page}` : ''
  const landing = loaderData.landing ?? null
  const title = landing
    ? `${landing.title}${page} | ${site.name}`
    : `${listingHeading(loaderData.state, site)} for sale${page} | ${site.name}`
  const origin = site.url.replace(/\/+$/, '')
  return {
    meta: [
      { title },
      {
        name: 'description',
        content:
          landing?.description ??
          `${loaderData.count} ${listingHeading(loaderData.state, site).toLowerCase()} for sale at ${site.name}.`,
      },
      ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    ],
    links: [{ rel: 'canonical', href: `${origin}${loaderData.url}` }],
  }
}
