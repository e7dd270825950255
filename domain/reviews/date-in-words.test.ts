import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { daysAgoInWords, parseReviewDate, reviewDateInWords, reviewIsoDate } from './date-in-words.ts'

const today = { year: 2025, month: 9, day: 15 }

describe('review dates in words', () => {
  it('reads dd/mm/yyyy and refuses impossible dates', () => {
    expect(parseReviewDate('02/04/2024')).toEqual({ year: 2024, month: 4, day: 2 })
    expect(parseReviewDate('31/02/2024')).toBeNull()
    expect(parseReviewDate('2024-04-02')).toBeNull()
  })
  it('counts back from the tenant today', () => {
    expect(daysAgoInWords({ year: 2025, month: 9, day: 15 }, today)).toBe('today')
    expect(daysAgoInWords({ year: 2025, month: 9, day: 14 }, today)).toBe('yesterday')
    expect(daysAgoInWords({ year: 2025, month: 9, day: 12 }, today)).toBe('3 days ago')
    expect(daysAgoInWords({ year: 2025, month: 9, day: 1 }, today)).toBe('2 weeks ago')
    expect(daysAgoInWords({ year: 2025, month: 8, day: 15 }, today)).toBe('1 month ago')
    expect(daysAgoInWords({ year: 2025, month: 4, day: 2 }, today)).toBe('5 months ago')
    expect(daysAgoInWords({ year: 2024, month: 4, day: 2 }, today)).toBe('1 year ago')
    expect(daysAgoInWords({ year: 2021, month: 10, day: 1 }, today)).toBe('3 years ago')
  })
  it("prefers the feed's own words", () => {
    expect(reviewDateInWords({ review_date: '02/04/2024', review_date_in_words: 'about a year ago' }, today)).toBe(
      'about a year ago',
    )
    expect(reviewDateInWords({ review_date: '02/04/2024' }, today)).toBe('1 year ago')
    expect(reviewDateInWords({ review_date: 'soon' }, today)).toBe('soon')
    expect(reviewIsoDate({ review_date: '02/04/2024' })).toBe('2024-04-02')
  })
  it('property: never grows as the review gets more recent', () => {
    const order = (w: string): number => {
      if (w === 'today') return 0
      if (w === 'yesterday') return 1
      const [n, unit] = w.split(' ')
      const scale = { day: 1, week: 7, month: 30, year: 365 }[unit!.replace(/s$/, '') as 'day'] ?? 0
      return Number(n) * scale
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (a, b) => {
        const base = Date.UTC(2030, 0, 1)
        const day = (ago: number) => {
          const d = new Date(base - ago * 86_400_000)
          return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
        }
        const now = day(0)
        const [older, newer] = a >= b ? [a, b] : [b, a]
        expect(order(daysAgoInWords(day(older), now))).toBeGreaterThanOrEqual(order(daysAgoInWords(day(newer), now)))
      }),
    )
  })
})
