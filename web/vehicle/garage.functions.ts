import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { Car } from '@domain/cars/car.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { isSold } from '@domain/stock/availability.ts'
import { favouritesPath } from '@domain/links/favourites-path.ts'
import { requireTenant } from '../site/site-context.server.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { publicCar } from './public-car.ts'

export const GARAGE_LOOKUP_LIMIT = 200

export interface SavedCar {
  readonly id: string
  /** null when the car is unknown to this tenant or no longer listed */
  readonly car: Car | null
  readonly available: boolean
}

/** The saved cars by id, in the order given; unknown, unlisted and sold cars come back as unavailable. */
export const getSavedCars = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const ids = (data as { ids?: unknown } | null)?.ids
    return { ids: Array.isArray(ids) ? [...new Set(ids.filter((v): v is string => typeof v === 'string' && isValidCarId(v)))].slice(0, GARAGE_LOOKUP_LIMIT) : [] }
  })
  .handler(async ({ data }): Promise<readonly SavedCar[]> => {
    const { site } = requireTenant()
    setResponseHeader('Cache-Control', 'no-store')
    const { inventory } = getServices()
    return Promise.all(
      data.ids.map(async (id) => {
        const car = await inventory.carById(site, id)
        return { id, car: car ? publicCar(car) : null, available: car !== null && !isSold(car) }
      }),
    )
  })

/** Which path this tenant's favourites page lives at (e.g. /my-garage?tab=saved-cars or /mybigboxcars). */
export const getFavouritesPath = createServerFn({ method: 'GET' }).handler(async (): Promise<string> => favouritesPath(requireTenant().site))
