import type { Comparison, FilterCondition } from '@domain/search/filter-condition.ts'
import { isAllOf, isAnyOf, isEmptyGroup } from '@domain/search/filter-condition.ts'
import { boundedMap } from '@domain/kernel/bounded-map.ts'

/** A compiled filter: true when the document passes. */
export type DocPredicate = (doc: unknown) => boolean

const always: DocPredicate = () => true

/** Reads a dotted path; compiled once so the hot loop does no string splitting. */
export const compileGetter = (field: string): ((doc: unknown) => unknown) => {
  const parts = field.split('.')
  if (parts.length === 1) {
    const key = parts[0] as string
    // documents are plain objects: a name no object inherits can be read directly (the hot path)
    if (!(key in Object.prototype)) {
      return (doc) => (doc !== null && typeof doc === 'object' ? (doc as Record<string, unknown>)[key] : undefined)
    }
    return (doc) =>
      doc !== null && typeof doc === 'object' && Object.hasOwn(doc, key)
        ? (doc as Record<string, unknown>)[key]
        : undefined
  }
  return (doc) => {
    let current: unknown = doc
    for (const part of parts) {
      if (current === null || typeof current !== 'object' || !Object.hasOwn(current, part)) return undefined
      current = (current as Record<string, unknown>)[part]
    }
    return current
  }
}

/**
 * Lower-cased strings, remembered: facet values repeat (a few statuses, makes, bodies), so the hot loop
 * neither lower-cases nor allocates per comparison. Bounded so hostile values cannot grow it without limit.
 */
const LOWER_CACHE_LIMIT = 100_000
const lowerCache = boundedMap<string, string>(LOWER_CACHE_LIMIT)
const lower = (s: string): string => {
  let l = lowerCache.get(s)
  if (l === undefined) {
    l = s.toLowerCase()
    lowerCache.set(s, l)
  }
  return l
}

/**
 * Equality exactly as domain/search/match-conditions.ts decides it (Meilisearch's semantics): strings ignore
 * case, a numeric string equals its number, booleans only equal booleans, objects and null never match.
 */
const compileEquals = (expected: Comparison['value']): ((actual: unknown) => boolean) => {
  const expectedLower = String(expected).toLowerCase()
  if (typeof expected === 'number') {
    return (actual) => {
      if (typeof actual === 'number') return actual === expected
      if (actual === null || actual === undefined || typeof actual === 'object' || typeof actual === 'boolean')
        return false
      return lower(String(actual)) === expectedLower
    }
  }
  if (typeof expected === 'boolean') {
    return (actual) =>
      typeof actual === 'boolean' ? actual === expected : typeof actual === 'string' && lower(actual) === expectedLower
  }
  const asNumber = expected.trim() !== '' ? Number(expected) : Number.NaN
  return (actual) => {
    if (actual === expected) return true
    if (actual === null || actual === undefined || typeof actual === 'object') return false
    if (typeof actual === 'number') return actual === asNumber
    return lower(String(actual)) === expectedLower
  }
}

const compileOrder = (op: Comparison['op'], limit: number): ((actual: unknown) => boolean) => {
  switch (op) {
    case '>':
      return (a) => typeof a === 'number' && a > limit
    case '>=':
      return (a) => typeof a === 'number' && a >= limit
    case '<':
      return (a) => typeof a === 'number' && a < limit
    case '<=':
      return (a) => typeof a === 'number' && a <= limit
    default:
      return () => false
  }
}

const anyElement =
  (get: (doc: unknown) => unknown, test: (v: unknown) => boolean): DocPredicate =>
  (doc) => {
    const raw = get(doc)
    if (Array.isArray(raw)) {
      for (const v of raw) if (test(v)) return true
      return false
    }
    return test(raw)
  }

const compileComparison = ({ field, op, value }: Comparison): DocPredicate => {
  const get = compileGetter(field)
  if (op === '=') return anyElement(get, compileEquals(value))
  if (op === '!=') {
    const hit = anyElement(get, compileEquals(value))
    return (doc) => !hit(doc)
  }
  return anyElement(get, compileOrder(op, typeof value === 'number' ? value : Number.NaN))
}

/** One condition as a predicate with the semantics of `matchesCondition`. */
export const compileCondition = (condition: FilterCondition): DocPredicate => {
  if (isEmptyGroup(condition)) return always
  if (isAnyOf(condition)) {
    const members = condition.anyOf.filter((c) => !isEmptyGroup(c)).map(compileCondition)
    return (doc) => {
      for (const m of members) if (m(doc)) return true
      return false
    }
  }
  if (isAllOf(condition)) return compileConditions(condition.allOf)
  return compileComparison(condition)
}

/** A condition list (AND) as one predicate, with the semantics of `matchesConditions`. */
export const compileConditions = (conditions: ReadonlyArray<FilterCondition>): DocPredicate => {
  const members = conditions.filter((c) => !isEmptyGroup(c)).map(compileCondition)
  if (members.length === 0) return always
  if (members.length === 1) return members[0] as DocPredicate
  return (doc) => {
    for (const m of members) if (!m(doc)) return false
    return true
  }
}

/** Every field a condition reads. */
export const conditionFields = (condition: FilterCondition, into: Set<string> = new Set()): Set<string> => {
  if (isAnyOf(condition)) for (const c of condition.anyOf) conditionFields(c, into)
  else if (isAllOf(condition)) for (const c of condition.allOf) conditionFields(c, into)
  else into.add(condition.field)
  return into
}
