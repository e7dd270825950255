import { Schema } from 'effect'
import { withDefault } from '../kernel/with-default.ts'
import { Dealership, Manufacturer } from './dealership.schema.ts'
import { Location } from '../locations/location.schema.ts'
import { CarType } from '../cars/car.schema.ts'

export const Template = Schema.Literals([
  'car',
  'motorcycle',
  'camper',
  'trucks',
  'trailer',
  'truck',
  'rv',
  'caravan',
  'scooters',
  'subscription',
])
export type Template = typeof Template.Type

export const FinanceProvider = Schema.Literals([
  'Taurus',
  'Powertorque',
  'AusLoans',
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Car Clarity',
])
export type FinanceProvider = typeof FinanceProvider.Type

export const PaymentProvider = Schema.Literals(['Stripe', 'Till', 'St George'])
export type PaymentProvider = typeof PaymentProvider.Type

export const SortKey = Schema.Literals(['custom_rank:desc', 'created_at_timestamp:desc', 'price:asc', 'price:desc'])
export type SortKey = typeof SortKey.Type

export const FeatureFlags = Schema.Struct({
  autobot: withDefault(Schema.Boolean, false),
  dealercell: withDefault(Schema.Boolean, false),
  dealerstudio: withDefault(Schema.Boolean, false),
  impel: withDefault(Schema.Boolean, false),
  autograb: withDefault(Schema.Boolean, false),
  redbook: withDefault(Schema.Boolean, false),
  nevdis: withDefault(Schema.Boolean, false),
  enable_store: withDefault(Schema.Boolean, false),
  garage_enabled: withDefault(Schema.Boolean, false),
  offers_subscription: withDefault(Schema.Boolean, false),
  build_model_pages: withDefault(Schema.Boolean, false),
  reviews: withDefault(Schema.Boolean, true),
  /** the stock watch's observed prices are shown (a card's price drop, a car page's price history) */
  price_history: withDefault(Schema.Boolean, false),
})
export type FeatureFlags = typeof FeatureFlags.Type

export const NavLink = Schema.Struct({
  label: Schema.String,
  href: Schema.String,
})
export type NavLink = typeof NavLink.Type

export const NavItem = Schema.Struct({
  label: Schema.String,
  href: Schema.optional(Schema.String),
  children: Schema.optional(Schema.Array(NavLink)),
})
export type NavItem = typeof NavItem.Type

export const BrandEntry = Schema.Struct({
  name: Schema.String,
  url: Schema.String,
  /** overrides the make's logo for this tenant */
  logo_url: Schema.optional(Schema.NullOr(Schema.String)),
})
export type BrandEntry = typeof BrandEntry.Type

export const Navigation = Schema.Struct({
  /** null = the default menu of SPEC §2 */
  header: withDefault(Schema.NullOr(Schema.Array(NavItem)), null),
  footer: withDefault(Schema.NullOr(Schema.Array(NavItem)), null),
  /** show the dealership group list in the footer */
  footer_dealership_list: withDefault(Schema.Boolean, false),
  brand_dropdown: withDefault(Schema.Boolean, false),
  /** 'replace' uses `brands` alone; 'extend' appends them to the stock makes */
  brands_mode: withDefault(Schema.Literals(['replace', 'extend']), 'extend'),
  brands: withDefault(Schema.Array(BrandEntry), []),
})
export type Navigation = typeof Navigation.Type

export const MakeExclusion = Schema.Struct({
  make: Schema.String,
  /** limit to these car types; empty = all */
  car_types: withDefault(Schema.Array(CarType), []),
  /** exclude only cars under this odometer reading */
  under_km: withDefault(Schema.NullOr(Schema.Number), null),
})
export type MakeExclusion = typeof MakeExclusion.Type

export const InventoryRules = Schema.Struct({
  /** photo/price requirement level 0-14 (SPEC §9); see domain/stock/inventory-level.ts */
  level: withDefault(Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 14 })), 0),
  used_only: withDefault(Schema.Boolean, false),
  excluded_makes: withDefault(Schema.Array(MakeExclusion), []),
  excluded_location_ids: withDefault(Schema.Array(Schema.Number), []),
  include_sold_cars_days: withDefault(Schema.Number, 3),
})
export type InventoryRules = typeof InventoryRules.Type

export const SearchSettings = Schema.Struct({
  default_search_path: withDefault(Schema.NullOr(Schema.String), null),
  default_sort: withDefault(SortKey, 'custom_rank:desc'),
  /** price-ascending sort also requires price>0 */
  price_ascending_requires_price: withDefault(Schema.Boolean, true),
  /** makes allowed into /search/{make}/{model} paths; empty = every make in stock */
  path_makes: withDefault(Schema.Array(Schema.String), []),
  /** make-branded sites refine every search to this make */
  make_refinement: withDefault(Schema.NullOr(Schema.String), null),
  default_city_filter: withDefault(Schema.Array(Schema.String), []),
  /** appended to listing links that carry no query string */
  query_suffix: withDefault(Schema.NullOr(Schema.String), null),
  /** raw search_filters (Meilisearch filter strings) applied to every query */
  search_filters: withDefault(Schema.Array(Schema.String), []),
  hits_per_page: withDefault(Schema.Number, 21),
  /** SPEC §4 'status-based sites': above 1999 hits the count shown is the in_stock count, not the car-type sum */
  status_based_count: withDefault(Schema.Boolean, false),
  /** listing path family: '/search' (default), '/used-car/list' or '/find' */
  path_family: withDefault(Schema.Literals(['search', 'used-car-list', 'find']), 'search'),
  /**
   * live mode: hosted search service. host, index, custom_url and custom_headers are server-only (the proxy's
   * headers hold its Authorization key): SERVER_ONLY_FIELDS in public-site.schema.ts keeps them out of every page.
   */
  host: withDefault(Schema.NullOr(Schema.String), null),
  index: withDefault(Schema.String, 'Car_production'),
  custom_url: withDefault(Schema.NullOr(Schema.String), null),
  custom_headers: withDefault(Schema.Record(Schema.String, Schema.String), {}),
})
export type SearchSettings = typeof SearchSettings.Type

export const LinkSettings = Schema.Struct({
  uses_pages_path: withDefault(Schema.Boolean, false),
  blog_to_news: withDefault(Schema.Boolean, false),
  /** extra never-prefetched paths for this site, e.g. /my-garage */
  no_prefetch: withDefault(Schema.Array(Schema.String), []),
  favourites_path: withDefault(Schema.String, '/my-garage'),
})
export type LinkSettings = typeof LinkSettings.Type

export const FormSettings = Schema.Struct({
  numeric_phone: withDefault(Schema.Boolean, false),
  message_required: withDefault(Schema.Boolean, true),
  captcha: withDefault(Schema.Boolean, true),
  /** the Yes/No lead fields (Ready to sell, Valuation guide, Best Finance, Best Deal) */
  yes_no_fields: withDefault(Schema.Boolean, false),
  lead_destination: withDefault(Schema.Literals(['server', 'car-clarity']), 'server'),
  reset_after_submit: withDefault(Schema.Boolean, false),
  conversion_event_id: withDefault(Schema.NullOr(Schema.Number), 22),
})
export type FormSettings = typeof FormSettings.Type

export const TagSettings = Schema.Struct({
  sold_label: withDefault(Schema.String, 'JUST SOLD'),
  electric_hybrid: withDefault(Schema.Boolean, false),
  certified_used_make: withDefault(Schema.NullOr(Schema.String), null),
})
export type TagSettings = typeof TagSettings.Type

export const Theme = Schema.Struct({
  primary: Schema.String,
  secondary: Schema.String,
  accent: withDefault(Schema.String, '#f5a623'),
})
export type Theme = typeof Theme.Type

export const Logos = Schema.Struct({
  primary: Schema.String,
  inverse: withDefault(Schema.NullOr(Schema.String), null),
  favicon: withDefault(Schema.NullOr(Schema.String), null),
})

export const Analytics = Schema.Struct({
  ga_id: withDefault(Schema.NullOr(Schema.String), null),
  gtm_id: withDefault(Schema.NullOr(Schema.String), null),
  fb_pixel_id: withDefault(Schema.NullOr(Schema.String), null),
  call_tracking_id: withDefault(Schema.NullOr(Schema.String), null),
  chat_provider: withDefault(Schema.NullOr(Schema.String), null),
})

export const ChatSettings = Schema.Struct({
  initial: withDefault(Schema.Literals(['hidden', 'shown', 'opened']), 'hidden'),
  hide_on_checkout: withDefault(Schema.Boolean, false),
})

export const FinanceSettings = Schema.Struct({
  provider: withDefault(Schema.NullOr(FinanceProvider), null),
  pre_approval_redirect: withDefault(Schema.Boolean, false),
  default_interest_rate: withDefault(Schema.Number, 10),
})

export const CheckoutSettings = Schema.Struct({
  payment_provider: withDefault(Schema.NullOr(PaymentProvider), null),
  buy_online: withDefault(Schema.Boolean, false),
  /** deposit in dollars when the car's processor names none */
  default_deposit: withDefault(Schema.Number, 500),
})

export const Locale = Schema.Struct({
  country: withDefault(Schema.Literals(['AU', 'NZ', 'US']), 'AU'),
  language: withDefault(Schema.Literals(['en-AU', 'en-NZ', 'en-US']), 'en-AU'),
  default_state: withDefault(Schema.String, 'qld'),
  currency: withDefault(Schema.String, 'AUD'),
  time_zone: withDefault(Schema.String, 'Australia/Brisbane'),
})

export const Wording = Schema.Struct({
  /** how the word 'used' is shown (SPEC §1) */
  used: withDefault(Schema.Literals(['used', 'pre-owned']), 'used'),
})

/**
 * SPEC §3 site configuration 'stock summary' as the dashboard counts it: the total, cars per make, cars per model
 * of each make (make → model → count) and per car type.
 */
export const DashboardStockSummary = Schema.Struct({
  count: Schema.Number,
  makes: withDefault(Schema.Record(Schema.String, Schema.Number), {}),
  models: withDefault(Schema.Record(Schema.String, Schema.Record(Schema.String, Schema.Number)), {}),
  car_types: withDefault(
    Schema.Struct({
      new: withDefault(Schema.Number, 0),
      used: withDefault(Schema.Number, 0),
      demo: withDefault(Schema.Number, 0),
    }),
    {},
  ),
})
export type DashboardStockSummary = typeof DashboardStockSummary.Type

/**
 * SPEC §3 Site configuration, plus every per-tenant behaviour the spec gives to 'one site' or 'some tenants'.
 * Browsers get only its public projection (PublicSite, public-site.schema.ts): a field added here is server-only
 * until listed there, and public-site.schema.test.ts fails until it is listed in one or the other.
 */
export const SiteConfig = Schema.Struct({
  id: Schema.Number,
  dealership_id: Schema.Number,
  manufacturer_id: withDefault(Schema.NullOr(Schema.Number), null),
  name: Schema.String,
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9-]+$/)),
  url: Schema.String,
  domain_name: Schema.String,
  template: Template,
  tagline: withDefault(Schema.String, ''),
  logo: Logos,
  theme: Theme,
  analytics: withDefault(Analytics, {}),
  third_party_keys: withDefault(Schema.Record(Schema.String, Schema.String), {}),
  flags: withDefault(FeatureFlags, {}),
  finance: withDefault(FinanceSettings, {}),
  checkout: withDefault(CheckoutSettings, {}),
  inventory: withDefault(InventoryRules, {}),
  search: withDefault(SearchSettings, {}),
  links: withDefault(LinkSettings, {}),
  forms: withDefault(FormSettings, {}),
  tags: withDefault(TagSettings, {}),
  chat: withDefault(ChatSettings, {}),
  locale: withDefault(Locale, {}),
  wording: withDefault(Wording, {}),
  auth_enabled: withDefault(Schema.Boolean, false),
  special_hours: withDefault(
    Schema.Array(Schema.Struct({ date: Schema.String, label: Schema.String, formated_hours: Schema.String })),
    [],
  ),
  navigation: withDefault(Navigation, {}),
  dealerships: Schema.Array(Dealership).check(Schema.isMinLength(1)),
  locations: Schema.Array(Location).check(Schema.isMinLength(1)),
  manufacturers: withDefault(Schema.Array(Manufacturer), []),
  blogs: withDefault(Schema.Struct({ enabled: Schema.Boolean, path: Schema.String }), {
    enabled: false,
    path: '/blog',
  }),
  /** the dashboard's stock summary (live mode; null = not given: pages count the listed stock themselves) */
  stock_summary: withDefault(Schema.NullOr(DashboardStockSummary), null),
  /** SPEC §3 'offers count': the dealer's current special offers (0 = none) */
  offers_count: withDefault(Schema.Number, 0),
})
export type SiteConfig = typeof SiteConfig.Type
export type SiteConfigInput = typeof SiteConfig.Encoded
