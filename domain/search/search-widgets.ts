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

/** SPEC §2 preset filter links. */
export const minPhotosUrl = (minPhotos: number, ctx: SearchUrlContext): string =>
  formatSearchUrl({ ...emptySearchState, ranges: { photos_count: { min: minPhotos, max: null } } }, ctx)
export const citiesUrl = (cities: ReadonlyArray<string>, ctx: SearchUrlContext): string =>
  formatSearchUrl({ ...emptySearchState, refinements: { city: cities } }, ctx)
