import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { offerEndDate, offerEndDateFromParts } from './offer-end-date.ts'

describe('offerEndDate (SPEC §9)', () => {
  it('is the last day of the current month', () => {
    expect(offerEndDate(Date.UTC(2025, 0, 15))).toMatchObject({ year: 2025, month: 1, day: 31, text: '31/01/2025' })
    expect(offerEndDate(Date.UTC(2024, 1, 10)).text).toBe('29/02/2024')
    expect(offerEndDate(Date.UTC(2025, 1, 10)).text).toBe('28/02/2025')
    expect(offerEndDate(Date.UTC(2025, 3, 1)).text).toBe('30/04/2025')
    expect(offerEndDateFromParts(2025, 12).text).toBe('31/12/2025')
  })
  it('uses the tenant zone: 20:00 UTC on 31 Jan is already February in Brisbane (+10:00)', () => {
    const t = Date.UTC(2025, 0, 31, 20)
    expect(offerEndDate(t, 0).text).toBe('31/01/2025')
    expect(offerEndDate(t, 600).text).toBe('28/02/2025')
  })
  it('is never before today, in the same month, and the day after it is the 1st', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.integer({ min: -720, max: 840 }),
        (now, offset) => {
          const end = offerEndDate(now, offset)
          const local = new Date(now + offset * 60_000)
          const next = new Date(Date.UTC(end.year, end.month - 1, end.day + 1))
          return (
            end.year === local.getUTCFullYear() &&
            end.month === local.getUTCMonth() + 1 &&
            end.day >= local.getUTCDate() &&
            next.getUTCDate() === 1
          )
        },
      ),
    )
  })
})
