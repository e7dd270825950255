import { starDisplay } from '@domain/reviews/reviews.ts'

/** Width of one star's cell in the stylesheet's `.stars` strip: an 18 px star and a 2 px gap. */
const STAR_CELL_PX = 20
const STAR_PX = 18

/**
 * Stars for a rating (domain rule: a partial star from 30%); the rating is read out as text. One element: the
 * stylesheet masks it into five stars and fills them up to `--fill` (whole stars, then the partial star's share),
 * because a span per star would repeat five elements in each of a home page's review cards and its summary.
 */
export function Stars({ rating, label }: { rating: number; label?: string }) {
  const s = starDisplay(rating)
  const text = label ?? `Rated ${Number(rating.toFixed(1))} out of 5`
  const fill = s.full * STAR_CELL_PX + Math.round(s.partialFill * STAR_PX)
  return (
    <span
      className="stars"
      role="img"
      aria-label={text}
      data-full={s.full}
      data-partial={s.partial}
      data-empty={s.empty}
      style={{ ['--fill' as string]: `${fill}px` }}
    />
  )
}
