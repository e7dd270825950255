import { financeEligible } from '../finance/eligibility.ts'
import { lenderFor } from '../finance/finance-strip.ts'
import { isReservable, keyedProcessor } from '../pricing/reservable.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import type { Car } from './car.schema.ts'

// Plain data and functions, no Schema value: the browser's listing runs toCardCar on its own searches, and
// importing Effect's Schema here would put it in the listing's first scripts.

/**
 * The fields a vehicle card reads (SPEC §2 Vehicle card: name, picture, tag, location, specs, price, finance strip,
 * actions, 'Find Me Something Similar'). A listing page carries these and nothing else for each of its cars: the
 * page's serialised state is sent with every listing, and a full car record (VIN, features, description, every
 * lender and processor, …) is several times larger than what its card shows.
 */
export const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'badge',
  'year',
  'km',
  'price',
  'before_price',
  'subscription_price',
  'car_type',
  'status',
  'sold',
  'reserved',
  'reservable',
  'preorder',
  'tag',
  'certified',
  'created_at_timestamp',
  'simple_fuel',
  'fuel',
  'simple_body',
  'simple_transmission',
  'location_name',
  'city',
  'dealership_slug',
  'primary_image_url',
  'images',
  'finance_lenders',
  'payment_processors',
] as const satisfies ReadonlyArray<keyof Car>

export type CardCar = Pick<Car, (typeof CARD_FIELDS)[number]>

/**
 * A car as its card on `site` needs it at `nowMs` (the listing's time, which the card renders with): the fields
 * above, and of the lists only what that card reads: the picture when there is no primary one, the site's finance
 * lender when the finance strip shows, the keyed payment processor when the car can be reserved online.
 */
export function toCardCar(car: Car, site: Pick<PublicSite, 'finance' | 'checkout'>, nowMs: number): CardCar {
  // an absent optional field stays absent (no `undefined` key in the page's state); a plain loop: this runs for
  // every car of every listing answer
  const picked: Record<string, unknown> = {}
  for (const field of CARD_FIELDS) {
    const value = car[field]
    if (value !== undefined) picked[field] = value
  }
  const provider = site.finance.provider
  const lender =
    provider !== null && financeEligible(car, provider, new Date(nowMs).getUTCFullYear())
      ? lenderFor(car, provider)
      : null
  const processor = isReservable(car, site) ? keyedProcessor(car) : null
  return {
    ...(picked as CardCar),
    images: car.primary_image_url === null ? car.images.slice(0, 1) : [],
    // kept under the provider's own name: lenderFor matches any spelling of it
    finance_lenders: lender === null || provider === null ? {} : { [provider]: lender },
    payment_processors: processor === null ? [] : [processor],
  }
}
