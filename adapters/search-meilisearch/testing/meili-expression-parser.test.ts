import { describe, expect, it } from 'vitest'
import { meiliFilterPredicate } from './meili-expression-parser.ts'

const car = {
  make: 'Toyota',
  year: 2020,
  price: 25_000,
  dealership_slug: 'alpha',
  badge: null,
  tags: [],
  finance_lenders: { '360_Finance': { paymentWeek: 130 } },
}
const matches = (...filter: Array<string | string[]>) => meiliFilterPredicate(filter)(car)

describe("the fake Meilisearch reads Meilisearch's filter grammar", () => {
  it.each<[string, Array<string | string[]>, boolean]>([
    ['IN [...]', ['dealership_slug IN ["alpha", "beta"]'], true],
    ['IN [...] unquoted', ['dealership_slug IN [beta, gamma]'], false],
    ['NOT IN', ['dealership_slug NOT IN ["beta"]'], true],
    ['quoted attribute names and values', ['"make" = "Toyota"'], true],
    ['quoted attribute names and values', ['"make" = "Mazda"'], false],
    ['nested OR arrays ANDed with strings', [['make = "Mazda"', 'make = "Toyota"'], 'year > 2019'], true],
    ['nested OR arrays ANDed with strings', [['make = "Mazda"', 'make = "Kia"'], 'year > 2019'], false],
    ['TO', ['price 20000 TO 25000'], true],
    ['TO', ['price 25001 TO 30000'], false],
    ['numeric comparisons', ['year >= 2020 AND year < 2021 AND price != 1'], true],
    ['nested paths', ['finance_lenders.360_Finance.paymentWeek < 150'], true],
    ['nested paths', ['finance_lenders.Taurus.paymentWeek < 150'], false],
    ['EXISTS', ['badge EXISTS', 'colour NOT EXISTS'], true],
    ['IS NULL', ['badge IS NULL', 'make IS NOT NULL'], true],
    ['NOT and parentheses', ['NOT (make = "Toyota" OR year < 2000)'], false],
  ])('%s: %j matches the car: %s', (_, filter, expected) => {
    expect(matches(...filter)).toBe(expected)
  })
  it('refuses what the engine would refuse', () => {
    for (const bad of ['make =', 'make IN ["a"', '(make = "a"', 'make = "a" AND', 'make ~ "a"', 'price 1 TO']) {
      expect(() => meiliFilterPredicate([bad]), bad).toThrow()
    }
  })
})
