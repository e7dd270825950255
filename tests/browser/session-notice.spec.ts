import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { appReady, appSettled } from './support/app-ready.ts'
import { expectAccessible } from './support/a11y.ts'

/**
 * SPEC §7 website_session_data.json: the dealer's notice (Subscribe Cars' demo dashboard answers one) shows on every
 * page once the session starts, links where the dealer says, and stays closed for the session once closed.
 */
test("the session data's notice shows on every page until the shopper closes it", async ({ page }, testInfo) => {
  const { message, link_url } = tenant('subscribe-cars').session_data.notice
  await page.goto(siteUrl(testInfo, 'subscribe-cars'))
  await appReady(page)
  const notice = page.getByRole('complementary', { name: 'Notice' })
  await expect(notice).toContainText(message)
  await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', link_url)
  await notice.getByRole('button', { name: 'Close notice' }).click()
  await expect(notice).toHaveCount(0)
  await page.goto(siteUrl(testInfo, 'subscribe-cars', '/contact'))
  await appSettled(page)
  // still closed in this session; a site whose session data has no notice never shows one
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveCount(0)
})

test('a site whose session data carries no notice shows none', async ({ page }, testInfo) => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/session-notice.json')
  await page.goto(siteUrl(testInfo, 'demo-motors'))
  await appReady(page)
  expect(await (await answered).json()).toEqual({ notice: null })
  await expect(page.getByRole('complementary', { name: 'Notice' })).toHaveCount(0)
})

test('the notice bar passes axe and the basic checks', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'subscribe-cars'))
  await appReady(page)
  await expect(page.getByRole('complementary', { name: 'Notice' })).toBeVisible()
  await expectAccessible(page)
})
