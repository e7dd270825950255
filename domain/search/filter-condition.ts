/**
 * Engine-neutral filter conditions. Stock rules (domain/stock/) and search rules both speak this shape; each search
 * adapter turns a list into its engine's filter (adapters/search-meilisearch: filter strings; adapters/search-embedded:
 * compiled predicates), and `matchesConditions` is the in-memory reference every adapter is tested against.
 *
 * A list of conditions means AND. `anyOf` is an OR group; `allOf` lets an OR group hold an AND
 * (e.g. status = sold AND sold_date_timestamp > x, inside the stock filter's OR).
 */
export const FILTER_OPS = ['=', '!=', '>', '>=', '<', '<='] as const
export type FilterOp = (typeof FILTER_OPS)[number]

export type FilterValue = string | number | boolean

export interface Comparison {
  readonly field: string
  readonly op: FilterOp
  readonly value: FilterValue
}

export interface AnyOf {
  readonly anyOf: ReadonlyArray<FilterCondition>
}

export interface AllOf {
  readonly allOf: ReadonlyArray<FilterCondition>
}

export type FilterCondition = Comparison | AnyOf | AllOf

/** Dotted attribute paths such as `finance_lenders.Taurus.paymentWeek`; anything else is refused. */
export const SAFE_FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/

export const isSafeField = (field: string): boolean => SAFE_FIELD.test(field)

export const compare = (field: string, op: FilterOp, value: FilterValue): Comparison => ({ field, op, value })
export const eq = (field: string, value: FilterValue): Comparison => ({ field, op: '=', value })
export const anyOf = (...conditions: ReadonlyArray<FilterCondition>): AnyOf => ({ anyOf: conditions })
export const allOf = (...conditions: ReadonlyArray<FilterCondition>): AllOf => ({ allOf: conditions })

export const isComparison = (c: FilterCondition): c is Comparison => 'field' in c
export const isAnyOf = (c: FilterCondition): c is AnyOf => 'anyOf' in c
export const isAllOf = (c: FilterCondition): c is AllOf => 'allOf' in c

/** A group with no comparison anywhere inside imposes nothing, in every engine; parents ignore it. */
export const isEmptyGroup = (c: FilterCondition): boolean =>
  (isAnyOf(c) && c.anyOf.every(isEmptyGroup)) || (isAllOf(c) && c.allOf.every(isEmptyGroup))
