import { bodyTypeLabel } from '../cars/body-types.ts'
import { pluralLabel } from '../tenancy/vehicle-label.ts'
import { bodyFacet } from './search-document.ts'
import type { SearchUrlContext } from './search-paths.ts'
import { bodySlug, slugify } from './search-paths.ts'
import type { SearchState } from './search-state.ts'
import { emptySearchState } from './search-state.ts'
import { formatSearchUrl } from './search-url.ts'

/** SPEC §9 menu facet limits. */
export const MENU_FACET_LIMIT = 10
export const MENU_FACET_SHOW_MORE_LIMIT = 20
/** SPEC §9: the search state is written to the address at most every 400 ms. */
export const ADDRESS_WRITE_DEBOUNCE_MS = 400

/** SPEC §2 home widget button text: 'Show Me {count} {vehicles}'. */
export const showMeLabel = (count: number, vehicles: string): string => `Show Me ${count} ${vehicles}`

/** SPEC §2: the home widget's button goes to the listing sorted by price, highest first. */
export const showMeUrl = (state: SearchState, ctx: SearchUrlContext): string =>
  formatSearchUrl({ ...state, sort: 'price_desc', page: 1 }, ctx)

/** SPEC §2 tiles link to /search/{make or body slug}. */
export const makeTileUrl = (make: string): string => `/search/${slugify(make)}`
export const bodyTileUrl = (body: string): string => `/search/${bodySlug(body)}`

/** One body tile: the body type it opens, what it reads ('SUVs', 'People Movers', 'Naked') and the cars it counts. */
export interface BodyTile {
  readonly body: string
  readonly label: string
  readonly count: number
}

/**
 * The body tiles for a stock's body counts (simple_body → cars): one tile per body type as search counts it
 * (hatch and hatchback are one, 'People Mover' is peopleMover), their counts added up, most stocked first.
 */
export function bodyTiles(bodies: Readonly<Record<string, number>>): BodyTile[] {
  const counts = new Map<string, number>()
  for (const [simpleBody, count] of Object.entries(bodies)) {
    const body = bodyFacet(simpleBody)
    if (body !== null) counts.set(body, (counts.get(body) ?? 0) + count)
  }
  return [...counts]
    .map(([body, count]) => ({ body, label: pluralLabel(bodyTypeLabel(body)), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

/** SPEC §2 preset filter links. */
export const PRESET_MIN_PHOTOS = 3
export const minPhotosUrl = (minPhotos: number, ctx: SearchUrlContext): string =>
  formatSearchUrl({ ...emptySearchState, ranges: { photos_count: { min: minPhotos, max: null } } }, ctx)
export const citiesUrl = (cities: ReadonlyArray<string>, ctx: SearchUrlContext): string =>
  formatSearchUrl({ ...emptySearchState, refinements: { city: cities } }, ctx)

/** One preset filter link a listing offers, as the shopper reads it. */
export interface PresetLink {
  readonly id: 'photos' | 'cities'
  readonly label: string
  readonly href: string
}

const joinedNames = (names: ReadonlyArray<string>): string =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

/**
 * SPEC §2 preset filter links for a tenant's listing: its vehicles with at least 3 photos
 * (`range[photos_count]=3:`), and, where the tenant has a default city filter, its vehicles in those cities
 * (`refinementList[city][0]=X&refinementList[city][1]=Y`). `vehicles` is the plural label ('Cars', 'Motorcycles').
 */
export function presetLinks(ctx: SearchUrlContext, vehicles: string): PresetLink[] {
  const cities = ctx.search.default_city_filter
  return [
    { id: 'photos', label: `${vehicles} with ${PRESET_MIN_PHOTOS}+ photos`, href: minPhotosUrl(PRESET_MIN_PHOTOS, ctx) },
    ...(cities.length > 0 ? [{ id: 'cities' as const, label: `${vehicles} in ${joinedNames(cities)}`, href: citiesUrl(cities, ctx) }] : []),
  ]
}
