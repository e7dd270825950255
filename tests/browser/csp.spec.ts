import { expect, test } from '@playwright/test'
import { appSettled } from './support/app-ready.ts'
import { fillCardForm, beginReservation } from './support/card-entry.ts'
import { siteUrl } from './support/tenants.ts'
import { answerCaptcha, formReady, eachTestFromOwnAddress } from './support/forms.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'
import * as csp from './support/csp.ts'

/**
 * Issue 16 item 10 in a real browser, demo mode: what a shopper does — home, listing, a car, a lead form with its
 * captcha, the garage sign-in, reserve online — under the whole enforced Content-Security-Policy raises no
 * violation; an inline script the page did not ship and an image from a host the policy does not name are refused.
 * (The same against the live fakes: live-csp.spec.ts.)
 */

const SLUG = 'demo-motors'

// each test walks several pages, each waited for until hydrated: more than one page's time on a loaded machine
test.describe.configure({ timeout: 90_000 })

eachTestFromOwnAddress()

test('browsing: home, listing, a car and the content pages under the whole policy, no violation', async ({
  page,
  request,
}, testInfo) => {
  const violations = await csp.recordViolations(page)
  const { cars } = await qaStock(request, testInfo, SLUG)
  const car = pickCar(cars, (c) => !c.sold, 2)
  for (const path of ['/', '/search', car.path, '/about-us', '/finance', '/our-locations']) {
    const response = await page.goto(siteUrl(testInfo, SLUG, path))
    expect(response!.status(), path).toBe(200)
    const policy = csp.directivesOf(response!.headers()['content-security-policy']!)
    expect(policy['default-src'], path).toEqual(["'self'"])
    expect(policy['script-src']![1], path).toMatch(/^'sha256-/)
    await appSettled(page)
  }
  expect(violations()).toEqual([])
})

test('a lead form with its captcha is sent under the policy, no violation', async ({ page }, testInfo) => {
  const violations = await csp.recordViolations(page)
  await page.goto(siteUrl(testInfo, SLUG, '/contact'))
  await formReady(page)
  await csp.fillContactForm(page)
  await answerCaptcha(page)
  await csp.submitAndSeeThanks(page)
  expect(violations()).toEqual([])
})

test('the garage sign-in asks for a code under the policy, which the page cannot be framed past', async ({
  page,
}, testInfo) => {
  const violations = await csp.recordViolations(page)
  const response = await page.goto(siteUrl(testInfo, SLUG, '/my-garage?tab=saved-cars'))
  expect(csp.directivesOf(response!.headers()['content-security-policy']!)['frame-ancestors']).toEqual(["'self'"])
  await appSettled(page)
  await csp.askForSignInCode(page)
  expect(violations()).toEqual([])
})

test('reserve online: card entry and the reservation under the policy, no violation', async ({
  page,
  request,
}, testInfo) => {
  const violations = await csp.recordViolations(page)
  const { cars } = await qaStock(request, testInfo, SLUG)
  const car = pickCar(cars, (c) => c.reservable, 12)
  const deposit = `$${(car.deposit_cents! / 100).toLocaleString('en-AU')}`
  const response = await page.goto(siteUrl(testInfo, SLUG, `/cars/${car.slug}/checkout`))
  expect(csp.directivesOf(response!.headers()['content-security-policy']!)['frame-ancestors']).toEqual(["'self'"])
  await appSettled(page)
  await beginReservation(page)
  await fillCardForm(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: `Pay ${deposit} deposit` }).click()
  await expect(page.getByRole('heading', { name: 'Reserved' })).toBeVisible()
  expect(violations()).toEqual([])
})

test('an inline script the page did not ship and an image from a host the policy does not name are refused and reported', async ({
  page,
}, testInfo) => {
  await csp.expectInjectedCodeRefused(page, siteUrl(testInfo, SLUG, '/'))
})
