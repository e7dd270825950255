import { queryOptions } from '@tanstack/react-query'
import { getSavedCars, type SavedCar } from '../../functions/garage.functions.ts'
import { loadSession } from './garage-session.ts'

/** A saved car may sell while the shopper looks at the garage: its availability is asked again after this long. */
const SAVED_CARS_STALE_MS = 30_000

/**
 * The shopper's saved cars by id, in their order, from the server (SPEC §2 favourites page). Keyed by the ids, so
 * removing a car and adding it back shows at once what was already fetched.
 */
export const savedCarsQuery = (ids: ReadonlyArray<string>) =>
  queryOptions({
    queryKey: ['saved-cars', ids] as const,
    queryFn: (): Promise<readonly SavedCar[]> => getSavedCars({ data: { ids: [...ids] } }),
    staleTime: SAVED_CARS_STALE_MS,
  })

/**
 * This browser's garage session (SPEC §7 GET /api/auth): asked on each visit to the garage and dropped when the
 * page leaves it, since sign-in and sign-out change it; a failed load reads as signed out (garage-session.ts).
 */
export const garageSessionQuery = () =>
  queryOptions({
    queryKey: ['garage-session'] as const,
    queryFn: loadSession,
    staleTime: 0,
    gcTime: 0,
  })
