import type { Car } from '@domain/cars/car.schema.ts'

/**
 * A car as it may reach the browser: the payment processors' keys stay on the server (the checkout works out
 * the deposit and provider there), everything shoppers see is kept.
 */
export function publicCar(car: Car): Car {
  return { ...car, payment_processors: car.payment_processors.map((p) => ({ ...p, authorization_key: null })) }
}
