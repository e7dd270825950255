import type { CarType } from '../cars/car.schema.ts'
import { BODY_TYPES } from '../cars/body-types.ts'
import type { SearchSettings, Template } from '../tenancy/site-config.schema.ts'
import type { NumericRange } from './search-request.schema.ts'
import { CAR_TYPES } from './search-state.ts'
import { pairMap } from '../kernel/pair-map.ts'

/** What the URL codec needs of a tenant (SiteConfig `template` and `search.*`). */
export interface SearchUrlContext {
  readonly template: Template
  readonly search: Pick<
    SearchSettings,
    | 'default_search_path'
    | 'path_makes'
    | 'make_refinement'
    | 'default_city_filter'
    | 'query_suffix'
    | 'path_family'
    | 'hits_per_page'
  >
  /**
   * Makes in stock with their models (from the stock summary). Used when path_makes is empty, and to read a
   * model back from its slug: a model enters the path only when it is listed here.
   */
  readonly makeModels?: Readonly<Record<string, ReadonlyArray<string>>>
}

/** SPEC §2 default listing path per template; templates not named there use the car path. */
export const TEMPLATE_DEFAULT_PATHS: Readonly<Partial<Record<Template, string>>> = {
  trucks: '/search/new-used-and-demo-trucks',
  truck: '/search/new-used-and-demo-trucks',
  rv: '/search/rv-vehicles',
  subscription: '/search/subscription-cars',
}
export const CAR_DEFAULT_PATH = '/search/new-used-and-demo-cars'
export const USED_CAR_LIST_PATH = '/used-car/list'
export const RENTAL_PATH = '/find/rental-cars'

/** Listing paths that carry no filter of their own (other tenants' defaults). */
const PLAIN_LISTINGS = new Set([
  'new-used-and-demo-cars',
  'new-used-and-demo-trucks',
  'rv-vehicles',
  'subscription-cars',
  'rental-cars',
  'our-cars',
])

export const defaultSearchPath = (ctx: SearchUrlContext): string => {
  if (ctx.search.path_family === 'used-car-list') return USED_CAR_LIST_PATH
  if (ctx.search.path_family === 'find') return RENTAL_PATH
  return ctx.search.default_search_path ?? TEMPLATE_DEFAULT_PATHS[ctx.template] ?? CAR_DEFAULT_PATH
}

/** URL slug: lower case, runs of anything but letters and digits become one hyphen. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** peopleMover → people-mover, 4x4 → 4x4 */
export const bodySlug = (body: string): string => slugify(body.replace(/([a-z0-9])([A-Z])/g, '$1-$2'))
const BODY_BY_SLUG = new Map(BODY_TYPES.map((b) => [bodySlug(b), b] as const))

/** SPEC §2: a single car type gives /search/{car_type}-cars; new and demo give the new-and-demo path. */
export const carTypePath = (types: ReadonlyArray<CarType>): string | null => {
  const set = CAR_TYPES.filter((t) => types.includes(t))
  if (set.length === 1) return `/search/${set[0]}-cars`
  if (set.length === 2 && set.includes('new') && set.includes('demo')) return '/search/new-and-demo-cars'
  return null
}

/** Makes allowed into /search/{make}/{model}: path_makes, or every make in stock when that list is empty. */
export const allowedMakes = (ctx: SearchUrlContext): ReadonlyArray<string> =>
  ctx.search.path_makes.length > 0 ? ctx.search.path_makes : Object.keys(ctx.makeModels ?? {})

const modelsOf = (ctx: SearchUrlContext, make: string): ReadonlyArray<string> => {
  const entry = Object.entries(ctx.makeModels ?? {}).find(([m]) => slugify(m) === slugify(make))
  return entry ? entry[1] : []
}

/** The part of a search state a listing path can carry. */
export interface PathState {
  readonly carTypes?: ReadonlyArray<CarType>
  readonly make?: string
  readonly model?: string
  readonly body?: string
  readonly seats?: string
  readonly weekly?: NumericRange
}

/** SPEC §2 generated landing pages. */
export const weeklyLandingPath = (range: NumericRange): string | null => {
  const ok = (n: number | null) => n !== null && Number.isSafeInteger(n) && n >= 0
  if (range.min === null && ok(range.max)) return `/search/cars-under-${range.max}-per-week`
  if (ok(range.min) && ok(range.max)) return `/search/${range.min}-to-${range.max}-per-week`
  if (ok(range.min) && range.max === null) return `/search/${range.min}-plus-per-week`
  return null
}
export const SEVEN_SEATER_PATH = '/search/7-seater-cars'

const INT = String.raw`(\d{1,15})`
const UNDER = new RegExp(`^cars-under-${INT}-per-week$`)
const BETWEEN = new RegExp(`^${INT}-to-${INT}-per-week$`)
const PLUS = new RegExp(`^${INT}-plus-per-week$`)

const int = (s: string | undefined): number | null => {
  const n = Number(s)
  return s !== undefined && Number.isSafeInteger(n) ? n : null
}

/** The filters one /search/{segment} path names, or null when it names none of SPEC §2's listing pages. */
const readSegment = (segment: string, ctx: SearchUrlContext): PathState | null => {
  if (PLAIN_LISTINGS.has(segment)) return {}
  const type = /^(new|used|demo)-cars$/.exec(segment)
  if (type) return { carTypes: [type[1] as CarType] }
  if (segment === 'new-and-demo-cars') return { carTypes: ['new', 'demo'] }
  if (segment === '7-seater-cars') return { seats: '7' }
  const under = UNDER.exec(segment)
  if (under) return int(under[1]) === null ? {} : { weekly: { min: null, max: int(under[1]) } }
  const between = BETWEEN.exec(segment)
  if (between)
    return int(between[1]) === null || int(between[2]) === null
      ? {}
      : { weekly: { min: int(between[1]), max: int(between[2]) } }
  const plus = PLUS.exec(segment)
  if (plus) return int(plus[1]) === null ? {} : { weekly: { min: int(plus[1]), max: null } }
  const body = BODY_BY_SLUG.get(segment)
  if (body) return { body }
  const make = allowedMakes(ctx).find((m) => slugify(m) === segment)
  return make ? { make } : null
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const normalizePath = (pathname: string): string => {
  const bare = pathname.split(/[?#]/)[0] ?? ''
  const trimmed = bare.replace(/\/+$/, '')
  return safeDecode(trimmed).toLowerCase()
}

/**
 * What a listing path says about the filters, or null when it is none of SPEC §2's listing pages (an unknown
 * slug, a make outside the allowed makes, a model of none of the make's stock). Never throws.
 */
const readListingPath = (pathname: string, ctx: SearchUrlContext): PathState | null => {
  const path = normalizePath(pathname)
  if (path === normalizePath(defaultSearchPath(ctx))) return {}
  if (ctx.search.path_family !== 'search') return null
  const segments = path.split('/').slice(1)
  if (segments[0] !== 'search') return null
  if (segments.length === 2) return readSegment(segments[1] ?? '', ctx)
  if (segments.length === 3) {
    const make = allowedMakes(ctx).find((m) => slugify(m) === segments[1])
    const model = make === undefined ? undefined : modelsOf(ctx, make).find((m) => slugify(m) === segments[2])
    return make === undefined || model === undefined ? null : { make, model }
  }
  return null
}

/**
 * The tenant's own listing path, else a SPEC §2 `/search/…` path read as on a tenant of that family: a tenant whose
 * listings live under another family (`/used-car/list`, `/find/…`) answers those paths too (`isListingPath`), and
 * lists what they name (/search/suv its SUVs, headed so), not all of its stock.
 */
const readAnyListingPath = (pathname: string, ctx: SearchUrlContext): PathState | null =>
  readListingPath(pathname, ctx) ??
  (ctx.search.path_family === 'search'
    ? null
    : readListingPath(pathname, { ...ctx, search: { ...ctx.search, path_family: 'search' } }))

/** What a listing path says about the filters; an unknown path says nothing. Never throws. */
export const parseListingPath = (pathname: string, ctx: SearchUrlContext): PathState =>
  readAnyListingPath(pathname, ctx) ?? {}

/** What one of the tenant's own listing paths says (its family only): the paths its links are written with. */
export const parseOwnListingPath = (pathname: string, ctx: SearchUrlContext): PathState =>
  readListingPath(pathname, ctx) ?? {}

/**
 * Is the path one of the tenant's listing pages: its default listing path, or a SPEC §2 path (a car type, a landing
 * page, a body type, an allowed make, an allowed make with one of its models in stock). A tenant whose listings live
 * under another family (`/used-car/list`, `/find/…`) still answers the SPEC §2 `/search/…` paths with its stock, as a
 * link from elsewhere expects. Any other address is not a listing page: it answers not found rather than listing
 * every car.
 */
export const isListingPath = (pathname: string, ctx: SearchUrlContext): boolean =>
  readAnyListingPath(pathname, ctx) !== null

/** SPEC §2 make paths: /search/{make} and /search/{make}/{model}. */
export const makePath = (make: string, model?: string): string =>
  model === undefined ? `/search/${slugify(make)}` : `/search/${slugify(make)}/${slugify(model)}`

/**
 * The listing paths that could carry part of a state, best first: make (and model), car types, body,
 * weekly landing page, 7 seats. The codec takes the first one that reads back as exactly what it meant.
 */
export const candidatePaths = (parts: {
  make?: string
  model?: string
  carTypes: ReadonlyArray<CarType>
  body?: string
  seats?: string
  weekly?: NumericRange
}): ReadonlyArray<{ path: string; carries: PathState }> => {
  const out: Array<{ path: string; carries: PathState }> = []
  if (parts.make !== undefined) {
    if (parts.model !== undefined)
      out.push({ path: makePath(parts.make, parts.model), carries: { make: parts.make, model: parts.model } })
    out.push({ path: makePath(parts.make), carries: { make: parts.make } })
  }
  const typePath = carTypePath(parts.carTypes)
  if (typePath) out.push({ path: typePath, carries: { carTypes: parts.carTypes } })
  if (parts.body !== undefined) out.push({ path: `/search/${bodySlug(parts.body)}`, carries: { body: parts.body } })
  const landing = parts.weekly ? weeklyLandingPath(parts.weekly) : null
  if (landing && parts.weekly) out.push({ path: landing, carries: { weekly: parts.weekly } })
  if (parts.seats === '7') out.push({ path: SEVEN_SEATER_PATH, carries: { seats: '7' } })
  return out
}

type MakeModels = Readonly<Record<string, ReadonlyArray<string>>>
const NO_MAKE_MODELS: MakeModels = {}
/** contexts by search settings and stock, one per template: both objects are one per tenant version */
const contexts = pairMap<SearchUrlContext['search'], MakeModels, Map<Template, SearchUrlContext>>()

/**
 * The codec context for a tenant: the same object for the same settings and stock summary, so what is worked out
 * per context (the path a state takes, `search-url.ts`) is worked out once per tenant version, not per request.
 */
export const searchUrlContext = (
  site: { readonly template: Template; readonly search: SearchUrlContext['search'] },
  makeModels?: MakeModels,
): SearchUrlContext => {
  const byTemplate = contexts.ensure(site.search, makeModels ?? NO_MAKE_MODELS, () => new Map())
  let ctx = byTemplate.get(site.template)
  if (ctx === undefined) {
    ctx = { template: site.template, search: site.search, ...(makeModels && { makeModels }) }
    byTemplate.set(site.template, ctx)
  }
  return ctx
}
