import { queryOptions } from '@tanstack/react-query'
import type { FacetCounts } from '@domain/search/facet-counts.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import type { SearchState } from '@domain/search/search-state.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { browserSearch } from '../../client/ports.ts'

export const WIDGET_FACETS = ['make', 'model', 'body'] as const

/** What the home widget shows for a choice: the 'Show Me' count and the options the other selects still offer. */
export interface WidgetCount {
  readonly count: number
  readonly facets: FacetCounts | null
}

/** Counts do not move while a shopper picks a car; a choice made again a minute later is asked again. */
const WIDGET_COUNT_STALE_MS = 60_000

/**
 * The count for the widget's choices: a facet-only search (limit 1) from the browser. Keyed by the choices, so
 * going back to an earlier choice shows its count at once; the query's signal cancels a search the shopper has
 * already changed their mind about.
 */
export const widgetCountQuery = (site: PublicSite, state: SearchState) =>
  queryOptions({
    queryKey: ['home-widget-count', state] as const,
    queryFn: async ({ signal }): Promise<WidgetCount> => {
      const answer = await browserSearch().search(
        site,
        { ...toSearchRequest(state, site, WIDGET_FACETS), limit: 1, offset: 0 },
        signal,
      )
      return { count: answer.estimatedTotalHits, facets: answer.facetDistribution }
    },
    staleTime: WIDGET_COUNT_STALE_MS,
  })
