import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'

/** Issue #17 item 8: the news page shows the tenant's posts; /blog goes there; no link where there are none. */
test('prestige-preowned: the News link opens its posts, newest first, and a typed /blog lands there too', async ({
  page,
}, testInfo) => {
  const posts: Array<{ title: string; date: string }> = tenant('prestige-preowned').posts
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.title)
  await page.goto(siteUrl(testInfo, 'prestige-preowned', '/about-us'))
  await appReady(page)
  const related = page.getByRole('navigation', { name: 'More information' })
  await related.getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(newest)
  await expect(page.getByText('Check back soon')).toHaveCount(0)

  const response = await page.goto(siteUrl(testInfo, 'prestige-preowned', '/blog'))
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/news$/)
  await expect(page.getByRole('article')).toHaveCount(posts.length)
})

test('demo-motors has no posts: no News link, and /news and /blog are not found', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/about-us'))
  await expect(
    page.getByRole('navigation', { name: 'More information' }).getByRole('link', { name: 'FAQs' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'News' })).toHaveCount(0)
  expect((await page.goto(siteUrl(testInfo, 'demo-motors', '/news')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(testInfo, 'demo-motors', '/blog')))?.status()).toBe(404)
})

test("metro-auto-group's configured header links keep their trailing slashes", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(testInfo, 'metro-auto-group'))
  await appReady(page)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Service', exact: true })).toHaveAttribute('href', '/service/')
  await expect(nav.getByRole('link', { name: 'Parts', exact: true })).toHaveAttribute(
    'href',
    '/vehicle-parts-and-accessories/',
  )
  await nav.getByRole('link', { name: 'Service', exact: true }).click()
  await expect(page).toHaveURL(/\/service\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const direct = await page.goto(siteUrl(testInfo, 'metro-auto-group', '/service/'))
  expect(direct?.status()).toBe(200)
  await expect(page).toHaveURL(/\/service\/$/)
})
