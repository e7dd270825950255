import type { Review } from './review.schema.ts'

export interface CalendarDay {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** 'dd/mm/yyyy' → a day, or null when it is not a real date. */
export function parseReviewDate(text: string): CalendarDay | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (!m) return null
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : null
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/** How long before `today` a day was, in words ('today', 'yesterday', '3 days ago', '2 weeks ago', '5 months ago', '1 year ago'). */
export function daysAgoInWords(then: CalendarDay, today: CalendarDay): string {
  const days = Math.round(
    (Date.UTC(today.year, today.month - 1, today.day) - Date.UTC(then.year, then.month - 1, then.day)) / 86_400_000,
  )
  if (days <= 0) return 'today'
  if (days === 1) return 'yesterday'
  if (days < 7) return plural(days, 'day')
  const months = (today.year - then.year) * 12 + (today.month - then.month) - (today.day < then.day ? 1 : 0)
  if (months < 1) return plural(Math.floor(days / 7), 'week')
  if (months < 12) return plural(months, 'month')
  return plural(Math.floor(months / 12), 'year')
}

/** The review's own words when the feed gives them, else its date counted back from the tenant's today. */
export function reviewDateInWords(
  review: Pick<Review, 'review_date' | 'review_date_in_words' | 'created_at_time_ago_in_words'>,
  today: CalendarDay,
): string {
  if (review.review_date_in_words) return review.review_date_in_words
  if (review.created_at_time_ago_in_words) return review.created_at_time_ago_in_words
  const then = parseReviewDate(review.review_date)
  return then ? daysAgoInWords(then, today) : review.review_date
}

/** ISO date for <time dateTime>, or null. */
export function reviewIsoDate(review: Pick<Review, 'review_date'>): string | null {
  const d = parseReviewDate(review.review_date)
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null
}
