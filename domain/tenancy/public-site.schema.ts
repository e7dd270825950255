import { Schema, Struct } from 'effect'
import { SearchSettings, SiteConfig } from './site-config.schema.ts'
import { ManufacturerRef } from './dealership.schema.ts'
import { Address, ContactDetail, Location } from '../locations/location.schema.ts'

/**
 * What pages may know of a tenant's search settings: how listings look and link, and the tenant filters the
 * browser's direct search puts in its query body (the tenant token enforces them anyway). Where the search service
 * is and how to reach it (host, index, proxy URL and headers: a tenant's proxy keeps its `Authorization` key there)
 * stay on the server (SERVER_ONLY_FIELDS); the browser's direct search gets its host and index from its grant.
 */
export const PublicSearchSettings = SearchSettings.mapFields(
  Struct.pick([
    'default_search_path',
    'default_sort',
    'price_ascending_requires_price',
    'path_makes',
    'make_refinement',
    'default_city_filter',
    'query_suffix',
    'search_filters',
    'hits_per_page',
    'path_family',
    'status_based_count',
  ]),
)

/**
 * What every page knows of a location (the shell's contact basics): names, type, address and numbers for the header,
 * footer, lead forms and navigation. Opening hours, special hours, map and social links, makes and review figures
 * are a location card's and reach the browser only with the pages that show one (their route's loader).
 */
export const ShellLocation = Location.mapFields(
  Struct.pick([
    'id',
    'dealership_id',
    'name',
    'slug',
    'position',
    'primary',
    'visible',
    'location_type',
    'dealer_license_number',
  ]),
).mapFields((fields) => ({
  ...fields,
  contact_detail: ContactDetail.mapFields(Struct.pick(['phone', 'landline_phone', 'mobile', 'email'])),
  address: Address.mapFields(Struct.pick(['street', 'city', 'state', 'postcode', 'full', 'place_id'])),
}))
export type ShellLocation = typeof ShellLocation.Type

/**
 * The tenant configuration a browser receives (the root loader's `site`), field by field: an allow-list, so a
 * field added to SiteConfig reaches no page until it is listed here. Every SiteConfig field is either listed here
 * or in SERVER_ONLY_FIELDS (public-site.schema.test.ts keeps the two lists complete and apart).
 */
export const PublicSite = SiteConfig.mapFields(
  Struct.pick([
    'id',
    'dealership_id',
    'manufacturer_id',
    'name',
    'slug',
    'url',
    'domain_name',
    'template',
    'tagline',
    'logo',
    'theme',
    'analytics',
    'third_party_keys',
    'flags',
    'finance',
    'checkout',
    'inventory',
    'links',
    'forms',
    'tags',
    'chat',
    'locale',
    'wording',
    'auth_enabled',
    'special_hours',
    'navigation',
    'dealerships',
    'locations',
    'manufacturers',
    'blogs',
    'offers_count',
    'stock_summary',
  ]),
).mapFields((fields) => ({
  ...fields,
  search: PublicSearchSettings,
  locations: Schema.Array(ShellLocation),
  // the brand logos' data; the marketing content stays with the brand pages, which load it themselves
  manufacturers: Schema.Array(ManufacturerRef),
}))
export type PublicSite = typeof PublicSite.Type

/** SiteConfig fields only the server reads (dotted for a field of a nested group); never serialised into a page. */
export const SERVER_ONLY_FIELDS = ['search.host', 'search.index', 'search.custom_url', 'search.custom_headers'] as const

const projectSite = Schema.decodeUnknownSync(Schema.toType(PublicSite))

/** The public projection of a decoded site: the listed fields, nothing else (unlisted keys are dropped). */
export function publicSite(site: SiteConfig): PublicSite {
  return projectSite(site)
}
