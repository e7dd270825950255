import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import type { Car } from '../cars/car.schema.ts'
import { formatPrice } from './format-price.ts'

/**
 * SPEC §4 price display order, first branch that applies:
 *  1. subscription price (> 0)
 *  2. reduced price: before_price higher than price → 'Was X, now:' then the price (the price must itself be
 *     showable, i.e. above 10, or the card would read "now: $0")
 *  3. normal price, only if above 10
 *  4. 'PREORDER' for pre-order cars
 *  5. 'Enquire for price.'
 */
export type PriceDisplay =
  | {
      readonly kind: 'subscription'
      readonly amount: number
      /** the amount alone, '$292' */
      readonly amountText: string
      readonly period: typeof SUBSCRIPTION_PERIOD
      /** the amount with its period, '$292 per week': a subscription price is never shown without it */
      readonly text: string
    }
  | {
      readonly kind: 'reduced'
      readonly was: number
      readonly amount: number
      readonly wasText: string
      readonly text: string
    }
  | { readonly kind: 'price'; readonly amount: number; readonly text: string }
  | { readonly kind: 'preorder'; readonly text: 'PREORDER' }
  | { readonly kind: 'enquire'; readonly text: 'Enquire for price.' }

/**
 * A subscription price is quoted per week (SPEC §3 subscription_price names no period; the subscription tenant sells
 * 'one weekly price', and the amounts are weekly sized): shown, sorted and filtered as an amount per week.
 */
export const SUBSCRIPTION_PERIOD = 'week'
export const subscriptionText = (amount: number): string => `${formatPrice(amount)} per ${SUBSCRIPTION_PERIOD}`

/** The field of the price a site's cards show first: the subscription price where the site offers subscriptions. */
export const shownPriceField = (site: {
  readonly flags?: { readonly offers_subscription?: boolean }
}): 'price' | 'subscription_price' => (site.flags?.offers_subscription === true ? 'subscription_price' : 'price')

/** The lowest price a card shows as a price (SPEC §4: "only if above 10"). */
export const MIN_DISPLAY_PRICE = 10

export const wasText = (was: number): string => `Was ${formatPrice(was)}, now:`

type PricedCar = Pick<Car, 'price' | 'before_price' | 'subscription_price' | 'preorder'>

/** The price a car shows on a site; subscription prices only where the site offers subscriptions (SPEC §3 offers_subscription). */
export function priceDisplay(car: PricedCar, site: Pick<SiteConfig, 'flags'>): PriceDisplay {
  const { price, before_price: before } = car
  const subscription = site.flags.offers_subscription ? car.subscription_price : null
  if (subscription !== null && subscription > 0) {
    return {
      kind: 'subscription',
      amount: subscription,
      amountText: formatPrice(subscription),
      period: SUBSCRIPTION_PERIOD,
      text: subscriptionText(subscription),
    }
  }
  const showable = price !== null && price > MIN_DISPLAY_PRICE
  if (showable && before !== null && before > price) {
    return { kind: 'reduced', was: before, amount: price, wasText: wasText(before), text: formatPrice(price) }
  }
  if (showable) return { kind: 'price', amount: price, text: formatPrice(price) }
  if (car.preorder) return { kind: 'preorder', text: 'PREORDER' }
  return { kind: 'enquire', text: 'Enquire for price.' }
}
