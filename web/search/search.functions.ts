import { createServerFn } from '@tanstack/react-start'
import { defaultSearchPath, searchUrlContext } from '@domain/search/search-paths.ts'
import { withTenantDefaults } from '@domain/search/search-url.ts'
import { getServices } from '../server/composition.server.ts'
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
