import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { startLoopback, type Loopback } from '../../tests/live/support/loopback.ts'
import { vehicleLookupRestFromSettings } from '@adapters/vehicle-lookup-rest/settings.ts'
import { vehicleEventsRestFromSettings } from '@adapters/events-rest/settings.ts'
import { buildHostTable, resolveHost } from '@domain/hosting/resolve-host.ts'
import type { TenantsPort } from '@domain/ports/tenants.port.ts'
import { DASHBOARD_REST_SETTINGS } from '@adapters/dashboard-rest/settings.ts'
import { VEHICLE_LOOKUP_REST_SETTINGS } from '@adapters/vehicle-lookup-rest/settings.ts'
import { EVENTS_REST_SETTINGS } from '@adapters/events-rest/settings.ts'
import { SITE_CONFIG_LIVE_SETTINGS } from './settings.ts'
import { buildLiveDashboard } from './live-dashboard.ts'

const files = loadTenants('tenants/sites')
const hosts = buildHostTable(
  files.map((t) => ({ slug: t.site.slug, domain_name: t.site.domain_name })),
  false,
)
/** the tenant files as the server's registry serves them */
const registry: TenantsPort = {
  all: files,
  bySlug: (slug) => files.find((t) => t.site.slug === slug),
  resolve: (host) => resolveHost(host, hosts),
}
const SETTINGS = [
  ...DASHBOARD_REST_SETTINGS,
  ...SITE_CONFIG_LIVE_SETTINGS,
  ...VEHICLE_LOOKUP_REST_SETTINGS,
  ...EVENTS_REST_SETTINGS,
]
type LiveSettings = Record<(typeof SETTINGS)[number]['name'] | 'LEADS_API_URL', string | undefined>
const demo = files.find((t) => t.site.slug === 'demo-motors')!
let dashboard: Loopback
let crm: Loopback
let reports: string[] = []

const settings = (over: Partial<LiveSettings> = {}): LiveSettings => ({
  ...(Object.fromEntries(SETTINGS.map((v) => [v.name, undefined])) as LiveSettings),
  DASHBOARD_URL: dashboard.url,
  DASHBOARD_USERNAME: 'u',
  DASHBOARD_PASSWORD: 'p',
  DASHBOARD_TIMEOUT_MS: '5000',
  LEADS_API_URL: crm.url,
  ...over,
})
const build = (over: Partial<LiveSettings> = {}) =>
  buildLiveDashboard(settings(over), {
    tenants: registry,
    clock: { now: () => Date.now() },
    report: { report: (message) => reports.push(message) },
  })

beforeAll(async () => {
  dashboard = await startLoopback()
  crm = await startLoopback(() => ({ status: 201, json: {} }))
})
afterAll(async () => {
  await Promise.all([dashboard.close(), crm.close()])
})
beforeEach(() => {
  dashboard.reset()
  crm.reset()
  reports = []
})

describe('the live dashboard, lookup and events adapters', () => {
  it("serves each tenant's live configuration after start, through the same hosts as the tenant files", async () => {
    dashboard.handle((r) => {
      const slug = /^\/websites\/([a-z0-9-]+)\/site_config\.json$/.exec(r.path)?.[1]
      const tenant = files.find((t) => t.site.slug === slug)
      return tenant ? { json: { ...tenant.site, name: `${tenant.site.name} (live)` } } : { status: 404, json: {} }
    })
    const adapters = build()
    expect(adapters.tenants.bySlug('demo-motors')?.site.name).toBe(demo.site.name) // the file until the dashboard answers
    await adapters.start()
    adapters.stop()
    expect(adapters.tenants.bySlug('demo-motors')?.site.name).toBe(`${demo.site.name} (live)`)
    expect(adapters.tenants.bySlug('demo-motors')).toBe(adapters.tenants.bySlug('demo-motors'))
    expect(adapters.tenants.all.every((t) => t.site.name.endsWith('(live)'))).toBe(true)
    expect(adapters.tenants.resolve('demo-motors.localhost:3000')).toEqual(
      registry.resolve('demo-motors.localhost:3000'),
    )
    expect(dashboard.received).toHaveLength(files.length)
    expect(reports).toEqual([])
  })

  it('a dashboard that fails keeps the tenant files and reports each refresh failure', async () => {
    dashboard.handle(() => ({ status: 500, json: {} }))
    const adapters = build({ DASHBOARD_TIMEOUT_MS: '200' })
    await adapters.start()
    adapters.stop()
    expect(adapters.tenants.bySlug('demo-motors')).toBe(registry.bySlug('demo-motors'))
    expect(reports).toHaveLength(files.length)
    expect(reports[0]).toMatch(/^An error occurred with website refresh: siteConfig answered HTTP 500$/)
  }, 20_000)

  it('without VEHICLE_LOOKUP_URL every lookup is unavailable; events go to LEADS_API_URL', async () => {
    const lookup = vehicleLookupRestFromSettings(settings())
    const events = vehicleEventsRestFromSettings(settings(), { clock: { now: () => Date.now() } })
    expect(await lookup.regoLookup('ABC123', 'QLD')).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await events.phoneReveal({ car_id: 'c-1', dealership_id: 2101, website_id: 1001 })).toBe(true)
    expect(crm.received.map((r) => r.path)).toEqual(['/api/events/phone_reveal'])
  })

  it('the staging flag sends dashboard calls to the staging host', async () => {
    const staging = await startLoopback(() => ({ json: [] }))
    const adapters = build({ DASHBOARD_STAGING: 'true', DASHBOARD_STAGING_URL: staging.url })
    expect(await adapters.dashboard.searchPages(1001)).toEqual([])
    expect(staging.received.map((r) => r.path)).toEqual(['/websites/1001/search_pages.json'])
    expect(dashboard.received).toHaveLength(0)
    await staging.close()
  })
})
