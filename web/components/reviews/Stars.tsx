import { starDisplay } from '@domain/reviews/reviews.ts'

/** Stars for a rating (domain rule: a partial star from 30%); the rating is read out as text. */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const s = starDisplay(rating)
  const text = label ?? `Rated ${Number(rating.toFixed(1))} out of 5`
  return (
    <span className="stars" role="img" aria-label={text} data-full={s.full} data-partial={s.partial} data-empty={s.empty}>
      {Array.from({ length: s.full }, (_, i) => <span key={`f${i}`} className="star star--full" aria-hidden="true" />)}
      {s.partial ? <span className="star star--partial" aria-hidden="true" style={{ ['--fill' as string]: `${Math.round(s.partialFill * 100)}%` }} /> : null}
      {Array.from({ length: s.empty }, (_, i) => <span key={`e${i}`} className="star star--empty" aria-hidden="true" />)}
    </span>
  )
}
