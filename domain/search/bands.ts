import type { Comparison } from './filter-condition.ts'
import { compare } from './filter-condition.ts'
import type { WeeklyBand } from './search-state.ts'
import { WEEKLY_BANDS } from './search-state.ts'

export interface Band<K extends string = string> {
  readonly key: K
  /** inclusive */
  readonly min: number | null
  /** exclusive */
  readonly max: number | null
}

/** SPEC §9 weekly repayment bands: under 100, 100-125, 125-150, 150-175, 175 plus (lower bound inclusive). */
export const WEEKLY_BAND_RANGES: ReadonlyArray<Band<WeeklyBand>> = [
  { key: 'under-100', min: null, max: 100 },
  { key: '100-125', min: 100, max: 125 },
  { key: '125-150', min: 125, max: 150 },
  { key: '150-175', min: 150, max: 175 },
  { key: '175-plus', min: 175, max: null },
]

/** Price bands for the price_range facet (the spec names the facet, not its bands). */
export const PRICE_BANDS: ReadonlyArray<Band> = [
  { key: 'under-10000', min: null, max: 10_000 },
  { key: '10000-20000', min: 10_000, max: 20_000 },
  { key: '20000-30000', min: 20_000, max: 30_000 },
  { key: '30000-40000', min: 30_000, max: 40_000 },
  { key: '40000-50000', min: 40_000, max: 50_000 },
  { key: '50000-75000', min: 50_000, max: 75_000 },
  { key: '75000-100000', min: 75_000, max: 100_000 },
  { key: '100000-plus', min: 100_000, max: null },
]

export const bandOf = <K extends string>(bands: ReadonlyArray<Band<K>>, amount: number): K | null =>
  bands.find((b) => (b.min === null || amount >= b.min) && (b.max === null || amount < b.max))?.key ?? null

/**
 * A weekly band as comparisons on a weekly amount: `weekly_payment` in the search document, or
 * `finance_lenders.{lender}.paymentWeek` (SPEC §7 filter strings) for an index without derived fields.
 */
export const weeklyBandComparisons = (band: WeeklyBand, field = 'weekly_payment'): ReadonlyArray<Comparison> => {
  const range = WEEKLY_BAND_RANGES.find((b) => b.key === band)
  if (!range) return []
  return [
    ...(range.min === null ? [] : [compare(field, '>=', range.min)]),
    ...(range.max === null ? [] : [compare(field, '<', range.max)]),
  ]
}

export const isWeeklyBand = (value: string): value is WeeklyBand =>
  (WEEKLY_BANDS as ReadonlyArray<string>).includes(value)
