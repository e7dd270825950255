import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { conditionToMeili, conditionsToMeili } from './meili-filter.ts'
import { dealershipSlugIs, locationIdIs, paymentWeek, seatsEqual, shownOnDealerWebsite, soldAfter, statusIn } from '@domain/search/spec-filters.ts'
import { weeklyBandComparisons } from '@domain/search/bands.ts'
import { matchesConditions } from '@domain/search/match-conditions.ts'
import { sampleCar } from '@domain/search/testing/car-fixture.ts'

describe('SPEC §7 filter strings', () => {
  it('writes each listed filter', () => {
    expect(conditionsToMeili([statusIn(['in_stock', 'coming_soon'])])).toEqual([['status = "in_stock"', 'status = "coming_soon"']])
    expect(conditionToMeili(shownOnDealerWebsite())).toBe('show_on_dealer_website = true')
    expect(conditionToMeili(soldAfter(1_700_000_000_000))).toBe('sold_date_timestamp > 1700000000000')
    expect(conditionToMeili(seatsEqual(7))).toBe('seats = 7')
    expect(conditionToMeili(paymentWeek('Taurus', '<', 150))).toBe('finance_lenders.Taurus.paymentWeek < 150')
    expect(conditionToMeili(dealershipSlugIs('acme-motors'))).toBe('dealership_slug = "acme-motors"')
    expect(conditionToMeili(locationIdIs(12))).toBe('location_id = 12')
    expect(conditionsToMeili(weeklyBandComparisons('100-125', 'finance_lenders.Taurus.paymentWeek')))
      .toEqual(['finance_lenders.Taurus.paymentWeek >= 100', 'finance_lenders.Taurus.paymentWeek < 125'])
    expect(() => paymentWeek('360 Finance', '<', 1)).toThrow('Unsafe lender key')
  })
  it('lender weekly filters match the car that lender quotes for', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (quote, limit) => {
      const car = sampleCar({ finance_lenders: { Taurus: { paymentWeek: quote } } })
      expect(matchesConditions(car, [paymentWeek('Taurus', '<', limit)])).toBe(quote < limit)
    }))
  })
})
