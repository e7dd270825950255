import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { matchesCondition } from './match-conditions.ts'
import { rangeCondition, refinementCondition } from './request-filter.ts'
import { bandOf, WEEKLY_BAND_RANGES } from './bands.ts'
import { toSearchDocument } from './search-document.ts'

describe('the body refinement', () => {
  const doc = (simple_body: string) => toSearchDocument(makeCar({ simple_body }))
  // a live index may hold the feed's own value ('hatchback'); the embedded index counts it as hatch
  const live = (body: string) => ({ body })

  it('a hatch tile opens hatches and hatchbacks alike, whoever indexed them', () => {
    const hatch = refinementCondition('body', ['hatch'])!
    expect(
      [doc('hatch'), doc('Hatchback'), live('hatchback'), live('hatch')].map((d) => matchesCondition(d, hatch)),
    ).toEqual([true, true, true, true])
    expect(matchesCondition(doc('suv'), hatch)).toBe(false)
    // an old /search/hatchback address still finds both
    expect(matchesCondition(doc('hatch'), refinementCondition('body', ['hatchback'])!)).toBe(true)
    expect(doc('Hatchback').body).toBe('hatch')
  })

  it('other body types match only themselves', () => {
    const suv = refinementCondition('body', ['suv'])!
    expect(suv).toEqual({ field: 'body', op: '=', value: 'suv' })
    expect(matchesCondition(doc('SUV'), suv)).toBe(true)
    expect(matchesCondition(doc('sedan'), suv)).toBe(false)
  })
})

describe('a weekly range', () => {
  const weekly = (amount: number) => ({ weekly_payment: amount })

  it('takes its lower bound and not its upper, as the SPEC §9 bands do', () => {
    const under100 = rangeCondition('weekly_price_range', { min: null, max: 100 })!
    expect([99.99, 100].map((a) => matchesCondition(weekly(a), under100))).toEqual([true, false])
    const between = rangeCondition('weekly_price_range', { min: 100, max: 125 })!
    expect([99.99, 100, 124.99, 125].map((a) => matchesCondition(weekly(a), between))).toEqual([
      false,
      true,
      true,
      false,
    ])
  })

  it('over a band’s own bounds matches exactly the amounts the band holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEEKLY_BAND_RANGES),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (band, amount) => {
          const range = rangeCondition('weekly_price_range', { min: band.min, max: band.max })
          const matched = range === null || matchesCondition(weekly(amount), range)
          expect(matched).toBe(bandOf(WEEKLY_BAND_RANGES, amount) === band.key)
        },
      ),
    )
  })

  it('other ranges keep both bounds', () => {
    const price = rangeCondition('price', { min: 10_000, max: 20_000 })!
    expect([10_000, 20_000, 20_001].map((p) => matchesCondition({ price: p }, price))).toEqual([true, true, false])
  })
})
