import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbCar, makeCar } from '@domain/cars/car.fixture.ts'
import { arbSite, makeSite } from '@domain/tenancy/site.fixture.ts'
import { isReservable } from '@domain/pricing/reservable.ts'
import { reservationBlockers } from './reserve-blockers.ts'

const processor = { authorization_type: 'stripe', authorization_key: 'pk_test_1', deposit_amount: 500 }

describe('reservationBlockers', () => {
  it('names each unmet condition', () => {
    const site = makeSite({ checkout: { payment_provider: 'Stripe' } })
    const ok = makeCar({
      status: 'in_stock',
      sold: false,
      reserved: false,
      price: 20000,
      reservable: null,
      payment_processors: [processor],
    })
    expect(reservationBlockers(ok, site)).toEqual([])
    expect(reservationBlockers({ ...ok, reserved: true }, site)).toEqual(['reserved'])
    expect(reservationBlockers({ ...ok, price: 200 }, site)).toEqual(['no_price'])
    expect(reservationBlockers({ ...ok, price: 201 }, site)).toEqual([])
    expect(reservationBlockers({ ...ok, status: 'sold', sold: true }, site)).toEqual(['sold'])
    expect(
      reservationBlockers({ ...ok, payment_processors: [{ ...processor, authorization_key: ' ' }] }, site),
    ).toEqual(['no_processor'])
    expect(reservationBlockers(ok, makeSite({ checkout: { payment_provider: null } }))).toEqual(['no_provider'])
  })

  it('is empty exactly when the car is reservable', () => {
    const arbProcessors = fc.array(
      fc.record({
        authorization_type: fc.constant('stripe'),
        authorization_key: fc.option(fc.constantFrom('', ' ', 'pk_1')),
        deposit_amount: fc.nat(2000),
      }),
      { maxLength: 2 },
    )
    fc.assert(
      fc.property(
        arbCar,
        arbSite,
        arbProcessors,
        fc.option(fc.constantFrom('Stripe', 'Till', 'St George') as fc.Arbitrary<'Stripe' | 'Till' | 'St George'>),
        (car, site, processors, provider) => {
          const s = { ...site, checkout: { ...site.checkout, payment_provider: provider } }
          const c = { ...car, payment_processors: processors }
          expect(reservationBlockers(c, s).length === 0).toBe(isReservable(c, s))
        },
      ),
    )
  })
})
