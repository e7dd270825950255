import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { Schema } from 'effect'
import { Car } from '../cars/car.schema.ts'
import { makeCar } from '../cars/car.fixture.ts'
import { bodyFacet, lowestWeeklyPayment, toSearchDocument } from './search-document.ts'
import { PRICE_BANDS, WEEKLY_BAND_RANGES, bandOf, weeklyBandComparisons } from './bands.ts'
import { matchesConditions } from './match-conditions.ts'
import { WEEKLY_BANDS } from './search-state.ts'

/** A listed car with a location name, a dealership name and two lenders' weekly quotes (the lower is 132). */
const sampleCar = (patch: Partial<Car> = {}): Car =>
  makeCar({
    fuel: 'Unleaded',
    location_name: 'Southport',
    dealership_name: 'Acme Motors',
    finance_lenders: { Taurus: { paymentWeek: 132 }, Angle: { paymentWeek: 140 } },
    ...patch,
  })

describe('toSearchDocument (SPEC §3 facets)', () => {
  it('derives the facet fields', () => {
    const doc = toSearchDocument(sampleCar())
    expect(doc).toMatchObject({
      make_model: 'Toyota:Corolla',
      body: 'hatch',
      drive: 'FWD',
      fuel: 'Petrol',
      transmission: 'Automatic',
      price_range: '20000-30000',
      weekly_price_range: '125-150',
      weekly_payment: 132,
      location_name: 'Southport',
      dealership_name: 'Acme Motors',
      colour: 'White',
    })
    expect(bodyFacet('People Mover')).toBe('peopleMover')
    expect(bodyFacet('SUV')).toBe('suv')
    expect(bodyFacet('Tray Back')).toBe('Tray Back')
    expect(bodyFacet('  ')).toBeNull()
    expect(toSearchDocument(sampleCar({ simple_fuel: null })).fuel).toBe('Unleaded')
    expect(toSearchDocument(sampleCar({ price: null, finance_lenders: {} }))).toMatchObject({
      price_range: null,
      weekly_price_range: null,
      weekly_payment: null,
    })
    expect('location_name' in toSearchDocument(sampleCar({ location_name: ' ' }))).toBe(false)
  })

  it('weekly bands of SPEC §9 with lower bounds inclusive', () => {
    expect([99.99, 100, 124.99, 125, 150, 174, 175, 900].map((w) => bandOf(WEEKLY_BAND_RANGES, w))).toEqual([
      'under-100',
      '100-125',
      '100-125',
      '125-150',
      '150-175',
      '150-175',
      '175-plus',
      '175-plus',
    ])
    expect(lowestWeeklyPayment({ a: { paymentWeek: 0 }, b: {}, c: { paymentWeek: 180 } })).toBe(180)
  })

  it('a document still decodes as a Car', () => {
    expect(Schema.decodeUnknownSync(Car)(toSearchDocument(sampleCar()))).toBeTruthy()
  })

  it('every positive amount falls in exactly one band, and the band filter agrees with the band field', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), (amount) => {
        expect(PRICE_BANDS.filter((b) => bandOf([b], amount) !== null)).toHaveLength(1)
        expect(WEEKLY_BAND_RANGES.filter((b) => bandOf([b], amount) !== null)).toHaveLength(1)
      }),
    )
    const lenders = fc.dictionary(
      fc.constantFrom('Taurus', 'Angle', 'Manual'),
      fc.record(
        { paymentWeek: fc.option(fc.double({ min: -10, max: 400, noNaN: true }), { nil: undefined }) },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(lenders, fc.constantFrom(...WEEKLY_BANDS), (finance_lenders, band) => {
        const doc = toSearchDocument(sampleCar({ finance_lenders }))
        const payments = Object.values(finance_lenders)
          .map((l) => l.paymentWeek)
          .filter((p): p is number => p !== undefined && p > 0)
        expect(doc.weekly_payment).toBe(payments.length ? Math.min(...payments) : null)
        expect(matchesConditions(doc, weeklyBandComparisons(band)) && doc.weekly_payment !== null).toBe(
          doc.weekly_price_range === band,
        )
      }),
    )
  })
})
