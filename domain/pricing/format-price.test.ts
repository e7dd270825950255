import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatPrice, parsePrice } from './format-price.ts'

describe('formatPrice (SPEC §5)', () => {
  it.each([
    [12345.5, '$12,345.50'],
    [12345, '$12,345'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567.89, '$1,234,567.89'],
    [12345.05, '$12,345.05'],
    [12345.999, '$12,346'],
    [-5, '-$5'],
  ])('%d → %s', (n, text) => {
    expect(formatPrice(n)).toBe(text)
  })
  it('round-trips every amount in cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        (cents) => parsePrice(formatPrice(cents / 100)) === cents / 100,
      ),
    )
  })
  it('shape: $, groups of three, no or two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (n) =>
        /^\$\d{1,3}(,\d{3})*(\.\d{2})?$/.test(formatPrice(n)),
      ),
    )
  })
})
