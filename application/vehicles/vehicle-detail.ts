import type { Car } from '@domain/cars/car.schema.ts'
import { publicCar } from '@domain/cars/public-car.ts'
import { similarCars } from '@domain/cars/similar-cars.ts'
import { toListCar } from '@domain/cars/list-car.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { carDetailPath, detailBasePath } from '@domain/links/vehicle-paths.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { siteOrigin } from '@domain/links/site-origin.ts'
import { defaultSearchPath } from '@domain/search/search-paths.ts'
import type { DetailAnswer } from './vehicle-detail-view.ts'

/** Slugs are ids plus words: letters, digits, hyphens and underscores, and never absurdly long. */
export const isAllowedSlug = (slug: string): boolean => slug.length <= 200 && isValidCarId(slug)

export const locationOf = (site: SiteConfig, car: Car) =>
  site.locations.find((l) => l.id === car.location_id) ?? site.locations.find((l) => l.primary) ?? site.locations[0] ?? null

export interface VehicleDetailDeps {
  readonly inventory: Pick<InventoryPort, 'carBySlug' | 'listed'>
  readonly clock: ClockPort
  /** the car's Open Graph picture, absolute under `origin` (the image pipeline's address of its primary photo) */
  readonly socialImageUrl: (car: Car, origin: string) => string
}

export type VehicleDetailOf = (site: SiteConfig, base: string, slug: string) => Promise<DetailAnswer>

/**
 * The detail page's data for `slug` under `base` (/cars, /motorcycles, /campers). Unknown, malformed and other
 * tenants' slugs are not found (the inventory holds one tenant's cars only); a known car under the wrong base
 * moves to its template's path.
 */
export function createVehicleDetail({ inventory, clock, socialImageUrl }: VehicleDetailDeps): VehicleDetailOf {
  return async (site, base, slug) => {
    if (!isAllowedSlug(slug)) return { kind: 'not_found' }
    const car = await inventory.carBySlug(site, slug)
    if (!car) return { kind: 'not_found' }
    if (detailBasePath(site.template) !== base) return { kind: 'moved', to: carDetailPath(site, car.slug) }
    const location = locationOf(site, car)
    const origin = siteOrigin(site)
    const reservable = isReservable(car, site)
    return {
      kind: 'found',
      detail: {
        car: publicCar(car),
        nowMs: clock.now(),
        location,
        phone: location?.contact_detail.phone ?? car.location?.phone ?? null,
        reservable,
        depositCents: reservable ? depositAmountCents(car, site) : null,
        similar: similarCars(car, await inventory.listed(site)).map((similar) => toListCar(publicCar(similar))),
        pageUrl: `${origin}${carDetailPath(site, car.slug)}`,
        socialImageUrl: socialImageUrl(car, origin),
        listingPath: defaultSearchPath({ template: site.template, search: site.search }),
      },
    }
  }
}
