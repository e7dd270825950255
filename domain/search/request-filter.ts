import type { Comparison, FilterCondition, FilterOp } from './filter-condition.ts'
import { allOf, anyOf, compare, eq, isSafeField } from './filter-condition.ts'
import type { NumericRange, SearchRequest } from './search-request.schema.ts'
import { sameBodyTypes } from '../cars/body-types.ts'
import { isWeeklyBand, weeklyBandComparisons } from './bands.ts'

/** SPEC §5: double quotes are stripped from filter values. */
export const stripQuotes = (value: string): string => value.replaceAll('"', '')

/**
 * Range facets whose numbers live in another document field: `price_range` and `weekly_price_range` hold band
 * labels for the menus, so their ranges compare the underlying amounts (see search-document.ts).
 */
export const RANGE_FIELD: Readonly<Record<string, string>> = {
  price_range: 'price',
  weekly_price_range: 'weekly_payment',
}

/**
 * Where a filter reads its numbers: the weekly amount is `weekly_payment` in this platform's search documents, or
 * the tenant's finance provider's `finance_lenders.{lender}.paymentWeek` in an index of SPEC §3 cars (Meilisearch).
 */
export interface FilterFields {
  /** null: no weekly amount to compare (an index without the tenant's lender): bands match the band facet's labels */
  readonly weeklyPayment: string | null
}
export const DEFAULT_FILTER_FIELDS: FilterFields = { weeklyPayment: 'weekly_payment' }

export const rangeField = (facet: string, fields: FilterFields = DEFAULT_FILTER_FIELDS): string =>
  (facet === 'weekly_price_range' ? fields.weeklyPayment : RANGE_FIELD[facet]) ?? facet

const NUMBER = String.raw`-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?`
const COMPARISON = new RegExp(
  String.raw`^\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)?\s*(<=|>=|!=|<|>|=)\s*(${NUMBER})\s*$`,
)

/**
 * SPEC §5: a value containing < or > is a raw range condition. It is only honoured when it is one or more
 * `field op number` comparisons joined by AND (`op number` alone means the facet's own field); the
 * comparisons are rebuilt from their parts, so nothing a shopper types reaches the filter string verbatim.
 * Returns null when the value is not such a comparison.
 */
export const parseRawComparison = (
  facet: string,
  value: string,
  fields: FilterFields = DEFAULT_FILTER_FIELDS,
): ReadonlyArray<Comparison> | null => {
  if (!/[<>]/.test(value) || value.length > 500) return null
  const parts = stripQuotes(value).split(/\s+AND\s+/)
  const comparisons: Array<Comparison> = []
  for (const part of parts) {
    const match = COMPARISON.exec(part)
    if (!match) return null
    const field = match[1] ?? rangeField(facet, fields)
    const amount = Number(match[3])
    if (!isSafeField(field) || !Number.isFinite(amount)) return null
    comparisons.push(compare(field, match[2] as FilterOp, Object.is(amount, -0) ? 0 : amount))
  }
  return comparisons
}

const valueCondition = (facet: string, value: string, fields: FilterFields): FilterCondition | null => {
  const raw = parseRawComparison(facet, value, fields)
  if (raw) return raw.length === 1 && raw[0] ? raw[0] : allOf(...raw)
  const clean = stripQuotes(value)
  if (clean === '') return null
  // a weekly band (SPEC §9) compares the weekly amount (SPEC §7 paymentWeek comparisons), never a band label
  if (facet === 'weekly_price_range' && isWeeklyBand(clean) && fields.weeklyPayment !== null)
    return allOf(...weeklyBandComparisons(clean, fields.weeklyPayment))
  // a body type matches the body values shoppers take for the same one (hatch and hatchback), whoever indexed them
  const same = facet === 'body' ? sameBodyTypes(clean) : [clean]
  return same.length === 1 ? eq(facet, clean) : anyOf(...same.map((v) => eq(facet, v)))
}

/** A facet's picked values: equality (or a raw range), ORed; null when nothing usable was picked. */
export const refinementCondition = (
  facet: string,
  values: ReadonlyArray<string>,
  fields: FilterFields = DEFAULT_FILTER_FIELDS,
): FilterCondition | null => {
  if (!isSafeField(facet)) return null
  const conditions = values.map((v) => valueCondition(facet, v, fields)).filter((c): c is FilterCondition => c !== null)
  if (conditions.length === 0) return null
  return conditions.length === 1 && conditions[0] ? conditions[0] : anyOf(...conditions)
}

/**
 * `field >= min AND field <= max`; open ends are left out; null when both are open. A weekly range takes its lower
 * bound and not its upper, as the SPEC §9 bands do: the landing page /search/cars-under-100-per-week lists exactly
 * the cars its 'Under $100' facet counts, and a car at $100 a week is on the 100-to-125 page only.
 */
export const rangeCondition = (
  facet: string,
  range: NumericRange,
  fields: FilterFields = DEFAULT_FILTER_FIELDS,
): FilterCondition | null => {
  const field = rangeField(facet, fields)
  if (!isSafeField(field)) return null
  const parts: Array<Comparison> = []
  if (range.min !== null && Number.isFinite(range.min)) parts.push(compare(field, '>=', range.min))
  if (range.max !== null && Number.isFinite(range.max))
    parts.push(compare(field, facet === 'weekly_price_range' ? '<' : '<=', range.max))
  if (parts.length === 0) return null
  return parts.length === 1 && parts[0] ? parts[0] : allOf(...parts)
}

export type ShopperFilters = Pick<SearchRequest, 'refinements' | 'ranges'>

/**
 * The shopper's filters grouped by facet (a facet's refinement and range together), facets with nothing
 * usable left out. Keys are facet names, so multi-search can drop one facet's own filter.
 */
export const facetConditions = (
  filters: ShopperFilters,
  fields: FilterFields = DEFAULT_FILTER_FIELDS,
): ReadonlyMap<string, ReadonlyArray<FilterCondition>> => {
  const byFacet = new Map<string, Array<FilterCondition>>()
  const add = (facet: string, condition: FilterCondition | null) => {
    if (condition === null) return
    byFacet.set(facet, [...(byFacet.get(facet) ?? []), condition])
  }
  for (const [facet, values] of Object.entries(filters.refinements))
    add(facet, refinementCondition(facet, values, fields))
  for (const [facet, range] of Object.entries(filters.ranges)) add(facet, rangeCondition(facet, range, fields))
  return byFacet
}

/** Everything a query must satisfy, engine-neutral: stock filter then shopper filters (minus `exclude`). */
export const requestConditions = (
  filters: ShopperFilters,
  stockFilter: ReadonlyArray<FilterCondition> = [],
  exclude?: string,
  fields: FilterFields = DEFAULT_FILTER_FIELDS,
): ReadonlyArray<FilterCondition> => [
  ...stockFilter,
  ...[...facetConditions(filters, fields)].filter(([facet]) => facet !== exclude).flatMap(([, c]) => c),
]
