import type { StockSummaries } from '@application/site/stock-summaries.ts'
import { createFeaturedCars } from '@application/search/featured-cars.ts'
import { createListing } from '@application/search/listing.ts'
import { createSearchGrant } from '@application/search/search-grants.ts'
import { createStockTiles } from '@application/search/stock-tiles.ts'
import { createShopperSearch } from '@application/search/shopper-search.ts'
import type { Services } from './ports.server.ts'

/** The search use cases, built once from their ports. */
export interface SearchApp {
  /** the listing page for an address, and where a bare /search goes */
  readonly listing: ReturnType<typeof createListing>
  /** the home page's newest cars (empty when the search fails) */
  readonly featuredCars: ReturnType<typeof createFeaturedCars>
  /** the home page's stock count and make and body tiles (null when the search fails) */
  readonly stockTiles: ReturnType<typeof createStockTiles>
  /** POST /api/search: a bounded body searched in the tenant's stock */
  readonly shopperSearch: ReturnType<typeof createShopperSearch>
  /** GET /api/search-token: a tenant token or 'proxy' */
  readonly grant: ReturnType<typeof createSearchGrant>
}

/** `summaries` is the root's one stock-summary cache, shared with the site context. */
export function composeSearch(services: Services, summaries: StockSummaries): SearchApp {
  const { search, clock } = services
  return {
    listing: createListing({ search, summaries, clock }),
    featuredCars: createFeaturedCars({ search, clock }),
    stockTiles: createStockTiles({ search, summaries }),
    shopperSearch: createShopperSearch({ search }),
    grant: createSearchGrant({ grants: services.searchGrants, clock }),
  }
}
