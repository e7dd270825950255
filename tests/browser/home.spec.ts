import { expect, test } from '@playwright/test'
import { TENANT_FILES, siteUrl, watchForProblems } from './support/tenants.ts'
import { appSettled } from './support/app-ready.ts'
import { serverSearch } from './support/listing.ts'
import { expectHeroPromotions } from './support/home-hero.ts'
import { expectHeaderTextsFit } from './support/header-texts.ts'

const DEFAULT_NAV = [
  { label: 'Home' },
  { label: 'Our Stock' },
  { label: 'Vehicle Service' },
  { label: 'Parts' },
  { label: 'Company', children: ['About Us', 'Contact Us', 'Careers', 'Terms And Conditions'] },
]

// One load of each tenant's home page serves three checks, each as a step of its own: what the page shows, the
// hero's promotions at 1280 px, and the header's texts at phone to laptop widths.
for (const { slug, file } of TENANT_FILES) {
  test(`${slug}: home page shows the tenant's name and navigation, its hero's promotions at 1280 px, and header texts that fit at 320 to 1280 px`, async ({
    page,
  }, testInfo) => {
    const problems = watchForProblems(page)
    const response = await page.goto(siteUrl(testInfo, slug))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(file.site.name)))
    await expect(page.getByRole('link', { name: `${file.site.name} home` })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected: { label: string; children?: unknown[] }[] = file.site.navigation?.header ?? DEFAULT_NAV
    for (const item of expected) {
      const role = item.children?.length ? 'button' : 'link'
      await expect(nav.getByRole(role, { name: item.label, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('contentinfo')).toContainText(file.site.name)
    await appSettled(page)
    expect(problems()).toEqual([])
    await test.step("at 1280 px the home hero's right half holds the promotions slider", () =>
      expectHeroPromotions(page))
    await test.step('no two header texts overlap and none leaves the screen', () => expectHeaderTextsFit(page, slug))
  })
}

test('bare localhost lists every demo site', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Demo dealer sites' })).toBeVisible()
  for (const { file } of TENANT_FILES) {
    await expect(page.getByRole('link', { name: file.site.name })).toBeVisible()
  }
})

test('an unknown host gets a 404 that names no tenant', async ({ page }, testInfo) => {
  const response = await page.goto(siteUrl(testInfo, 'no-such-dealer'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const html = await page.content()
  for (const { file } of TENANT_FILES) expect(html).not.toContain(file.site.name)
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

test('demo-motors: latest arrivals are the six newest cars, each opening its page, priced, with its heart', async ({
  page,
}, testInfo) => {
  const problems = watchForProblems(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', '/'))
  const newest = (await serverSearch(page, { sort: ['created_at_timestamp:desc'], limit: 6 })).hits
  const arrivals = page.getByRole('region', { name: 'Latest arrivals' }).getByRole('listitem')
  await expect(arrivals).toHaveCount(6)
  await appSettled(page)
  for (const [i, car] of newest.entries()) {
    const item = arrivals.nth(i)
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(car.name)
    await expect(item.getByRole('link', { name: car.name })).toHaveAttribute('href', `/cars/${car.slug}`)
    await expect(item.locator('.simple-car__price')).not.toBeEmpty()
    await expect(item.getByRole('button', { name: `Save ${car.name} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  }
  await arrivals.first().getByRole('link', { name: newest[0]!.name }).click()
  await expect(page).toHaveURL(new RegExp(`/cars/${newest[0]!.slug}$`))
  expect(problems()).toEqual([])
})
