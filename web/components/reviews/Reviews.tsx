import { useRef } from 'react'
import type { Review } from '@domain/reviews/review.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { Stars } from './Stars.tsx'
import { useKeptContent } from '../markup/kept-part.tsx'
import { reviewDateInWords, reviewIsoDate, type CalendarDay } from '@domain/reviews/date-in-words.ts'

/** What a review card shows of a review (no pictures). */
export type ShownReview = Pick<
  Review,
  | 'id'
  | 'customer_name'
  | 'text'
  | 'rating'
  | 'review_date'
  | 'review_date_in_words'
  | 'created_at_time_ago_in_words'
  | 'source'
>

export interface ReviewsData {
  readonly reviews: readonly ShownReview[]
  readonly count: number
  readonly average: number
}

/** The dealership's average and count. */
export function ReviewSummary({ count, average, siteName }: { count: number; average: number; siteName: string }) {
  if (count === 0) return null
  const rounded = Number(average.toFixed(1))
  return (
    <p className="review-summary">
      <Stars rating={average} label={`${siteName} is rated ${rounded} out of 5`} />
      <span className="review-summary__text">
        <strong>{rounded.toFixed(1)}</strong> out of 5 from {count} review{count === 1 ? '' : 's'}
      </span>
    </p>
  )
}

function ReviewCard({ review, today }: { review: ShownReview; today: CalendarDay }) {
  const iso = reviewIsoDate(review)
  const words = reviewDateInWords(review, today)
  return (
    <article className="review-card panel" aria-label={`Review by ${review.customer_name}`}>
      <Stars rating={review.rating} />
      {review.text ? (
        <blockquote className="review-card__text">
          <p>{review.text}</p>
        </blockquote>
      ) : (
        <p className="review-card__text review-card__text--none">Rated {review.rating} stars</p>
      )}
      <p className="review-card__by">
        <strong>{review.customer_name}</strong>
        {review.source === 'google' ? (
          <span className="review-card__source"> on Google</span>
        ) : review.source === 'facebook' ? (
          <span className="review-card__source"> on Facebook</span>
        ) : null}
        {' · '}
        {iso ? (
          <time dateTime={iso} title={review.review_date}>
            {words}
          </time>
        ) : (
          words
        )}
      </p>
    </article>
  )
}

/**
 * A horizontally scrolling carousel (scroll snap) with previous/next buttons; keyboard users can tab through cards.
 * Given `site`, the cards' markup is kept on the server per `data.reviews` array and day (../markup/kept-part.tsx):
 * pass it only where that array is one object from view to view (home's, web/components/home/home-data.ts).
 */
export function ReviewsCarousel({
  data,
  today,
  siteName,
  headingId = 'reviews-heading',
  title = 'What our customers say',
  site,
}: {
  data: ReviewsData
  today: CalendarDay
  siteName: string
  headingId?: string
  title?: string
  site?: PublicSite
}) {
  const track = useRef<HTMLUListElement>(null)
  const cards = useKeptContent(
    data.reviews.length > 0 ? site : undefined,
    data.reviews,
    `${today.year}-${today.month}-${today.day}`,
    data.reviews.map((r) => (
      <li key={r.id} className="reviews__slide">
        <ReviewCard review={r} today={today} />
      </li>
    )),
  )
  if (data.reviews.length === 0 && data.count === 0) return null
  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * Math.max(280, el.clientWidth * 0.8), behavior: 'smooth' })
  }
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <div className="reviews__head">
        <h2 id={headingId}>{title}</h2>
        <ReviewSummary count={data.count} average={data.average} siteName={siteName} />
      </div>
      {data.reviews.length > 0 ? (
        <>
          <div className="reviews__controls">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => scroll(-1)}
              aria-controls={`${headingId}-track`}
            >
              <span aria-hidden="true" className="glyph glyph--prev" /> Previous
              <span className="visually-hidden"> reviews</span>
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => scroll(1)}
              aria-controls={`${headingId}-track`}
            >
              Next<span className="visually-hidden"> reviews</span>{' '}
              <span aria-hidden="true" className="glyph glyph--next" />
            </button>
          </div>
          {/* focusable so keyboard users can scroll it too */}
          <ul
            className="reviews__track"
            id={`${headingId}-track`}
            ref={track}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so keyboard users can scroll it (axe scrollable-region-focusable)
            tabIndex={0}
            aria-label="Customer reviews"
            {...cards}
          />
        </>
      ) : null}
    </section>
  )
}

/** All visible reviews as a list (the reviews page). */
export function ReviewsList({ data, today }: { data: ReviewsData; today: CalendarDay }) {
  return (
    <ul className="reviews-list" aria-label="Customer reviews">
      {data.reviews.map((r) => (
        <li key={r.id}>
          <ReviewCard review={r} today={today} />
        </li>
      ))}
    </ul>
  )
}
