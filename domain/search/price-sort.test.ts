import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MIN_DISPLAY_PRICE } from '../pricing/price-display.ts'
import { parseSort } from './parse-sort.ts'
import { shownPricesFirst, sortsByLowestPrice } from './price-sort.ts'

const field = fc.constantFrom('price', 'year', 'km', 'custom_rank', 'created_at_timestamp')
const sort = fc.array(
  fc.tuple(field, fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f}:${d}`),
  { maxLength: 3 },
)

describe("'Lowest Price': prices a card cannot show sort after every shown price", () => {
  it('only an ascending price first is the lowest price sort', () => {
    fc.assert(
      fc.property(sort, (s) => {
        expect(sortsByLowestPrice(s)).toBe(s[0] === 'price:asc')
      }),
    )
  })

  it('an ascending price sorts prices of 10 or less as missing, then by price; every other key is kept', () => {
    fc.assert(
      fc.property(sort, (s) => {
        const keys = parseSort(s)
        const shown = shownPricesFirst(keys)
        expect(shown.filter((k) => k.missingAtOrBelow === undefined)).toEqual(keys)
        for (const k of shown.filter((k) => k.missingAtOrBelow !== undefined))
          expect(k).toEqual({ field: 'price', direction: 'asc', missingAtOrBelow: MIN_DISPLAY_PRICE })
        expect(shown.length - keys.length).toBe(keys.filter((k) => k.field === 'price' && k.direction === 'asc').length)
      }),
    )
  })
})
