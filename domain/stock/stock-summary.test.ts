import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { stockSummary } from './stock-summary.ts'

describe('stockSummary', () => {
  it('counts makes, models, bodies and car types', () => {
    const summary = stockSummary([
      makeCar({ make: 'Toyota', model: 'HiLux', car_type: 'used', simple_body: 'ute' }),
      makeCar({ make: 'Toyota', model: 'Camry', car_type: 'new', simple_body: 'sedan' }),
      makeCar({ make: 'Mazda', model: 'CX-5', car_type: 'demo', simple_body: 'suv' }),
      makeCar({ make: 'Toyota', model: 'HiLux', car_type: 'used', simple_body: 'ute' }),
    ])
    expect(summary).toEqual({
      count: 4,
      makes: { Mazda: 1, Toyota: 3 },
      makeModels: { Mazda: ['CX-5'], Toyota: ['Camry', 'HiLux'] },
      car_types: { new: 1, used: 2, demo: 1 },
      bodies: { ute: 2, sedan: 1, suv: 1 },
    })
  })
  it('make counts and car-type counts each add up to the car count', () => {
    fc.assert(
      fc.property(fc.array(arbCar, { maxLength: 40 }), (cars) => {
        const s = stockSummary(cars)
        const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0)
        return sum(s.makes) === cars.length && sum(s.car_types) === cars.length
      }),
    )
  })
})
