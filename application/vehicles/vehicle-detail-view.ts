import type { Car } from '@domain/cars/car.schema.ts'
import type { ListCar } from '@domain/cars/list-car.ts'
import type { Location } from '@domain/locations/location.schema.ts'

/** Everything the detail page renders, computed on the server for one request. */
export interface VehicleDetail {
  readonly car: Car
  /** the request's "now": tags and finance use it so server and browser render the same */
  readonly nowMs: number
  readonly location: Location | null
  /** the dealer phone for this car (its location's, else the car's own), null when none */
  readonly phone: string | null
  readonly reservable: boolean
  readonly depositCents: number | null
  /** what the similar cars' compact list shows of each */
  readonly similar: readonly ListCar[]
  readonly pageUrl: string
  readonly socialImageUrl: string
  readonly listingPath: string
}

export type DetailAnswer =
  | { readonly kind: 'found'; readonly detail: VehicleDetail }
  | { readonly kind: 'moved'; readonly to: string }
  | { readonly kind: 'not_found' }
