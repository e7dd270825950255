import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'

test('a shopper who scrolls before the app has loaded stays where they are; a car opened in place starts at the top, and Back returns to the place', async ({
  page,
}, testInfo) => {
  // hold the app's scripts until the shopper has scrolled, as on a slow phone
  let release!: () => void
  const scrolled = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scrolled
    await route.continue()
  })
  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars'), { waitUntil: 'domcontentloaded' })
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
  release()
  await appReady(page)
  // where they were, give or take what the browser's scroll anchoring moves if something above changes height;
  // the router's reset put every shopper back at 0
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400)

  // a card in view there, opened in place without scrolling again: its page starts at the top
  const inView = await page
    .locator('article.vc h3 a')
    .evaluateAll((links) =>
      links.findIndex(
        (a) => a.getBoundingClientRect().top > 0 && a.getBoundingClientRect().bottom < window.innerHeight,
      ),
    )
  expect(inView).toBeGreaterThan(0)
  const where = await page.evaluate(() => window.scrollY)
  await page.locator('article.vc h3 a').nth(inView).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Back: where they were, though the only scroll they made was before the app listened
  await page.goBack()
  await expect(page.locator('article.vc').first()).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(where)
})
