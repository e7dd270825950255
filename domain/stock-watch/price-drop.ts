import type { Car } from '../cars/car.schema.ts'
import type { ObservedPrice } from '../ports/stock-watch-store.port.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { priceDisplay } from '../pricing/price-display.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/** How far back a card's price drop looks: 30 days (issue 31). */
export const PRICE_DROP_WINDOW_MS = 30 * 86_400_000

/**
 * How much a car's observed price fell in the last 30 days: the price it showed when the window opened (or when it
 * was first seen, if later) less the price it shows now, when that is above 0 and both are prices of one period;
 * null otherwise. `observed` is oldest first (the store's order).
 */
export function priceDrop(observed: readonly ObservedPrice[], nowMs: number): number | null {
  const current = observed.at(-1)
  if (current === undefined || current.price === null) return null
  const opens = nowMs - PRICE_DROP_WINDOW_MS
  const before = observed.filter((o) => o.at <= opens).at(-1) ?? observed[0]!
  if (before.price === null || before.period !== current.period) return null
  const drop = before.price - current.price
  return drop > 0 ? drop : null
}

/** The card's words for a drop: 'Price dropped $1,500'. */
export const priceDropText = (drop: number): string => `Price dropped ${formatPrice(drop)}`

/**
 * The price drop a card shows: on sites with `price_history`, and not where the price display already shows a
 * reduction ('Was X, now:', SPEC §4), which says it better.
 */
export function shownPriceDrop(
  car: Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>,
  site: Pick<SiteConfig, 'flags'>,
  observed: readonly ObservedPrice[],
  nowMs: number,
): number | null {
  if (!site.flags.price_history || priceDisplay(car, site).kind === 'reduced') return null
  return priceDrop(observed, nowMs)
}
