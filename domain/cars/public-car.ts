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
