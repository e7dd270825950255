import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { anyCodePoint } from './any-code-point.ts'

describe('anyCodePoint', () => {
  it('property: draws one whole code point, never a surrogate half, and reads it back for shrinking', () => {
    fc.assert(
      fc.property(anyCodePoint, (text) => {
        const point = text.codePointAt(0)!
        expect(String.fromCodePoint(point)).toBe(text)
        expect(point < 0xd800 || point > 0xdfff).toBe(true)
        expect(anyCodePoint.canShrinkWithoutContext(text)).toBe(true)
      }),
    )
  })

  it('reaches both ends of Unicode and both sides of the surrogates, and refuses what it cannot draw', () => {
    for (const text of ['\u0000', '\ud7ff', '\ue000', String.fromCodePoint(0x10ffff), '😀'])
      expect(anyCodePoint.canShrinkWithoutContext(text)).toBe(true)
    for (const other of ['\ud800', '\udfff', 'ab', '', 1, null])
      expect(anyCodePoint.canShrinkWithoutContext(other)).toBe(false)
  })

  it('strings of it hold characters from beyond the first plane', () => {
    const drawn = fc.sample(fc.string({ unit: anyCodePoint, minLength: 20 }), { numRuns: 50, seed: 1 })
    expect(drawn.some((text) => [...text].some((c) => c.codePointAt(0)! > 0xffff))).toBe(true)
  })
})
