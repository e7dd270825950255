import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { matchesConditions } from './match-conditions.ts'
import { allOf, anyOf, compare, eq } from './filter-condition.ts'

const car = {
  make: 'Toyota',
  seats: 7,
  price: 25000,
  status: 'sold',
  sold_date_timestamp: 1_000,
  show_on_dealer_website: true,
  categories: ['Family', 'Tow'],
  finance_lenders: { Taurus: { paymentWeek: 140 } },
}

describe('matchesConditions', () => {
  it('ANDs a list, ORs anyOf, nests allOf', () => {
    expect(matchesConditions(car, [eq('make', 'Toyota'), eq('show_on_dealer_website', true)])).toBe(true)
    expect(matchesConditions(car, [eq('make', 'Toyota'), eq('show_on_dealer_website', false)])).toBe(false)
    const stock = anyOf(
      eq('status', 'in_stock'),
      eq('status', 'coming_soon'),
      allOf(eq('status', 'sold'), compare('sold_date_timestamp', '>', 500)),
    )
    expect(matchesConditions(car, [stock])).toBe(true)
    expect(matchesConditions({ ...car, sold_date_timestamp: 100 }, [stock])).toBe(false)
  })

  it('reads dotted paths, matches array elements, compares numbers, quoted numbers equal numbers', () => {
    expect(matchesConditions(car, [compare('finance_lenders.Taurus.paymentWeek', '<', 150)])).toBe(true)
    expect(matchesConditions(car, [compare('finance_lenders.Angle.paymentWeek', '<', 150)])).toBe(false)
    expect(matchesConditions(car, [eq('categories', 'tow')])).toBe(true)
    expect(matchesConditions(car, [eq('seats', '7')])).toBe(true)
    expect(matchesConditions(car, [compare('price', '>=', 25000), compare('price', '<=', 25000)])).toBe(true)
    expect(matchesConditions(car, [compare('make', '>', 1)])).toBe(false)
    expect(matchesConditions(car, [compare('make', '!=', 'toyota')])).toBe(false)
    expect(matchesConditions({}, [compare('make', '!=', 'toyota')])).toBe(true)
  })

  it('an empty group imposes nothing; an empty list matches everything', () => {
    fc.assert(
      fc.property(fc.anything(), (doc) => matchesConditions(doc, []) && matchesConditions(doc, [anyOf(), allOf()])),
    )
  })

  it('anyOf holds exactly when some member holds, allOf when every member does', () => {
    const cond = fc.record({
      field: fc.constantFrom('a', 'b'),
      op: fc.constantFrom('=', '!=', '<', '>=') as fc.Arbitrary<'=' | '!=' | '<' | '>='>,
      value: fc.integer({ min: 0, max: 3 }),
    })
    fc.assert(
      fc.property(
        fc.record({ a: fc.integer({ min: 0, max: 3 }), b: fc.integer({ min: 0, max: 3 }) }),
        fc.array(cond, { minLength: 1, maxLength: 4 }),
        (doc, cs) => {
          expect(matchesConditions(doc, [anyOf(...cs)])).toBe(cs.some((c) => matchesConditions(doc, [c])))
          expect(matchesConditions(doc, [allOf(...cs)])).toBe(cs.every((c) => matchesConditions(doc, [c])))
        },
      ),
    )
  })
})
