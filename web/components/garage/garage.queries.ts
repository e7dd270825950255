import { queryOptions } from '@tanstack/react-query'
import { getSavedCars, type SavedCar } from '../../vehicle/garage.functions.ts'

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
