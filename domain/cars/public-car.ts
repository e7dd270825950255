import type { Car } from '@domain/cars/car.schema.ts'
import { withDisplayName } from './vehicle-name.ts'

/**
 * A car as it may reach the browser: the payment processors' keys stay on the server (the checkout works out
 * the deposit and provider there), everything shoppers see is kept, and the name reads as shoppers expect it
 * (a feed's '2015 Porsche Macan Macan S' as '2015 Porsche Macan S').
 */
export function publicCar(car: Car): Car {
  return withDisplayName({
    ...car,
    payment_processors: car.payment_processors.map((p) => ({ ...p, authorization_key: null })),
  })
}

/**
 * What a payment processor's key reads as in every answer the public can get (search answers, listing data): the
 * key itself stays on the server, and a car that has one still shows as reservable online (SPEC §4 "a payment
 * processor with a key exists"), since a card decides that from the car it is given.
 */
export const WITHHELD_KEY = 'withheld'

/** `car` with each payment processor's key withheld: WITHHELD_KEY where it has one, null where it has none. */
export function withheldProcessorKeys<C extends Pick<Car, 'payment_processors'>>(car: C): C {
  if (car.payment_processors.every((p) => p.authorization_key === null || p.authorization_key === WITHHELD_KEY))
    return car
  return {
    ...car,
    payment_processors: car.payment_processors.map((p) => ({
      ...p,
      authorization_key: p.authorization_key !== null && p.authorization_key.trim() !== '' ? WITHHELD_KEY : null,
    })),
  }
}
