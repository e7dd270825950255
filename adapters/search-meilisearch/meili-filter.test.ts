import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { conditionToMeili, conditionsToMeili, meiliNumber, meiliString } from './meili-filter.ts'
import type { FilterCondition } from '@domain/search/filter-condition.ts'
import { allOf, anyOf, compare, eq, isAllOf, isAnyOf } from '@domain/search/filter-condition.ts'
import { parseExpression, parseMeiliFilter, tokenize } from './testing/meili-expression-parser.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { conditionTree } from '@domain/search/testing/condition-tree.ts'

/** what the parser must read back: empty groups gone, one-member groups unwrapped */
const normalize = (c: FilterCondition): FilterCondition | null => {
  if (isAnyOf(c) || isAllOf(c)) {
    const members = (isAnyOf(c) ? c.anyOf : c.allOf).map(normalize).filter((m): m is FilterCondition => m !== null)
    if (members.length === 0) return null
    if (members.length === 1) return members[0]!
    return isAnyOf(c) ? anyOf(...members) : allOf(...members)
  }
  return c
}

const field = fc.constantFrom('make', 'status', 'seats', 'price', 'finance_lenders.Taurus.paymentWeek')
const value = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('\\', '"', '\\"', 'a" OR make = "b', ') OR (1 = 1', 'AND'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
)
const op = fc.constantFrom('=', '!=', '>', '>=', '<', '<=') as fc.Arbitrary<
  FilterCondition extends infer _ ? '=' | '!=' | '>' | '>=' | '<' | '<=' : never
>
const comparison = fc.record({ field, op, value })
const condition = conditionTree(comparison)

describe('meili filter strings', () => {
  it('writes the spec filter shapes', () => {
    expect(conditionToMeili(eq('status', 'in_stock'))).toBe('status = "in_stock"')
    expect(conditionToMeili(eq('show_on_dealer_website', true))).toBe('show_on_dealer_website = true')
    expect(conditionToMeili(compare('sold_date_timestamp', '>', 1_700_000_000_000))).toBe(
      'sold_date_timestamp > 1700000000000',
    )
    expect(conditionToMeili(compare('finance_lenders.Taurus.paymentWeek', '<', 150))).toBe(
      'finance_lenders.Taurus.paymentWeek < 150',
    )
    expect(
      conditionsToMeili([
        anyOf(
          eq('status', 'in_stock'),
          eq('status', 'coming_soon'),
          allOf(eq('status', 'sold'), compare('sold_date_timestamp', '>', 5)),
        ),
        eq('show_on_dealer_website', true),
      ]),
    ).toEqual([
      ['status = "in_stock"', 'status = "coming_soon"', '(status = "sold" AND sold_date_timestamp > 5)'],
      'show_on_dealer_website = true',
    ])
  })

  it('strips double quotes and doubles backslashes (SPEC §5)', () => {
    expect(meiliString('say "hi"')).toBe('"say hi"')
    expect(meiliString('a\\')).toBe('"a\\\\"')
    expect(meiliNumber(1e21)).toBe('1e21')
    expect(meiliNumber(-0)).toBe('0')
    expect(() => meiliNumber(Number.POSITIVE_INFINITY)).toThrow()
    expect(() => conditionToMeili(eq('make) OR (x', 'a'))).toThrow('Unsafe filter field')
  })

  it('flattens AND groups, drops empty groups, unwraps one-member OR groups', () => {
    expect(conditionsToMeili([allOf(eq('a', 1), eq('b', 2)), anyOf(), anyOf(eq('c', 3))])).toEqual([
      'a = 1',
      'b = 2',
      'c = 3',
    ])
  })

  it('any value reads back as exactly itself minus double quotes: a value never changes the structure', () => {
    fc.assert(
      fc.property(field, fc.string({ unit: 'grapheme', maxLength: 50 }), (f, v) => {
        const tokens = tokenize(conditionToMeili(eq(f, v)))
        expect(tokens).toEqual([
          { kind: 'word', value: f },
          { kind: 'op', value: '=' },
          { kind: 'str', value: v.replaceAll('"', '') },
        ])
      }),
    )
  })

  it('every condition tree reads back as the same tree', () => {
    fc.assert(
      fc.property(condition, (c) => {
        const n = normalize(c)
        if (n === null) return
        const strip = (x: FilterCondition): FilterCondition =>
          isAnyOf(x)
            ? anyOf(...x.anyOf.map(strip))
            : isAllOf(x)
              ? allOf(...x.allOf.map(strip))
              : {
                  ...x,
                  value:
                    typeof x.value === 'string' ? x.value.replaceAll('"', '') : Object.is(x.value, -0) ? 0 : x.value,
                }
        expect(parseExpression(conditionToMeili(c))).toEqual(strip(n))
      }),
    )
  })

  it('the filter array means the same as the condition list it came from', () => {
    const num = fc.integer({ min: 0, max: 3 })
    const small = fc.record({ field: fc.constantFrom('a', 'b'), op, value: num })
    const tree: fc.Arbitrary<FilterCondition> = fc.letrec<{ c: FilterCondition }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small' },
        small,
        fc.array(tie('c'), { maxLength: 3 }).map((cs) => anyOf(...cs)),
        fc.array(tie('c'), { maxLength: 3 }).map((cs) => allOf(...cs)),
      ),
    })).c
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), fc.record({ a: num, b: num }), (cs, doc) => {
        expect(matchesConditions(doc, parseMeiliFilter(conditionsToMeili(cs)))).toBe(matchesConditions(doc, cs))
      }),
    )
  })
})
