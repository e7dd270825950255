import { useState } from 'react'
import type { PromoCard } from '@domain/promos/promo-card.schema.ts'
import { SiteLink } from '../links/SiteLink.tsx'
import { promoPicture } from '@domain/promos/promo-image.ts'

/**
 * The home promotions slider: one slide at a time, previous/next buttons and a dot per slide. No autoplay, so
 * nothing moves under a reader. Cards arrive already filtered and ordered by the domain's promo rules.
 */
export function PromoSlider({
  promos,
  theme,
  sizes,
}: {
  promos: readonly PromoCard[]
  theme: { primary: string; accent: string }
  /** the slide's width on the page, where it is not the page's width (the home hero's right half) */
  sizes?: string
}) {
  const [index, setIndex] = useState(0)
  if (promos.length === 0) return null
  const count = promos.length
  const go = (i: number) => setIndex(((i % count) + count) % count)
  return (
    <section className="promo-slider" aria-roledescription="carousel" aria-label="Current promotions">
      <div className="promo-slider__viewport">
        {promos.map((promo, i) => {
          const picture = promoPicture(promo, theme)
          const image = (
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.srcSet ? (sizes ?? picture.sizes) : undefined}
              width={picture.width}
              height={picture.height}
              alt={promo.message && promo.message !== promo.title ? `${promo.title}: ${promo.message}` : promo.title}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          )
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with the roledescription "slide" (the ARIA carousel pattern)
            <div
              key={promo.id}
              className="promo-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              hidden={i !== index}
              data-promo={promo.id}
            >
              {promo.link ? (
                <SiteLink href={promo.link} className="promo-slider__link">
                  {image}
                </SiteLink>
              ) : (
                image
              )}
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="promo-slider__controls">
          <button
            type="button"
            className="promo-slider__arrow"
            onClick={() => go(index - 1)}
            aria-label="Previous promotion"
          >
            <span aria-hidden="true" className="glyph glyph--prev" />
          </button>
          <ul className="promo-slider__dots">
            {promos.map((promo, i) => (
              <li key={promo.id}>
                <button
                  type="button"
                  aria-label={`Show promotion ${i + 1}: ${promo.title}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="promo-slider__arrow"
            onClick={() => go(index + 1)}
            aria-label="Next promotion"
          >
            <span aria-hidden="true" className="glyph glyph--next" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
