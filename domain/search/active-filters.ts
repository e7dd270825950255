import { formatKm } from '../cars/odometer.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { rangeText } from '../locale/range-text.ts'
import type { NumericRange } from './search-request.schema.ts'
import {
  type MenuFacet,
  type SearchState,
  type UrlRangeField,
  emptySearchState,
  normalizeSearchState,
} from './search-state.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { listingNoun } from './listing-noun.ts'
import { siteWording } from '../tenancy/wording.ts'
import { LISTING_MENUS } from './listing-facets.ts'
import { facetValueLabel } from './facet-labels.ts'
import { WEEKLY_BAND_RANGES } from './bands.ts'

// The page's data itself is a domain rule (domain/search/listing-data.ts); headings and chips are read here.

const titleCase = (text: string) =>
  text.replace(/(^|[\s-])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase())

/** The page heading for a state, e.g. 'Used Toyota Corolla Cars', 'New And Demo Trucks', 'SUVs', 'Cars'. */
export function listingHeading(state: SearchState, site: PublicSite): string {
  const single = (facet: MenuFacet) =>
    state.refinements[facet]?.length === 1 ? state.refinements[facet]?.[0] : undefined
  const types =
    state.carTypes.length > 0 && state.carTypes.length < 3 ? state.carTypes.map(titleCase).join(' and ') : ''
  const make = single('make')
  const model = single('model')
  const body = single('body')
  const seats = single('seats')
  const noun = listingNoun(
    { ...(make && { make }), ...(model && { model }), ...(body && { body }), ...(seats && { seats }) },
    site.template,
  )
  const parts = [types, noun, weeklyHeading(state)]
  return siteWording(site, parts.filter((p) => p !== undefined && p !== '').join(' '))
}

/**
 * A weekly amount as the landing pages name it (SPEC §2 cars-under-{max}-per-week, {min}-to-{max}-per-week,
 * {min}-plus-per-week): 'under $100 per week', '$100 to $125 per week', '$175 plus per week'.
 */
export const weeklyWords = (range: NumericRange): string => {
  const amounts =
    range.min === null
      ? `under ${formatPrice(range.max ?? 0)}`
      : range.max === null
        ? `${formatPrice(range.min)} plus`
        : rangeText(formatPrice(range.min), formatPrice(range.max))
  return `${amounts} per week`
}

/** The weekly amount a heading names: the weekly range, else the one weekly band picked; none otherwise. */
const weeklyHeading = (state: SearchState): string | undefined => {
  const range = state.ranges.weekly_price_range
  if (range) return weeklyWords(range)
  const band = state.weekly.length === 1 ? WEEKLY_BAND_RANGES.find((b) => b.key === state.weekly[0]) : undefined
  return band ? weeklyWords({ min: band.min, max: band.max }) : undefined
}

/** One removable filter of the active-filter chips. */
export interface ActiveFilter {
  readonly id: string
  readonly label: string
  readonly without: SearchState
}

const RANGE_LABELS: Partial<Record<UrlRangeField, string>> = {
  price: 'Price',
  year: 'Year',
  km: 'Kilometres',
  subscription_price: 'Price per week',
  price_range: 'Price',
  weekly_price_range: 'Weekly',
  photos_count: 'Photos',
}

const chipText = (field: UrlRangeField, range: NumericRange): string => {
  const show = (n: number) =>
    field === 'year' ? String(n) : field === 'km' ? formatKm(n) : field === 'photos_count' ? String(n) : formatPrice(n)
  if (field === 'photos_count' && range.max === null && range.min !== null) return `at least ${range.min}`
  // a weekly range reads as its landing page does
  if (field === 'weekly_price_range') return weeklyWords(range)
  if (range.min !== null && range.max !== null) return rangeText(show(range.min), show(range.max))
  if (range.min !== null) return `${show(range.min)} or more`
  return `up to ${show(range.max ?? 0)}`
}

/** The chips for a state, in the order filters are listed on the page; each knows the state without it. */
export function activeFilters(input: SearchState, site: PublicSite): ReadonlyArray<ActiveFilter> {
  const state = normalizeSearchState(input)
  const base = { ...state, page: 1 }
  const out: ActiveFilter[] = []
  if (state.query !== '') out.push({ id: 'query', label: `Keyword: ${state.query}`, without: { ...base, query: '' } })
  for (const { facet, label } of LISTING_MENUS) {
    const values = facet === 'car_type' ? state.carTypes : (state.refinements[facet] ?? [])
    for (const value of values) {
      const without: SearchState =
        facet === 'car_type'
          ? { ...base, carTypes: state.carTypes.filter((t) => t !== value) }
          : { ...base, refinements: { ...state.refinements, [facet]: values.filter((v) => v !== value) } }
      out.push({ id: `${facet}:${value}`, label: `${label}: ${facetValueLabel(facet, value, site)}`, without })
    }
  }
  for (const [facet, values] of Object.entries(state.refinements) as Array<[MenuFacet, ReadonlyArray<string>]>) {
    if (LISTING_MENUS.some((m) => m.facet === facet)) continue
    for (const value of values) {
      out.push({
        id: `${facet}:${value}`,
        label: `${facet}: ${value}`,
        without: { ...base, refinements: { ...state.refinements, [facet]: values.filter((v) => v !== value) } },
      })
    }
  }
  for (const [field, range] of Object.entries(state.ranges) as Array<[UrlRangeField, NumericRange]>) {
    const { [field]: _gone, ...rest } = state.ranges
    out.push({
      id: `range:${field}`,
      label: `${RANGE_LABELS[field] ?? field}: ${chipText(field, range)}`,
      without: { ...base, ranges: rest },
    })
  }
  for (const band of state.weekly) {
    out.push({
      id: `weekly:${band}`,
      label: `Weekly: ${facetValueLabel('weekly_price_range', band, site)}`,
      without: { ...base, weekly: state.weekly.filter((b) => b !== band) },
    })
  }
  return out
}

/** Clear all keeps the sort: it removes filters, not the shopper's ordering. */
export const clearedState = (state: SearchState): SearchState => ({ ...emptySearchState, sort: state.sort })
