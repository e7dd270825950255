import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { Car } from '@domain/cars/car.schema.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { useKeptContent } from '../markup/kept-part.tsx'
import { VehicleImage } from '../images/VehicleImage.tsx'

/** How far a finger must travel sideways (px) before a swipe changes the photo. */
export const SWIPE_THRESHOLD_PX = 40

/**
 * The widths a thumbnail offers. It is shown 128 CSS px wide (`sizes="128px"`), so a browser takes the narrowest
 * width of at least 128 × its pixel ratio: 256 up to 2×, 384 up to 3×, 640 up to 5×, exactly as from the full list
 * (gallery.test.ts). Wider ones (1080 to 1920) are never picked, so listing them would only add markup to every
 * vehicle page's ten thumbnails.
 */
export const THUMB_WIDTHS = [256, 384, 640] as const

/** Photo i + step, wrapping around both ends. */
export const wrapIndex = (i: number, step: number, count: number): number =>
  count === 0 ? 0 : (((i + step) % count) + count) % count

/**
 * The detail gallery: one large photo with previous/next, the left/right arrow keys and swipe, a 'n of N'
 * count announced politely, and thumbnails that pick a photo. Given the page's `site`, the thumbnails' markup is
 * kept on the server per car object (../markup/kept-part.tsx).
 */
export function Gallery({ car, site }: { car: Car; site?: PublicSite }) {
  const count = car.images.length
  const [index, setIndex] = useState(0)
  const start = useRef<{ x: number; y: number } | null>(null)
  const go = (step: number) => setIndex((i) => wrapIndex(i, step, count))

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      go(1)
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      go(-1)
    }
  }
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    start.current = { x: e.clientX, y: e.clientY }
  }
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const from = start.current
    start.current = null
    if (!from) return
    const dx = e.clientX - from.x
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1)
  }

  // the thumbnails as the server shows them (the first photo current) depend on the car alone: kept per car object
  // (a car with one photo or none has no thumbnails). The large photo is not kept: as an eager picture it also
  // gives the page's head a preload link, which React writes only when it renders the picture.
  const thumbs = useKeptContent(
    count > 1 ? site : undefined,
    car,
    `thumbs ${index}`,
    car.images.map((_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: thumbnail i shows photo i: the position is the identity
      <li key={i}>
        <button
          type="button"
          className="gallery__thumb"
          aria-label={`Show photo ${i + 1} of ${count}`}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => setIndex(i)}
        >
          <VehicleImage car={car} index={i} width={128} height={96} sizes="128px" widths={THUMB_WIDTHS} alt="" />
        </button>
      </li>
    )),
  )
  if (count === 0) {
    return (
      <div className="gallery gallery--empty">
        <VehicleImage car={car} priority width={1200} height={900} sizes="(min-width: 992px) 60vw, 100vw" />
      </div>
    )
  }
  return (
    <section
      className="gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${car.name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes the focus so the arrow keys move between photos
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="gallery__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <VehicleImage
          key={index}
          car={car}
          index={index}
          priority={index === 0}
          width={1200}
          height={900}
          sizes="(min-width: 992px) 60vw, 100vw"
          className="gallery__image"
        />
        {count > 1 ? (
          <>
            {/* native buttons, as the thumbnails: react-aria's press hooks add nothing a click does not */}
            <button
              type="button"
              className="gallery__nav gallery__nav--prev"
              aria-label="Previous photo"
              onClick={() => go(-1)}
            >
              <span aria-hidden="true" className="glyph glyph--prev" />
            </button>
            <button
              type="button"
              className="gallery__nav gallery__nav--next"
              aria-label="Next photo"
              onClick={() => go(1)}
            >
              <span aria-hidden="true" className="glyph glyph--next" />
            </button>
          </>
        ) : null}
        <p className="gallery__count" aria-live="polite" aria-atomic="true">
          {`${index + 1} of ${count}`}
        </p>
      </div>
      {count > 1 ? <ul className="gallery__thumbs" aria-label="Choose a photo" {...thumbs} /> : null}
    </section>
  )
}
