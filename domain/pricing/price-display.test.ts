import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { priceDisplay } from './price-display.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import type { Car } from '../cars/car.schema.ts'

const offers = makeSite({ flags: { offers_subscription: true } })
const display = (car: Car) => priceDisplay(car, offers)

describe('priceDisplay (SPEC §4)', () => {
  it('subscription price comes first, always with its period', () => {
    expect(display(makeCar({ subscription_price: 149, price: 30000, before_price: 35000 }))).toEqual({
      kind: 'subscription',
      amount: 149,
      amountText: '$149',
      period: 'week',
      text: '$149 per week',
    })
    expect(display(makeCar({ subscription_price: 1249.5, price: null })).text).toBe('$1,249.50 per week')
  })
  it('subscription prices only where the site offers subscriptions (SPEC §3 offers_subscription)', () => {
    const car = makeCar({ subscription_price: 149, price: 30000, before_price: null })
    expect(priceDisplay(car, makeSite({ flags: { offers_subscription: false } }))).toEqual({
      kind: 'price',
      amount: 30000,
      text: '$30,000',
    })
    expect(priceDisplay(car, offers).kind).toBe('subscription')
  })
  it('reduced price when before_price is higher', () => {
    expect(display(makeCar({ price: 25000, before_price: 27990.5 }))).toEqual({
      kind: 'reduced',
      was: 27990.5,
      amount: 25000,
      wasText: 'Was $27,990.50, now:',
      text: '$25,000',
    })
    expect(display(makeCar({ price: 25000, before_price: 25000 })).kind).toBe('price')
    expect(display(makeCar({ price: 25000, before_price: 20000 })).kind).toBe('price')
  })
  it('normal price only above 10, then PREORDER, then Enquire for price.', () => {
    expect(display(makeCar({ price: 11 })).text).toBe('$11')
    expect(display(makeCar({ price: 10 })).text).toBe('Enquire for price.')
    expect(display(makeCar({ price: 10, preorder: true })).text).toBe('PREORDER')
    expect(display(makeCar({ price: null })).text).toBe('Enquire for price.')
    expect(display(makeCar({ price: 0, before_price: 30000 })).text).toBe('Enquire for price.')
  })
  it('picks the first applicable branch for any car', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        const d = display(car)
        const sub = car.subscription_price !== null && car.subscription_price > 0
        const showable = car.price !== null && car.price > 10
        const reduced = showable && car.before_price !== null && car.before_price > car.price!
        const expected = sub
          ? 'subscription'
          : reduced
            ? 'reduced'
            : showable
              ? 'price'
              : car.preorder
                ? 'preorder'
                : 'enquire'
        return d.kind === expected
      }),
    )
  })
  it('a shown amount is never 10 or below, and was > now', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        const d = display(car)
        if (d.kind === 'price') return d.amount > 10
        if (d.kind === 'reduced') return d.was > d.amount && d.amount > 10
        return true
      }),
    )
  })
})
