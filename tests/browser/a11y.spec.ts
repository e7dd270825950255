import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { pickCar, qaStock, type QaCar } from './support/vehicle-stock.ts'
import { hydrated } from './support/content.ts'
import { expectAccessible } from './support/a11y.ts'
import { appReady } from './support/app-ready.ts'

/** Pages beyond the page types below (their home, content and location pages are checked there, once each). */
const PAGES: readonly [string, string][] = [
  ['metro-auto-group', '/our-locations'],
  ['kiwi-cars-nz', '/faqs'],
  ['kiwi-cars-nz', '/special-offers'],
  ['prestige-preowned', '/reviews'],
]

/** Both checks on the page as a shopper sees it once the app has loaded. */

for (const [slug, path] of PAGES) {
  test(`${slug}${path}: no axe WCAG A/AA violations and the basic checks pass`, async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, path))
    await expectAccessible(page)
  })
}

/** Every page type, one load each: the paths a tenant's pages of that type live on. */
const PAGE_TYPES: readonly [string, (slug: string, car: QaCar) => string][] = [
  ['home', () => '/'],
  ['listing', () => '/search'],
  ['detail', (_, car) => car.path],
  ['checkout', (_, car) => `/cars/${car.slug}/checkout`],
  ['content page', () => '/about-us'],
  ['contact', () => '/contact'],
  ['form page', () => '/finance'],
  ['location page', (slug) => `/contact-us/${tenant(slug).site.locations[0].slug}`],
  ['garage', () => '/my-garage'],
]

for (const slug of ['demo-motors', 'metro-auto-group', 'ridewest-motorcycles']) {
  for (const [type, pathOf] of PAGE_TYPES) {
    test(`${slug} ${type}: no axe WCAG A/AA violations and the basic checks pass`, async ({
      page,
      request,
    }, testInfo) => {
      const { cars } = await qaStock(request, testInfo, slug)
      const car = pickCar(cars, (c) => !c.sold && (cars.some((r) => r.reservable) ? c.reservable : true))
      await page.goto(siteUrl(testInfo, slug, pathOf(slug, car)))
      await expectAccessible(page)
    })
  }
}

test('brand dropdown opens and closes from the keyboard and marks the header', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/'))
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  const button = nav.getByRole('button', { name: /Brands/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('header.site-header')).toHaveClass(/is-brands-open/)
  const brand = page.getByRole('link', { name: 'Metro Fleet & Business' })
  await expect(brand).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator('header.site-header')).not.toHaveClass(/is-brands-open/)
})

test('mobile menu opens from the keyboard on a narrow screen and its links are reachable', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/about-us'))
  await hydrated(page)
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeVisible()
  await expect(mobile.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await page.keyboard.press('Tab')
  const focusedInMenu = await page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Mobile"]'))
  expect(focusedInMenu).toBe(true)
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('link rules: /pages/ dropped unless the site uses a pages path, /blog → /news on the one site, tel/mailto/maps', async ({
  page,
}, testInfo) => {
  const related = (p: typeof page) => p.getByRole('navigation', { name: 'More information' })
  await page.goto(siteUrl(testInfo, 'demo-motors', '/faqs'))
  await expect(related(page).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about-us')
  await expect(related(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy')
  await page.goto(siteUrl(testInfo, 'roam-rv', '/faqs'))
  await expect(related(page).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/pages/about-us')
  await page.goto(siteUrl(testInfo, 'prestige-preowned', '/faqs'))
  await hydrated(page)
  const news = related(page).getByRole('link', { name: 'News' })
  await expect(news).toHaveAttribute('href', '/news')
  await news.click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await page.goto(siteUrl(testInfo, 'kiwi-cars-nz', '/contact-us/penrose'))
  const main = page.locator('main')
  const tel = main.locator('a[href^="tel:"]').first()
  await expect(tel).not.toHaveAttribute('target', /.+/)
  const mail = main.locator('a[href^="mailto:"]').first()
  await expect(mail).not.toHaveAttribute('target', /.+/)
  const maps = main.getByRole('link', { name: /Get directions/ })
  await expect(maps).toHaveAttribute('target', '_blank')
  await expect(maps).toHaveAttribute('rel', /noopener/)
})

test('prefetch: hovering a never-prefetched link loads nothing, a normal link preloads its route', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/'))
  await hydrated(page)
  await appReady(page)
  // the page's own first requests (its chunks, its data) are over before the hovers' are counted
  await page.waitForLoadState('networkidle')
  const requests: string[] = []
  page.on('request', (r) => {
    const url = r.url()
    if (url.includes('_serverFn') || /\.js(\?|$)/.test(url)) requests.push(url)
  })
  // A link preloads on the hover itself. The never-prefetched links are hovered first and a normal one last, so a
  // preload of theirs would be asked for before the normal link's data, which is what the test waits for; no timer.
  // /our-locations is in this tenant's no_prefetch list; /special-offers (the promo slide) is never prefetched.
  await page.getByRole('link', { name: /See all \d+ locations/ }).hover()
  const promo = page.locator('.promo-slider__slide:not([hidden]) a[href="/special-offers"]')
  if (await promo.count()) await promo.hover()
  const normal = page.locator('.location-card__name a').first()
  expect(await normal.getAttribute('href')).toMatch(/^\/contact-us\//)
  await normal.hover()
  const named = (pattern: RegExp) => requests.filter((url) => pattern.test(decodeURIComponent(url)))
  // the normal link's loader data names its page family; the others' chunks or data would name theirs
  await expect.poll(() => named(/_serverFn.*"\/contact-us"/).length).toBeGreaterThan(0)
  expect(named(/our-locations|special-offers/)).toEqual([])
})
