import { createServerFn } from '@tanstack/react-start'
import { defaultSearchPath, searchUrlContext } from '@domain/search/search-paths.ts'
import { withTenantDefaults } from '@domain/search/search-url.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { emptySearchState } from '@domain/search/search-state.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { requireTenant } from '../site/site-context.server.ts'
import { MAX_SEARCH_CHARS } from './listing-key.ts'
import type { ListingData } from './listing-data.ts'
import { loadListing } from './listing.server.ts'

export interface ListingInput {
  readonly path: string
  readonly search: string
}

const MAX_PATH_CHARS = 2048

/** Anything the client sends is cut down to two bounded strings; the codec makes sense of the rest. */
const asListingInput = (data: unknown): ListingInput => {
  const d = (data ?? {}) as Record<string, unknown>
  const path = typeof d.path === 'string' && d.path.startsWith('/') ? d.path.slice(0, MAX_PATH_CHARS) : '/search'
  const search = typeof d.search === 'string' ? d.search.slice(0, MAX_SEARCH_CHARS) : ''
  return { path, search }
}

/**
 * One listing page for the request's tenant (from the Host header, never the input): the route loader's data
 * source for the server render and for later client navigations. POST: a long filter set would not fit a GET line.
 */
export const getListing = createServerFn({ method: 'POST' })
  .validator(asListingInput)
  .handler(async ({ data }): Promise<ListingData> => loadListing(requireTenant(), data.path, data.search))

/** Where a bare /search goes: the tenant's default listing with its default city filter and query suffix (SPEC §2). */
export const getDefaultListingHref = createServerFn({ method: 'GET' }).handler(async (): Promise<string> => {
  const { site } = requireTenant()
  const summary = await getServices().stockSummary(site)
  const ctx = searchUrlContext(site, summary.makeModels)
  return withTenantDefaults(defaultSearchPath(ctx), ctx)
})

export const FEATURED_COUNT = 6

/**
 * The newest listed cars of the request's tenant, for the home page. A search failure leaves the section empty
 * rather than failing the page (one part of one page degrades).
 */
export const getFeaturedCars = createServerFn({ method: 'GET' }).handler(async () => {
  const { site } = requireTenant()
  const { search, clock } = getServices()
  const request = { ...toSearchRequest({ ...emptySearchState, sort: 'latest' }, site, []), limit: FEATURED_COUNT, offset: 0 }
  try {
    const response = await search.search(site, request)
    return { cars: response.hits, nowMs: clock.now() }
  } catch (error) {
    console.error('featured cars: search failed', error instanceof Error ? error.message : error)
    return { cars: [], nowMs: clock.now() }
  }
})
