import type { Car } from '../cars/car.schema.ts'
import { socialImageUrl } from './image-request.ts'

/** The picture shown when a car has none (the card then shows its 'New Arrival' panel over it). */
export const FALLBACK_VEHICLE_IMAGE = '/demo-images/default.svg'

export type VehicleImageCar = Pick<Car, 'name' | 'primary_image_url' | 'images'>

/** The source URL of picture `index` of a car, the primary one by default, the fallback when it has none. */
export function vehicleImageSource(car: VehicleImageCar, index?: number): string {
  if (index !== undefined) return car.images[index]?.image.url ?? FALLBACK_VEHICLE_IMAGE
  return car.primary_image_url ?? car.images[0]?.image.url ?? FALLBACK_VEHICLE_IMAGE
}

/** The 1200×630 Open Graph / Twitter card picture of a car, absolute when `origin` is given (crawlers need it). */
export function vehicleSocialImageUrl(car: VehicleImageCar, origin = ''): string {
  return socialImageUrl(vehicleImageSource(car), origin)
}
