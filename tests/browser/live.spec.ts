import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { choose, formReady, ownAddress } from './support/forms.ts'
import { serveFakeTurnstile, solveTurnstile } from './support/fake-turnstile.ts'
import { liveServer, type Seen } from './support/live-state.ts'

/**
 * Live mode end to end for one tenant (demo-motors): the production build with ADAPTERS=live against loopback
 * fakes of the dashboard, the CRM, the lookup provider and Meilisearch (tests/live/live-stack.ts), started by the
 * 'live' project's web server in playwright.config.ts.
 */
const SLUG = 'demo-motors'
const site = tenant(SLUG).site
// mirrors tests/live/live-stack.ts (not imported: that module pulls the search engine into the test runner)
const LIVE_TAGLINE = 'Configured live from the dashboard'
const LOOKUP_KEY = 'live-e2e-lookup-key'

const seen = async (request: APIRequestContext, server: 'dashboard' | 'crm' | 'provider'): Promise<Seen[]> =>
  (await request.get(`${liveServer(server)}/__received`)).json()

test.beforeEach(async ({ page }, testInfo) => {
  await ownAddress(page, testInfo)
  // live lead forms show Cloudflare Turnstile: a stand-in at its address (tests/browser/live-captcha.spec.ts)
  await serveFakeTurnstile(page)
})

test("home: the tenant's configuration comes from the dashboard, with basic auth", async ({
  page,
  request,
}, testInfo) => {
  const response = await page.goto(siteUrl(testInfo, SLUG))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(new RegExp(site.name))
  await expect(page.getByText(LIVE_TAGLINE).first()).toBeVisible()
  const calls = await seen(request, 'dashboard')
  const config = calls.filter((c) => c.url === `/websites/${SLUG}/site_config.json`)
  expect(config.length).toBeGreaterThan(0)
  expect(config.every((c) => c.authorization?.startsWith('Basic '))).toBe(true)
})

test('search: the listing comes from Meilisearch through the server; a car opens its detail from the dashboard', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, '/search/new-used-and-demo-cars'))
  const cards = page.locator('a[href^="/cars/"]')
  await expect(cards.first()).toBeVisible()
  const href = (await cards.first().getAttribute('href'))!
  expect(href).toMatch(/^\/cars\/[a-z0-9-]+-1001-\d+$/)

  const detail = await page.goto(siteUrl(testInfo, SLUG, href))
  expect(detail?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const carId = /-(1001-\d+)$/.exec(href)![1]
  const calls = await seen(request, 'dashboard')
  expect(calls.some((c) => c.url === `/websites/${site.id}/cars/${carId}.json`)).toBe(true)
})

test('a lead goes to the CRM: POST /api/leads with {lead}', async ({ page, request }, testInfo) => {
  const before = (await seen(request, 'crm')).length
  await page.goto(siteUrl(testInfo, SLUG, '/contact'))
  await formReady(page)
  await page.getByRole('textbox', { name: 'Full name' }).fill('Live Tester')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill('live@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Live mode end to end.')
  await choose(page, 'Where did you hear about us?', 'Google')
  await solveTurnstile(page.locator('form.lead-form'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=general-enquiry$/)
  // delivery is asynchronous (the outbox): wait for the CRM to see it
  // other live specs send leads at the same time: this test's lead is the one with its email
  const mine = (c: Seen) => c.method === 'POST' && c.url === '/api/leads' && c.json?.lead?.email === 'live@example.com'
  await expect
    .poll(async () => (await seen(request, 'crm')).slice(before).filter(mine).length, { timeout: 15_000 })
    .toBe(1)
  const lead = (await seen(request, 'crm')).slice(before).find(mine)!.json.lead
  expect(lead).toMatchObject({ name: 'Live Tester', email: 'live@example.com', website_slug: SLUG, source: 'Website' })
})

test("trade-in lookup: the form finds the vehicle through the provider with the server's key", async ({
  page,
  request,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, '/trade-in'))
  await formReady(page)
  await page.getByRole('textbox', { name: 'Registration', exact: true }).fill('liv123')
  await page.getByRole('button', { name: 'Find my vehicle' }).click()
  // demo-motors has redbook too: the vehicle found is described by the provider's Redbook (SPEC §3)
  await expect(
    page.getByText(
      'Found your 2019 Toyota Corolla Ascent Sport. Market value estimate: $21,900. Redbook: 2019 Toyota Corolla Ascent Sport Hatchback 5dr Auto CVT.',
    ),
  ).toBeVisible()
  const calls = await seen(request, 'provider')
  expect(calls.slice(-2)).toMatchObject([
    { method: 'POST', url: '/autograb', authorization: `Bearer ${LOOKUP_KEY}` },
    { method: 'POST', url: '/redbook', json: { make: 'Toyota', model: 'Corolla', year: 2019, badge: 'Ascent Sport' } },
  ])
})

test('trade-in lookup route: POST /api/trade-in-lookup with rego and regoState; the key never reaches the browser', async ({
  request,
}, testInfo) => {
  // Node does not resolve *.localhost as browsers do: send to 127.0.0.1 with the tenant's Host header
  const site = new URL(siteUrl(testInfo, SLUG, '/api/trade-in-lookup'))
  const url = `http://127.0.0.1:${site.port}${site.pathname}`
  const headers = { host: site.host, 'x-forwarded-for': '10.99.0.1' }
  const found = await request.post(url, { data: { rego: 'LIV123', regoState: 'QLD' }, headers })
  expect(found.status()).toBe(200)
  const text = await found.text()
  expect(JSON.parse(text)).toMatchObject({
    vehicle: { make: 'Toyota', model: 'Corolla', year: 2019 },
    market: { state_average_market_price: 21_900 },
  })
  expect(text).not.toContain(LOOKUP_KEY)
  const missing = await request.post(url, { data: { rego: 'NOPE1' }, headers })
  expect(missing.status()).toBe(404)
  const bad = await request.post(url, { data: { rego: '!!' }, headers })
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ field: 'rego' })
})
