import { queryOptions } from '@tanstack/react-query'
import type { PromoCard } from '@domain/promos/promo-card.schema.ts'
import type { SearchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import type { SearchState } from '@domain/search/search-state.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { browserSearch } from '../client/ports.ts'
import { buildListingData, type ListingData } from '@domain/search/listing-data.ts'
import { LISTING_FACETS } from '@domain/search/listing-facets.ts'
import { LISTING_FRESHNESS, listingQueryKey } from './listing-cache.ts'

export interface ListingSearch {
  readonly site: PublicSite
  readonly ctx: SearchUrlContext
  readonly state: SearchState
  /** the listing key of the address `state` will be written to */
  readonly key: string
  /** the tenant's promo cards, as the page already has them */
  readonly promos: ReadonlyArray<PromoCard>
}

/**
 * A filter change's listing, searched from the browser (straight to the search service with a tenant token, else
 * through /api/search) under the key of the address it will be written to, so the route's loader finds it there.
 * The query's signal cancels the search when the shopper has moved on before it answered.
 */
export const listingSearchQuery = ({ site, ctx, state, key, promos }: ListingSearch) =>
  queryOptions({
    queryKey: listingQueryKey(key),
    queryFn: async ({ signal }): Promise<ListingData> => {
      const response = await browserSearch().search(site, toSearchRequest(state, site, LISTING_FACETS), signal)
      return buildListingData({
        ctx,
        state,
        response,
        promos,
        nowMs: Date.now(),
        statusBased: site.search.status_based_count,
        site,
      })
    },
    ...LISTING_FRESHNESS,
  })
