import type { FilterCondition } from '@domain/search/filter-condition.ts'
import type { ShopperFilters } from '@domain/search/request-filter.ts'
import { facetConditions, type FilterFields } from '@domain/search/request-filter.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { offsetToPage, pageCount } from '@domain/search/paging.ts'
import type { StatsCountOptions } from '@domain/search/stats-count.ts'
import { displayedCount } from '@domain/search/stats-count.ts'
import type { MultiSearchBody, MultiSearchQuery, MultiSearchResult } from './multi-search.types.ts'
import { toMeiliFilter } from './meili-request-filter.ts'
import { lowestPriceField, shownPrice } from '@domain/search/price-sort.ts'
import { MAX_LIMIT } from '@domain/search/normalize-request.ts'
import { conditionsToMeili } from './meili-filter.ts'

export type { MultiSearchBody, MultiSearchQuery, MultiSearchResult } from './multi-search.types.ts'

/** InstantSearch's highlight tags, which the listing UI already understands. */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__'
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__'

export interface MultiSearchContext {
  /** index name from tenant configuration (production: 'Car_production') */
  readonly indexUid: string
  /** the stock filter from domain/stock */
  readonly stockFilter?: ReadonlyArray<FilterCondition>
  /** the tenant's search_filters */
  readonly tenantFilters?: ReadonlyArray<string>
  /** where filters read the weekly amount: the tenant's finance provider's paymentWeek in a production index */
  readonly fields?: FilterFields
}

/**
 * Requested facets that carry a filter of their own: each gets a facet-count query without that filter
 * (disjunctive faceting, as InstantSearch does). The order is the request's facet order.
 */
export const disjunctiveFacets = (request: Pick<SearchRequest, 'facets'> & ShopperFilters): ReadonlyArray<string> => {
  const filtered = facetConditions(request)
  return [...new Set(request.facets)].filter((f) => filtered.has(f))
}

/**
 * Meilisearch filters for the cars whose card shows a price in the sort's price field, and for the rest (no price
 * counts as the rest), for a 'Lowest Price' sort; null for any other sort.
 */
const shownPriceFilters = (sort: ReadonlyArray<string>): { shown: string; unshown: string } | null => {
  const field = lowestPriceField(sort)
  if (field === null) return null
  const [shown] = conditionsToMeili([shownPrice(field)]) as [string]
  return { shown, unshown: `NOT ${shown}` }
}

/**
 * Queries before the facet-count queries: the main query, or for 'Lowest Price' (`lowestPriceField`) the main
 * query for totals and facets only (limit 0), then the page's cars with a shown price and the cars without one
 * from the first up to the page's end (the page takes them after the shown prices run out).
 */
const hitQueries = (request: Pick<SearchRequest, 'sort'>): number => (lowestPriceField(request.sort) === null ? 1 : 3)

/**
 * SPEC §7 multi-search body: the main query, then one query per facet with a filter of its own, with that
 * facet's filter removed, limit 1 and offset 0. Facets without a filter take their counts from the main query.
 */
export const buildMultiSearch = (request: SearchRequest, ctx: MultiSearchContext): MultiSearchBody => {
  const base = {
    stockFilter: ctx.stockFilter ?? [],
    tenantFilters: ctx.tenantFilters ?? [],
    ...(ctx.fields ? { fields: ctx.fields } : {}),
  }
  const query = (
    facets: ReadonlyArray<string>,
    limit: number,
    offset: number,
    exclude?: string,
    price?: string,
  ): MultiSearchQuery => ({
    indexUid: ctx.indexUid,
    facets,
    attributesToHighlight: ['*'],
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
    limit,
    offset,
    filter: price === undefined ? toMeiliFilter(request, base, exclude) : [...toMeiliFilter(request, base), price],
    sort: request.sort,
    q: request.query,
  })
  const { limit, offset } = request
  const priced = shownPriceFilters(request.sort)
  const hits =
    priced === null
      ? [query(request.facets, limit, offset)]
      : [
          query(request.facets, 0, 0),
          query([], limit, offset, undefined, priced.shown),
          // Meilisearch answers at most its maxTotalHits (1000 by default) of one query, whatever the offset
          query([], Math.min(offset + limit, MAX_LIMIT), 0, undefined, priced.unshown),
        ]
  return { queries: [...hits, ...disjunctiveFacets(request).map((facet) => query([facet], 1, 0, facet))] }
}

/** A 'Lowest Price' page: the shown prices on it, then as many of the rest as it has room for, in their order. */
const pricedPage = (
  results: ReadonlyArray<MultiSearchResult>,
  request: Pick<SearchRequest, 'limit' | 'offset'>,
): MultiSearchResult['hits'] => {
  const shown = results[1]
  const shownHits = shown?.hits ?? []
  const shownTotal = shown?.estimatedTotalHits ?? shownHits.length
  const from = Math.max(0, request.offset - shownTotal)
  const rest = (results[2]?.hits ?? []).slice(from, from + request.limit - shownHits.length)
  return [...shownHits, ...rest]
}

export interface MergeOptions extends Partial<StatsCountOptions> {
  /** when the search was sent (`performance.now()`), so the answer's `ms` is the whole round trip */
  readonly startedAt?: number
}

/**
 * The answers of `buildMultiSearch` as one SearchResponse: hits and totals from the main query; a facet with
 * a filter of its own takes its counts (and stats) from its own query. `count` follows the stats count rule.
 * processingTimeMs is the slowest query's, since the service runs them together; `ms` runs from
 * `options.startedAt` (the request leaving) to this merge, else it is processingTimeMs.
 */
export const mergeMultiSearch = (
  results: ReadonlyArray<MultiSearchResult>,
  request: SearchRequest,
  options: MergeOptions = {},
): SearchResponse => {
  const main = results[0]
  const before = hitQueries(request)
  const facetDistribution: Record<string, Record<string, number>> = { ...main?.facetDistribution }
  const facetStats: Record<string, { min: number; max: number }> = { ...main?.facetStats }
  disjunctiveFacets(request).forEach((facet, i) => {
    const own = results[i + before]
    if (!own) return
    const counts = own.facetDistribution?.[facet]
    const stats = own.facetStats?.[facet]
    if (counts) facetDistribution[facet] = counts
    else delete facetDistribution[facet]
    if (stats) facetStats[facet] = stats
    else delete facetStats[facet]
  })
  const total = main?.estimatedTotalHits ?? main?.hits.length ?? 0
  const limit = request.limit
  const processingTimeMs = Math.max(0, ...results.map((r) => r.processingTimeMs ?? 0))
  return {
    hits: before === 1 ? [...(main?.hits ?? [])] : pricedPage(results, request),
    facets: [...request.facets],
    facetDistribution,
    facetStats,
    estimatedTotalHits: total,
    count: displayedCount(total, facetDistribution, {
      statusBased: options.statusBased ?? false,
      ...(options.countFacet && { countFacet: options.countFacet }),
    }),
    processingTimeMs,
    // the round trip holds the engine's time, so it is never less (a coarse clock could say so)
    ms:
      options.startedAt === undefined
        ? processingTimeMs
        : Math.max(processingTimeMs, Math.round(performance.now() - options.startedAt)),
    limit,
    offset: request.offset,
    pagination: { page: offsetToPage(request.offset, limit), pages: pageCount(total, limit), hitsPerPage: limit },
  }
}
