import { describe, expect, it } from 'vitest'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { matchesCondition } from './match-conditions.ts'
import { refinementCondition } from './request-filter.ts'
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
