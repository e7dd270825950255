import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DAY_MS, DEFAULT_INCLUDE_SOLD_CARS_DAYS, isAvailable, isSold, soldCutoffMs } from './availability.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'

describe('isAvailable', () => {
  it('only in_stock and coming_soon count as available', () => {
    expect(isAvailable(makeCar({ status: 'in_stock' }))).toBe(true)
    expect(isAvailable(makeCar({ status: 'coming_soon' }))).toBe(true)
    expect(isAvailable(makeCar({ status: 'sold' }))).toBe(false)
  })
  it('a car is never both available and sold by status', () => {
    fc.assert(fc.property(arbCar, (car) => !(isAvailable(car) && car.status === 'sold')))
    fc.assert(fc.property(arbCar, (car) => isAvailable(car) === (car.status !== 'sold')))
  })
  it('isSold reads status or the sold flag', () => {
    expect(isSold(makeCar({ status: 'in_stock', sold: true }))).toBe(true)
    expect(isSold(makeCar({ status: 'sold', sold: false }))).toBe(true)
    expect(isSold(makeCar())).toBe(false)
  })
  it('the default sold window is 3 days = 259,200,000 ms', () => {
    expect(DEFAULT_INCLUDE_SOLD_CARS_DAYS * DAY_MS).toBe(259_200_000)
    expect(soldCutoffMs(1_000_000_000_000, 3)).toBe(1_000_000_000_000 - 259_200_000)
  })
})
