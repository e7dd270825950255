import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { FinanceProvider, PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'

const tenants = loadTenants()
const site = (slug: string) => tenants.find((t) => t.site.slug === slug)!.site

/** The SiteConfig sections whose every field is a per-tenant behaviour switch. */
const SECTIONS = [
  'flags',
  'finance',
  'checkout',
  'inventory',
  'search',
  'links',
  'forms',
  'tags',
  'chat',
  'locale',
  'wording',
  'navigation',
] as const

/** Live-mode connection settings: a demo tenant must not point at a real search host. */
const LIVE_ONLY = new Set(['search.host', 'search.index', 'search.custom_url', 'search.custom_headers'])

function defaults(): SiteConfig {
  const raw = JSON.parse(readFileSync('tenants/sites/demo-motors.json', 'utf8')).site
  for (const section of [...SECTIONS, 'auth_enabled', 'special_hours', 'blogs', 'manufacturers', 'manufacturer_id'])
    delete raw[section]
  const decoded = decodeOrProblem(SiteConfig, raw)
  if (!decoded.ok) throw new Error(decoded.problem.message)
  return decoded.value
}

describe('tenant behaviours', () => {
  it('turns every SiteConfig switch away from its default on at least one tenant', () => {
    const base = defaults() as unknown as Record<string, Record<string, unknown>>
    const untouched: string[] = []
    for (const section of SECTIONS) {
      for (const field of Object.keys(base[section]!)) {
        const path = `${section}.${field}`
        if (LIVE_ONLY.has(path)) continue
        const standard = JSON.stringify(base[section]![field])
        const changed = tenants.some(
          (t) =>
            JSON.stringify((t.site as unknown as Record<string, Record<string, unknown>>)[section]![field]) !==
            standard,
        )
        if (!changed) untouched.push(path)
      }
    }
    for (const top of ['auth_enabled', 'special_hours', 'blogs', 'manufacturers', 'manufacturer_id'] as const) {
      if (
        !tenants.some(
          (t) => JSON.stringify(t.site[top]) !== JSON.stringify((base as unknown as Record<string, unknown>)[top]),
        )
      )
        untouched.push(top)
    }
    expect(untouched).toEqual([])
  })

  it('covers every finance provider, payment provider, template and listing path family', () => {
    const used = (pick: (s: SiteConfig) => unknown) => new Set(tenants.map((t) => pick(t.site)))
    for (const p of FinanceProvider.literals) expect(used((s) => s.finance.provider)).toContain(p)
    for (const p of PaymentProvider.literals) expect(used((s) => s.checkout.payment_provider)).toContain(p)
    for (const t of ['car', 'motorcycle', 'camper', 'trucks', 'rv', 'subscription'])
      expect(used((s) => s.template)).toContain(t)
    for (const f of ['search', 'used-car-list', 'find']) expect(used((s) => s.search.path_family)).toContain(f)
    for (const sort of ['custom_rank:desc', 'created_at_timestamp:desc', 'price:asc', 'price:desc'])
      expect(used((s) => s.search.default_sort)).toContain(sort)
    // SPEC §7: price ascending for two sites
    expect(tenants.filter((t) => t.site.search.default_sort === 'price:asc')).toHaveLength(2)
  })

  it('gives the named tenants their named behaviours', () => {
    const demo = site('demo-motors')
    expect([
      demo.template,
      demo.locations.length,
      demo.navigation.header,
      demo.finance.provider,
      demo.checkout.payment_provider,
    ]).toEqual(['car', 1, null, 'Taurus', 'Stripe'])
    expect([demo.flags.garage_enabled, demo.auth_enabled]).toEqual([true, true])

    const prestige = site('prestige-preowned')
    expect(prestige.wording.used).toBe('pre-owned')
    expect(prestige.dealerships).toHaveLength(3)
    expect(prestige.locations.length).toBeGreaterThan(3)
    expect([prestige.search.default_sort, prestige.tags.electric_hybrid, prestige.links.blog_to_news]).toEqual([
      'created_at_timestamp:desc',
      true,
      true,
    ])

    expect(site('ridewest-motorcycles').template).toBe('motorcycle')
    expect(site('outback-campers').template).toBe('camper')
    const trucks = site('heavy-haul-trucks')
    expect([trucks.template, trucks.search.path_family, trucks.search.default_sort]).toEqual([
      'trucks',
      'search',
      'price:asc',
    ])

    const roam = site('roam-rv')
    expect([
      roam.template,
      roam.search.default_search_path,
      roam.links.uses_pages_path,
      roam.chat.hide_on_checkout,
    ]).toEqual(['rv', '/search/rv-vehicles', true, true])

    const subscribe = site('subscribe-cars')
    expect([subscribe.template, subscribe.flags.offers_subscription, subscribe.search.default_search_path]).toEqual([
      'subscription',
      true,
      '/search/subscription-cars',
    ])
    expect(
      tenants.some(
        (t) => t.site.search.default_search_path === '/find/rental-cars' && t.site.search.path_family === 'find',
      ),
    ).toBe(true)

    const kiwi = site('kiwi-cars-nz')
    expect([kiwi.locale.country, kiwi.locale.language, kiwi.locale.time_zone, kiwi.forms.numeric_phone]).toEqual([
      'NZ',
      'en-NZ',
      'Pacific/Auckland',
      true,
    ])
    for (const l of kiwi.locations) {
      expect(l.address.state).toBe('auckland')
      expect(l.contact_detail.phone).toMatch(/^0[234679] ?\d{3} ?\d{4}$/)
      expect(l.contact_detail.mobile).toMatch(/^02\d \d{3} \d{4}$/)
    }

    const nissan = site('coastal-nissan')
    expect([
      nissan.search.make_refinement,
      nissan.finance.provider,
      nissan.tags.certified_used_make,
      nissan.finance.pre_approval_redirect,
    ]).toEqual(['Nissan', 'Nissan Finance', 'Nissan', true])
    expect(nissan.inventory.excluded_makes).toEqual([{ make: 'Nissan', car_types: ['new', 'demo'], under_km: 3000 }])
    expect(nissan.manufacturers.map((m) => m.name)).toEqual(['Nissan'])
  })

  it('configures metro-auto-group as SPEC §2 Navigation describes', () => {
    const metro = site('metro-auto-group')
    expect(metro.dealerships.length).toBeGreaterThanOrEqual(3)
    expect(new Set(metro.locations.map((l) => l.location_type))).toEqual(new Set(['sales', 'service', 'parts']))
    const placeIds = metro.locations.map((l) => l.address.place_id!.replace(/\s+/g, ''))
    expect(new Set(placeIds).size).toBe(placeIds.length - 1)
    const header = metro.navigation.header!
    expect(header.slice(0, 3).map((i) => i.href)).toEqual(['/', '/service/', '/vehicle-parts-and-accessories/'])
    expect(header[3]!.label).toBe('Company')
    expect(header[3]!.children!.map((c) => c.href)).toEqual([
      '/about-us',
      '/contact',
      '/careers',
      '/terms-and-conditions',
      '/privacy-policy',
    ])
    expect(metro.navigation.footer!.map((i) => i.label)).toEqual(['Servicing', 'Parts'])
    expect([
      metro.navigation.footer_dealership_list,
      metro.navigation.brand_dropdown,
      metro.navigation.brands_mode,
    ]).toEqual([true, true, 'extend'])
    expect(metro.navigation.brands.map((b) => b.name)).toContain('Used Cars')
    expect([metro.finance.provider, metro.checkout.payment_provider, metro.checkout.buy_online]).toEqual([
      'Angle',
      'Till',
      true,
    ])
    expect([metro.forms.lead_destination, metro.forms.yes_no_fields]).toEqual(['car-clarity', true])
    expect(metro.inventory.excluded_makes.map((e) => e.make)).toEqual(['Mazda', 'Suzuki', 'RAM', 'Ford'])
    expect(metro.inventory.excluded_location_ids).toEqual([4007])
    expect(metro.locations.some((l) => l.id === 4007)).toBe(true)
    expect([metro.links.favourites_path, metro.links.no_prefetch]).toEqual([
      '/mybigboxcars',
      ['/my-garage', '/our-locations'],
    ])
    expect(metro.inventory.level).toBe(3)
    expect(metro.search.default_city_filter).toHaveLength(2)
    expect(metro.search.query_suffix).not.toBeNull()
    expect(metro.search.path_makes.length).toBeGreaterThan(0)
  })

  it('uses valid AU phone formats, 4-digit postcodes and lat/long in the region', () => {
    for (const t of tenants) {
      for (const l of t.site.locations) {
        expect(l.address.postcode).toMatch(/^\d{4}$/)
        const digits = (l.contact_detail.phone ?? '').replace(/[\s()]/g, '')
        if (t.site.locale.country === 'AU') expect(digits).toMatch(/^0[2378]\d{8}$/)
        expect(l.address.lat!).toBeLessThan(-10)
        expect(l.address.long!).toBeGreaterThan(110)
      }
    }
  })

  it('has fake test keys only', () => {
    const text = JSON.stringify(tenants)
    for (const key of text.match(/pk_[a-z]+_[A-Za-z0-9_]+/g) ?? []) expect(key).toMatch(/^pk_test_demo_/)
  })
})
