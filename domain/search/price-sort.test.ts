import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MIN_DISPLAY_PRICE } from '../pricing/price-display.ts'
import { parseSort } from './parse-sort.ts'
import { lowestPriceField, shownPrice, shownPricesFirst, sortsByLowestPrice } from './price-sort.ts'

const field = fc.constantFrom('price', 'subscription_price', 'year', 'km', 'custom_rank', 'created_at_timestamp')
const sort = fc.array(
  fc.tuple(field, fc.constantFrom('asc', 'desc')).map(([f, d]) => `${f}:${d}`),
  { maxLength: 3 },
)

describe("'Lowest Price': prices a card cannot show sort after every shown price", () => {
  it('only an ascending price field first is the lowest price sort', () => {
    fc.assert(
      fc.property(sort, (s) => {
        expect(sortsByLowestPrice(s)).toBe(s[0] === 'price:asc' || s[0] === 'subscription_price:asc')
        expect(lowestPriceField(s)).toBe(sortsByLowestPrice(s) ? s[0]?.split(':')[0] : null)
      }),
    )
  })

  it("the first key's unshown prices sort as missing, then by that key; every key is kept", () => {
    fc.assert(
      fc.property(sort, (s) => {
        const keys = parseSort(s)
        const shown = shownPricesFirst(keys)
        expect(shown.filter((k) => k.missingAtOrBelow === undefined)).toEqual(keys)
        const floor = lowestPriceField(s) === 'price' ? MIN_DISPLAY_PRICE : 0
        expect(shown.filter((k) => k.missingAtOrBelow !== undefined)).toEqual(
          sortsByLowestPrice(s) ? [{ ...keys[0], missingAtOrBelow: floor }] : [],
        )
      }),
    )
  })

  it('a sale price shows above 10, a subscription price above 0', () => {
    expect(shownPrice('price')).toEqual({ field: 'price', op: '>', value: 10 })
    expect(shownPrice('subscription_price')).toEqual({ field: 'subscription_price', op: '>', value: 0 })
  })
})
