import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { siteOfMatches, type RootMatch } from '../site/root-match.ts'
import { listingHeading } from './listing-data.ts'
import { listingSearch } from './listing-key.ts'
import { listingQuery } from './listing.queries.ts'
import type { PackedListing } from './loaded-listing.ts'

export type { LoadedListing, PackedListing } from './loaded-listing.ts'

/** Only the codec's keys drive the loader: utm_* and other parameters neither refetch nor split the cache. */
export const listingLoaderDeps = ({ search }: { search: Record<string, unknown> }) => ({ q: listingSearch(search) })

/** the packer's module, asked for once (a dynamic import per listing was a module map look-up and promises each time) */
let packer: Promise<typeof import('./listing-pack.ts')> | undefined

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
  // the packer is loaded on first use: this loader is in the app's first chunk, which every page loads, while
  // packing and unpacking only concern the listing, whose own chunk holds them (listing-pack.ts)
  const { packListing } = await (packer ??= import('./listing-pack.ts'))
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
  const title = landing ? `${landing.title}${page} | ${site.name}` : `${listingHeading(loaderData.state, site)} for sale${page} | ${site.name}`
  const origin = site.url.replace(/\/+$/, '')
  return {
    meta: [
      { title },
      { name: 'description', content: landing?.description ?? `${loaderData.count} ${listingHeading(loaderData.state, site).toLowerCase()} for sale at ${site.name}.` },
      ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
    ],
    links: [{ rel: 'canonical', href: `${origin}${loaderData.url}` }],
  }
}

/**
 * The options every listing route shares (/search/$, /used-car/list, /find/$): the address is the state; the first
 * page of results is server-rendered. The page and error components stay in the route files, so the router splits
 * them from the route tree.
 */
export function listingRoute() {
  return {
    loaderDeps: listingLoaderDeps,
    loader: ({ context, location, deps }: { context: { queryClient: QueryClient }; location: { pathname: string }; deps: { q: string } }) =>
      loadListingRoute(context.queryClient, location.pathname, deps.q),
    head: ({ loaderData, matches }: { loaderData?: PackedListing; matches: ReadonlyArray<HeadMatch> }) => listingHead(loaderData, matches),
  }
}
