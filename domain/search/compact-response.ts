import type { SearchResponse } from './search-request.schema.ts'

/** Facets with numbers for values: only their stats are needed, so their long distributions are dropped. */
export const NUMERIC_FACETS: ReadonlySet<string> = new Set(['price', 'subscription_price', 'km', 'year'])

/** The answer without the numeric facets' value-by-value counts (stats stay): a smaller payload, same meaning to the page. */
export function compactResponse(response: SearchResponse): SearchResponse {
  const facetDistribution = Object.fromEntries(Object.entries(response.facetDistribution).filter(([facet]) => !NUMERIC_FACETS.has(facet)))
  return { ...response, facetDistribution }
}
