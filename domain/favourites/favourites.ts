import type { AnalyticsEvent } from '../ports/analytics.port.ts'
import { EVENT_IDS, eventById } from '../events/event-catalogue.ts'

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
