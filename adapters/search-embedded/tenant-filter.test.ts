import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { conditionsToMeili } from '@adapters/search-meilisearch/meili-filter.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { stockFilterClauses } from '@domain/stock/stock-filter.ts'
import { arbCar, DAY_0 } from '@domain/cars/car.fixture.ts'
import { arbSite } from '@domain/tenancy/site.fixture.ts'
import { compileMeiliExpression, compileTenantFilters, readQuoted } from './tenant-filter.ts'

const used = makeCar({ car_type: 'used', price: 20_000, make: 'Ford', seats: 7, location_id: 3 })
const fresh = makeCar({ car_type: 'new', price: 50_000, make: 'Toyota', seats: 5, location_id: 1 })

describe('tenant search_filters', () => {
  it('reads the filter strings dealer configurations use', () => {
    const cases: Array<[string, boolean, boolean]> = [
      ['car_type = "used"', true, false],
      ["car_type = 'USED'", true, false],
      ['car_type = used', true, false],
      ['car_type != "used"', false, true],
      ['price > 30000', false, true],
      ['price 10000 TO 20000', true, false],
      ['make IN [Ford, "Kia"]', true, false],
      ['make NOT IN [Ford]', false, true],
      ['NOT make = Ford', false, true],
      ['seats = 7 OR (location_id = 1 AND price >= 50000)', true, true],
      ['seats = "7" AND location_id != 3', false, false],
      ['dealership_slug EXISTS', true, true],
      ['badge IS NULL', false, false],
      ['finance_lenders.Taurus.paymentWeek < 150', false, false],
    ]
    for (const [filter, onUsed, onNew] of cases) {
      const test = compileMeiliExpression(filter)
      expect([filter, test(used), test(fresh)]).toEqual([filter, onUsed, onNew])
    }
  })

  it('ANDs the list and ignores blank entries', () => {
    expect(compileTenantFilters(['car_type = used', ' ', 'make = Ford'])(used)).toBe(true)
    expect(compileTenantFilters(['car_type = used', 'make = Toyota'])(used)).toBe(false)
    expect(compileTenantFilters([])(used)).toBe(true)
  })

  it('refuses what it cannot read, naming the filter, rather than dropping it', () => {
    for (const bad of [
      'car_type =',
      'price > cheap',
      '(make = Ford',
      'make ~ Ford',
      'make = Ford extra',
      '_geoRadius(1, 2, 3)',
    ]) {
      expect(() => compileMeiliExpression(bad)).toThrow(`Unsupported search filter ${JSON.stringify(bad)}`)
    }
  })

  it('reads every stock filter the domain writes, with the same answer as the reference matcher', () => {
    fc.assert(
      fc.property(arbSite, arbCar, fc.integer({ min: -5, max: 5 }), (site, car, days) => {
        const clauses = stockFilterClauses(site, DAY_0 + days * 86_400_000)
        const strings = conditionsToMeili(clauses).map((e) =>
          typeof e === 'string' ? e : e.map((s) => `(${s})`).join(' OR '),
        )
        expect(compileTenantFilters(strings)(car)).toBe(matchesConditions(car, clauses))
      }),
      { numRuns: 500 },
    )
  })
})

describe('a quoted string in a filter', () => {
  it('property: reads back what was escaped, to the closing quote, in either quote', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('"', "'"), fc.string(), (text, quote, after) => {
        const escaped = text.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`)
        const input = `x ${quote}${escaped}${quote}${after}`
        expect(readQuoted(input, 2)).toEqual({ value: text, end: input.length - after.length })
      }),
    )
  })
  it('an unclosed string is refused, and so is an escape the reader refuses', () => {
    expect(() => readQuoted('"abc', 0)).toThrow('unterminated string')
    expect(() =>
      readQuoted('"a\\nb"', 0, (next) => {
        throw new Error(`unexpected escape \\${next}`)
      }),
    ).toThrow('unexpected escape \\n')
  })
})
