import { Schema } from 'effect'
import type { Car } from '../cars/car.schema.ts'
import { isSold } from '../stock/availability.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** What a shown price is for: the car (`once`), or a subscription's week (`week`, SPEC §3 subscription_price). */
export const PricePeriod = Schema.Literals(['once', 'week'])
export type PricePeriod = typeof PricePeriod.Type

/** A snapshot row's status: a car sold by its status or by its sold flag is `sold` (domain/stock/availability.ts). */
export const SnapshotStatus = Schema.Literals(['in_stock', 'coming_soon', 'sold'])
export type SnapshotStatus = typeof SnapshotStatus.Type

/**
 * One car of a tenant's stock as the stock watch compares it from run to run: its id, the price the tenant shows
 * (null where it shows none: 'Enquire for price.', PREORDER) with that price's period, its status, and when it was
 * listed (epoch milliseconds). Nothing else: the watch reads every car of every tenant each run.
 */
export const StockSnapshotRow = Schema.Struct({
  id: Schema.NonEmptyString,
  price: Schema.NullOr(Schema.Finite),
  period: PricePeriod,
  status: SnapshotStatus,
  created_at: Schema.Finite,
})
export type StockSnapshotRow = typeof StockSnapshotRow.Type

type SnapshotCar = Pick<
  Car,
  'id' | 'price' | 'before_price' | 'subscription_price' | 'preorder' | 'status' | 'sold' | 'created_at_timestamp'
>

/** The price a car shows on the site, with its period (SPEC §4's price display: subscription first where offered). */
export function shownPrice(
  car: Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>,
  site: Pick<SiteConfig, 'flags'>,
): { readonly price: number | null; readonly period: PricePeriod } {
  const shown = priceDisplay(car, site)
  if (shown.kind === 'subscription') return { price: shown.amount, period: 'week' }
  if (shown.kind === 'price' || shown.kind === 'reduced') return { price: shown.amount, period: 'once' }
  return { price: null, period: 'once' }
}

/** A car's snapshot row on a site. */
export function snapshotRow(car: SnapshotCar, site: Pick<SiteConfig, 'flags'>): StockSnapshotRow {
  return {
    id: car.id,
    ...shownPrice(car, site),
    status: isSold(car) ? 'sold' : car.status,
    created_at: car.created_at_timestamp,
  }
}
