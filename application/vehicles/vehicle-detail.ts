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
import type { ListCar } from '@domain/cars/list-car.ts'
import { boundedMap, type BoundedMap } from '@domain/kernel/bounded-map.ts'

/** Slugs are ids plus words: letters, digits, hyphens and underscores, and never absurdly long. */
export const isAllowedSlug = (slug: string): boolean => slug.length <= 200 && isValidCarId(slug)

export const locationOf = (site: SiteConfig, car: Car) =>
  site.locations.find((l) => l.id === car.location_id) ??
  site.locations.find((l) => l.primary) ??
  site.locations[0] ??
  null

export interface VehicleDetailDeps {
  readonly inventory: Pick<InventoryPort, 'carBySlug' | 'listed' | 'version'>
  readonly clock: ClockPort
  /** the car's Open Graph picture, absolute under `origin` (the image pipeline's address of its primary photo) */
  readonly socialImageUrl: (car: Car, origin: string) => string
}

export type VehicleDetailOf = (site: SiteConfig, base: string, slug: string) => Promise<DetailAnswer>

/**
 * How long a car's similar cars are kept for one stock version: which cars are listed also turns with the clock
 * (the sold window), as the home page's newest cars do (FEATURED_MAX_AGE_MS).
 */
export const SIMILAR_MAX_AGE_MS = 30_000
const MAX_KEPT_SIMILAR = 2_000

/**
 * Work a vehicle page would otherwise redo on every view though it changes only with the stock: the car's public
 * form (per car object: a stock version's cars are the same objects until it changes) and its similar cars (per
 * site configuration, car and stock version, for at most SIMILAR_MAX_AGE_MS): every listed car scanned, scored and
 * sorted, and four projected. A reservation changes the version, so it shows on the next view.
 */
function keptDetailParts(inventory: VehicleDetailDeps['inventory'], clock: ClockPort) {
  const publicForms = new WeakMap<Car, Car>()
  const publicOf = (car: Car): Car => {
    let shown = publicForms.get(car)
    if (!shown) {
      shown = publicCar(car)
      publicForms.set(car, shown)
    }
    return shown
  }
  const similarBySite = new WeakMap<
    SiteConfig,
    BoundedMap<string, { readonly version: number; readonly at: number; readonly cars: Promise<readonly ListCar[]> }>
  >()
  const similarOf = async (site: SiteConfig, car: Car): Promise<readonly ListCar[]> => {
    const version = await inventory.version(site)
    let kept = similarBySite.get(site)
    if (!kept) {
      kept = boundedMap(MAX_KEPT_SIMILAR)
      similarBySite.set(site, kept)
    }
    const now = clock.now()
    const known = kept.get(car.id)
    if (known && known.version === version && now - known.at < SIMILAR_MAX_AGE_MS) return known.cars
    const entry = {
      version,
      at: now,
      cars: inventory
        .listed(site)
        .then((listed) => similarCars(car, listed).map((similar) => toListCar(publicOf(similar)))),
    }
    kept.set(car.id, entry)
    // a failed read is not kept: the next view asks again
    entry.cars.catch(() => kept.get(car.id) === entry && kept.delete(car.id))
    return entry.cars
  }
  return { publicOf, similarOf }
}

/**
 * The detail page's data for `slug` under `base` (/cars, /motorcycles, /campers). Unknown, malformed and other
 * tenants' slugs are not found (the inventory holds one tenant's cars only); a known car under the wrong base
 * moves to its template's path.
 */
export function createVehicleDetail({ inventory, clock, socialImageUrl }: VehicleDetailDeps): VehicleDetailOf {
  const { publicOf, similarOf } = keptDetailParts(inventory, clock)
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
        car: publicOf(car),
        nowMs: clock.now(),
        location,
        phone: location?.contact_detail.phone ?? car.location?.phone ?? null,
        reservable,
        depositCents: reservable ? depositAmountCents(car, site) : null,
        similar: await similarOf(site, car),
        pageUrl: `${origin}${carDetailPath(site, car.slug)}`,
        socialImageUrl: socialImageUrl(car, origin),
        listingPath: defaultSearchPath({ template: site.template, search: site.search }),
      },
    }
  }
}
