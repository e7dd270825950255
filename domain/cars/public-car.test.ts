import { describe, expect, it } from 'vitest'
import { makeCar } from './car.fixture.ts'
import { publicCar } from './public-car.ts'

describe('publicCar', () => {
  it('keeps the payment keys on the server and shows a feed name without its repeated model', () => {
    const car = makeCar({
      name: '2024 KTM 390 Duke 390 Duke',
      make: 'KTM',
      model: '390 Duke',
      badge: '390 Duke',
      payment_processors: [{ authorization_type: 'stripe', authorization_key: 'pk_secret', deposit_amount: 500 }],
    })
    const shown = publicCar(car)
    expect(shown.name).toBe('2024 KTM 390 Duke')
    expect(shown.payment_processors).toEqual([
      { authorization_type: 'stripe', authorization_key: null, deposit_amount: 500 },
    ])
    expect(car.name).toBe('2024 KTM 390 Duke 390 Duke')
  })
})
