import type { SearchSettings } from '../tenancy/site-config.schema.ts'
import type { NumericRange, SearchRequest } from './search-request.schema.ts'
import { FACETS } from './facets.ts'
import type { SearchState } from './search-state.ts'
import { normalizeSearchState } from './search-state.ts'
import { pageToOffset } from './paging.ts'
import { sortExpressions } from './sort-options.ts'
import { shownPriceField } from '../pricing/price-display.ts'

export interface SearchRequestContext {
  readonly search: Pick<SearchSettings, 'hits_per_page' | 'default_sort' | 'make_refinement'>
  /** a site offering subscriptions sorts its prices by the subscription price its cards show */
  readonly flags?: { readonly offers_subscription?: boolean }
}

/**
 * The engine-neutral request for a listing state: car types become the car_type refinement, weekly bands
 * the weekly_price_range refinement (band keys match the search document), page becomes an offset, the sort
 * option a sort expression. Make-branded sites (search.make_refinement) refine to their make when the
 * shopper has picked none.
 */
export const toSearchRequest = (
  input: SearchState,
  ctx: SearchRequestContext,
  facets: ReadonlyArray<string> = FACETS,
): SearchRequest => {
  const state = normalizeSearchState(input)
  const refinements: Record<string, ReadonlyArray<string>> = { ...state.refinements }
  if (state.carTypes.length > 0) refinements['car_type'] = state.carTypes
  if (state.weekly.length > 0) refinements['weekly_price_range'] = state.weekly
  const brand = ctx.search.make_refinement
  if (brand !== null && brand !== '' && !refinements['make']?.length) refinements['make'] = [brand]
  const limit = ctx.search.hits_per_page
  return {
    query: state.query,
    refinements: refinements as Record<string, Array<string>>,
    ranges: state.ranges as Record<string, NumericRange>,
    sort: [...sortExpressions(state.sort, ctx.search.default_sort, shownPriceField(ctx))],
    limit,
    offset: pageToOffset(state.page, limit),
    facets: [...facets],
  }
}
