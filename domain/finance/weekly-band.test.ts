import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { weeklyBand, WEEKLY_BANDS } from './weekly-band.ts'

describe('weeklyBand (SPEC §9)', () => {
  it.each([
    [0, 'under-100'],
    [99.99, 'under-100'],
    [100, '100-125'],
    [124.99, '100-125'],
    [125, '125-150'],
    [150, '150-175'],
    [174.99, '150-175'],
    [175, '175-plus'],
    [1000, '175-plus'],
  ])('%d → %s', (amount, key) => {
    expect(weeklyBand(amount).key).toBe(key)
  })
  it('every amount falls in exactly one band, which contains it', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 1000, noNaN: true }), (a) => {
        const containing = WEEKLY_BANDS.filter((b) => (b.min === null || a >= b.min) && (b.max === null || a < b.max))
        return containing.length === 1 && containing[0] === weeklyBand(a)
      }),
    )
  })
  it('bands are ordered: more per week never means a lower band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 500, noNaN: true }), (a, b) =>
        a <= b ? WEEKLY_BANDS.indexOf(weeklyBand(a)) <= WEEKLY_BANDS.indexOf(weeklyBand(b)) : true,
      ),
    )
  })
})
