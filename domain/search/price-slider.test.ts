import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import {
  DEFAULT_PRICE_BOUNDS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  clampSlider,
  priceSlider,
  snapToStep,
} from './price-slider.ts'

describe('price slider (SPEC §2, §9)', () => {
  it('exact values', () => {
    expect([PRICE_SLIDER_STEP, PRICE_SLIDER_MIN, PRICE_SLIDER_MAX]).toEqual([500, 5000, 250000])
    expect(snapToStep(5240)).toBe(5000)
    expect(snapToStep(5250)).toBe(5500)
    expect(snapToStep(999999)).toBe(250000)
    expect(clampSlider([20000, 20000], 'min')).toEqual([19500, 20000])
    expect(clampSlider([20000, 20000], 'max')).toEqual([20000, 20500])
    // End on the min handle: the min stops a step below the max, never above it
    expect(clampSlider([250000, 250000], 'min')).toEqual([249500, 250000])
    expect(clampSlider([250000, 250000], 'max')).toEqual([249500, 250000])
    expect(clampSlider([5000, 5000], 'min')).toEqual([5000, 5500])
    expect(clampSlider([3, 3], 'min', { min: 1, max: 4 }, 1)).toEqual([2, 3])
    expect(clampSlider([1000, 300000])).toEqual([5000, 250000])
  })
  it('the min handle always stays at least a step below the max, inside the bounds, on the grid; the other handle holds when it can', () => {
    const v = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: 0, max: 300000 }))
    fc.assert(
      fc.property(v, v, fc.constantFrom('min', 'max') as fc.Arbitrary<'min' | 'max'>, (a, b, moved) => {
        const [lo, hi] = clampSlider([snapToStep(a), snapToStep(b)], moved)
        expect(hi - lo).toBeGreaterThanOrEqual(PRICE_SLIDER_STEP)
        expect(lo).toBeGreaterThanOrEqual(DEFAULT_PRICE_BOUNDS.min)
        expect(hi).toBeLessThanOrEqual(DEFAULT_PRICE_BOUNDS.max)
        expect([snapToStep(lo), snapToStep(hi)]).toEqual([lo, hi])
        a = snapToStep(a)
        b = snapToStep(b)
        const inB = (x: number) => Number.isFinite(x) && x >= 5500 && x <= 249500
        if (moved === 'min' && inB(b)) expect(hi).toBe(b)
        if (moved === 'max' && inB(a)) expect(lo).toBe(a)
      }),
    )
  })
})

describe('the listing price slider follows the price the cards show', () => {
  it('a site offering subscriptions filters the subscription price, $0 to $1,000 per week in steps of $10', () => {
    const slider = priceSlider(makeSite({ flags: { offers_subscription: true } }))
    expect(slider).toMatchObject({
      field: 'subscription_price',
      label: 'Price per week',
      bounds: { min: 0, max: 1000 },
      step: 10,
    })
    expect(snapToStep(327, slider.bounds, slider.step)).toBe(330)
  })
  it('every other site keeps the SPEC §9 sale-price slider', () => {
    expect(priceSlider(makeSite())).toMatchObject({
      field: 'price',
      label: 'Price',
      bounds: { min: 5000, max: 250000 },
      step: 500,
    })
  })
})
