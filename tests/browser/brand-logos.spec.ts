import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'

/** Issue #17 item 5: the Brands menu shows each make's own logo, not the image-not-found picture. */
for (const slug of ['metro-auto-group', 'coastal-nissan']) {
  test(`${slug}: every make in the Brands menu shows its own logo`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl(testInfo, slug))
    await appReady(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Brands' }).click()
    const menu = page.getByRole('list', { name: 'Our brands' })
    await expect(menu).toBeVisible()
    const entries = menu.getByRole('link')
    expect(await entries.count()).toBeGreaterThan(0)
    for (const entry of await entries.all()) {
      const logo = entry.locator('img')
      await logo.scrollIntoViewIfNeeded()
      // loaded, and not swapped for the fallback by its error handler
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      expect(
        await logo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname),
        await entry.innerText(),
      ).not.toBe('/images/image-not-found.svg')
    }
  })
}
