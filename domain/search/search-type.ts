/** What the search service can be asked for: a listing of cars, or facet counts only. */
export const SEARCH_TYPES = ['cars', 'facets'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** SPEC §8: throws 'Invalid search type: {type}'. */
export const assertSearchType = (type: string): SearchType => {
  if ((SEARCH_TYPES as ReadonlyArray<string>).includes(type)) return type as SearchType
  throw new Error(`Invalid search type: ${type}`)
}
