/** SPEC §9 paging. */
export const DEFAULT_HITS_PER_PAGE = 21
/** A search call given no limit or offset. */
export const SEARCH_CALL_DEFAULT_LIMIT = 100
export const SEARCH_CALL_DEFAULT_OFFSET = 0

const wholePage = (page: number): number => (Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1)
const positiveLimit = (limit: number): number =>
  Number.isFinite(limit) && limit >= 1 ? Math.floor(limit) : DEFAULT_HITS_PER_PAGE

export const pageToOffset = (page: number, limit: number = DEFAULT_HITS_PER_PAGE): number =>
  (wholePage(page) - 1) * positiveLimit(limit)

export const offsetToPage = (offset: number, limit: number = DEFAULT_HITS_PER_PAGE): number =>
  Number.isFinite(offset) && offset > 0 ? Math.floor(offset / positiveLimit(limit)) + 1 : 1

export const pageCount = (total: number, limit: number = DEFAULT_HITS_PER_PAGE): number =>
  Number.isFinite(total) && total > 0 ? Math.ceil(total / positiveLimit(limit)) : 0

/** 1..ceil(estimatedTotalHits / limit) */
export const pageList = (total: number, limit: number = DEFAULT_HITS_PER_PAGE): ReadonlyArray<number> =>
  Array.from({ length: pageCount(total, limit) }, (_, i) => i + 1)

export const searchCallWindow = (params: {
  readonly limit?: number | undefined
  readonly offset?: number | undefined
}) => ({
  limit: params.limit ?? SEARCH_CALL_DEFAULT_LIMIT,
  offset: params.offset ?? SEARCH_CALL_DEFAULT_OFFSET,
})
