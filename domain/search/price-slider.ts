import { formatPrice } from '../pricing/format-price.ts'
import { shownPriceField, SUBSCRIPTION_PERIOD } from '../pricing/price-display.ts'

/** SPEC §2/§4/§9 home-widget price slider. */
export const PRICE_SLIDER_STEP = 500
export const PRICE_SLIDER_MIN = 5000
export const PRICE_SLIDER_MAX = 250000
/** the min handle stays at least this far below the max */
export const PRICE_SLIDER_MIN_GAP = 1

export interface SliderBounds {
  readonly min: number
  readonly max: number
}
export const DEFAULT_PRICE_BOUNDS: SliderBounds = { min: PRICE_SLIDER_MIN, max: PRICE_SLIDER_MAX }

/** Nearest step from the lower bound, kept inside the bounds. */
export const snapToStep = (
  value: number,
  bounds: SliderBounds = DEFAULT_PRICE_BOUNDS,
  step = PRICE_SLIDER_STEP,
): number => {
  if (!Number.isFinite(value)) return bounds.min
  const snapped = bounds.min + Math.round((value - bounds.min) / step) * step
  return Math.min(bounds.max, Math.max(bounds.min, snapped))
}

/**
 * Keeps both handles inside the bounds with the min handle below the max by the minimum gap, rounded up to a
 * whole step so both stay on the step grid (End on the min handle of the price slider gives 249,500 – 250,000,
 * never 250,000 – 249,999). The handle the shopper moved (`moved`) gives way, so the other one stays put.
 */
export const clampSlider = (
  [low, high]: readonly [number, number],
  moved: 'min' | 'max' = 'min',
  bounds: SliderBounds = DEFAULT_PRICE_BOUNDS,
  step = PRICE_SLIDER_STEP,
): readonly [number, number] => {
  const gap = Math.min(Math.ceil(PRICE_SLIDER_MIN_GAP / step) * step, bounds.max - bounds.min)
  const inside = (v: number, fallback: number) =>
    Number.isFinite(v) ? Math.min(bounds.max, Math.max(bounds.min, v)) : fallback
  let lo = inside(low, bounds.min)
  let hi = inside(high, bounds.max)
  if (hi - lo >= gap) return [lo, hi]
  if (moved === 'min') {
    hi = Math.max(hi, bounds.min + gap)
    lo = hi - gap
  } else {
    lo = Math.min(lo, bounds.max - gap)
    hi = lo + gap
  }
  return [lo, hi]
}

/**
 * A subscription price slider (SPEC is silent: a weekly price on the SPEC §9 sale-price bounds of $5,000–$250,000
 * would filter nothing): $0 to $1,000 per week in steps of $10. A thumb at a bound leaves that end open, so a car above
 * $1,000 a week is still listed until the shopper lowers the top.
 */
export const SUBSCRIPTION_PRICE_BOUNDS: SliderBounds = { min: 0, max: 1000 }
export const SUBSCRIPTION_PRICE_STEP = 10

/** The listing's price slider: the field it filters, its label, bounds and step, and how a value reads. */
export interface PriceSlider {
  readonly field: 'price' | 'subscription_price'
  readonly label: string
  readonly bounds: SliderBounds
  readonly step: number
  readonly format: (amount: number) => string
}

const SALE_PRICE_SLIDER: PriceSlider = {
  field: 'price',
  label: 'Price',
  bounds: DEFAULT_PRICE_BOUNDS,
  step: PRICE_SLIDER_STEP,
  format: formatPrice,
}
const SUBSCRIPTION_PRICE_SLIDER: PriceSlider = {
  field: 'subscription_price',
  label: `Price per ${SUBSCRIPTION_PERIOD}`,
  bounds: SUBSCRIPTION_PRICE_BOUNDS,
  step: SUBSCRIPTION_PRICE_STEP,
  format: formatPrice,
}

/** The price slider for the price a site's cards show: the subscription price per week where it offers them. */
export const priceSlider = (site: { readonly flags?: { readonly offers_subscription?: boolean } }): PriceSlider =>
  shownPriceField(site) === 'subscription_price' ? SUBSCRIPTION_PRICE_SLIDER : SALE_PRICE_SLIDER
