import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { isValidCarId } from '@domain/validation/validators.ts'
import { favouritesPath } from '@domain/links/favourites-path.ts'
import { GARAGE_LOOKUP_LIMIT, type SavedCar } from '@application/vehicles/saved-cars.ts'
import { requireTenant } from '../server/http/request-tenant.ts'

export { GARAGE_LOOKUP_LIMIT, type SavedCar }

/** The saved cars by id, in the order given; unknown, unlisted and sold cars come back as unavailable. */
export const getSavedCars = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const ids = (data as { ids?: unknown } | null)?.ids
    return {
      ids: Array.isArray(ids)
        ? [...new Set(ids.filter((v): v is string => typeof v === 'string' && isValidCarId(v)))].slice(
            0,
            GARAGE_LOOKUP_LIMIT,
          )
        : [],
    }
  })
  .handler(async ({ data, context }): Promise<readonly SavedCar[]> => {
    const { site } = requireTenant(context)
    setResponseHeader('Cache-Control', 'no-store')
    return context.app.vehicles.savedCars(site, data.ids)
  })

/** Which path this tenant's favourites page lives at (e.g. /my-garage?tab=saved-cars or /mybigboxcars). */
export const getFavouritesPath = createServerFn({ method: 'GET' }).handler(
  async ({ context }): Promise<string> => favouritesPath(requireTenant(context).site),
)
