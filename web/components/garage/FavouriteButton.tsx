import { isFavourite } from '@domain/favourites/favourites.ts'
import { toggleFavouriteCar, useFavourites } from './favourites-store.ts'

export interface FavouriteButtonProps {
  readonly carId: string
  /** the car's name, so the button reads "Save 2021 Toyota Corolla" to assistive technology */
  readonly carName?: string
  readonly className?: string
  /**
   * The heart alone (a listing card): the button's name already says what it does, so the visually hidden
   * 'Save'/'Saved' text and the heart's own element are left out of the markup and the stylesheet draws the heart
   * on the empty button itself (`.favourite-button:empty::before`). Twenty-one cards a listing page.
   */
  readonly iconOnly?: boolean
}

/**
 * SPEC §4 Favourites: a heart toggle; adding fires event 39; the list survives reloads (localStorage). A native
 * toggle button (`aria-pressed`): every listing card has one, and a scripted toggle's hooks cost more to render
 * than the card around it.
 */
export function FavouriteButton({ carId, carName, className, iconOnly = false }: FavouriteButtonProps) {
  const ids = useFavourites()
  const saved = isFavourite(ids, carId)
  const label = carName ? `Save ${carName} to favourites` : 'Save to favourites'
  return (
    <button
      type="button"
      className={`favourite-button${className ? ` ${className}` : ''}`}
      aria-pressed={saved}
      onClick={() => toggleFavouriteCar(carId)}
      aria-label={label}
    >
      {/* the heart is drawn by the stylesheet (outline, filled when pressed): no SVG repeated in every card's markup */}
      {iconOnly ? null : (
        <>
          <span className="favourite-button__heart" aria-hidden="true" />
          <span className="favourite-button__text">{saved ? 'Saved' : 'Save'}</span>
        </>
      )}
    </button>
  )
}
