import type { FilterCondition, FilterValue } from '@domain/search/filter-condition.ts'
import { isAllOf, isAnyOf, isEmptyGroup, isSafeField } from '@domain/search/filter-condition.ts'
import { stripQuotes } from '@domain/search/request-filter.ts'

/** One element of a Meilisearch `filter` array: a string, or a nested array whose strings are ORed. */
export type MeiliFilterEntry = string | ReadonlyArray<string>
/** The Meilisearch `filter` parameter: entries are ANDed. */
export type MeiliFilter = ReadonlyArray<MeiliFilterEntry>

/**
 * A string literal the Meilisearch parser reads back as exactly `stripQuotes(value)`: quotes are gone, and a
 * backslash is doubled so it can never escape the closing quote.
 */
export const meiliString = (value: string): string => `"${stripQuotes(value).replaceAll('\\', '\\\\')}"`

/** Meilisearch reads `1e21` but not `1e+21` ('+' is not a value character). */
export const meiliNumber = (value: number): string => {
  if (!Number.isFinite(value)) throw new Error(`Filter number must be finite: ${value}`)
  return String(Object.is(value, -0) ? 0 : value).replace('e+', 'e')
}

const renderValue = (value: FilterValue): string =>
  typeof value === 'number' ? meiliNumber(value) : typeof value === 'boolean' ? String(value) : meiliString(value)

const assertField = (field: string): string => {
  if (!isSafeField(field)) throw new Error(`Unsafe filter field: ${JSON.stringify(field)}`)
  return field
}

/** One condition as a self-contained Meilisearch expression; groups are parenthesised. */
export const conditionToMeili = (condition: FilterCondition): string => {
  if (isAnyOf(condition) || isAllOf(condition)) {
    const members = (isAnyOf(condition) ? condition.anyOf : condition.allOf).filter((c) => !isEmptyGroup(c))
    if (members.length === 1 && members[0]) return conditionToMeili(members[0])
    return `(${members.map(conditionToMeili).join(isAnyOf(condition) ? ' OR ' : ' AND ')})`
  }
  return `${assertField(condition.field)} ${condition.op} ${renderValue(condition.value)}`
}

/**
 * A condition list as a Meilisearch filter array: comparisons become strings, an OR group becomes a
 * nested array (SPEC §7), AND groups are flattened, and empty groups impose nothing (as in the matcher).
 * Throws on a field name that is not a plain dotted path: fields come from code, never from shoppers.
 */
export const conditionsToMeili = (conditions: ReadonlyArray<FilterCondition>): MeiliFilter =>
  conditions.flatMap((condition): Array<MeiliFilterEntry> => {
    if (isEmptyGroup(condition)) return []
    if (isAllOf(condition)) return [...conditionsToMeili(condition.allOf)]
    if (isAnyOf(condition)) {
      const members = condition.anyOf.filter((c) => !isEmptyGroup(c))
      if (members.length === 1 && members[0]) return [...conditionsToMeili([members[0]])]
      return [members.map(conditionToMeili)]
    }
    return [conditionToMeili(condition)]
  })
