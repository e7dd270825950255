import type { QueryClient } from '@tanstack/react-query'
import type { RootMatch } from '../site/root-match.ts'
import { listingSearch } from '@domain/search/listing-key.ts'
import type { PackedListing } from './loaded-listing.ts'

export type { LoadedListing, PackedListing } from './loaded-listing.ts'

/** Only the codec's keys drive the loader: utm_* and other parameters neither refetch nor split the cache. */
export const listingLoaderDeps = ({ search }: { search: Record<string, unknown> }) => ({ q: listingSearch(search) })

/**
 * The listing's loader and head (web/search/listing-load.ts), from the listing's own file; its module asked for
 * once (a dynamic import per listing would be a module map look-up and promises each time), and again after a failed
 * fetch of it (a dropped connection in the browser must not break every later listing).
 */
let loaded: Promise<typeof import('./listing-load.ts')> | undefined
const listingLoad = () =>
  (loaded ??= import('./listing-load.ts').catch((error: unknown) => {
    loaded = undefined
    throw error
  }))

/**
 * The options every listing route shares (/search/$, /used-car/list, /find/$): the address is the state; the first
 * page of results is server-rendered. The page and error components stay in the route files, so the router splits
 * them from the route tree; the loader and head are fetched with the page's file (the router awaits both, and
 * computes the head only once the route's files are in, so hydrating costs no request of its own).
 */
export function listingRoute() {
  return {
    loaderDeps: listingLoaderDeps,
    loader: async ({
      context,
      location,
      deps,
    }: {
      context: { queryClient: QueryClient }
      location: { pathname: string }
      deps: { q: string }
    }) => (await listingLoad()).loadListingRoute(context.queryClient, location.pathname, deps.q),
    head: async ({ loaderData, matches }: { loaderData?: PackedListing; matches: ReadonlyArray<RootMatch> }) =>
      (await listingLoad()).listingHead(loaderData, matches),
  }
}
