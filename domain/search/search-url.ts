import type { CarType } from '../cars/car.schema.ts'
import { boundedMap, type BoundedMap } from '../kernel/bounded-map.ts'
import type { NumericRange } from './search-request.schema.ts'
import { FACETS } from './facets.ts'
import type { PathState, SearchUrlContext } from './search-paths.ts'
import { candidatePaths, defaultSearchPath, parseListingPath, parseOwnListingPath } from './search-paths.ts'
import type { MenuFacet, SearchState, SortOption, UrlRangeField, WeeklyBand } from './search-state.ts'
import {
  CAR_TYPES,
  DEFAULT_SORT,
  MENU_FACETS,
  URL_ARRAY_LIMIT,
  URL_RANGE_FIELDS,
  WEEKLY_BANDS,
  emptySearchState,
  normalPage,
  normalizeSearchState,
  wellFormed,
} from './search-state.ts'
import { SORT_OPTIONS } from './facets.ts'

/**
 * Search state ↔ listing URL (SPEC §2). Query-string keys:
 *   query=text · refinementList[field][i]=value · range[field]=low:high (either end may be empty) ·
 *   weekly[i]=band (weekly_price_range, bands under-100 | 100-125 | 125-150 | 150-175 | 175-plus) ·
 *   sortBy=relevance|latest|price_desc|price_asc (omitted for the default) · page=n (omitted for 1).
 * Array indices run 0..98; anything beyond is dropped (SPEC §9 URL array limit 99).
 */
export const QUERY_KEY = 'query'
export const PAGE_KEY = 'page'
export const SORT_KEY = 'sortBy'
export const WEEKLY_KEY = 'weekly'

const encode = (value: string): string => encodeURIComponent(wellFormed(value))

const formatNumber = (n: number | null): string => (n === null ? '' : String(n))

/** SPEC §2 range form 'low:high'; an open end is left empty, e.g. `3:`. */
export const formatRange = (range: NumericRange): string => `${formatNumber(range.min)}:${formatNumber(range.max)}`

const NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/
/** SPEC §2: currency symbols and commas are removed from prices. */
export const cleanAmount = (text: string): number | null => {
  const cleaned = text.replace(/A\$|NZ\$|AUD|NZD|[\s,$€£¥]/gi, '')
  if (!NUMBER.test(cleaned)) return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? (Object.is(n, -0) ? 0 : n) : null
}

export const parseRange = (text: string): NumericRange | null => {
  const parts = text.split(':')
  if (parts.length !== 2) return null
  const [low = '', high = ''] = parts
  const min = low.trim() === '' ? null : cleanAmount(low)
  const max = high.trim() === '' ? null : cleanAmount(high)
  if ((low.trim() !== '' && min === null) || (high.trim() !== '' && max === null)) return null
  return min === null && max === null ? null : { min, max }
}

const sameRange = (a: NumericRange | undefined, b: NumericRange | undefined) => a?.min === b?.min && a?.max === b?.max

const samePathState = (a: PathState, b: PathState): boolean =>
  (a.carTypes ?? []).join() === (b.carTypes ?? []).join() &&
  (a.carTypes === undefined) === (b.carTypes === undefined) &&
  a.make === b.make &&
  a.model === b.model &&
  a.body === b.body &&
  a.seats === b.seats &&
  sameRange(a.weekly, b.weekly)

const single = (values: ReadonlyArray<string> | undefined): string | undefined =>
  values?.length === 1 ? values[0] : undefined

type ChosenPath = { readonly path: string; readonly carries: PathState }

/** Paths chosen per context (one per tenant version, search-paths.ts) and path-bearing part of a state; bounded. */
const chosenPaths = new WeakMap<SearchUrlContext, BoundedMap<string, ChosenPath>>()
const CHOSEN_PATHS_LIMIT = 500

/** The first candidate path that reads back as exactly what it carries; otherwise the tenant's default. */
const choosePath = (state: SearchState, ctx: SearchUrlContext): ChosenPath => {
  const make = single(state.refinements.make)
  const model = make === undefined ? undefined : single(state.refinements.model)
  const seats = single(state.refinements.seats)
  const body = single(state.refinements.body)
  const weekly = state.ranges.weekly_price_range
  // a listing page asks this for every card's and pager's link: reading each candidate back is the cost
  // (JSON: no two parts can run together into another state's key, whatever the values hold)
  const key = JSON.stringify([make, model, body, seats, weekly ? [weekly.min, weekly.max] : 0, state.carTypes])
  let known = chosenPaths.get(ctx)
  if (known === undefined) {
    known = boundedMap(CHOSEN_PATHS_LIMIT)
    chosenPaths.set(ctx, known)
  }
  return known.ensure(key, () => {
    const candidates = candidatePaths({
      ...(make !== undefined && { make }),
      ...(model !== undefined && { model }),
      ...(body !== undefined && { body }),
      ...(seats !== undefined && { seats }),
      ...(weekly !== undefined && { weekly }),
      carTypes: state.carTypes,
    })
    return (
      candidates.find((c) => samePathState(parseOwnListingPath(c.path, ctx), c.carries)) ?? {
        path: defaultSearchPath(ctx),
        carries: {},
      }
    )
  })
}

const pathFacets: ReadonlyArray<readonly [keyof PathState, MenuFacet]> = [
  ['make', 'make'],
  ['model', 'model'],
  ['body', 'body'],
  ['seats', 'seats'],
]

/** The listing URL for a state: path from SPEC §2 rules, everything else in the query string. */
export const formatSearchUrl = (input: SearchState, ctx: SearchUrlContext): string => {
  const state = normalizeSearchState(input)
  const { path, pairs } = addressParts(state, ctx)
  if (state.page !== 1) pairs.push(`${PAGE_KEY}=${state.page}`)
  return joinAddress(path, pairs)
}

/**
 * The listing URL of each page of a state, as formatSearchUrl({ ...state, page }) gives it: the path and the
 * query string worked out once (a pager links up to seven pages of one state), the page always last.
 */
export const searchUrlsByPage = (input: SearchState, ctx: SearchUrlContext): ((page: number) => string) => {
  const { path, pairs } = addressParts(normalizeSearchState({ ...input, page: 1 }), ctx)
  const first = joinAddress(path, pairs)
  return (page) => {
    const p = normalPage(page)
    return p === 1 ? first : joinAddress(path, [...pairs, `${PAGE_KEY}=${p}`])
  }
}

const joinAddress = (path: string, pairs: ReadonlyArray<string>): string =>
  pairs.length > 0 ? `${path}?${pairs.join('&')}` : path

/** A normalised state's path and its query string's pairs but the page's. */
const addressParts = (state: SearchState, ctx: SearchUrlContext): { path: string; pairs: string[] } => {
  const { path, carries } = choosePath(state, ctx)
  const pairs: Array<string> = []
  if (state.query !== '') pairs.push(`${QUERY_KEY}=${encode(state.query)}`)
  const inPath = new Set(pathFacets.filter(([k]) => carries[k] !== undefined).map(([, f]) => f))
  for (const facet of FACETS) {
    const values: ReadonlyArray<string> | undefined =
      facet === 'car_type'
        ? carries.carTypes
          ? undefined
          : state.carTypes
        : facet === 'weekly_price_range' || inPath.has(facet)
          ? undefined
          : state.refinements[facet]
    if (values === undefined) continue
    for (let i = 0; i < values.length && i < URL_ARRAY_LIMIT; i++)
      pairs.push(`refinementList[${facet}][${i}]=${encode(values[i] as string)}`)
  }
  for (const field of URL_RANGE_FIELDS) {
    const range = state.ranges[field]
    if (range && !(field === 'weekly_price_range' && carries.weekly))
      pairs.push(`range[${field}]=${formatRange(range).replaceAll('+', '%2B')}`)
  }
  state.weekly.forEach((band, i) => {
    pairs.push(`${WEEKLY_KEY}[${i}]=${band}`)
  })
  if (state.sort !== DEFAULT_SORT) pairs.push(`${SORT_KEY}=${state.sort}`)
  return { path, pairs }
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s.replaceAll('+', ' '))
  } catch {
    return s.replaceAll('+', ' ')
  }
}

const REFINEMENT = /^refinementList\[([^\]]+)\](?:\[(\d*)\])?$/
const RANGE = /^range\[([^\]]+)\]$/
const WEEKLY = /^weekly\[(\d*)\]$/

/** Parses an array index; anything past the URL array limit (or not an index at all) is dropped. */
const arrayIndex = (digits: string | undefined): number | null => {
  if (digits === undefined || digits === '') return URL_ARRAY_LIMIT - 1
  if (digits.length > 3) return null
  const n = Number(digits)
  return n < URL_ARRAY_LIMIT ? n : null
}

const ordered = (entries: Array<{ index: number; order: number; value: string }>): Array<string> =>
  [...entries].sort((a, b) => a.index - b.index || a.order - b.order).map((e) => e.value)

/**
 * The state a listing URL describes. Never throws: unknown keys, facets, bands and malformed values are
 * ignored, so any address gives a valid (possibly empty) state.
 */
export const parseSearchUrl = (pathname: string, search: string, ctx: SearchUrlContext): SearchState => {
  const fromPath = parseListingPath(pathname, ctx)
  const refinements = new Map<string, Array<{ index: number; order: number; value: string }>>()
  const weekly: Array<{ index: number; order: number; value: string }> = []
  const ranges: Partial<Record<UrlRangeField, NumericRange>> = {}
  let query: string | undefined
  let page: number | undefined
  let sort: SortOption | undefined
  const pairs = search.replace(/^\?/, '').split('&')
  pairs.forEach((pair, order) => {
    if (pair === '') return
    const eq = pair.indexOf('=')
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq))
    const value = eq === -1 ? '' : safeDecode(pair.slice(eq + 1))
    if (key === QUERY_KEY) {
      query ??= value
      return
    }
    if (key === PAGE_KEY) {
      if (page === undefined && /^\d{1,6}$/.test(value)) page = Number(value)
      return
    }
    if (key === SORT_KEY) {
      if (sort === undefined && (SORT_OPTIONS as ReadonlyArray<string>).includes(value)) sort = value as SortOption
      return
    }
    const refinement = REFINEMENT.exec(key)
    if (refinement) {
      const index = arrayIndex(refinement[2])
      const facet = refinement[1] ?? ''
      if (index === null || !(FACETS as ReadonlyArray<string>).includes(facet)) return
      refinements.set(facet, [...(refinements.get(facet) ?? []), { index, order, value }])
      return
    }
    const range = RANGE.exec(key)
    if (range) {
      const field = range[1] as UrlRangeField
      const parsed = parseRange(value)
      if ((URL_RANGE_FIELDS as ReadonlyArray<string>).includes(field) && parsed && !ranges[field])
        ranges[field] = parsed
      return
    }
    const band = WEEKLY.exec(key)
    if (band) {
      const index = arrayIndex(band[1])
      if (index !== null && (WEEKLY_BANDS as ReadonlyArray<string>).includes(value))
        weekly.push({ index, order, value })
    }
  })
  const fromQuery = (facet: string) => ordered(refinements.get(facet) ?? [])
  const withPath = (facet: MenuFacet, pathValue: string | undefined) => [
    ...(pathValue === undefined ? [] : [pathValue]),
    ...fromQuery(facet),
  ]
  const menu: Partial<Record<MenuFacet, ReadonlyArray<string>>> = {}
  for (const facet of MENU_FACETS) {
    const pathValue = pathFacets.find(([, f]) => f === facet)
    menu[facet] = withPath(facet, pathValue ? (fromPath[pathValue[0]] as string | undefined) : undefined)
  }
  const carTypes = [
    ...(fromPath.carTypes ?? []),
    ...fromQuery('car_type').filter((t): t is CarType => (CAR_TYPES as ReadonlyArray<string>).includes(t)),
  ]
  if (fromPath.weekly && !ranges.weekly_price_range) ranges.weekly_price_range = fromPath.weekly
  return normalizeSearchState({
    ...emptySearchState,
    query: query ?? '',
    refinements: menu,
    ranges,
    weekly: ordered(weekly) as Array<WeeklyBand>,
    sort: sort ?? DEFAULT_SORT,
    page: page ?? 1,
    carTypes,
  })
}

const withQuery = (pathname: string, pairs: ReadonlyArray<string>) =>
  pairs.length === 0 ? pathname : `${pathname}?${pairs.join('&')}`

/**
 * SPEC §2 tenant link defaults: the default city filter (two suburbs) and the tenant's query suffix are
 * appended only when the address has no query string. Kept apart from the codec so the codec stays a
 * faithful round trip; nav and home links go through this.
 */
export const withTenantDefaults = (url: string, ctx: SearchUrlContext): string => {
  if (url.includes('?')) return url
  const pairs = ctx.search.default_city_filter
    .slice(0, URL_ARRAY_LIMIT)
    .map((city, i) => `refinementList[city][${i}]=${encode(city)}`)
  const suffix = ctx.search.query_suffix?.replace(/^[?&]+/, '') ?? ''
  return withQuery(url, suffix === '' ? pairs : [...pairs, suffix])
}
