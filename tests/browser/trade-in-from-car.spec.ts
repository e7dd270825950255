import { expect, test } from '@playwright/test'
import { eachTestFromOwnAddress } from './support/forms.ts'
import {
  expectLeadSequence,
  expectSuccess,
  listedLead,
  profile,
  tradeInFourStep,
  tradeInTwoStep,
} from './support/every-form.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'

// A trade-in started from a car's page (/cars/trade-in?car_id=…) values the shopper's car towards that car: both
// reach the dealer, each in its own fields (docs/LIVE.md). ridewest-motorcycles has the two-step valuation,
// prestige-preowned the four-step one (and several dealerships).

eachTestFromOwnAddress()

const RUNS = [
  { slug: 'ridewest-motorcycles', make: 'Honda', run: tradeInTwoStep },
  { slug: 'prestige-preowned', make: 'Toyota', run: tradeInFourStep },
] as const

for (const { slug, make, run: fill } of RUNS) {
  test(`trade-in from a car page on ${slug}: the trade-in car and the car being bought both reach the dealer`, async ({
    page,
    request,
  }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, slug)
    // a car of another make, so the two cars cannot be told apart by chance
    const car = pickCar(
      cars,
      (c) => !c.sold && !c.name.includes(make) && (c.tag === null || !/test drive/i.test(c.tag.label)),
    )
    const run = await fill(page, testInfo, profile(slug), { car, make })
    await expectSuccess(page, run)
    const { last } = expectLeadSequence(run, slug, false)
    const tradeIn = `Trade-in: 2019 ${make} Corolla`
    const ofInterest = `Vehicle of interest: ${car.name} (`
    const expected = {
      category: 'Trade-In Valuation',
      // the shopper's car in the spec's vehicle fields (as the standalone trade-in sends them)
      'Vehicle Make': make,
      'Vehicle Model': 'Corolla',
      // the car being bought in the spec's stock fields, its name beside them
      car_id: car.id,
      car_type: car.car_type,
      extra: expect.objectContaining({ interested_vehicle: car.name }),
    }
    expect(last).toMatchObject(expected)
    expect(String(last.extra.year)).toBe('2019')
    expect(last.message).toContain(tradeIn)
    expect(last.message).toContain(ofInterest)
    // and so the dealer receives it
    const listed = await listedLead(page, testInfo, slug, run.email)
    expect(listed).toMatchObject(expected)
    expect(listed.message).toContain(tradeIn)
    expect(listed.message).toContain(ofInterest)
  })
}
