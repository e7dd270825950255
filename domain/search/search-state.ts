import type { CarType } from '../cars/car.schema.ts'
import type { NumericRange } from './search-request.schema.ts'
import { FACETS, RANGE_FACETS, SORT_OPTIONS } from './facets.ts'

export type SortOption = (typeof SORT_OPTIONS)[number]

/** SPEC §2 sort options, keyed by the value written to the URL. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  relevance: 'Most Relevant',
  latest: 'Latest',
  price_desc: 'Highest Price',
  price_asc: 'Lowest Price',
}
export const DEFAULT_SORT: SortOption = 'relevance'

/** SPEC §9 weekly repayment bands; these keys are both the URL values and the search-document values. */
export const WEEKLY_BANDS = ['under-100', '100-125', '125-150', '150-175', '175-plus'] as const
export type WeeklyBand = (typeof WEEKLY_BANDS)[number]

export const CAR_TYPES: ReadonlyArray<CarType> = ['new', 'used', 'demo']

/**
 * Facets written as refinementList[field][i]. car_type lives in `carTypes` (it can shape the path) and
 * weekly_price_range in `weekly` (SPEC §2: the one menu filter not written as refinementList).
 */
export const MENU_FACETS = FACETS.filter((f) => f !== 'car_type' && f !== 'weekly_price_range')
export type MenuFacet = Exclude<(typeof FACETS)[number], 'car_type' | 'weekly_price_range'>

/** Fields written as range[field]=low:high: the range facets plus photos_count for the preset link. */
export const URL_RANGE_FIELDS = [...RANGE_FACETS, 'photos_count'] as const
export type UrlRangeField = (typeof URL_RANGE_FIELDS)[number]

/** SPEC §9 URL array limit: indices 0..98 are kept, anything beyond is dropped. */
export const URL_ARRAY_LIMIT = 99

/** Pages beyond this are treated as garbage (the URL says page 1). */
export const MAX_PAGE = 100_000

export interface SearchState {
  readonly query: string
  readonly refinements: Readonly<Partial<Record<MenuFacet, ReadonlyArray<string>>>>
  readonly ranges: Readonly<Partial<Record<UrlRangeField, NumericRange>>>
  readonly weekly: ReadonlyArray<WeeklyBand>
  readonly sort: SortOption
  readonly page: number
  readonly carTypes: ReadonlyArray<CarType>
}

export const emptySearchState: SearchState = {
  query: '',
  refinements: {},
  ranges: {},
  weekly: [],
  sort: DEFAULT_SORT,
  page: 1,
  carTypes: [],
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** Strings that can be percent-encoded: a lone UTF-16 surrogate becomes U+FFFD. */
export const wellFormed = (s: string): string => s.replace(LONE_SURROGATE, '\uFFFD')

const cleanNumber = (n: number | null): number | null =>
  n === null || !Number.isFinite(n) ? null : Object.is(n, -0) ? 0 : n

const uniqueValues = (values: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(values.map(wellFormed).filter((v) => v !== ''))].slice(0, URL_ARRAY_LIMIT)

/** A page as a state holds it: a whole number 1..MAX_PAGE, anything else page 1. */
export const normalPage = (page: number): number => (Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1)

/**
 * The canonical form of a state, which the URL codec round-trips: known facets only, values non-empty,
 * unique and at most 99 per facet, ranges with at least one finite end, bands and car types in their
 * canonical order, page a whole number 1..MAX_PAGE.
 */
export const normalizeSearchState = (state: SearchState): SearchState => {
  const refinements: Partial<Record<MenuFacet, ReadonlyArray<string>>> = {}
  for (const facet of MENU_FACETS) {
    const asked = state.refinements[facet]
    if (asked === undefined || asked.length === 0) continue // most facets: nothing to clean
    const values = uniqueValues(asked)
    if (values.length > 0) refinements[facet] = values
  }
  const ranges: Partial<Record<UrlRangeField, NumericRange>> = {}
  for (const field of URL_RANGE_FIELDS) {
    const range = state.ranges[field]
    if (!range) continue
    const clean = { min: cleanNumber(range.min), max: cleanNumber(range.max) }
    if (clean.min !== null || clean.max !== null) ranges[field] = clean
  }
  const page = normalPage(state.page)
  return {
    query: wellFormed(state.query),
    refinements,
    ranges,
    weekly: WEEKLY_BANDS.filter((b) => state.weekly.includes(b)),
    sort: (SORT_OPTIONS as ReadonlyArray<string>).includes(state.sort) ? state.sort : DEFAULT_SORT,
    page,
    carTypes: CAR_TYPES.filter((t) => state.carTypes.includes(t)),
  }
}
