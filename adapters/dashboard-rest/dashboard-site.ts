import { decodeOrProblem, type DecodeProblem } from '@domain/kernel/decode.ts'
import type { Dealership } from '@domain/tenancy/dealership.schema.ts'
import { FeatureFlags, SiteConfig, type SiteConfigInput } from '@domain/tenancy/site-config.schema.ts'
import { DASHBOARD_SITE_KEYS, DashboardSite, type DashboardDealership } from './dashboard-site.schema.ts'

/** What a site without `theme` (a field the spec does not name) is painted with. */
export const DEFAULT_THEME = { primary: '#1f2937', secondary: '#f3f4f6', accent: '#f5a623' } as const
/** What a site without `logo_url` shows in its header until the dealer uploads one. */
export const DEFAULT_LOGO = '/images/image-not-found.svg'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The tenant switches, each from the dashboard field of its name (FeatureFlags lists them once). */
const featureFlags = (a: DashboardSite): FeatureFlags =>
  Object.fromEntries(
    Object.keys(FeatureFlags.fields).map((name) => [name, a[name as keyof FeatureFlags]]),
  ) as FeatureFlags

const DASHBOARD_ONLY_KEYS = DASHBOARD_SITE_KEYS.filter((key) => !(key in SiteConfig.fields))

/**
 * Which of the two shapes a configuration is in: the dashboard's (SPEC §3 flat names: any key only it has, or
 * no `logo` group) or ours (`SiteConfig`, with its `logo: {primary}` group and nested settings).
 */
export function isDashboardShape(value: unknown): boolean {
  if (!isRecord(value)) return false
  if (DASHBOARD_ONLY_KEYS.some((key) => key in value)) return true
  return !(isRecord(value.logo) && 'primary' in value.logo)
}

/** The keys of a dashboard answer this product does not model (logged once per tenant, then ignored). */
export const unknownDashboardKeys = (value: unknown): string[] =>
  isRecord(value) ? Object.keys(value).filter((key) => !DASHBOARD_SITE_KEYS.includes(key)) : []

function dealership(d: DashboardDealership, site: DashboardSite, base: SiteConfig | undefined): Dealership {
  const known = base?.dealerships.find((b) => b.id === d.id)
  return {
    id: d.id,
    slug: d.slug,
    stripe_publishable_key: d.stripe_publishable_key,
    name: d.name ?? known?.name ?? (d.id === site.dealership_id ? site.name : d.slug),
    review_count: d.review_count ?? known?.review_count ?? 0,
    average_rating: d.average_rating ?? known?.average_rating ?? 0,
    manufacturers: d.manufacturers ?? known?.manufacturers ?? [],
    four_step_valuation_form: d.four_step_valuation_form ?? known?.four_step_valuation_form ?? false,
    enable_valuation_offer_rejection:
      d.enable_valuation_offer_rejection ?? known?.enable_valuation_offer_rejection ?? false,
  }
}

/**
 * The anti-corruption mapping: the dashboard's configuration (SPEC §3 names) onto our `SiteConfig`. Every field
 * the spec names comes from the answer (its default when left out); what the spec does not name (theme, wording,
 * forms, links, locale, inventory rules, search paths…) is kept from `base`, the tenant file's configuration,
 * else gets SiteConfig's defaults. `garage_enabled` is also the sign-in switch (SPEC §6), `enable_store` the
 * buy-online one.
 */
export function toSiteConfig(a: DashboardSite, base?: SiteConfig): SiteConfigInput {
  return {
    ...base,
    id: a.id,
    dealership_id: a.dealership_id,
    manufacturer_id: a.manufacturer_id,
    name: a.name,
    slug: a.slug,
    url: a.url,
    domain_name: a.domain_name,
    template: a.template,
    tagline: a.tagline ?? base?.tagline ?? '',
    logo: {
      primary: a.logo_url ?? base?.logo.primary ?? DEFAULT_LOGO,
      inverse: a.logo_inverse_url,
      favicon: a.favicon_url,
    },
    theme: a.theme ?? base?.theme ?? DEFAULT_THEME,
    analytics: {
      ga_id: a.ga_id,
      gtm_id: a.gtm_id,
      fb_pixel_id: a.fb_pixel_id,
      call_tracking_id: a.call_tracking_id,
      chat_provider: a.chat_provider,
    },
    third_party_keys: a.third_party_keys,
    flags: featureFlags(a),
    finance: { ...base?.finance, provider: a.finance_provider },
    checkout: { ...base?.checkout, payment_provider: a.payment_provider, buy_online: a.enable_store },
    inventory: { ...base?.inventory, include_sold_cars_days: a.include_sold_cars_days },
    search: { ...base?.search, search_filters: a.search_filters, default_search_path: a.default_search_path },
    auth_enabled: a.garage_enabled,
    special_hours: a.special_hours,
    navigation: a.navigation,
    dealerships: a.dealerships.map((d) => dealership(d, a, base)),
    locations: a.locations,
    blogs: a.blogs,
    stock_summary: a.stock_summary,
    offers_count: a.offers_count,
  }
}

export type SiteAnswerDecoded =
  | { readonly ok: true; readonly site: SiteConfig; readonly unknownKeys: readonly string[] }
  | { readonly ok: false; readonly problem: DecodeProblem }

/**
 * A configuration in either shape, decoded: the dashboard's through `DashboardSite` and `toSiteConfig` (a
 * missing or malformed field is named by its dashboard name), ours through `SiteConfig` as it is.
 */
export function decodeSiteAnswer(value: unknown, base?: SiteConfig): SiteAnswerDecoded {
  if (!isDashboardShape(value)) {
    const decoded = decodeOrProblem(SiteConfig, value)
    return decoded.ok ? { ok: true, site: decoded.value, unknownKeys: [] } : decoded
  }
  const answer = decodeOrProblem(DashboardSite, value)
  if (!answer.ok) return answer
  const site = decodeOrProblem(SiteConfig, toSiteConfig(answer.value, base))
  return site.ok ? { ok: true, site: site.value, unknownKeys: unknownDashboardKeys(value) } : site
}
