import type { Comparison, FilterCondition } from './filter-condition.ts'
import { isAllOf, isAnyOf, isEmptyGroup } from './filter-condition.ts'

/**
 * In-memory reference for FilterCondition lists, with Meilisearch's semantics so adapters can be tested
 * against it: a list is AND, an empty group imposes nothing, array fields match when any element does,
 * string equality ignores case (Meilisearch normalises facet strings), a quoted number equals the number,
 * and ordering comparisons only hold for numeric fields.
 */
export const matchesConditions = (doc: unknown, conditions: ReadonlyArray<FilterCondition>): boolean =>
  conditions.every((c) => matchesCondition(doc, c))

export const matchesCondition = (doc: unknown, condition: FilterCondition): boolean => {
  if (isEmptyGroup(condition)) return true
  if (isAnyOf(condition)) return condition.anyOf.some((c) => !isEmptyGroup(c) && matchesCondition(doc, c))
  if (isAllOf(condition)) return condition.allOf.every((c) => matchesCondition(doc, c))
  return matchesComparison(doc, condition)
}

export const fieldValue = (doc: unknown, field: string): unknown => {
  let current: unknown = doc
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

const scalarEquals = (actual: unknown, expected: Comparison['value']): boolean => {
  if (actual === null || actual === undefined) return false
  if (typeof actual === 'number' && typeof expected === 'number') return actual === expected
  if (typeof actual === 'boolean' && typeof expected === 'boolean') return actual === expected
  if (typeof actual === 'number' && typeof expected === 'string') {
    return expected.trim() !== '' && Number(expected) === actual
  }
  if (typeof actual === 'object') return false
  return String(actual).toLowerCase() === String(expected).toLowerCase()
}

const orderHolds = (actual: number, op: Comparison['op'], expected: number): boolean => {
  switch (op) {
    case '>':
      return actual > expected
    case '>=':
      return actual >= expected
    case '<':
      return actual < expected
    case '<=':
      return actual <= expected
    default:
      return false
  }
}

const matchesComparison = (doc: unknown, { field, op, value }: Comparison): boolean => {
  const raw = fieldValue(doc, field)
  const values: ReadonlyArray<unknown> = Array.isArray(raw) ? raw : [raw]
  if (op === '=') return values.some((v) => scalarEquals(v, value))
  if (op === '!=') return !values.some((v) => scalarEquals(v, value))
  const limit = typeof value === 'number' ? value : Number.NaN
  return values.some((v) => typeof v === 'number' && orderHolds(v, op, limit))
}
