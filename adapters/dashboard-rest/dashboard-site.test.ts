import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { decodeOrThrow } from '@domain/kernel/decode.ts'
import { DEFAULT_LOGO, DEFAULT_THEME, decodeSiteAnswer, isDashboardShape } from './dashboard-site.ts'
import { DASHBOARD_SITE_KEYS } from './dashboard-site.schema.ts'
import { EVERY_FIELD_FLAGS, everyFieldDashboardSite } from './testing/dashboard-site.fixture.ts'

const decoded = (value: unknown, base?: SiteConfig) => {
  const result = decodeSiteAnswer(value, base)
  if (!result.ok) throw new Error(`${result.problem.path}: ${result.problem.message}`)
  return result
}

describe('the dashboard site configuration (SPEC §3 names) mapped onto SiteConfig', () => {
  it('carries every field the spec names, each changed from its default', () => {
    const { site } = decoded(everyFieldDashboardSite())
    expect(site.manufacturer_id).toBe(77)
    expect(site.finance.provider).toBe('Angle')
    expect(site.checkout.payment_provider).toBe('Till')
    expect(site.checkout.buy_online).toBe(true)
    expect(site.inventory.include_sold_cars_days).toBe(9)
    expect(site.search.default_search_path).toBe('/search/used-cars')
    expect(site.search.search_filters).toEqual(['car_type = "used"'])
    expect(site.special_hours).toEqual([{ date: '2026-12-25', label: 'Christmas Day', formated_hours: 'Closed' }])
    // price history is a flag of ours the spec's dashboard does not name: off unless the site turns it on
    expect(site.flags).toEqual({ ...EVERY_FIELD_FLAGS, price_history: false })
    expect(site.auth_enabled).toBe(true)
    expect(site.logo).toEqual({
      primary: '/tenant-assets/demo-motors/logo.svg',
      inverse: '/tenant-assets/demo-motors/logo-inverse.svg',
      favicon: '/tenant-assets/demo-motors/favicon.ico',
    })
    expect(site.analytics).toEqual({
      ga_id: 'G-EVERY0001',
      gtm_id: 'GTM-EVERY01',
      fb_pixel_id: '99887766',
      call_tracking_id: 'CT-EVERY',
      chat_provider: 'livechat',
    })
    expect(site.third_party_keys).toEqual({ autobot_key: 'ab-key-1', impel_key: 'impel-key-1' })
    expect(site.dealerships.map((d) => [d.id, d.slug, d.stripe_publishable_key, d.name])).toEqual([
      [2101, 'everything-motors', 'pk_test_every_1', 'Everything Motors'],
      [2102, 'everything-motors-north', null, 'everything-motors-north'],
    ])
    expect(site.stock_summary).toEqual({
      count: 12,
      makes: { Toyota: 7, Mazda: 5 },
      models: { Toyota: { Corolla: 4, HiLux: 3 }, Mazda: { 'CX-5': 5 } },
      car_types: { used: 8, new: 3, demo: 1 },
    })
    expect(site.offers_count).toBe(4)
    expect(site.blogs).toEqual({ enabled: true, path: '/news' })
    expect(site.navigation.header).toEqual([{ label: 'Stock', href: '/search/used-cars' }])
    expect(site.navigation.brand_dropdown).toBe(true)
  })

  it('gives the spec defaults to what a dashboard leaves out: 3 sold days, flags off, reviews on, no filters', () => {
    const { dealership_id, dealerships, locations, id, name, slug, url, domain_name, template } =
      everyFieldDashboardSite()
    const { site } = decoded({ id, dealership_id, name, slug, url, domain_name, template, dealerships, locations })
    expect(site.inventory.include_sold_cars_days).toBe(3)
    expect(Object.entries(site.flags).filter(([, on]) => on)).toEqual([['reviews', true]])
    expect(site.search.search_filters).toEqual([])
    expect(site.finance.provider).toBeNull()
    expect(site.checkout.payment_provider).toBeNull()
    expect(site.offers_count).toBe(0)
    expect(site.stock_summary).toBeNull()
    // fields the spec does not name: defaults, never a refusal of the whole configuration
    expect(site.theme).toEqual(DEFAULT_THEME)
    expect(site.logo.primary).toBe(DEFAULT_LOGO)
  })

  it('keeps what the spec does not name from the tenant file (theme, wording, locale, forms, search paths)', () => {
    const base = makeSite({
      slug: 'demo-motors',
      theme: { primary: '#abcdef', secondary: '#000000' },
      wording: { used: 'pre-owned' },
      locale: { country: 'NZ', language: 'en-NZ' },
      forms: { numeric_phone: true },
      search: { path_family: 'find', default_sort: 'price:asc' },
      inventory: { level: 7 },
      finance: { pre_approval_redirect: true },
    })
    const { site } = decoded(everyFieldDashboardSite(), base)
    expect(site.theme.primary).toBe('#abcdef')
    expect(site.wording.used).toBe('pre-owned')
    expect(site.locale.country).toBe('NZ')
    expect(site.forms.numeric_phone).toBe(true)
    expect(site.search).toMatchObject({
      path_family: 'find',
      default_sort: 'price:asc',
      default_search_path: '/search/used-cars',
    })
    expect(site.inventory).toMatchObject({ level: 7, include_sold_cars_days: 9 })
    expect(site.finance).toMatchObject({ pre_approval_redirect: true, provider: 'Angle' })
  })

  it("names a missing or malformed field by the dashboard's name", () => {
    const { finance_provider: _, ...rest } = everyFieldDashboardSite()
    expect(decodeSiteAnswer({ ...rest, finance_provider: 'Acme Loans' })).toMatchObject({
      ok: false,
      problem: { path: 'finance_provider' },
    })
    expect(decodeSiteAnswer({ ...rest, include_sold_cars_days: 'three' })).toMatchObject({
      ok: false,
      problem: { path: 'include_sold_cars_days' },
    })
    const { dealerships: __, ...noDealers } = everyFieldDashboardSite()
    expect(decodeSiteAnswer(noDealers)).toMatchObject({ ok: false, problem: { path: 'dealerships' } })
    expect(decodeSiteAnswer({ ...rest, dealerships: [{ id: 2101 }] })).toMatchObject({
      ok: false,
      problem: { path: 'dealerships[0].slug' },
    })
  })

  it('reports the keys it does not model, and ignores them', () => {
    const result = decoded({ ...everyFieldDashboardSite(), legacy_colour: 'red', hotjar_id: 'x' })
    expect(result.unknownKeys).toEqual(['legacy_colour', 'hotjar_id'])
    expect(DASHBOARD_SITE_KEYS).not.toContain('legacy_colour')
  })

  it('reads our own shape unchanged, and tells the two shapes apart', () => {
    const ours = makeSite({ slug: 'demo-motors' })
    expect(isDashboardShape(ours)).toBe(false)
    expect(isDashboardShape(everyFieldDashboardSite())).toBe(true)
    expect(decoded(ours).site).toEqual(decodeOrThrow(SiteConfig, ours, 'ours'))
  })
})
