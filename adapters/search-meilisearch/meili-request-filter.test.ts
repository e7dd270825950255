import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { parseRawComparison, requestConditions } from '@domain/search/request-filter.ts'
import { toMeiliFilter } from './meili-request-filter.ts'
import type { FilterCondition } from '@domain/search/filter-condition.ts'
import { eq, isAllOf, isAnyOf } from '@domain/search/filter-condition.ts'
import { parseMeiliFilter } from './testing/meili-expression-parser.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { FACETS } from '@domain/search/search-request.schema.ts'
import { typedText } from '@domain/search/testing/typed-text.ts'

const none = { refinements: {}, ranges: {} }

describe('toMeiliFilter (SPEC §5)', () => {
  it('equality per value, OR within a facet as a nested array, quotes stripped, empty facets ignored', () => {
    expect(
      toMeiliFilter({ refinements: { make: ['Toyota'], body: ['suv', 'ute'], colour: [], city: ['""'] }, ranges: {} }),
    ).toEqual(['make = "Toyota"', ['body = "suv"', 'body = "ute"']])
    expect(toMeiliFilter({ refinements: { model: ['19" wheels'] }, ranges: {} })).toEqual(['model = "19 wheels"'])
  })

  it('a value containing < or > is a raw range condition once validated', () => {
    expect(
      toMeiliFilter({ refinements: { weekly_price_range: ['finance_lenders.Taurus.paymentWeek < 100'] }, ranges: {} }),
    ).toEqual(['finance_lenders.Taurus.paymentWeek < 100'])
    expect(toMeiliFilter({ refinements: { seats: ['>= 7'] }, ranges: {} })).toEqual(['seats >= 7'])
    expect(
      toMeiliFilter({ refinements: { price: ['price >= 100 AND price < 125', 'price > 500'] }, ranges: {} }),
    ).toEqual([['(price >= 100 AND price < 125)', 'price > 500']])
    // not a safe comparison: falls back to a (harmless) equality on the text
    expect(toMeiliFilter({ refinements: { make: ['x > 1 OR status = sold'] }, ranges: {} })).toEqual([
      'make = "x > 1 OR status = sold"',
    ])
    expect(parseRawComparison('price', 'price > 1e400')).toBeNull()
  })

  it('ranges become >= / <= with open ends (a weekly range < its upper bound, as bands); range facets with band fields compare the amounts', () => {
    expect(toMeiliFilter({ refinements: {}, ranges: { price: { min: 5000, max: 250000 } } })).toEqual([
      'price >= 5000',
      'price <= 250000',
    ])
    expect(toMeiliFilter({ refinements: {}, ranges: { photos_count: { min: 3, max: null } } })).toEqual([
      'photos_count >= 3',
    ])
    expect(toMeiliFilter({ refinements: {}, ranges: { weekly_price_range: { min: null, max: 150 } } })).toEqual([
      'weekly_payment < 150',
    ])
    expect(toMeiliFilter({ refinements: {}, ranges: { km: { min: null, max: null } } })).toEqual([])
  })

  it('puts tenant search_filters and the stock filter first, and can leave one facet out', () => {
    const filters = { refinements: { make: ['Kia'], body: ['suv'] }, ranges: {} }
    const base = { tenantFilters: ['dealership_slug = "acme"'], stockFilter: [eq('show_on_dealer_website', true)] }
    expect(toMeiliFilter(filters, base)).toEqual([
      'dealership_slug = "acme"',
      'show_on_dealer_website = true',
      'make = "Kia"',
      'body = "suv"',
    ])
    expect(toMeiliFilter(filters, base, 'make')).toEqual([
      'dealership_slug = "acme"',
      'show_on_dealer_website = true',
      'body = "suv"',
    ])
    expect(toMeiliFilter(none)).toEqual([])
  })

  it('nothing a shopper can type changes the structure of the filter', () => {
    const nasty = typedText(
      ['"', '\\', 'a" OR "1" = "1', 'price > 1) OR (status = "sold"', '< 5 OR x = 1', 'x > 1 AND y < 2', '> 9e999'],
      { unit: 'grapheme', maxLength: 40 },
    )
    const facet = fc.oneof(fc.constantFrom(...FACETS), fc.string({ maxLength: 10 }))
    fc.assert(
      fc.property(fc.dictionary(facet, fc.array(nasty, { maxLength: 4 })), (refinements) => {
        const filter = toMeiliFilter({ refinements, ranges: {} })
        const read = parseMeiliFilter(filter) // throws on anything but comparisons and groups
        const expected = requestConditions({ refinements, ranges: {} }).flatMap((c) => (isAllOf(c) ? c.allOf : [c]))
        expect(read).toEqual(expected)
        const shopperText = new Set(
          Object.values(refinements)
            .flat()
            .map((v) => v.replaceAll('"', '')),
        )
        const strings = (c: FilterCondition): Array<unknown> =>
          isAnyOf(c)
            ? c.anyOf.flatMap(strings)
            : isAllOf(c)
              ? c.allOf.flatMap(strings)
              : typeof c.value === 'string'
                ? [c.value]
                : []
        for (const text of read.flatMap(strings)) expect(shopperText.has(text as string)).toBe(true)
      }),
    )
  })

  it('the Meilisearch filter selects the same documents as the engine-neutral conditions', () => {
    const doc = fc.record({
      make: fc.constantFrom('Kia', 'Ford'),
      price: fc.integer({ min: 0, max: 4 }),
      seats: fc.constantFrom(5, 7),
    })
    const refinements = fc.record({
      make: fc.subarray(['Kia', 'Ford', 'kia']),
      price: fc.subarray(['< 2', 'price >= 3', '> 1 AND < 4']),
      seats: fc.subarray(['7', '5']),
    })
    fc.assert(
      fc.property(
        refinements,
        fc.record({ min: fc.option(fc.integer({ min: 0, max: 4 })), max: fc.option(fc.integer({ min: 0, max: 4 })) }),
        doc,
        (r, range, d) => {
          const filters = { refinements: r, ranges: { price: range } }
          expect(matchesConditions(d, parseMeiliFilter(toMeiliFilter(filters)))).toBe(
            matchesConditions(d, requestConditions(filters)),
          )
        },
      ),
    )
  })
})
