import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { FinanceProvider } from '@domain/tenancy/site-config.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { isSafeField } from '@domain/search/filter-condition.ts'
import { multiSearchBody } from './multi-search-body.ts'
import { runMultiSearch } from './testing/in-memory-meili.ts'
import { searchRequest as request } from '@domain/search/testing/search-request.ts'

const NOW = Date.UTC(2025, 0, 15)
const PROVIDERS = FinanceProvider.literals

describe('SPEC §7 filter strings, as the multi-search body writes them', () => {
  it('covers status, show_on_dealer_website, sold date, location_id, dealership_slug and seats', () => {
    const site = makeSite({ inventory: { excluded_location_ids: [12], include_sold_cars_days: 3 } })
    const [main] = multiSearchBody(site, request({ refinements: { seats: ['7'] } }), NOW).queries
    expect(main!.filter).toEqual([
      'dealership_slug IN ["demo-motors"]',
      [
        'status = "in_stock"',
        'status = "coming_soon"',
        `(status = "sold" AND sold_date_timestamp >= ${NOW - 3 * 86_400_000})`,
      ],
      'show_on_dealer_website = true',
      'location_id != 12',
      'seats = "7"',
    ])
  })

  it("weekly bands compare the tenant finance provider's finance_lenders.{lender}.paymentWeek, for every provider", () => {
    for (const provider of PROVIDERS) {
      const lender = provider.replace(/ /g, '_')
      const site = makeSite({ finance: { provider } })
      const [main] = multiSearchBody(
        site,
        request({ refinements: { weekly_price_range: ['100-125', '175-plus'] } }),
        NOW,
      ).queries
      expect(main!.filter.at(-1)).toEqual([
        `(finance_lenders.${lender}.paymentWeek >= 100 AND finance_lenders.${lender}.paymentWeek < 125)`,
        `finance_lenders.${lender}.paymentWeek >= 175`,
      ])
      expect(isSafeField(`finance_lenders.${lender}.paymentWeek`)).toBe(true)
    }
  })

  it("a weekly band finds the cars whose quote from the tenant's lender is in it, in an index of SPEC §3 cars", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROVIDERS),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 400 }),
        (provider, ours, other) => {
          const lender = provider.replace(/ /g, '_')
          const car = {
            ...makeCar({ dealership_slug: 'demo-motors' }),
            finance_lenders: { [lender]: { paymentWeek: ours }, Elsewhere: { paymentWeek: other } },
          }
          const body = multiSearchBody(
            makeSite({ finance: { provider } }),
            request({ refinements: { weekly_price_range: ['125-150'] } }),
            NOW,
          )
          const [result] = runMultiSearch([car], body)
          expect(result!.estimatedTotalHits).toBe(ours >= 125 && ours < 150 ? 1 : 0)
        },
      ),
    )
  })
})
