import type { Car } from '@domain/cars/car.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { carDetailPath, detailBasePath } from '@domain/links/vehicle-paths.ts'
import { depositAmountCents, isReservable } from '@domain/pricing/reservable.ts'
import { defaultSearchPath } from '@domain/search/search-paths.ts'
import { vehicleSocialImageUrl } from '../components/images/vehicle-image-attributes.ts'
import { getServices } from '../server/composition/composition.server.ts'
import { publicCar } from './public-car.ts'
import { similarCars } from './similar-cars.ts'
import { siteOrigin } from './structured-data.ts'
import type { DetailAnswer } from './vehicle-detail.ts'

/** Slugs are ids plus words: letters, digits, hyphens and underscores, and never absurdly long. */
export const isAllowedSlug = (slug: string): boolean => slug.length <= 200 && isValidCarId(slug)

export const locationOf = (site: SiteConfig, car: Car) =>
  site.locations.find((l) => l.id === car.location_id) ?? site.locations.find((l) => l.primary) ?? site.locations[0] ?? null

/**
 * The detail page's data for `slug` under `base` (/cars, /motorcycles, /campers). Unknown, malformed and other
 * tenants' slugs are not found (the inventory holds one tenant's cars only); a known car under the wrong base
 * moves to its template's path.
 */
export async function loadVehicleDetail(site: SiteConfig, base: string, slug: string): Promise<DetailAnswer> {
  if (!isAllowedSlug(slug)) return { kind: 'not_found' }
  const { inventory, clock } = getServices()
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
      similar: similarCars(car, await inventory.listed(site)).map(publicCar),
      pageUrl: `${origin}${carDetailPath(site, car.slug)}`,
      socialImageUrl: vehicleSocialImageUrl(car, origin),
      listingPath: defaultSearchPath({ template: site.template, search: site.search }),
    },
  }
}
