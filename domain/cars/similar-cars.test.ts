import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar, makeCar } from '@domain/cars/car.fixture.ts'
import { isSold } from '@domain/stock/availability.ts'
import { similarCars, SIMILAR_LIMIT } from './similar-cars.ts'

describe('similarCars', () => {
  it('prefers the same body, then the same make, then the nearest price', () => {
    const car = makeCar({ id: 'a', make: 'Toyota', simple_body: 'suv', price: 30000 })
    const sameBodyFar = makeCar({ id: 'b', make: 'Kia', simple_body: 'suv', price: 60000 })
    const sameBodyNear = makeCar({ id: 'c', make: 'Kia', simple_body: 'suv', price: 31000 })
    const sameMake = makeCar({ id: 'd', make: 'Toyota', simple_body: 'ute', price: 30000 })
    const other = makeCar({ id: 'e', make: 'Ford', simple_body: 'ute', price: 30000 })
    expect(similarCars(car, [other, sameMake, sameBodyFar, sameBodyNear, car]).map((c) => c.id)).toEqual([
      'c',
      'b',
      'd',
      'e',
    ])
  })

  it('never offers the car itself or a sold car, and at most the limit', () => {
    fc.assert(
      fc.property(arbCar, fc.array(arbCar, { maxLength: 12 }), (car, listed) => {
        const out = similarCars(car, [...listed, car])
        expect(out.length).toBeLessThanOrEqual(SIMILAR_LIMIT)
        expect(out.every((c) => c.id !== car.id && !isSold(c))).toBe(true)
      }),
    )
  })
})
