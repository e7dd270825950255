import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseExpiry } from './card-expiry.ts'

describe('parseExpiry (Till takes month and four-digit year)', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('12/39')).toEqual({ month: '12', year: '2039' })
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: '03', year: '2031' })
    expect(parseExpiry('13/30')).toBeNull()
    expect(parseExpiry('00/30')).toBeNull()
    expect(parseExpiry('1230')).toBeNull()
  })

  it('every month and year round-trips; anything else is refused', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, yy) => {
        const text = `${String(month).padStart(2, '0')}/${String(yy).padStart(2, '0')}`
        expect(parseExpiry(text)).toEqual({
          month: String(month).padStart(2, '0'),
          year: `20${String(yy).padStart(2, '0')}`,
        })
      }),
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseExpiry(text)
        if (parsed) expect(Number(parsed.month)).toBeGreaterThanOrEqual(1)
        if (parsed) expect(Number(parsed.month)).toBeLessThanOrEqual(12)
      }),
    )
  })
})
