import { isFavourite } from '@domain/favourites/favourites.ts'
import { toggleFavouriteCar, useFavourites } from './favourites-store.ts'

export interface FavouriteButtonProps {
  readonly carId: string
  /** the car's name, so the button reads "Save 2021 Toyota Corolla" to assistive technology */
  readonly carName?: string
  readonly className?: string
}

/**
 * SPEC §4 Favourites: a heart toggle; adding fires event 39; the list survives reloads (localStorage).
 * A native button with aria-pressed is the same toggle to assistive technology as react-aria's ToggleButton, and
 * a page renders one per card: its press and hover hooks were the largest part of a card's server render.
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
      // the style hook react-aria's ToggleButton set (vehicle.css)
      data-selected={saved || undefined}
      onClick={() => toggleFavouriteCar(carId)}
      aria-label={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.6h2c.7-1.4 2.2-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="favourite-button__text">{saved ? 'Saved' : 'Save'}</span>
    </button>
  )
}
