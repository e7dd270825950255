import { isSafeField, type FilterCondition } from '@domain/search/filter-condition.ts'
import { compileConditions, conditionFields } from './compile-filter.ts'
import { MULTI, NONE, type FacetColumn } from './facet-column.ts'
import type { TenantIndex } from './tenant-index.ts'

/** A filter over document ordinals. */
export type OrdinalPredicate = (ordinal: number) => boolean

/**
 * One facet's shopper filter as a predicate over ordinals. When every condition reads one field that has a
 * column, the conditions are decided once per distinct value (a few hundred at most) and each document
 * costs one array lookup; documents with several values, and filters over several fields, use the compiled
 * filter on the document. Both give exactly `matchesConditions`' answer.
 */
export const facetFilter = (index: TenantIndex, conditions: ReadonlyArray<FilterCondition>): OrdinalPredicate => {
  const generic = compileConditions(conditions)
  const docs = index.docs
  const fields = new Set<string>()
  for (const c of conditions) conditionFields(c, fields)
  const [field] = fields
  const column: FacetColumn | null =
    fields.size === 1 && field !== undefined && isSafeField(field) ? index.column(field) : null
  // dotted fields sit deep inside the document, which the single-field probe below does not model
  if (!column || field === undefined || field.includes('.')) return (i) => generic(docs[i])
  // one probe document for every value: a price range asked anew each search decides a few hundred prices, and
  // an object per value would dominate the search's allocation (the compiled filter reads the field, keeps nothing)
  const probe: Record<string, unknown> = { [field]: undefined }
  const allowed = new Uint8Array(column.labels.length)
  column.labels.forEach((label, id) => {
    const n = column.numbers[id] as number
    probe[field] = Number.isNaN(n) ? label : n
    allowed[id] = generic(probe) ? 1 : 0
  })
  const withoutValue = generic({})
  const { single } = column
  return (i) => {
    const id = single[i] as number
    if (id >= 0) return allowed[id] === 1
    if (id === NONE) return withoutValue ? generic(docs[i]) : false
    return id === MULTI ? generic(docs[i]) : false
  }
}
