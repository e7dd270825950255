import type { Car, PaymentProcessor } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'

/** SPEC §4/§9: reserving online needs a price above this. */
export const MIN_RESERVABLE_PRICE = 200

/** The car's first payment processor that carries a key (SPEC §4 "a payment processor with a key exists"). */
export const keyedProcessor = (car: Pick<Car, 'payment_processors'>): PaymentProcessor | null =>
  car.payment_processors.find((p) => p.authorization_key !== null && p.authorization_key.trim() !== '') ?? null

/**
 * SPEC §4 reservable online when all hold: the site has a payment provider, status in_stock, not sold or
 * reserved, price above 200, reservable not false, and a payment processor with a key.
 */
export function isReservable(
  car: Pick<Car, 'status' | 'sold' | 'reserved' | 'price' | 'reservable' | 'payment_processors'>,
  site: Pick<PublicSite, 'checkout'>,
): boolean {
  return (
    site.checkout.payment_provider !== null &&
    car.status === 'in_stock' &&
    !car.sold &&
    !car.reserved &&
    car.price !== null &&
    car.price > MIN_RESERVABLE_PRICE &&
    car.reservable !== false &&
    keyedProcessor(car) !== null
  )
}

/**
 * The reservation deposit in cents: the keyed processor's deposit_amount (dollars), else the site's
 * checkout.default_deposit. The server recomputes every deposit with this; the browser's figure is never used.
 */
export function depositAmountCents(car: Pick<Car, 'payment_processors'>, site: PublicSite): number {
  const fromProcessor = keyedProcessor(car)?.deposit_amount
  const dollars = fromProcessor !== undefined && fromProcessor > 0 ? fromProcessor : site.checkout.default_deposit
  return Math.round(dollars * 100)
}
