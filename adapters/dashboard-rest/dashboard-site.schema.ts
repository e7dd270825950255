import { Schema } from 'effect'
import { withDefault } from '@domain/kernel/with-default.ts'
import { Location, SpecialHours } from '@domain/locations/location.schema.ts'
import {
  DashboardStockSummary,
  FeatureFlags,
  FinanceProvider,
  Navigation,
  PaymentProvider,
  Template,
  Theme,
} from '@domain/tenancy/site-config.schema.ts'

const NullableString = withDefault(Schema.NullOr(Schema.String), null)
const WholeDays = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))

/**
 * SPEC §3 Dealership as the site configuration lists it: id, slug and stripe_publishable_key; the rest of the
 * Dealership entity may come along (and is kept), else it gets the defaults of `toSiteConfig`.
 */
export const DashboardDealership = Schema.Struct({
  id: Schema.Number,
  slug: Schema.String,
  stripe_publishable_key: NullableString,
  name: Schema.optional(Schema.String),
  review_count: Schema.optional(Schema.Number),
  average_rating: Schema.optional(Schema.Number),
  manufacturers: Schema.optional(Schema.Array(Schema.String)),
  four_step_valuation_form: Schema.optional(Schema.Boolean),
  enable_valuation_offer_rejection: Schema.optional(Schema.Boolean),
})
export type DashboardDealership = typeof DashboardDealership.Type

/**
 * The site configuration in the dashboard's own field names (SPEC §3 "Site configuration"), flat as the spec
 * names them. Where the spec gives prose only ('logo variants', 'analytics and tag identifiers', 'stock
 * summary', 'blogs config', 'reviews flag') the key names are ours, listed in docs/LIVE.md. Every field the spec
 * names but a dashboard may leave out has the spec's default (`include_sold_cars_days` 3, flags off); the
 * identity fields, `dealerships` and `locations` are required. `theme` is not in the spec: optional.
 */
export const DashboardSite = Schema.Struct({
  id: Schema.Number,
  dealership_id: Schema.Number,
  manufacturer_id: withDefault(Schema.NullOr(Schema.Number), null),
  name: Schema.String,
  slug: Schema.String,
  url: Schema.String,
  domain_name: Schema.String,
  template: Template,
  tagline: Schema.optional(Schema.String),
  // logo variants
  logo_url: NullableString,
  logo_inverse_url: NullableString,
  favicon_url: NullableString,
  theme: Schema.optional(Theme),
  // analytics and tag identifiers
  ga_id: NullableString,
  gtm_id: NullableString,
  fb_pixel_id: NullableString,
  call_tracking_id: NullableString,
  chat_provider: NullableString,
  third_party_keys: withDefault(Schema.Record(Schema.String, Schema.String), {}),
  // feature flags: every tenant switch (SiteConfig's `flags`) comes as a top-level field of its name, with its default
  ...FeatureFlags.fields,
  finance_provider: withDefault(Schema.NullOr(FinanceProvider), null),
  payment_provider: withDefault(Schema.NullOr(PaymentProvider), null),
  include_sold_cars_days: withDefault(WholeDays, 3),
  special_hours: withDefault(Schema.Array(SpecialHours), []),
  search_filters: withDefault(Schema.Array(Schema.String), []),
  default_search_path: withDefault(Schema.NullOr(Schema.String.check(Schema.isPattern(/^\/(?!\/)/))), null),
  navigation: withDefault(Navigation, {}),
  locations: Schema.Array(Location).check(Schema.isMinLength(1)),
  dealerships: Schema.Array(DashboardDealership).check(Schema.isMinLength(1)),
  stock_summary: withDefault(Schema.NullOr(DashboardStockSummary), null),
  offers_count: withDefault(WholeDays, 0),
  blogs: withDefault(Schema.Struct({ enabled: Schema.Boolean, path: withDefault(Schema.String, '/blog') }), {
    enabled: false,
  }),
})
export type DashboardSite = typeof DashboardSite.Type

/** Every key the dashboard's site configuration may carry (docs/LIVE.md lists them). */
export const DASHBOARD_SITE_KEYS: readonly string[] = Object.keys(DashboardSite.fields)
