import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { isSold } from '../stock/availability.ts'
import { canonicalMake } from '../stock/make-alias.ts'

/** SPEC §9: a car is 'New' for 8 days after it was created. */
export const NEW_TAG_WINDOW_MS = 8 * 86_400_000

export type CardTagKind = 'sold' | 'electric' | 'hybrid' | 'reserved' | 'certified' | 'custom' | 'coming_soon' | 'new'

/** One banner for a card; `kind` lets the UI style it, `label` is the text. */
export interface CardTag {
  readonly kind: CardTagKind
  readonly label: string
}

export const CARD_TAG_LABELS = {
  electric: 'ELECTRIC',
  hybrid: 'HYBRID',
  reserved: 'RESERVED',
  certified: 'CERTIFIED PRE-OWNED',
  coming_soon: 'COMING SOON',
  new: 'New',
} as const

/** Hybrid wins over electric: "Petrol - Electric Hybrid" is a hybrid. */
export function powertrainTag(car: Pick<Car, 'fuel' | 'simple_fuel'>): 'electric' | 'hybrid' | null {
  const fuel = `${car.simple_fuel ?? ''} ${car.fuel ?? ''}`.toLowerCase()
  if (fuel.includes('hybrid')) return 'hybrid'
  if (fuel.includes('electric')) return 'electric'
  return null
}

/**
 * SPEC §4 card tag priority: sold shows the sold label ('JUST SOLD' by default). Otherwise, first that applies:
 * electric/hybrid (where the tenant enables it), reserved, the certified-used badge for the tenant's make
 * (used and certified), the car's custom tag, 'COMING SOON', then 'New' if created within the last 8 days.
 */
export function cardTag(
  car: Pick<
    Car,
    | 'status'
    | 'sold'
    | 'fuel'
    | 'simple_fuel'
    | 'reserved'
    | 'car_type'
    | 'certified'
    | 'make'
    | 'tag'
    | 'created_at_timestamp'
  >,
  site: PublicSite,
  nowMs: number,
): CardTag | null {
  if (isSold(car)) return { kind: 'sold', label: site.tags.sold_label }
  const powertrain = site.tags.electric_hybrid ? powertrainTag(car) : null
  if (powertrain !== null) return { kind: powertrain, label: CARD_TAG_LABELS[powertrain] }
  if (car.reserved) return { kind: 'reserved', label: CARD_TAG_LABELS.reserved }
  const certifiedMake = site.tags.certified_used_make
  if (
    certifiedMake !== null &&
    car.car_type === 'used' &&
    car.certified &&
    canonicalMake(car.make).toLowerCase() === canonicalMake(certifiedMake).toLowerCase()
  ) {
    return { kind: 'certified', label: CARD_TAG_LABELS.certified }
  }
  const custom = car.tag?.trim() ?? ''
  if (custom !== '') return { kind: 'custom', label: custom }
  if (car.status === 'coming_soon') return { kind: 'coming_soon', label: CARD_TAG_LABELS.coming_soon }
  if (nowMs - car.created_at_timestamp < NEW_TAG_WINDOW_MS) return { kind: 'new', label: CARD_TAG_LABELS.new }
  return null
}
