import { Struct } from 'effect'
import { lenderFor } from '../finance/finance-strip.ts'
import { keyedProcessor } from '../pricing/reservable.ts'
import type { FinanceProvider } from '../tenancy/site-config.schema.ts'
import { Car } from './car.schema.ts'

/**
 * The fields a vehicle card reads (SPEC §2 Vehicle card: name, picture, tag, location, specs, price, finance strip,
 * actions, 'Find Me Something Similar'). A listing page carries these and nothing else for each of its cars: the
 * page's serialised state is sent with every listing, and a full car record (VIN, features, description, every
 * lender and processor, …) is several times larger than what its card shows.
 */
export const CARD_FIELDS = [
  'id', 'slug', 'name', 'make', 'model', 'badge', 'year', 'km', 'price', 'before_price', 'subscription_price',
  'car_type', 'status', 'sold', 'reserved', 'reservable', 'preorder', 'tag', 'certified', 'created_at_timestamp',
  'simple_fuel', 'fuel', 'simple_body', 'simple_transmission', 'location_name', 'city', 'dealership_slug',
  'primary_image_url', 'images', 'finance_lenders', 'payment_processors',
] as const satisfies ReadonlyArray<keyof Car>

export const CardCar = Car.mapFields(Struct.pick(CARD_FIELDS))
export type CardCar = typeof CardCar.Type

/**
 * A car as its card needs it: the fields above, one picture, and of the lists only the entries a card reads
 * (the site's finance lender for the strip, the keyed payment processor for Reserve Now and its deposit).
 */
export function toCardCar(car: Car, provider: FinanceProvider | null): CardCar {
  // an absent optional field stays absent (no `undefined` key in the page's state)
  const picked = Object.fromEntries(CARD_FIELDS.filter((field) => car[field] !== undefined).map((field) => [field, car[field]])) as CardCar
  const lender = provider === null ? null : lenderFor(car, provider)
  const processor = keyedProcessor(car)
  return {
    ...picked,
    images: car.images.slice(0, 1),
    // kept under the provider's own name: lenderFor matches any spelling of it
    finance_lenders: lender === null || provider === null ? {} : { [provider]: lender },
    payment_processors: processor === null ? [] : [processor],
  }
}
