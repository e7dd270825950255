import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatKm, groupDigits } from './odometer.ts'

describe('odometer readings', () => {
  it('groups thousands with commas', () => {
    expect(formatKm(0)).toBe('0 km')
    expect(formatKm(999)).toBe('999 km')
    expect(formatKm(1000)).toBe('1,000 km')
    expect(formatKm(12345)).toBe('12,345 km')
    expect(formatKm(1234567)).toBe('1,234,567 km')
  })

  it("reads as toLocaleString('en-AU') did, for whole readings", () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupDigits(n) === n.toLocaleString('en-AU')))
  })

  it('rounds a fraction on its shortest decimal form, as Intl does', () => {
    expect(groupDigits(-807953718741.7035)).toBe('-807,953,718,741.704')
    expect(groupDigits(1.0005)).toBe('1.001')
    expect(groupDigits(999.9995)).toBe('1,000')
    expect(groupDigits(1e-7)).toBe('0')
    expect(groupDigits(1.5e22)).toBe('15,000,000,000,000,000,000,000')
  })

  it("reads as toLocaleString('en-AU') did, fractions included", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ noNaN: true }), fc.double({ min: -1e12, max: 1e12, noNaN: true })),
        (n) => groupDigits(n) === n.toLocaleString('en-AU'),
      ),
      { numRuns: 20000 },
    )
  })
})
