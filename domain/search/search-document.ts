import type { Car } from '../cars/car.schema.ts'
import { BODY_TYPES, canonicalBodyType } from '../cars/body-types.ts'
import type { WeeklyBand } from './search-state.ts'
import { PRICE_BANDS, WEEKLY_BAND_RANGES, bandOf } from './bands.ts'

/**
 * A car as indexed for search: the car plus the facet fields SPEC §3 lists that the car does not carry.
 * location_name and dealership_name stay optional strings (trimmed, left out when blank) so a hit still
 * decodes as a Car.
 */
export type SearchDocument = Car & {
  /** 'make:model' */
  readonly make_model: string
  readonly body: string | null
  readonly drive: string | null
  readonly fuel: string | null
  readonly transmission: string | null
  /** a PRICE_BANDS key, null without a positive price */
  readonly price_range: string | null
  /** a weekly band key from the lowest paymentWeek across lenders */
  readonly weekly_price_range: WeeklyBand | null
  /** that lowest paymentWeek: the number weekly ranges compare */
  readonly weekly_payment: number | null
  readonly colour: string | null
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const BODY_BY_SQUASHED = new Map(BODY_TYPES.map((b) => [squash(b), b] as const))

/**
 * simple_body as a SPEC §3 body type when it names one ('People Mover' → peopleMover, 'SUV' → suv), counted as
 * the body type shoppers take it for ('Hatchback' → hatch: one menu entry and one tile).
 */
export const bodyFacet = (simpleBody: string | null): string | null => {
  const text = simpleBody?.trim() ?? ''
  if (text === '') return null
  return canonicalBodyType(BODY_BY_SQUASHED.get(squash(text)) ?? text)
}

/** The lowest positive weekly payment any lender quotes. */
export const lowestWeeklyPayment = (lenders: Car['finance_lenders']): number | null => {
  const weekly = Object.values(lenders)
    .map((l) => l.paymentWeek)
    .filter((p): p is number => typeof p === 'number' && Number.isFinite(p) && p > 0)
  return weekly.length === 0 ? null : Math.min(...weekly)
}

const text = (s: string | null | undefined): string | null =>
  s === null || s === undefined || s.trim() === '' ? null : s.trim()

export const toSearchDocument = (car: Car): SearchDocument => {
  const weekly = lowestWeeklyPayment(car.finance_lenders)
  const { location_name: _location, dealership_name: _dealership, ...rest } = car
  const locationName = text(car.location_name)
  const dealershipName = text(car.dealership_name)
  return {
    ...rest,
    ...(locationName !== null && { location_name: locationName }),
    ...(dealershipName !== null && { dealership_name: dealershipName }),
    make_model: `${car.make}:${car.model}`,
    body: bodyFacet(car.simple_body),
    drive: text(car.simple_drive),
    fuel: text(car.simple_fuel) ?? text(car.fuel),
    transmission: text(car.simple_transmission),
    price_range: car.price !== null && car.price > 0 ? bandOf(PRICE_BANDS, car.price) : null,
    weekly_price_range: weekly === null ? null : bandOf(WEEKLY_BAND_RANGES, weekly),
    weekly_payment: weekly,
    colour: text(car.colour),
  }
}
