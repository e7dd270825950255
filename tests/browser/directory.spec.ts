import { expect, test } from '@playwright/test'
import { hydrated } from './support/content.ts'
import { tenant } from './support/tenants.ts'

test('a newcomer opens bare localhost, clicks a demo site and lands on its home on the same port', async ({
  page,
}, testInfo) => {
  const base = new URL(String(testInfo.project.use.baseURL))
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Demo dealer sites' })).toBeVisible()
  const name = tenant('metro-auto-group').site.name
  await page.getByRole('link', { name }).click()
  await expect(page).toHaveURL(`http://metro-auto-group.localhost:${base.port}/`)
  await hydrated(page)
  await expect(page).toHaveTitle(new RegExp(name))
})
