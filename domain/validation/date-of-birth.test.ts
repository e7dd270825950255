import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  DOB_IN_FUTURE_MESSAGE,
  INVALID_DATE_MESSAGE,
  dateOfBirth,
  isCalendarDay,
  latestCalendarDay,
} from './date-of-birth.ts'

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** days from 1900 to 2200 */
const dayMs = fc
  .integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2200, 0, 1) / DAY_MS })
  .map((d) => d * DAY_MS)

describe('date of birth (issue 30 item 9: a date in the future was accepted)', () => {
  it('refuses any day after today with a clear message, and accepts today and every day before it', () => {
    fc.assert(
      fc.property(dayMs, fc.integer({ min: -40_000, max: 40_000 }), (todayMs, offset) => {
        const validate = dateOfBirth(() => isoDay(todayMs))
        const dob = isoDay(todayMs + offset * DAY_MS)
        expect(validate(dob)).toBe(offset > 0 ? DOB_IN_FUTURE_MESSAGE : null)
      }),
    )
  })

  it('refuses what is not a real calendar day, and leaves an empty answer to the required rule', () => {
    const validate = dateOfBirth(() => '2026-12-07')
    for (const bad of ['2001-02-29', '1990-04-31', '1990-13-01', '1990-00-10', '31/12/1990', 'yesterday', '1990-1-1'])
      expect(validate(bad), bad).toBe(INVALID_DATE_MESSAGE)
    expect(validate('2000-02-29')).toBeNull()
    expect(validate('')).toBeNull()
    expect(validate(undefined)).toBeNull()
  })

  it('every day the calendar has is a calendar day', () => {
    fc.assert(
      fc.property(dayMs, (ms) => {
        expect(isCalendarDay(isoDay(ms))).toBe(true)
      }),
    )
  })

  it("the server's today is the latest day anywhere: never before the shopper's, at most a day after UTC's", () => {
    fc.assert(
      fc.property(
        dayMs,
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.integer({ min: -12, max: 14 }),
        (day, ms, zone) => {
          const now = day + ms
          const shoppersDay = isoDay(now + zone * 3_600_000)
          const latest = latestCalendarDay(now)
          expect(latest >= shoppersDay).toBe(true)
          expect(latest <= isoDay(now + DAY_MS)).toBe(true)
        },
      ),
    )
  })
})
