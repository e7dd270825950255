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
  it('IN [...] and NOT IN', () => {
    expect(matches('dealership_slug IN ["alpha", "beta"]')).toBe(true)
    expect(matches('dealership_slug IN [beta, gamma]')).toBe(false)
    expect(matches('dealership_slug NOT IN ["beta"]')).toBe(true)
  })
  it('quoted attribute names and values', () => {
    expect(matches('"make" = "Toyota"')).toBe(true)
    expect(matches('"make" = "Mazda"')).toBe(false)
  })
  it('nested OR arrays ANDed with strings', () => {
    expect(matches(['make = "Mazda"', 'make = "Toyota"'], 'year > 2019')).toBe(true)
    expect(matches(['make = "Mazda"', 'make = "Kia"'], 'year > 2019')).toBe(false)
  })
  it('TO, numeric comparisons and nested paths', () => {
    expect(matches('price 20000 TO 25000')).toBe(true)
    expect(matches('price 25001 TO 30000')).toBe(false)
    expect(matches('year >= 2020 AND year < 2021 AND price != 1')).toBe(true)
    expect(matches('finance_lenders.360_Finance.paymentWeek < 150')).toBe(true)
    expect(matches('finance_lenders.Taurus.paymentWeek < 150')).toBe(false)
  })
  it('EXISTS, IS NULL, NOT and parentheses', () => {
    expect(matches('badge EXISTS', 'colour NOT EXISTS')).toBe(true)
    expect(matches('badge IS NULL', 'make IS NOT NULL')).toBe(true)
    expect(matches('NOT (make = "Toyota" OR year < 2000)')).toBe(false)
  })
  it('refuses what the engine would refuse', () => {
    for (const bad of ['make =', 'make IN ["a"', '(make = "a"', 'make = "a" AND', 'make ~ "a"', 'price 1 TO']) {
      expect(() => meiliFilterPredicate([bad]), bad).toThrow()
    }
  })
})
