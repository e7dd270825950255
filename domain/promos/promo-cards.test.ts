import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  interleavePromos,
  isPromoActive,
  orderPromos,
  promoStillToShow,
  promoMatchesListing,
  shuffle,
  visiblePromos,
} from './promo-cards.ts'
import type { PromoCard } from './promo-card.schema.ts'
import type { RandomPort } from '../ports/clock.port.ts'

const promo = (over: Partial<PromoCard> = {}): PromoCard => ({
  id: 'p',
  title: 'Promo',
  message: '3 Year Standard warranty',
  image_url: null,
  link: null,
  position: null,
  start: null,
  expiry: null,
  display: [],
  strictDisplay: false,
  ...over,
})
const NOW = Date.parse('2025-01-15T00:00:00Z')
const seeded = (seed: number): RandomPort => {
  let s = seed >>> 0
  return {
    next: () => {
      s = (s * 1664525 + 1013904223) >>> 0
      return s / 2 ** 32
    },
  }
}
const arbPromo = fc
  .record({
    id: fc.uuid(),
    position: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    start: fc.constantFrom(null, '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z', 'not a date'),
    expiry: fc.constantFrom(null, '2025-01-10T00:00:00Z', '2025-01-31T00:00:00Z'),
    display: fc.subarray(['new', 'used', 'demo'] as const),
    strictDisplay: fc.boolean(),
  })
  .map((o) => promo({ ...o, display: [...o.display] }))

describe('promo window (SPEC §4)', () => {
  it('shows only from start to expiry inclusive', () => {
    expect(isPromoActive(promo(), NOW)).toBe(true)
    expect(isPromoActive(promo({ start: '2025-01-15T00:00:00Z' }), NOW)).toBe(true)
    expect(isPromoActive(promo({ start: '2025-01-15T00:00:01Z' }), NOW)).toBe(false)
    expect(isPromoActive(promo({ expiry: '2025-01-15T00:00:00Z' }), NOW)).toBe(true)
    expect(isPromoActive(promo({ expiry: '2025-01-14T23:59:59Z' }), NOW)).toBe(false)
    expect(isPromoActive(promo({ expiry: 'soon' }), NOW)).toBe(false)
  })
})

describe('promos a page keeps in its data', () => {
  it('property: a promo left out can never show at that time or later', () => {
    fc.assert(
      fc.property(arbPromo, fc.integer({ min: 0, max: 90 * 86_400_000 }), (p, laterMs) => {
        if (!promoStillToShow(p, NOW)) expect(isPromoActive(p, NOW + laterMs)).toBe(false)
      }),
    )
    expect(promoStillToShow(promo({ expiry: '2025-01-14T23:59:59Z' }), NOW)).toBe(false)
    expect(promoStillToShow(promo({ expiry: 'soon' }), NOW)).toBe(false)
    expect(promoStillToShow(promo({ start: '2031-05-01T00:00:00Z', expiry: '2031-06-30T23:59:59Z' }), NOW)).toBe(true)
    expect(promoStillToShow(promo({ expiry: '2025-01-15T00:00:00Z' }), NOW)).toBe(true)
  })
})

describe('display car types', () => {
  it('non-strict overlaps, strict must cover the listing', () => {
    expect(promoMatchesListing(promo({ display: ['new'] }), ['new', 'demo'])).toBe(true)
    expect(promoMatchesListing(promo({ display: ['new'], strictDisplay: true }), ['new', 'demo'])).toBe(false)
    expect(promoMatchesListing(promo({ display: ['new', 'demo'], strictDisplay: true }), ['new', 'demo'])).toBe(true)
    expect(promoMatchesListing(promo({ display: ['used'] }), ['new'])).toBe(false)
    expect(promoMatchesListing(promo({ display: ['used'] }), [])).toBe(true)
    expect(promoMatchesListing(promo({ display: ['used'], strictDisplay: true }), [])).toBe(false)
    expect(promoMatchesListing(promo({ display: [], strictDisplay: true }), ['used'])).toBe(true)
  })
  it('strict display implies non-strict display', () => {
    fc.assert(
      fc.property(
        arbPromo,
        fc.subarray(['new', 'used', 'demo'] as const),
        (p, listing) =>
          !promoMatchesListing({ ...p, strictDisplay: true }, listing) ||
          promoMatchesListing({ ...p, strictDisplay: false }, listing),
      ),
    )
  })
})

describe('ordering', () => {
  it('positioned first in position order, then the rest', () => {
    const ps = [
      promo({ id: 'a' }),
      promo({ id: 'b', position: 5 }),
      promo({ id: 'c' }),
      promo({ id: 'd', position: 2 }),
    ]
    expect(orderPromos(ps).map((p) => p.id)).toEqual(['d', 'b', 'a', 'c'])
    expect(
      orderPromos(ps, seeded(1))
        .slice(0, 2)
        .map((p) => p.id),
    ).toEqual(['d', 'b'])
  })
  it('shuffle is a permutation', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.integer(),
        (xs, seed) => JSON.stringify([...shuffle(xs, seeded(seed))].sort()) === JSON.stringify([...xs].sort()),
      ),
    )
  })
  it('ordering keeps every card, positioned ones first and ascending', () => {
    fc.assert(
      fc.property(fc.array(arbPromo, { maxLength: 8 }), fc.integer(), (ps, seed) => {
        const out = orderPromos(ps, seeded(seed))
        const firstUnpositioned = out.findIndex((p) => p.position === null)
        const head = firstUnpositioned === -1 ? out : out.slice(0, firstUnpositioned)
        return (
          out.length === ps.length &&
          out.slice(head.length).every((p) => p.position === null) &&
          head.every((p, i) => i === 0 || head[i - 1]!.position! <= p.position!)
        )
      }),
    )
  })
  it('visible promos are all active and fit the listing', () => {
    fc.assert(
      fc.property(fc.array(arbPromo, { maxLength: 8 }), fc.subarray(['new', 'used', 'demo'] as const), (ps, listing) =>
        visiblePromos(ps, { nowMs: NOW, listingCarTypes: listing }).every(
          (p) => isPromoActive(p, NOW) && promoMatchesListing(p, listing),
        ),
      ),
    )
  })
})

describe('interleavePromos', () => {
  it('places positioned promos at their grid slots and appends the rest', () => {
    const cars = ['c1', 'c2', 'c3', 'c4']
    const ps = [promo({ id: 'x', position: 2 }), promo({ id: 'y' }), promo({ id: 'z', position: 4 })]
    const grid = interleavePromos(cars, ps, { nowMs: NOW })
    expect(grid.map((g) => (g.kind === 'car' ? g.car : g.promo.id))).toEqual(['c1', 'x', 'c2', 'z', 'c3', 'c4', 'y'])
    expect(interleavePromos(cars, ps, { nowMs: NOW, unpositioned: 'omit' }).length).toBe(6)
    expect(interleavePromos(['c1'], [promo({ id: 'far', position: 20 })], { nowMs: NOW }).map((g) => g.kind)).toEqual([
      'car',
      'promo',
    ])
  })
  it('keeps cars in order, shows each visible promo once, and a lone positioned promo lands at its slot', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 25 }), fc.array(arbPromo, { maxLength: 6 }), (cars, ps) => {
        const grid = interleavePromos(cars, ps, { nowMs: NOW })
        const carsOut = grid.flatMap((g) => (g.kind === 'car' ? [g.car] : []))
        const promosOut = grid.flatMap((g) => (g.kind === 'promo' ? [g.promo.id] : []))
        const visible = visiblePromos(ps, { nowMs: NOW })
        return (
          JSON.stringify(carsOut) === JSON.stringify(cars) &&
          JSON.stringify(promosOut.sort()) === JSON.stringify(visible.map((p) => p.id).sort())
        )
      }),
    )
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 25 }), fc.integer({ min: 1, max: 30 }), (cars, position) => {
        const grid = interleavePromos(cars, [promo({ position })], { nowMs: NOW })
        return grid.findIndex((g) => g.kind === 'promo') === Math.min(position - 1, cars.length)
      }),
    )
  })
})
