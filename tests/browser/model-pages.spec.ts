import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'
import { expectAccessible } from './support/a11y.ts'

/**
 * SPEC §3 build_model_pages: Coastal Nissan (flag on, the Nissan range in its manufacturer content) has a brand page
 * and a page per model; a site without the flag answers 404 at the same addresses.
 */
test('the Brands menu opens the brand page, whose range links each model page', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(testInfo, 'coastal-nissan'))
  await appReady(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Brands' }).click()
  await page
    .getByRole('list', { name: 'Our brands' })
    .getByRole('link', { name: /^Nissan$/ })
    .click()
  await expect(page).toHaveURL(/\/brands\/nissan$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Nissan' })).toBeVisible()
  await expect(page.getByText('Innovation that excites')).toBeVisible()
  const range = page.getByRole('region', { name: 'The Nissan range' })
  // the manufacturer's range first, in its order (Ariya has no stock and still has its page)
  await expect(range.getByRole('heading', { level: 3 }).first()).toHaveText('Nissan X-Trail')
  await expect(range.getByRole('link', { name: 'Nissan Ariya' })).toHaveAttribute('href', '/brands/nissan/ariya')
  await expect(page).toHaveTitle('Nissan range | Coastal Nissan')
})

test('a model page: hero and highlights, its cars linking to their pages, the filtered listing, and an enquiry naming the model', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'coastal-nissan', '/brands/nissan/x-trail'))
  await appReady(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Nissan X-Trail' })).toBeVisible()
  await expect(page.getByText('From $41,990').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Highlights' }).getByText('ProPILOT driver assistance')).toBeVisible()
  const stock = page.getByRole('region', { name: 'Nissan X-Trail in stock' })
  const cards = stock.locator('a[href^="/cars/"][href*="x-trail"]')
  await expect(cards.first()).toBeVisible()
  const seeAll = stock.getByRole('link', { name: /^See all \d+ Nissan X-Trail/ })
  await expect(seeAll).toHaveAttribute('href', '/search/nissan/x-trail')
  // the canonical and description a search engine reads
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/brands\/nissan\/x-trail$/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /seven seats/i)

  await page.getByRole('button', { name: 'Enquire about the X-Trail' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveValue("I'm interested in the Nissan X-Trail.")

  await page.keyboard.press('Escape')
  await seeAll.click()
  await expect(page).toHaveURL(/\/search\/nissan\/x-trail/)
  await expect(page.locator('a[href^="/cars/"]').first()).toBeVisible()
})

test('without build_model_pages, or for a model nobody has, the addresses are 404s', async ({ page }, testInfo) => {
  expect((await page.goto(siteUrl(testInfo, 'demo-motors', '/brands/toyota')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(testInfo, 'demo-motors', '/brands/toyota/hilux')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(testInfo, 'coastal-nissan', '/brands/nissan/micra')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(testInfo, 'coastal-nissan', '/brands/toyota')))?.status()).toBe(404)
})

for (const path of ['/brands/nissan', '/brands/nissan/x-trail']) {
  test(`coastal-nissan${path}: no axe WCAG A/AA violations and the basic checks pass`, async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, 'coastal-nissan', path))
    await expectAccessible(page)
  })
}
