import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from './car.fixture.ts'
import { LIST_CAR_FIELDS, toListCar } from './list-car.ts'

describe('a car as a compact list shows it', () => {
  it('keeps the listed fields as they were and only the first picture', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
        (pictures, price) => {
          const images = Array.from({ length: pictures }, (_, i) => ({ image: { url: `/p/${i}.jpg` } }))
          const car = makeCar({ images, price })
          const listed = toListCar(car)
          expect(Object.keys(listed).sort()).toEqual([...LIST_CAR_FIELDS].sort())
          expect(listed.images).toEqual(images.slice(0, 1))
          for (const field of LIST_CAR_FIELDS) if (field !== 'images') expect(listed[field]).toEqual(car[field])
        },
      ),
    )
  })
  it('carries nothing else of the record (VIN, features, lenders, processors)', () => {
    const text = JSON.stringify(toListCar(makeCar({ vin: 'VIN-NOT-SHOWN-123', description: 'Long text not shown' })))
    expect(text).not.toContain('VIN-NOT-SHOWN-123')
    expect(text).not.toContain('Long text not shown')
  })
})
