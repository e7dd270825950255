import type { SearchResponse } from './search-request.schema.ts'

/** Facets with numbers for values: only their stats are needed, so their long distributions are dropped. */
export const NUMERIC_FACETS: ReadonlySet<string> = new Set(['price', 'subscription_price', 'km', 'year'])

type Distribution = SearchResponse['facetDistribution']

/**
 * The compacted distribution per distribution object: an engine that hands searches over the same documents the same
 * counts (the embedded one) then gets the same compacted object too, so what is kept per counts object further on
 * (the listing's shown menus, their options and markup keys) is found.
 */
const compacted = new WeakMap<Distribution, Distribution>()

/** The answer without the numeric facets' value-by-value counts (stats stay): a smaller payload, same meaning to the page. */
export function compactResponse(response: SearchResponse): SearchResponse {
  let facetDistribution = compacted.get(response.facetDistribution)
  if (facetDistribution === undefined) {
    facetDistribution = Object.fromEntries(
      Object.entries(response.facetDistribution).filter(([facet]) => !NUMERIC_FACETS.has(facet)),
    )
    compacted.set(response.facetDistribution, facetDistribution)
  }
  return { ...response, facetDistribution }
}
