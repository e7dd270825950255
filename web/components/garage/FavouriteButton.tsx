import { isFavourite } from '@domain/favourites/favourites.ts'
import { toggleFavouriteCar, useFavourites } from './favourites-store.ts'

export interface FavouriteButtonProps {
  readonly carId: string
  /** the car's name, so the button reads "Save 2021 Toyota Corolla" to assistive technology */
  readonly carName?: string
  readonly className?: string
}

/**
 * SPEC §4 Favourites: a heart toggle; adding fires event 39; the list survives reloads (localStorage). A native
 * toggle button (`aria-pressed`): every listing card has one, and a scripted toggle's hooks cost more to render
 * than the card around it.
 */
export function FavouriteButton({ carId, carName, className }: FavouriteButtonProps) {
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
      <span className="favourite-button__heart" aria-hidden="true" />
      <span className="favourite-button__text">{saved ? 'Saved' : 'Save'}</span>
    </button>
  )
}
