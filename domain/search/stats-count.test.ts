import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { displayedCount } from './stats-count.ts'

describe('stats count (SPEC §4)', () => {
  const facets = { car_type: { new: 1500, used: 900, demo: 100 }, status: { in_stock: 2300, sold: 200 } }
  it('exact values', () => {
    expect(displayedCount(1999, facets, { statusBased: false })).toBe(1999)
    expect(displayedCount(2000, facets, { statusBased: false })).toBe(2500)
    expect(displayedCount(2000, facets, { statusBased: true })).toBe(2300)
    expect(displayedCount(5000, {}, { statusBased: true })).toBe(5000)
  })
  it('at or below 1999 the hit count shows; above it the facet sum', () => {
    fc.assert(fc.property(fc.nat(10_000), fc.dictionary(fc.string(), fc.nat(5000)), fc.boolean(), (hits, counts, statusBased) => {
      const f = { car_type: counts, status: counts }
      const shown = displayedCount(hits, f, { statusBased })
      if (hits <= 1999) expect(shown).toBe(hits)
      else expect(shown).toBe(statusBased ? (Object.hasOwn(counts, 'in_stock') ? counts['in_stock'] : hits) : Object.values(counts).reduce((a, b) => a + b, 0))
    }))
  })
})
