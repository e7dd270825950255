import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FilterOp } from '@domain/search/filter-condition.ts'
import { allOf, anyOf, compare, eq } from '@domain/search/filter-condition.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { compileConditions, conditionFields } from './compile-filter.ts'
import { conditionTree } from '@domain/search/testing/condition-tree.ts'

const arbValue = fc.oneof(
  fc.constantFrom('Toyota', 'toyota', 'TOYOTA', '7', '', ' ', 'true', 'x'),
  fc.integer({ min: -2, max: 8 }),
  fc.boolean(),
)
const arbField = fc.constantFrom('make', 'seats', 'flag', 'tags', 'nested.value', 'missing', 'constructor', 'toString')
const arbComparison = fc
  .record({
    field: arbField,
    op: fc.constantFrom<FilterOp>('=', '!=', '>', '>=', '<', '<='),
    value: arbValue,
  })
  .map((c) => compare(c.field, c.op, c.value))
const arbCondition = conditionTree(arbComparison)
const arbDoc = fc.record(
  {
    make: fc.oneof(arbValue, fc.constant(null)),
    seats: fc.oneof(arbValue, fc.constant(null)),
    flag: fc.oneof(arbValue, fc.constant(null)),
    tags: fc.array(arbValue, { maxLength: 3 }),
    nested: fc.oneof(fc.constant(null), fc.record({ value: arbValue })),
  },
  { requiredKeys: [] },
)

describe('compileConditions', () => {
  it('answers exactly as the domain reference matcher (Meilisearch semantics) for any conditions and document', () => {
    fc.assert(
      fc.property(arbDoc, fc.array(arbCondition, { maxLength: 4 }), (doc, conditions) => {
        expect(compileConditions(conditions)(doc)).toBe(matchesConditions(doc, conditions))
      }),
      { numRuns: 2000 },
    )
  })

  it('reads inherited names only when the document owns them', () => {
    expect(compileConditions([eq('constructor', 'x')])({})).toBe(false)
    expect(compileConditions([compare('toString', '!=', 'x')])({})).toBe(true)
    expect(compileConditions([eq('constructor', 'x')])({ constructor: 'X' })).toBe(true)
  })

  it('lists the fields a condition reads', () => {
    expect([...conditionFields(anyOf(eq('a', 1), allOf(eq('b', 2), eq('a', 3))))].sort()).toEqual(['a', 'b'])
  })
})
