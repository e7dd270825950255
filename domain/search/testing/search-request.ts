import type { SearchRequest } from '../search-request.schema.ts'

/** A search request for tests: the whole stock, first page of 100, no facets, with the given fields replaced. */
export const searchRequest = (patch: Partial<SearchRequest> = {}): SearchRequest => ({
  query: '',
  refinements: {},
  ranges: {},
  sort: [],
  limit: 100,
  offset: 0,
  facets: [],
  ...patch,
})

/** A facet distribution with every value label lower-cased: which spelling of a value that appears in several
 * cases an engine shows is its own choice, so engines are compared ignoring case. */
export const lowerCaseFacetValues = (
  distribution: Readonly<Record<string, Readonly<Record<string, number>>>>,
): Record<string, Record<string, number>> =>
  Object.fromEntries(
    Object.entries(distribution).map(([facet, counts]) => [
      facet,
      Object.fromEntries(Object.entries(counts).map(([k, v]) => [k.toLowerCase(), v])),
    ]),
  )
