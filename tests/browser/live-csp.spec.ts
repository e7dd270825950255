import { expect, test, type APIRequestContext } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appSettled } from './support/app-ready.ts'
import { formReady, eachTestFromOwnAddress } from './support/forms.ts'
import { serveFakeTurnstile, solveTurnstile } from './support/fake-turnstile.ts'
import * as csp from './support/csp.ts'
import { fakePayWayJs, fakeStripeJs, fakeTillPaymentJs } from '../live/support/fake-card-scripts.ts'
import { beginReservation } from './support/card-entry.ts'
import { liveServer } from './support/live-state.ts'

/**
 * Issue 16 item 10 in a real browser against the live fakes (tests/live/serve-live.ts: ADAPTERS=live, the search
 * service, dashboard, CRM, Turnstile and payment providers on loopback): the listing searching the search service
 * directly, a car, a lead form behind Turnstile, the garage sign-in and reserve online (Stripe, Till, PayWay) raise no
 * violation under the policy the tenant's configuration gives; an inline script and a foreign image are refused.
 * The providers' scripts are stand-ins served at their real addresses (this machine has no internet).
 */
const SLUG = 'demo-motors'
// the providers' script addresses of the live stack (mirrors tests/browser/live-checkout.spec.ts)
const STRIPE_JS = 'https://js.stripe.com/v3/'
const TILL_JS = 'https://test-gateway.tillpayments.com/js/integrated/payment.1.3.min.js'
const PAYWAY_JS = 'https://api.payway.com.au/rest/v1/payway.js'

async function reservableCar(request: APIRequestContext, n: number, tenant = SLUG): Promise<{ slug: string }> {
  const cars = (await (await request.get(`${liveServer('dashboard')}/__reservable/${tenant}`)).json()) as {
    slug: string
  }[]
  expect(cars.length).toBeGreaterThan(n)
  return cars[n]!
}

// each test walks several pages, each waited for until hydrated: more than one page's time on a loaded machine
test.describe.configure({ timeout: 90_000 })

eachTestFromOwnAddress()

test('live: home, a listing searching the search service directly, and a car under the policy, no violation', async ({
  page,
}, testInfo) => {
  const violations = await csp.recordViolations(page)
  const home = await page.goto(siteUrl(testInfo, SLUG, '/'))
  const policy = csp.directivesOf(home!.headers()['content-security-policy']!)
  // the browser searches the search service itself: its host is allowed to connect, and nothing else is
  expect(policy['connect-src']).toContain(liveServer('meili'))
  expect(policy['script-src']).toContain('https://challenges.cloudflare.com')
  await appSettled(page)

  await page.goto(siteUrl(testInfo, SLUG, '/search'))
  await appSettled(page)
  const direct = page.waitForResponse(
    (r) => r.url() === `${liveServer('meili')}/multi-search` && r.request().method() === 'POST',
  )
  await page.getByRole('group', { name: 'Make' }).locator('label').first().click()
  expect((await direct).status()).toBe(200)
  await appSettled(page)

  const card = page.locator('main a[href^="/cars/"]').first()
  const href = await card.getAttribute('href')
  await page.goto(siteUrl(testInfo, SLUG, href!))
  await appSettled(page)
  expect(violations()).toEqual([])
})

test('live: a lead form behind Turnstile is sent under the policy, no violation', async ({ page }, testInfo) => {
  const violations = await csp.recordViolations(page)
  await serveFakeTurnstile(page, ['pass'])
  await page.goto(siteUrl(testInfo, SLUG, '/contact'))
  await formReady(page)
  await csp.fillContactForm(page)
  await solveTurnstile(page.locator('form.lead-form'))
  await csp.submitAndSeeThanks(page)
  expect(violations()).toEqual([])
})

test('live: the garage sign-in asks for a code under the policy, no violation', async ({ page }, testInfo) => {
  const violations = await csp.recordViolations(page)
  await page.goto(siteUrl(testInfo, SLUG, '/my-garage?tab=saved-cars'))
  await appSettled(page)
  await csp.askForSignInCode(page)
  expect(violations()).toEqual([])
})

test('live: reserve online with Stripe under the policy, no violation', async ({ page, request }, testInfo) => {
  const violations = await csp.recordViolations(page)
  await page.route(STRIPE_JS, (route) => route.fulfill({ contentType: 'application/javascript', body: fakeStripeJs() }))
  const car = await reservableCar(request, 5)
  const response = await page.goto(siteUrl(testInfo, SLUG, `/cars/${car.slug}/checkout`))
  const policy = csp.directivesOf(response!.headers()['content-security-policy']!)
  expect(policy['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']))
  expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
  expect(policy['frame-ancestors']).toEqual(["'self'"])
  await appSettled(page)
  await beginReservation(page)
  const card = page.getByRole('region', { name: 'Card details' })
  await card.getByRole('textbox', { name: 'Name on card' }).fill('Sam Shopper')
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: /^Pay \$[\d,]+ deposit$/ }).click()
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
  expect(violations()).toEqual([])
})

test("live: Till's hosted fields and PayWay's card frame load under their tenants' policies, no violation", async ({
  page,
  request,
}, testInfo) => {
  const violations = await csp.recordViolations(page)
  await page.route(TILL_JS, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: fakeTillPaymentJs() }),
  )
  await page.route(PAYWAY_JS, (route) => route.fulfill({ contentType: 'application/javascript', body: fakePayWayJs() }))
  for (const [tenant, gateway] of [
    ['metro-auto-group', 'https://test-gateway.tillpayments.com'],
    ['prestige-preowned', 'https://api.payway.com.au'],
  ] as const) {
    const car = await reservableCar(request, 6, tenant)
    const response = await page.goto(siteUrl(testInfo, tenant, `/cars/${car.slug}/checkout`))
    const policy = csp.directivesOf(response!.headers()['content-security-policy']!)
    expect(policy['script-src'], tenant).toContain(gateway)
    expect(policy['frame-src'], tenant).toContain(gateway)
    expect(policy['script-src'], tenant).not.toContain('https://js.stripe.com')
    await appSettled(page)
    await beginReservation(page)
    await expect(page.getByRole('textbox', { name: 'Card number' }).first()).toBeVisible()
  }
  expect(violations()).toEqual([])
})

test('live: an inline script and an image from a host the policy does not name are refused and reported', async ({
  page,
}, testInfo) => {
  await csp.expectInjectedCodeRefused(page, siteUrl(testInfo, SLUG, '/'))
})
