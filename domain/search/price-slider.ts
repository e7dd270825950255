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
export const snapToStep = (value: number, bounds: SliderBounds = DEFAULT_PRICE_BOUNDS, step = PRICE_SLIDER_STEP): number => {
  if (!Number.isFinite(value)) return bounds.min
  const snapped = bounds.min + Math.round((value - bounds.min) / step) * step
  return Math.min(bounds.max, Math.max(bounds.min, snapped))
}

/**
 * Keeps both handles inside the bounds with the min handle at least 1 below the max. The handle the shopper
 * moved (`moved`) gives way, so the other one stays put.
 */
export const clampSlider = (
  [low, high]: readonly [number, number],
  moved: 'min' | 'max' = 'min',
  bounds: SliderBounds = DEFAULT_PRICE_BOUNDS,
): readonly [number, number] => {
  const inside = (v: number, fallback: number) => (Number.isFinite(v) ? Math.min(bounds.max, Math.max(bounds.min, v)) : fallback)
  let lo = inside(low, bounds.min)
  let hi = inside(high, bounds.max)
  if (hi - lo >= PRICE_SLIDER_MIN_GAP) return [lo, hi]
  if (moved === 'min') {
    hi = Math.max(hi, bounds.min + PRICE_SLIDER_MIN_GAP)
    lo = hi - PRICE_SLIDER_MIN_GAP
  } else {
    lo = Math.min(lo, bounds.max - PRICE_SLIDER_MIN_GAP)
    hi = lo + PRICE_SLIDER_MIN_GAP
  }
  return [lo, hi]
}
