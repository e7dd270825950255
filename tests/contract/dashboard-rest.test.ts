import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { Car } from '@domain/cars/car.schema.ts'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createDashboardRest, type DashboardRestOptions } from '@adapters/dashboard-rest/dashboard-rest.ts'
import type { DashboardFailure } from '@adapters/dashboard-rest/dashboard-http.ts'
import { startLoopback, type Loopback } from '../live/support/loopback.ts'
import { createLiveSiteConfigs } from '@adapters/site-config-live/live-site-configs.ts'
import { everyFieldDashboardSite } from '@adapters/dashboard-rest/testing/dashboard-site.fixture.ts'

/**
 * SPEC §7 dashboard calls against a loopback server playing the dashboard: exact paths, basic auth, two
 * retries, a 404 status in the body, slow answers, malformed JSON and wrong shapes; every failure answers
 * false and is logged with its context.
 */
let dashboard: Loopback
let staging: Loopback
let other: Loopback
let logged: DashboardFailure[] = []

const USER = 'site-user'
const PASSWORD = 'pä55:word'
const BASIC = `Basic ${Buffer.from(`${USER}:${PASSWORD}`, 'utf8').toString('base64')}`

const adapter = (over: Partial<DashboardRestOptions> = {}) =>
  createDashboardRest({
    baseUrl: dashboard.url,
    username: USER,
    password: PASSWORD,
    timeoutMs: 400,
    retryDelayMs: () => 5,
    log: (failure) => logged.push(failure),
    ...over,
  })

const car = makeCar({
  id: '1001-7',
  finance_lenders: { taurus: { paymentWeek: 123.45, interestRate: 9.99, comparisonRate: 10.5, termMonths: 60 } },
})

beforeAll(async () => {
  dashboard = await startLoopback()
  staging = await startLoopback()
  other = await startLoopback()
})
afterAll(async () => {
  await Promise.all([dashboard.close(), staging.close(), other.close()])
})
beforeEach(() => {
  for (const server of [dashboard, staging, other]) {
    server.reset()
    server.handle(() => ({ status: 404, json: { error: 'unexpected call' } }))
  }
  logged = []
})

describe('dashboard REST adapter: the calls (SPEC §7)', () => {
  it('car by id: GET /websites/{websiteId}/cars/{carId}.json with basic auth and JSON accept, finance_lenders kept', async () => {
    dashboard.handle(() => ({ json: car }))
    const answer = await adapter().carById(1001, '1001-7')
    expect(answer).toEqual(car)
    if (!answer) throw new Error('the car was not found')
    expect(answer.finance_lenders.taurus?.paymentWeek).toBe(123.45)
    expect(dashboard.received).toHaveLength(1)
    const [request] = dashboard.received
    expect(request!.method).toBe('GET')
    expect(request!.url).toBe('/websites/1001/cars/1001-7.json')
    expect(request!.headers.authorization).toBe(BASIC)
    expect(request!.headers.accept).toBe('application/json')
    expect(logged).toEqual([])
  })

  it('manufacturer: GET /manufacturers/{slug}.json?website_id={id}; a missing or null logo reads as {url: null}', async () => {
    dashboard.script(
      {
        json: {
          id: 5,
          name: 'Toyota',
          slug: 'toyota',
          logo: { url: 'https://cdn.example/toyota.png' },
          extra: 'ignored',
        },
      },
      { json: { id: 6, name: 'Mazda', slug: 'mazda', logo: null } },
      { json: { id: 7, name: 'Kia', slug: 'kia' } },
    )
    const port = adapter()
    expect(await port.manufacturer('toyota', 1001)).toEqual({
      id: 5,
      name: 'Toyota',
      slug: 'toyota',
      logo: { url: 'https://cdn.example/toyota.png' },
    })
    expect(await port.manufacturer('mazda', 1001)).toEqual({ id: 6, name: 'Mazda', slug: 'mazda', logo: { url: null } })
    expect(await port.manufacturer('kia', 1002)).toEqual({ id: 7, name: 'Kia', slug: 'kia', logo: { url: null } })
    expect(dashboard.received.map((r) => r.url)).toEqual([
      '/manufacturers/toyota.json?website_id=1001',
      '/manufacturers/mazda.json?website_id=1001',
      '/manufacturers/kia.json?website_id=1002',
    ])
    expect(dashboard.received.every((r) => r.headers.authorization === BASIC)).toBe(true)
  })

  it("manufacturer: the brand pages' content (tagline, summary, hero picture, models) is read; a malformed model is named", async () => {
    const models = [
      {
        name: 'X-Trail',
        summary: 'Seven seats',
        body: 'SUV',
        from_price: 41990,
        highlights: ['e-POWER'],
        hero_image_url: 'https://cdn.example/x-trail.jpg',
      },
      { name: 'Ariya' },
    ]
    dashboard.script(
      {
        json: {
          id: 8,
          name: 'Nissan',
          slug: 'nissan',
          logo: null,
          tagline: 'Innovation that excites',
          summary: 'The range',
          hero_image_url: null,
          models,
        },
      },
      { json: { id: 8, name: 'Nissan', slug: 'nissan', models: [{ name: 'Leaf', from_price: 'cheap' }] } },
    )
    const port = adapter()
    expect(await port.manufacturer('nissan', 1001)).toEqual({
      id: 8,
      name: 'Nissan',
      slug: 'nissan',
      logo: { url: null },
      tagline: 'Innovation that excites',
      summary: 'The range',
      models,
    })
    expect(await port.manufacturer('nissan', 1002)).toBe(false)
    expect(logged.map((f) => [f.call, f.reason, f.field])).toEqual([
      ['manufacturer', 'wrong_shape', 'models[0].from_price'],
    ])
  })

  it('available service and appointment bookings: GET /dealerships/{id}/available_{kind}_bookings.json', async () => {
    const slots = [
      { date: '2025-02-03', times: ['08:00', '08:30'] },
      { date: '2025-02-04', times: [] },
    ]
    dashboard.handle(() => ({ json: slots }))
    const port = adapter()
    expect(await port.availableServiceBookings(2101)).toEqual(slots)
    expect(await port.availableAppointmentBookings(2101)).toEqual(slots)
    expect(dashboard.received.map((r) => r.url)).toEqual([
      '/dealerships/2101/available_service_bookings.json',
      '/dealerships/2101/available_appointment_bookings.json',
    ])
  })

  it('search pages: GET /websites/{websiteId}/search_pages.json; description absent reads as null', async () => {
    dashboard.handle(() => ({
      json: [
        { id: 1, path: '/search/utes', title: 'Utes', description: 'Work utes' },
        { id: 2, path: '/search/suv', title: 'SUVs' },
      ],
    }))
    expect(await adapter().searchPages(1001)).toEqual([
      { id: 1, path: '/search/utes', title: 'Utes', description: 'Work utes' },
      { id: 2, path: '/search/suv', title: 'SUVs', description: null },
    ])
    expect(dashboard.received.map((r) => r.url)).toEqual(['/websites/1001/search_pages.json'])
    expect(dashboard.received[0]!.headers.authorization).toBe(BASIC)
  })

  it('website session data: GET /api/v1/websites/{websiteId}/website_session_data.json, Accept JSON; no website id → null and no call', async () => {
    dashboard.handle(() => ({ json: { visitor: { returning: true }, promo: 'x' } }))
    const port = adapter()
    expect(await port.websiteSessionData(1001)).toEqual({ visitor: { returning: true }, promo: 'x' })
    expect(await port.websiteSessionData(null)).toBeNull()
    expect(dashboard.received.map((r) => r.url)).toEqual(['/api/v1/websites/1001/website_session_data.json'])
    expect(dashboard.received[0]!.headers.accept).toBe('application/json')
  })

  it('site configuration: GET /websites/{slug}/site_config.json, as a SiteConfig or a tenant file {site}', async () => {
    const site = makeSite({ slug: 'demo-motors', name: 'Demo Motors Live' })
    dashboard.script({ json: site }, { json: { site, pages: [] } })
    const port = adapter()
    expect(await port.siteConfig('demo-motors')).toEqual(site)
    expect(await port.loadSiteConfig('demo-motors')).toEqual({ ok: true, site })
    expect(dashboard.received.map((r) => r.url)).toEqual([
      '/websites/demo-motors/site_config.json',
      '/websites/demo-motors/site_config.json',
    ])
    expect(dashboard.received.every((r) => r.headers.authorization === BASIC)).toBe(true)
  })

  it("site configuration in the dashboard's SPEC §3 names: every field arrives, unknown keys logged once per tenant", async () => {
    const answer = { ...everyFieldDashboardSite(), legacy_banner: 'x' }
    dashboard.handle(() => ({ json: answer }))
    const unknown: [string, readonly string[]][] = []
    const port = adapter({
      logUnknownKeys: (slug, keys) => unknown.push([slug, keys]),
      baseOf: () => makeSite({ slug: 'demo-motors', wording: { used: 'pre-owned' } }),
    })
    const first = await port.loadSiteConfig('demo-motors')
    await port.loadSiteConfig('demo-motors')
    expect(first).toMatchObject({
      ok: true,
      site: {
        finance: { provider: 'Angle' },
        checkout: { payment_provider: 'Till', buy_online: true },
        inventory: { include_sold_cars_days: 9 },
        search: { default_search_path: '/search/used-cars', search_filters: ['car_type = "used"'] },
        flags: { garage_enabled: true, impel: true, reviews: false },
        offers_count: 4,
        wording: { used: 'pre-owned' },
      },
    })
    expect(unknown).toEqual([['demo-motors', ['legacy_banner']]])
    expect(logged).toEqual([])
  })

  it('a dashboard-shaped configuration with a malformed field: named, reported as a website refresh error, the last good one kept', async () => {
    const good = everyFieldDashboardSite()
    dashboard.script({ json: good }, { json: { ...good, include_sold_cars_days: -1, name: 'Broken' } })
    const reports: string[] = []
    const seed = makeSite({ slug: 'demo-motors', name: 'From the file' })
    const port = adapter()
    const configs = createLiveSiteConfigs({
      seeds: [seed],
      load: (slug) => port.loadSiteConfig(slug),
      clock: { now: () => 0 },
      ttlMs: 1000,
      report: { report: (m) => void reports.push(m) },
    })
    expect(await configs.refresh('demo-motors')).toBe(true)
    expect(await configs.refresh('demo-motors')).toBe(false)
    expect(configs.current('demo-motors')?.name).toBe('Everything Motors')
    expect(reports).toEqual([
      expect.stringMatching(
        /^An error occurred with website refresh: siteConfig answered the wrong shape: field "include_sold_cars_days":/,
      ),
    ])
  })

  it('site configuration from a configured URL on another host: that host is asked, without the dashboard credentials', async () => {
    const site = makeSite({ slug: 'demo-motors' })
    other.handle(() => ({ json: { site } }))
    const port = adapter({ siteConfigUrl: `${other.url}/configs/{slug}.json` })
    expect(await port.siteConfig('demo-motors')).toEqual(site)
    expect(other.received.map((r) => r.url)).toEqual(['/configs/demo-motors.json'])
    expect(other.received[0]!.headers.authorization).toBeUndefined()
    expect(dashboard.received).toHaveLength(0)
  })

  it("site configuration of another tenant is refused: a dealer never gets another dealer's site", async () => {
    dashboard.handle(() => ({ json: makeSite({ slug: 'someone-else' }) }))
    const load = await adapter().loadSiteConfig('demo-motors')
    expect(load).toEqual({
      ok: false,
      message: expect.stringContaining('answered the configuration of "someone-else" for "demo-motors"'),
    })
  })

  it('sends every call to the staging host when the staging flag is set', async () => {
    staging.handle((r) => (r.path.includes('/cars/') ? { json: car } : { json: [] }))
    const port = adapter({ staging: true, stagingUrl: `${staging.url}/` })
    expect(await port.carById(1001, '1001-7')).toEqual(car)
    expect(await port.searchPages(1001)).toEqual([])
    expect(staging.received.map((r) => r.url)).toEqual([
      '/websites/1001/cars/1001-7.json',
      '/websites/1001/search_pages.json',
    ])
    expect(staging.received.every((r) => r.headers.authorization === BASIC)).toBe(true)
    expect(dashboard.received).toHaveLength(0)
  })

  it('refuses to start with the staging flag and no staging host', () => {
    expect(() => adapter({ staging: true })).toThrow('DASHBOARD_STAGING is set but DASHBOARD_STAGING_URL is not')
  })
})

describe('dashboard REST adapter: failures answer false and are logged (SPEC §7, §8)', () => {
  it('retries twice: failing twice then succeeding is a success after three requests', async () => {
    dashboard.script({ status: 500, json: { error: 'boom' } }, { status: 503, text: 'busy' })
    dashboard.handle(() => ({ json: car }))
    expect(await adapter().carById(1001, '1001-7')).toEqual(car)
    expect(dashboard.received).toHaveLength(3)
    expect(new Set(dashboard.received.map((r) => r.url))).toEqual(new Set(['/websites/1001/cars/1001-7.json']))
    expect(dashboard.received.every((r) => r.headers.authorization === BASIC)).toBe(true)
    expect(logged).toEqual([])
  })

  it('failing three times answers false after three requests, logged with the call, URL, status and attempts', async () => {
    dashboard.handle(() => ({ status: 502, json: { error: 'bad gateway' } }))
    expect(await adapter().availableServiceBookings(2101)).toBe(false)
    expect(dashboard.received).toHaveLength(3)
    expect(logged).toEqual([
      expect.objectContaining({
        call: 'availableServiceBookings',
        url: `${dashboard.url}/dealerships/2101/available_service_bookings.json`,
        reason: 'http',
        status: 502,
        attempts: 3,
      }),
    ])
  })

  it('a 404 status inside a 200 body answers false without retrying', async () => {
    dashboard.handle(() => ({ json: { status: 404, error: 'Not Found' } }))
    expect(await adapter().carById(1001, 'gone-1')).toBe(false)
    expect(await adapter().manufacturer('holden', 1001)).toBe(false)
    dashboard.handle(() => ({ json: { status: '404' } }))
    expect(await adapter().searchPages(1001)).toBe(false)
    expect(dashboard.received).toHaveLength(3)
    expect(logged.map((f) => [f.call, f.reason])).toEqual([
      ['carById', 'not_found'],
      ['manufacturer', 'not_found'],
      ['searchPages', 'not_found'],
    ])
  })

  it('an HTTP 404 or 401 says the same thing every time: false at once, no retries', async () => {
    dashboard.script({ status: 404, json: { error: 'no' } }, { status: 401, json: { error: 'bad credentials' } })
    expect(await adapter().carById(1001, 'x-1')).toBe(false)
    expect(await adapter().carById(1001, 'x-2')).toBe(false)
    expect(dashboard.received).toHaveLength(2)
    expect(logged.map((f) => [f.reason, f.status, f.attempts])).toEqual([
      ['http', 404, 1],
      ['http', 401, 1],
    ])
  })

  it('a slow answer times out, is retried twice, then answers false (logged as a timeout)', async () => {
    dashboard.handle(() => ({ json: car, delayMs: 1_500 }))
    expect(await adapter({ timeoutMs: 150 }).carById(1001, '1001-7')).toBe(false)
    expect(dashboard.received).toHaveLength(3)
    expect(logged).toEqual([expect.objectContaining({ call: 'carById', reason: 'timeout', attempts: 3 })])
  })

  it('a slow first answer then a quick one is a success', async () => {
    dashboard.script({ json: car, delayMs: 3_000 })
    dashboard.handle(() => ({ json: car }))
    expect(await adapter({ timeoutMs: 600 }).carById(1001, '1001-7')).toEqual(car)
    expect(dashboard.received).toHaveLength(2)
  })

  it('malformed JSON answers false, logged as malformed_json', async () => {
    dashboard.handle(() => ({ text: '{"id": "1001-7", "price": ' }))
    expect(await adapter().carById(1001, '1001-7')).toBe(false)
    expect(logged).toEqual([expect.objectContaining({ call: 'carById', reason: 'malformed_json', status: 200 })])
  })

  it('a wrong shape answers false, logged with the field named', async () => {
    dashboard.script(
      { json: { ...car, price: 'twenty thousand' } },
      { json: [{ date: '2025-02-03', times: ['8am'] }] },
      { json: { id: 1, name: 'Toyota' } },
      { json: [1, 2, 3] },
      { json: [{ id: 1, path: 'https://elsewhere.example/', title: 'x' }] },
      { json: { ...car, finance_lenders: { taurus: { paymentWeek: '120' } } } },
    )
    const port = adapter()
    expect(await port.carById(1001, '1001-7')).toBe(false)
    expect(await port.availableAppointmentBookings(2101)).toBe(false)
    expect(await port.manufacturer('toyota', 1001)).toBe(false)
    expect(await port.websiteSessionData(1001)).toBe(false)
    expect(await port.searchPages(1001)).toBe(false)
    expect(await port.carById(1001, '1001-7')).toBe(false)
    expect(logged.map((f) => [f.call, f.reason, f.field])).toEqual([
      ['carById', 'wrong_shape', 'price'],
      ['availableAppointmentBookings', 'wrong_shape', '[0].times[0]'],
      ['manufacturer', 'wrong_shape', 'slug'],
      ['websiteSessionData', 'wrong_shape', ''],
      ['searchPages', 'wrong_shape', '[0].path'],
      ['carById', 'wrong_shape', 'finance_lenders.taurus.paymentWeek'],
    ])
    expect(dashboard.received).toHaveLength(6)
  })

  it('a site configuration of the wrong shape names the field inside the {site} wrapper', async () => {
    const site = makeSite({ slug: 'demo-motors' })
    dashboard.handle(() => ({ json: { site: { ...site, dealerships: [] } } }))
    const load = await adapter().loadSiteConfig('demo-motors')
    expect(load.ok).toBe(false)
    expect(logged).toEqual([
      expect.objectContaining({ call: 'siteConfig', reason: 'wrong_shape', field: 'site.dealerships' }),
    ])
    expect(!load.ok && load.message).toContain('field "site.dealerships"')
  })

  it('an unreachable dashboard answers false after three attempts, logged as network', async () => {
    const gone = await startLoopback()
    const url = gone.url
    await gone.close()
    expect(await adapter({ baseUrl: url }).searchPages(1001)).toBe(false)
    expect(logged).toEqual([expect.objectContaining({ call: 'searchPages', reason: 'network', attempts: 3 })])
  })

  it('ids that cannot go in a path are refused before any request', async () => {
    const port = adapter()
    expect(await port.carById(1001, '../../admin')).toBe(false)
    expect(await port.carById(-1, 'car-1')).toBe(false)
    expect(await port.manufacturer('a/b', 1001)).toBe(false)
    expect(await port.availableServiceBookings(Number.NaN)).toBe(false)
    expect(await port.siteConfig('../etc')).toBe(false)
    expect(dashboard.received).toHaveLength(0)
    expect(logged.every((f) => f.reason === 'invalid_input')).toBe(true)
    expect(logged).toHaveLength(5)
  })

  it('property: a car whose any one field has the wrong type answers false, and the log names that field', async () => {
    const keys = Object.keys(car)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        fc.constantFrom<unknown>([1], 'text', 12.5, true),
        async (key, bad) => {
          // a replacement the Car schema accepts (e.g. text for a nullable string) is not wrong: skip it
          if (decodeOrProblem(Car, { ...car, [key]: bad }).ok) return
          logged = []
          dashboard.reset()
          dashboard.handle(() => ({ json: { ...car, [key]: bad } }))
          expect(await adapter().carById(1001, '1001-7')).toBe(false)
          expect(logged).toHaveLength(1)
          expect(logged[0]!.reason).toBe('wrong_shape')
          expect(logged[0]!.field!.startsWith(key)).toBe(true)
        },
      ),
      { numRuns: 60 },
    )
  })
})
