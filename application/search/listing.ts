import type { ClockPort } from '@domain/ports/clock.port.ts'
import { SearchServiceError, type SearchPort } from '@domain/ports/search.port.ts'
import { compactResponse } from '@domain/search/compact-response.ts'
import { MAX_SEARCH_CHARS } from '@domain/search/listing-address.ts'
import { buildListingData, type ListingData } from '@domain/search/listing-data.ts'
import { LISTING_FACETS } from '@domain/search/listing-facets.ts'
import { defaultSearchPath, isListingPath, searchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { parseSearchUrl, withTenantDefaults } from '@domain/search/search-url.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import type { SearchPage } from '@domain/ports/dashboard.port.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { StockSummaries } from '../site/stock-summaries.ts'
import { keptCards } from './kept-cards.ts'

export interface ListingDeps {
  readonly search: SearchPort
  /** the dealer's landing pages of a site (SPEC §7 search_pages.json, cached per website); none: ours alone */
  readonly searchPages?: (site: SiteConfig) => Promise<readonly SearchPage[]>
  /** the root's one stock-summary cache (the site context shares it) */
  readonly summaries: StockSummaries
  readonly clock: ClockPort
}

/** The listing pages of a tenant: the page for an address, and where a bare /search goes. */
export function createListing(deps: ListingDeps) {
  const cardOn = keptCards()

  /** A landing page the dealer defines at this path names the page; our built-in landing pages stay the default. */
  const dealerLanding = async (site: SiteConfig, path: string): Promise<ListingData['landing']> => {
    if (!deps.searchPages) return null
    const wanted = trimPath(path)
    const page = (await deps.searchPages(site)).find((p) => trimPath(p.path) === wanted)
    return page ? { title: page.title, description: page.description } : null
  }
  return {
    /**
     * The listing page for an address of one tenant: the stock summary names its makes and models, the URL
     * codec reads the address, the search port answers. An engine failure is 'unavailable' with the engine's
     * SPEC §8 message (the page shows its error state and a retry). An address that is none of the tenant's
     * listing pages is 'not_found' (an unknown slug must not list every car).
     */
    async loadListing(tenant: Tenant, path: string, search: string): Promise<Outcome<ListingData>> {
      const { site } = tenant
      const summary = await deps.summaries(site)
      const ctx = searchUrlContext(site, summary.makeModels)
      const landing = await dealerLanding(site, path)
      if (landing === null && !isListingPath(path, ctx))
        return failure('not_found', 'There is no listing page at this address.')
      const query = search.slice(0, MAX_SEARCH_CHARS)
      const state = parseSearchUrl(path, query, ctx)
      const request = toSearchRequest(state, site, LISTING_FACETS)
      let response: ReturnType<typeof compactResponse>
      try {
        response = compactResponse(await deps.search.search(site, request))
      } catch (error) {
        if (error instanceof SearchServiceError) return failure('unavailable', error.message)
        throw error
      }
      const nowMs = deps.clock.now()
      const data = buildListingData({
        ctx,
        state,
        response,
        promos: tenant.promos,
        nowMs,
        requested: query === '' ? path : `${path}?${query}`,
        statusBased: site.search.status_based_count,
        site,
        cardOf: cardOn(site, nowMs),
      })
      return success({ ...data, landing })
    },

    /** Where a bare /search goes: the tenant's default listing with its default city filter and query suffix (SPEC §2). */
    async defaultListingHref(site: SiteConfig): Promise<string> {
      const summary = await deps.summaries(site)
      const ctx = searchUrlContext(site, summary.makeModels)
      return withTenantDefaults(defaultSearchPath(ctx), ctx)
    },
  }
}

export type Listing = ReturnType<typeof createListing>

const trimPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()
