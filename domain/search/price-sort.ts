import { MIN_DISPLAY_PRICE } from '../pricing/price-display.ts'
import { compare, type Comparison } from './filter-condition.ts'
import { parseSort, type SortKey } from './parse-sort.ts'

/**
 * 'Lowest Price' lists the cars whose price a card shows first, cheapest first, and the cars that show
 * 'Enquire for price.' (a price of 10 or less, or none: SPEC §4 price display) after them: a shopper sorting by
 * price wants prices. Tenants with the SPEC §9 price > 0 rule still leave unpriced cars out (the stock filter).
 */
export const SHOWN_PRICE: Comparison = compare('price', '>', MIN_DISPLAY_PRICE)

/** Does the sort put the lowest price first (its first key price ascending)? */
export const sortsByLowestPrice = (sort: ReadonlyArray<string>): boolean => {
  const [first] = parseSort(sort)
  return first?.field === 'price' && first.direction === 'asc'
}

/**
 * The sort keys with a price that cannot be shown sorted as missing (after every shown price) in an ascending
 * price; those cars then follow in price order (no price last), as a second query sorted by price returns them.
 */
export const shownPricesFirst = (keys: ReadonlyArray<SortKey>): ReadonlyArray<SortKey> =>
  keys.flatMap((key) =>
    key.field === 'price' && key.direction === 'asc' ? [{ ...key, missingAtOrBelow: MIN_DISPLAY_PRICE }, key] : [key],
  )
