import type { Car } from '@domain/cars/car.schema.ts'
import { publicCar } from '@domain/cars/public-car.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import { isSold } from '@domain/stock/availability.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export const GARAGE_LOOKUP_LIMIT = 200

export interface SavedCar {
  readonly id: string
  /** null when the car is unknown to this tenant or no longer listed */
  readonly car: Car | null
  readonly available: boolean
}

export type SavedCarsOf = (site: SiteConfig, ids: readonly string[]) => Promise<readonly SavedCar[]>

/** The saved cars by id, in the order given; unknown, unlisted and sold cars come back as unavailable. */
export function createSavedCars({ inventory }: { readonly inventory: Pick<InventoryPort, 'carById'> }): SavedCarsOf {
  return (site, ids) =>
    Promise.all(
      ids.slice(0, GARAGE_LOOKUP_LIMIT).map(async (id) => {
        const car = await inventory.carById(site, id)
        return { id, car: car ? publicCar(car) : null, available: car !== null && !isSold(car) }
      }),
    )
}
