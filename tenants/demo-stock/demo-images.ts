import type { Car } from '@domain/cars/car.schema.ts'
import { carImageSvg, comingSoonImageSvg, defaultImageSvg, angleForImage } from './car-image.ts'

/** The dealer-feed placeholder pictures (SPEC §2 Vehicle card: a 'New Arrival' panel shows instead). */
export const DEFAULT_IMAGE_URL = '/demo-images/default.svg'
export const COMING_SOON_IMAGE_URL = '/demo-images/coming-soon.svg'

/** URL of a generated vehicle picture; `n` is 1-based. */
export const demoImageUrl = (tenantSlug: string, carId: string, n: number): string =>
  `/demo-images/${tenantSlug}/${carId}/${n}.svg`

export type DemoImageRequest =
  | { readonly kind: 'default' }
  | { readonly kind: 'coming-soon' }
  | { readonly kind: 'car'; readonly tenantSlug: string; readonly carId: string; readonly n: number }

const CAR_IMAGE = /^\/demo-images\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)\/([1-9]\d?)\.svg$/

/** Reads a `/demo-images/...` path; null when it is not one of ours (the server answers 404). */
export function parseDemoImagePath(path: string): DemoImageRequest | null {
  if (path === DEFAULT_IMAGE_URL) return { kind: 'default' }
  if (path === COMING_SOON_IMAGE_URL) return { kind: 'coming-soon' }
  const match = CAR_IMAGE.exec(path)
  if (!match) return null
  return { kind: 'car', tenantSlug: match[1]!, carId: match[2]!, n: Number(match[3]) }
}

/** The picture of `car` number `n`, drawn from the car's own body, colour, make and model. */
export function demoImageSvgForCar(car: Pick<Car, 'simple_body' | 'colour' | 'make' | 'model'>, n: number): string {
  return carImageSvg({
    body: car.simple_body,
    colour: car.colour ?? null,
    make: car.make,
    model: car.model,
    angle: angleForImage(n),
  })
}

/**
 * Everything a web route needs: the SVG text for a `/demo-images/...` path, or null for 404. `findCar` looks the
 * car up in the tenant's demo stock (only cars are needed, so any stock source works).
 */
export function renderDemoImage(
  path: string,
  findCar: (
    tenantSlug: string,
    carId: string,
  ) => Pick<Car, 'simple_body' | 'colour' | 'make' | 'model'> | null | undefined,
): string | null {
  const request = parseDemoImagePath(path)
  if (!request) return null
  if (request.kind === 'default') return defaultImageSvg()
  if (request.kind === 'coming-soon') return comingSoonImageSvg()
  if (request.n > 12) return null
  const car = findCar(request.tenantSlug, request.carId)
  return car ? demoImageSvgForCar(car, request.n) : null
}
