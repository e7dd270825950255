import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { ObservedPrice } from '../ports/stock-watch-store.port.ts'
import { makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { PRICE_DROP_WINDOW_MS, priceDrop, priceDropText, shownPriceDrop } from './price-drop.ts'

const NOW = 1_800_000_000_000
const DAY = 86_400_000
const seen = (daysAgo: number, price: number | null, period: 'once' | 'week' = 'once'): ObservedPrice => ({
  at: NOW - daysAgo * DAY,
  price,
  period,
})

/** Observed prices, oldest first, within the last 60 days. */
const arbObserved = fc
  .array(fc.record({ daysAgo: fc.integer({ min: 0, max: 60 }), price: fc.integer({ min: 11, max: 100_000 }) }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((points) => points.sort((a, b) => b.daysAgo - a.daysAgo).map((p) => seen(p.daysAgo, p.price)))

describe('price drop (issue 31)', () => {
  it('is what the car showed when the 30 days opened less what it shows now', () => {
    expect(priceDrop([seen(45, 32_000), seen(20, 30_000), seen(3, 28_500)], NOW)).toBe(3_500)
    // first seen inside the window: from its first price
    expect(priceDrop([seen(10, 30_000), seen(2, 29_000)], NOW)).toBe(1_000)
    // the last change before the window: no drop in the last 30 days
    expect(priceDrop([seen(50, 30_000), seen(31, 28_000)], NOW)).toBeNull()
    // up, then back down to where it was: nothing fell
    expect(priceDrop([seen(40, 30_000), seen(10, 32_000), seen(1, 30_000)], NOW)).toBeNull()
    // a weekly price against a car price, or no price shown: not a drop
    expect(priceDrop([seen(10, 30_000), seen(1, 300, 'week')], NOW)).toBeNull()
    expect(priceDrop([seen(10, null), seen(1, 20_000)], NOW)).toBeNull()
    expect(priceDrop([], NOW)).toBeNull()
  })

  it('never shows for prices that never fell, and is never more than the highest price seen less the current', () => {
    fc.assert(
      fc.property(arbObserved, (observed) => {
        const drop = priceDrop(observed, NOW)
        const current = observed.at(-1)!.price!
        const rising = observed.every((o, i) => i === 0 || o.price! >= observed[i - 1]!.price!)
        if (rising) expect(drop).toBeNull()
        if (drop !== null) {
          expect(drop).toBeGreaterThan(0)
          expect(drop).toBeLessThanOrEqual(Math.max(...observed.map((o) => o.price!)) - current)
        }
      }),
    )
  })

  it('looks at the last 30 days only: prices seen before the window count only as where it stood when it opened', () => {
    fc.assert(
      fc.property(arbObserved, fc.integer({ min: 11, max: 100_000 }), (observed, older) => {
        const first = observed[0]!
        const withOlder = [{ ...first, at: NOW - PRICE_DROP_WINDOW_MS - 10 * DAY, price: older }, ...observed]
        const opened = observed.some((o) => o.at <= NOW - PRICE_DROP_WINDOW_MS)
        if (opened) expect(priceDrop(withOlder, NOW)).toBe(priceDrop(observed, NOW))
      }),
    )
  })

  it('shows on a card on price_history sites only, not beside a "Was X, now:" reduction', () => {
    const observed = [seen(20, 30_000), seen(1, 28_500)]
    const on = makeSite({ flags: { price_history: true } })
    const car = makeCar({ price: 28_500, before_price: null })
    expect(shownPriceDrop(car, on, observed, NOW)).toBe(1_500)
    expect(priceDropText(1_500)).toBe('Price dropped $1,500')
    expect(shownPriceDrop(car, makeSite(), observed, NOW)).toBeNull()
    expect(shownPriceDrop({ ...car, before_price: 31_000 }, on, observed, NOW)).toBeNull()
  })
})
