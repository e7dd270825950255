import type { Car } from '@domain/cars/car.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isReservable, keyedProcessor, MIN_RESERVABLE_PRICE } from '@domain/pricing/reservable.ts'

export const BLOCKER_MESSAGES = {
  no_provider: 'Online reservations are not available on this website.',
  sold: 'This vehicle has been sold.',
  reserved: 'This vehicle has already been reserved.',
  not_in_stock: 'This vehicle is not in stock yet, so it cannot be reserved online.',
  no_price: 'This vehicle has no online price, so it cannot be reserved online.',
  not_reservable: 'The dealer has not made this vehicle available to reserve online.',
  no_processor: 'Online payment is not set up for this vehicle.',
} as const
export type Blocker = keyof typeof BLOCKER_MESSAGES

/**
 * Why the reservable rule (domain/pricing/reservable.ts) fails for a car, one entry per unmet condition, for
 * the checkout page to explain. Empty exactly when `isReservable` holds (property-tested), so the explanation
 * can never disagree with the rule.
 */
export function reservationBlockers(car: Car, site: SiteConfig): Blocker[] {
  const out: Blocker[] = []
  if (site.checkout.payment_provider === null) out.push('no_provider')
  if (car.sold || car.status === 'sold') out.push('sold')
  else if (car.reserved) out.push('reserved')
  else if (car.status !== 'in_stock') out.push('not_in_stock')
  if (car.price === null || !(car.price > MIN_RESERVABLE_PRICE)) out.push('no_price')
  if (car.reservable === false) out.push('not_reservable')
  if (keyedProcessor(car) === null) out.push('no_processor')
  if (out.length === 0 && !isReservable(car, site))
    throw new Error('reservation blockers disagree with the reservable rule')
  return out
}
