import type { AnalyticsEvent } from '../ports/analytics.port.ts'
import { EVENT_IDS, eventById } from '../events/event-catalogue.ts'
import { isValidCarId } from '../validation/validators.ts'

/** SPEC §4 Favourites: toggling adds or removes a car by id; adding fires analytics event 39. */
export interface FavouriteToggle {
  readonly ids: readonly string[]
  readonly added: boolean
  /** the event the caller must track, null on removal */
  readonly event: AnalyticsEvent | null
}

export const isFavourite = (ids: readonly string[], carId: string): boolean => ids.includes(carId)

export function toggleFavourite(ids: readonly string[], carId: string): FavouriteToggle {
  if (isFavourite(ids, carId)) return { ids: ids.filter((id) => id !== carId), added: false, event: null }
  const event: AnalyticsEvent = {
    id: EVENT_IDS.FAVOURITE,
    name: eventById(EVENT_IDS.FAVOURITE)!.name,
    data: { car_id: carId },
  }
  return { ids: [...ids, carId], added: true, event }
}

/** How many saved cars a browser keeps (the latest saved). */
export const FAVOURITES_LIMIT = 200

/** Only well-formed ids, each once, at most the limit: whatever another script left in storage. */
export function cleanIds(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const ids = value.filter((v): v is string => typeof v === 'string' && isValidCarId(v))
  return [...new Set(ids)].slice(-FAVOURITES_LIMIT)
}
