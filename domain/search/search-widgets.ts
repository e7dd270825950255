import { bodyTypeLabel } from '../cars/body-types.ts'
import { makeMatches, makeSpellings } from '../stock/make-alias.ts'
import { pluralLabel } from '../tenancy/vehicle-label.ts'
import type { FacetCounts } from './facet-counts.ts'
import { bodyFacet } from './search-document.ts'
import type { SearchUrlContext } from './search-paths.ts'
import type { MenuFacet, SearchState } from './search-state.ts'
import { emptySearchState } from './search-state.ts'
import { formatSearchUrl, parseSearchUrl } from './search-url.ts'
import { displayedCount } from './stats-count.ts'

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

/**
 * SPEC §2 stock links (home tiles, brand menu, 'Browse all', the home widget): the listing for `picks` written by
 * the URL codec (make and model in the path only where the tenant's path family and allowed makes let them, the
 * rest in the query string), carrying the tenant's default city filter and query suffix as every stock link
 * does. With no picks it is the default navigation's stock link.
 */
export function stockLinkUrl(
  picks: Readonly<Partial<Record<MenuFacet, ReadonlyArray<string>>>>,
  ctx: SearchUrlContext,
): string {
  const cities = ctx.search.default_city_filter
  const url = formatSearchUrl(
    { ...emptySearchState, refinements: { ...(cities.length > 0 && { city: cities }), ...picks } },
    ctx,
  )
  const suffix = ctx.search.query_suffix?.replace(/^[?&]+/, '') ?? ''
  return suffix === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${suffix}`
}

/** The search state a tenant's stock links start from: what its plain stock link opens. */
export function tenantStockState(ctx: SearchUrlContext): SearchState {
  const [path = '', query = ''] = stockLinkUrl({}, ctx).split('?', 2)
  return parseSearchUrl(path, query, ctx)
}

/** SPEC §2 make and body tiles: the tenant's stock link refined to that make or body. */
export const makeTileUrl = (make: string, ctx: SearchUrlContext): string => stockLinkUrl({ make: [make] }, ctx)
export const bodyTileUrl = (body: string, ctx: SearchUrlContext): string => stockLinkUrl({ body: [body] }, ctx)

/** Make-branded sites (search.make_refinement) show their make only; other sites every make. */
export const shownMake = (ctx: SearchUrlContext) => {
  const brand = ctx.search.make_refinement
  const spellings = brand ? makeSpellings(brand) : null
  return (make: string): boolean => spellings === null || makeMatches(make, spellings)
}

/** The facet counts a make-branded site shows: its make's entries only in the make menu (other counts unchanged). */
export function brandFacets(facets: FacetCounts, ctx: SearchUrlContext): FacetCounts {
  const makes = facets['make']
  if (!ctx.search.make_refinement || makes === undefined) return facets
  const shown = shownMake(ctx)
  return { ...facets, make: Object.fromEntries(Object.entries(makes).filter(([make]) => shown(make))) }
}

/** One home tile: what it reads, the listing it opens and that listing's count. */
export interface StockTile {
  readonly key: string
  readonly label: string
  readonly href: string
  readonly count: number
}

/** The home page's stock figures: the count and link of the tenant's stock, and its make and body tiles. */
export interface StockTiles {
  readonly count: number
  readonly href: string
  readonly makes: ReadonlyArray<StockTile>
  readonly bodies: ReadonlyArray<StockTile>
}

/** The facets the stock tiles are counted from (car_type for the SPEC §4 stats count). */
export const STOCK_TILE_FACETS = ['make', 'body', 'car_type'] as const

/**
 * The home tiles from a facet search of `tenantStockState` (its total and facet counts): each tile's count is
 * the count of the listing it opens, since that listing is this state refined by one value of a disjunctive
 * facet. Make-branded sites get tiles of their make only; most stocked first.
 */
export function stockTiles(
  ctx: SearchUrlContext,
  answer: { readonly total: number; readonly facets: FacetCounts },
): StockTiles {
  const makes = Object.entries(brandFacets(answer.facets, ctx)['make'] ?? {})
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([make, count]) => ({ key: make, label: make, href: makeTileUrl(make, ctx), count }))
  const bodies = bodyTiles(answer.facets['body'] ?? {})
    .filter((tile) => tile.count > 0)
    .map(({ body, label, count }) => ({ key: body, label, href: bodyTileUrl(body, ctx), count }))
  return {
    count: displayedCount(answer.total, answer.facets, { statusBased: false }),
    href: stockLinkUrl({}, ctx),
    makes,
    bodies,
  }
}

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
export function presetLinks(ctx: SearchUrlContext, vehicles: string): ReadonlyArray<PresetLink> {
  const kept = keptPresets.get(ctx)
  if (kept !== undefined && kept.vehicles === vehicles) return kept.links
  const cities = ctx.search.default_city_filter
  const links: ReadonlyArray<PresetLink> = [
    {
      id: 'photos',
      label: `${vehicles} with ${PRESET_MIN_PHOTOS}+ photos`,
      href: minPhotosUrl(PRESET_MIN_PHOTOS, ctx),
    },
    ...(cities.length > 0
      ? [{ id: 'cities' as const, label: `${vehicles} in ${joinedNames(cities)}`, href: citiesUrl(cities, ctx) }]
      : []),
  ]
  keptPresets.set(ctx, { vehicles, links })
  return links
}

/** a listing's preset links depend on its URL context (one per site version and stock) and vehicle word alone */
const keptPresets = new WeakMap<
  SearchUrlContext,
  { readonly vehicles: string; readonly links: ReadonlyArray<PresetLink> }
>()
