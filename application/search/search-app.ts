import { createTtlCache } from '@application/kernel/ttl-cache.ts'
import type { DashboardPort, SearchPage } from '@domain/ports/dashboard.port.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchGrantPort } from '@domain/ports/search-grant.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSummaries } from '@application/site/stock-summaries.ts'
import { createFeaturedCars } from '@application/search/featured-cars.ts'
import { createListing } from '@application/search/listing.ts'
import { createSearchGrant } from '@application/search/search-grants.ts'
import { createStockTiles } from '@application/search/stock-tiles.ts'
import { createShopperSearch } from '@application/search/shopper-search.ts'

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

/** The ports the search use cases use. */
export interface SearchPorts {
  readonly search: SearchPort
  readonly searchGrants: SearchGrantPort
  readonly dashboard: Pick<DashboardPort, 'searchPages'>
  readonly clock: ClockPort
  /** how long the dealer's search pages are kept, as long as its site configuration */
  readonly siteConfigTtlMs: number
}

/** `summaries` is the root's one stock-summary cache, shared with the site context. */
export function composeSearch(ports: SearchPorts, summaries: StockSummaries): SearchApp {
  const { search, clock } = ports
  return {
    listing: createListing({ search, summaries, clock, searchPages: dealerSearchPages(ports) }),
    featuredCars: createFeaturedCars({ search, clock, summaries }),
    stockTiles: createStockTiles({ search, summaries }),
    shopperSearch: createShopperSearch({ search }),
    grant: createSearchGrant({ grants: ports.searchGrants, clock }),
  }
}

/** SPEC §7 search_pages.json per website, kept like the site configuration (one dashboard call per website per TTL). */
function dealerSearchPages(ports: SearchPorts): (site: SiteConfig) => Promise<readonly SearchPage[]> {
  const cached = createTtlCache<readonly SearchPage[]>({
    clock: ports.clock,
    ttlMs: ports.siteConfigTtlMs,
    cap: 10_000,
    fallback: [],
  })
  return (site) => cached(String(site.id), () => ports.dashboard.searchPages(site.id))
}
