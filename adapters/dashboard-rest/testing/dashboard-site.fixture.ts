import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { sellsOnline } from '@domain/tenancy/feature-flags.ts'

/** The feature flags of everyFieldDashboardSite, each the other way from its default. */
export const EVERY_FIELD_FLAGS = {
  autobot: true,
  dealercell: true,
  dealerstudio: true,
  impel: true,
  autograb: true,
  redbook: true,
  nevdis: true,
  enable_store: true,
  garage_enabled: true,
  offers_subscription: true,
  build_model_pages: true,
  reviews: false,
} as const

/**
 * A site configuration as the dashboard answers it (SPEC §3 flat names) in which every field the spec names
 * differs from its default: the contract tests and the live browser project check each one arrives.
 */
export function everyFieldDashboardSite(slug = 'demo-motors', id = 1001): Record<string, unknown> {
  const { locations } = makeSite()
  return {
    id,
    dealership_id: 2101,
    manufacturer_id: 77,
    name: 'Everything Motors',
    slug,
    url: `https://${slug}.example`,
    domain_name: `${slug}.example`,
    template: 'car',
    logo_url: '/tenant-assets/demo-motors/logo.svg',
    logo_inverse_url: '/tenant-assets/demo-motors/logo-inverse.svg',
    favicon_url: '/tenant-assets/demo-motors/favicon.ico',
    ga_id: 'G-EVERY0001',
    gtm_id: 'GTM-EVERY01',
    fb_pixel_id: '99887766',
    call_tracking_id: 'CT-EVERY',
    chat_provider: 'livechat',
    third_party_keys: { autobot_key: 'ab-key-1', impel_key: 'impel-key-1' },
    ...EVERY_FIELD_FLAGS,
    finance_provider: 'Angle',
    payment_provider: 'Till',
    include_sold_cars_days: 9,
    special_hours: [{ date: '2026-12-25', label: 'Christmas Day', formated_hours: 'Closed' }],
    search_filters: ['car_type = "used"'],
    default_search_path: '/search/used-cars',
    navigation: { header: [{ label: 'Stock', href: '/search/used-cars' }], brand_dropdown: true },
    locations: locations.map((l) => ({ ...l, dealership_id: 2101 })),
    dealerships: [
      { id: 2101, slug: 'everything-motors', stripe_publishable_key: 'pk_test_every_1' },
      { id: 2102, slug: 'everything-motors-north', stripe_publishable_key: null },
    ],
    stock_summary: {
      count: 12,
      makes: { Toyota: 7, Mazda: 5 },
      models: { Toyota: { Corolla: 4, HiLux: 3 }, Mazda: { 'CX-5': 5 } },
      car_types: { used: 8, new: 3, demo: 1 },
    },
    offers_count: 4,
    blogs: { enabled: true, path: '/news' },
  }
}

/**
 * A configuration as the dashboard would answer it (SPEC §3 flat names) for a site we hold in our own shape: what
 * the live fake dashboard serves, so every live test reads its configuration through the anti-corruption mapping.
 */
export function asDashboardAnswer(site: SiteConfig): Record<string, unknown> {
  return {
    id: site.id,
    dealership_id: site.dealership_id,
    manufacturer_id: site.manufacturer_id,
    name: site.name,
    slug: site.slug,
    url: site.url,
    domain_name: site.domain_name,
    template: site.template,
    tagline: site.tagline,
    logo_url: site.logo.primary,
    logo_inverse_url: site.logo.inverse,
    favicon_url: site.logo.favicon,
    theme: site.theme,
    ...site.analytics,
    third_party_keys: site.third_party_keys,
    ...site.flags,
    enable_store: sellsOnline(site),
    finance_provider: site.finance.provider,
    payment_provider: site.checkout.payment_provider,
    include_sold_cars_days: site.inventory.include_sold_cars_days,
    special_hours: site.special_hours,
    search_filters: site.search.search_filters,
    default_search_path: site.search.default_search_path,
    navigation: site.navigation,
    locations: site.locations,
    dealerships: site.dealerships,
    stock_summary: site.stock_summary,
    offers_count: site.offers_count,
    blogs: site.blogs,
  }
}
