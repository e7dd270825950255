import type { Review } from './review.schema.ts'

/** SPEC §9: reviews below 4 stars are not shown; Google reviews show in full up to 12. */
export const REVIEW_MIN_RATING = 4
export const GOOGLE_REVIEWS_FULL_QUANTITY = 12
/** SPEC §9: a partial star shows when the fractional part is at least 30%. */
export const PARTIAL_STAR_THRESHOLD = 0.3
export const MAX_STARS = 5

export interface ReviewOptions {
  readonly minRating?: number
  readonly limit?: number
}

/** Reviews worth showing: rating ≥ 4, at most 12, in the order given. */
export function visibleReviews(reviews: readonly Review[], options: ReviewOptions = {}): Review[] {
  const min = options.minRating ?? REVIEW_MIN_RATING
  const limit = options.limit ?? GOOGLE_REVIEWS_FULL_QUANTITY
  return reviews.filter((r) => r.rating >= min).slice(0, Math.max(0, limit))
}

/** Count and average rating of a list (average 0 when empty), like a ReviewCollection. */
export function reviewSummary(reviews: readonly Pick<Review, 'rating'>[]): { count: number; average_rating: number } {
  if (reviews.length === 0) return { count: 0, average_rating: 0 }
  const total = reviews.reduce((sum, r) => sum + r.rating, 0)
  return { count: reviews.length, average_rating: total / reviews.length }
}

export interface StarDisplay {
  readonly full: number
  /** 1 when a partial star shows, else 0 */
  readonly partial: 0 | 1
  /** how much of the partial star to fill (0 when none) */
  readonly partialFill: number
  readonly empty: number
}

/**
 * Stars for a rating out of 5. The rating is clamped to 0-5 and read to two decimals (so 4.3 is exactly 4.30,
 * not 4.2999…). Full stars = whole part; a partial star shows when the fraction is ≥ 0.30 (4.3 → 4 full +
 * 1 partial filled 30%; 4.29 and 4.2 → 4 full); the rest are empty. full + partial + empty = 5.
 */
export function starDisplay(rating: number): StarDisplay {
  const hundredths = Math.round(Math.min(MAX_STARS, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 100)
  const full = Math.floor(hundredths / 100)
  const fraction = (hundredths % 100) / 100
  const partial = fraction >= PARTIAL_STAR_THRESHOLD ? 1 : 0
  return { full, partial, partialFill: partial ? fraction : 0, empty: MAX_STARS - full - partial }
}
