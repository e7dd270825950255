import { SearchServiceError } from '@domain/ports/search.port.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { parseSearchUrl } from '@domain/search/search-url.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { LISTING_FACETS, compactResponse } from './listing-facets.ts'
import { buildListingData, type ListingData } from './listing-data.ts'
import { MAX_SEARCH_CHARS } from './listing-key.ts'

/** The listing page for an address of one tenant: the codec reads the address, the search port answers. */
export async function loadListing(tenant: Tenant, path: string, search: string): Promise<ListingData> {
  const { stockSummary, clock } = getServices()
  const { site } = tenant
  const summary = await stockSummary(site)
  const ctx = searchUrlContext(site, summary.makeModels)
  const query = search.slice(0, MAX_SEARCH_CHARS)
  const state = parseSearchUrl(path, query, ctx)
  const request = toSearchRequest(state, site, LISTING_FACETS)
  const response = compactResponse(await getServices().search.search(site, request))
  return buildListingData({
    ctx, state, response, promos: tenant.promos, nowMs: clock.now(), requested: query === '' ? path : `${path}?${query}`,
  })
}

/** A search failure as the page's error state sees it (SPEC §8: status error, no shopper wording from the engine). */
export const isSearchFailure = (error: unknown): boolean => error instanceof SearchServiceError
