import { LIVE_STATE } from '../../playwright.config.ts'
import { expect, test } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { siteUrl } from './support/tenants.ts'
import { ownAddress } from './support/forms.ts'
import { hydrated } from './support/content.ts'

/**
 * Live mode, one tenant whose every SPEC §3 site-configuration field differs from its default (tests/live/
 * live-stack.ts: 'every-field', its tenant file in the dashboard's shape, the fake dashboard answering in the
 * spec's flat names). What a shopper sees follows each field.
 */
// mirrors tests/live/live-stack.ts (not imported: that module pulls the search engine into the test runner)
const SLUG = 'every-field'
const WEBSITE_ID = 1099
const LIVE_TAGLINE = 'Configured live from the dashboard'
const WIDGET = { key: 'impel-key-1', script: 'https://impel.example/w.js' }

const dashboardCalls = async (): Promise<Array<{ url: string }>> => {
  if (!existsSync(LIVE_STATE)) throw new Error(`no live e2e state at ${LIVE_STATE}: run the 'live' Playwright project`)
  const { dashboard } = JSON.parse(readFileSync(LIVE_STATE, 'utf8')) as { dashboard: string }
  return (await fetch(`${dashboard}/__received`)).json()
}

test.beforeEach(async ({ page }, testInfo) => {
  await ownAddress(page, testInfo)
  // the impel widget's script (SPEC §3 impel flag) at its address: a stand-in that marks the page
  await page.route(`${WIDGET.script}**`, (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__impelLoaded = true' }))
})

test('the configuration read in the dashboard\'s names: name, tagline and the header navigation it configures', async ({ page }, testInfo) => {
  const response = await page.goto(siteUrl(testInfo, SLUG))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Everything Motors/)
  await expect(page.getByText(LIVE_TAGLINE).first()).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/search/used-cars')
  expect((await dashboardCalls()).some((c) => c.url === `/websites/${SLUG}/site_config.json`)).toBe(true)
})

test('impel flag: the provider\'s widget loads through the third-party loader with the tenant key, at the first interaction', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG))
  await hydrated(page)
  // the loader's measurement scripts go in at the first idle moment after load; once the page has been idle
  // (a state, not a wait), a widget is still not there: it is for a shopper who uses the page
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(null))))
  await expect(page.locator('script[data-third-party="impel"]')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.locator('script[data-third-party="impel"]')).toHaveAttribute('src', `${WIDGET.script}?key=${WIDGET.key}`)
  await expect.poll(() => page.evaluate(() => (window as { __impelLoaded?: boolean }).__impelLoaded === true)).toBe(true)
})

test('garage_enabled: the garage offers sign-in', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, '/my-garage'))
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('default_search_path and search_filters: the used-car listing shows this dealer\'s used cars only', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, '/search/used-cars'))
  const cards = page.locator('a[href^="/cars/"]')
  await expect(cards.first()).toBeVisible()
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const details = hrefs.filter((h) => /^\/cars\/[a-z0-9-]+$/.test(h) && h !== '/cars/trade-in')
  // the shared index holds every tenant's cars: this site sees its own dealership's only (ids {websiteId}-{n})
  expect(details.length).toBeGreaterThan(0)
  expect(details.every((h) => new RegExp(`-${WEBSITE_ID}-\\d+$`).test(h))).toBe(true)
  // enable_store: cars that can be reserved online offer buying online ('Shop Now'), each for a car of the listing
  const buyOnline = hrefs.filter((h) => h.endsWith('/buy-online'))
  expect(buyOnline.length).toBeGreaterThan(0)
  expect(buyOnline.every((h) => details.includes(h.replace(/\/buy-online$/, '')))).toBe(true)
})
