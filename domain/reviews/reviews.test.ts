import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { reviewSummary, starDisplay, visibleReviews } from './reviews.ts'
import type { Review } from './review.schema.ts'

const review = (id: number, rating: number): Review => ({
  id,
  image: null,
  customer_name: `Customer ${id}`,
  text: null,
  rating,
  review_date: '01/01/2025',
  source: 'google',
})
const arbReviews = fc
  .array(fc.integer({ min: 1, max: 5 }), { maxLength: 30 })
  .map((rs) => rs.map((r, i) => review(i, r)))

describe('visibleReviews (SPEC §9)', () => {
  it('drops ratings below 4 and keeps at most 12', () => {
    const list = [review(1, 5), review(2, 3), review(3, 4), ...Array.from({ length: 15 }, (_, i) => review(10 + i, 5))]
    const out = visibleReviews(list)
    expect(out.length).toBe(12)
    expect(out.map((r) => r.id).slice(0, 3)).toEqual([1, 3, 10])
    expect(out.every((r) => r.rating >= 4)).toBe(true)
  })
  it('is the first 12 of the reviews rated 4 or more', () => {
    fc.assert(
      fc.property(arbReviews, (rs) => {
        const out = visibleReviews(rs)
        return (
          out.length === Math.min(12, rs.filter((r) => r.rating >= 4).length) &&
          JSON.stringify(out) === JSON.stringify(rs.filter((r) => r.rating >= 4).slice(0, 12))
        )
      }),
    )
  })
})

describe('reviewSummary', () => {
  it('counts and averages', () => {
    expect(reviewSummary([review(1, 5), review(2, 4)])).toEqual({ count: 2, average_rating: 4.5 })
    expect(reviewSummary([])).toEqual({ count: 0, average_rating: 0 })
  })
  it('the average lies between the lowest and highest rating', () => {
    fc.assert(
      fc.property(
        arbReviews.filter((rs) => rs.length > 0),
        (rs) => {
          const { average_rating: avg } = reviewSummary(rs)
          const ratings = rs.map((r) => r.rating)
          return avg >= Math.min(...ratings) - 1e-9 && avg <= Math.max(...ratings) + 1e-9
        },
      ),
    )
  })
})

describe('starDisplay (30% threshold)', () => {
  it.each([
    [4.3, { full: 4, partial: 1, partialFill: 0.3, empty: 0 }],
    [4.2, { full: 4, partial: 0, partialFill: 0, empty: 1 }],
    [4.29, { full: 4, partial: 0, partialFill: 0, empty: 1 }],
    [4.75, { full: 4, partial: 1, partialFill: 0.75, empty: 0 }],
    [5, { full: 5, partial: 0, partialFill: 0, empty: 0 }],
    [3, { full: 3, partial: 0, partialFill: 0, empty: 2 }],
    [0, { full: 0, partial: 0, partialFill: 0, empty: 5 }],
    [7, { full: 5, partial: 0, partialFill: 0, empty: 0 }],
  ])('%d', (rating, stars) => {
    expect(starDisplay(rating)).toEqual(stars)
  })
  it('always five stars; a partial star exactly when the fraction reaches 0.3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (h) => {
        const s = starDisplay(h / 100)
        return (
          s.full + s.partial + s.empty === 5 && s.full === Math.floor(h / 100) && (s.partial === 1) === h % 100 >= 30
        )
      }),
    )
  })
})
