import { MIN_DISPLAY_PRICE } from '../pricing/price-display.ts'
import { compare, type Comparison } from './filter-condition.ts'
import { parseSort, type SortKey } from './parse-sort.ts'

/**
 * 'Lowest Price' lists the cars whose price a card shows first, cheapest first, and the cars that show none after
 * them: a shopper sorting by price wants prices. A sale price shows above 10 ('Enquire for price.' at or below: SPEC
 * §4 price display); a subscription price (the subscription tenant's sort field) shows above 0. Tenants with the
 * SPEC §9 price > 0 rule still leave cars without a sale price out of a sale-price sort (the stock filter).
 */
const SHOWN_ABOVE: Readonly<Record<string, number>> = { price: MIN_DISPLAY_PRICE, subscription_price: 0 }

/** The condition a car's card shows a price in `field` (a field 'Lowest Price' sorts by). */
export const shownPrice = (field: string): Comparison => compare(field, '>', SHOWN_ABOVE[field] ?? 0)

/** The price field of a 'Lowest Price' sort (its first key a price field ascending), else null. */
export const lowestPriceField = (sort: ReadonlyArray<string>): string | null => {
  const [first] = parseSort(sort)
  return first !== undefined && first.field in SHOWN_ABOVE && first.direction === 'asc' ? first.field : null
}

/** Does the sort put the lowest price first? */
export const sortsByLowestPrice = (sort: ReadonlyArray<string>): boolean => lowestPriceField(sort) !== null

/**
 * The sort keys of a 'Lowest Price' sort with its first key's unshown prices sorted as missing (after every shown
 * price); those cars then follow in the sort's own order, as a second query sorted the same way returns them (the
 * Meilisearch adapter's). Any other sort is kept as it is.
 */
export const shownPricesFirst = (keys: ReadonlyArray<SortKey>): ReadonlyArray<SortKey> => {
  const [first, ...rest] = keys
  if (first === undefined || !(first.field in SHOWN_ABOVE) || first.direction !== 'asc') return keys
  return [{ ...first, missingAtOrBelow: SHOWN_ABOVE[first.field] as number }, first, ...rest]
}
