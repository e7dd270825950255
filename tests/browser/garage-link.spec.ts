import { expect, test } from '@playwright/test'
import { TENANT_FILES, siteUrl } from './support/tenants.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'
import { appReady } from './support/app-ready.ts'

/** Issue 30 item 7: every site has favourites (SPEC §2), so My Garage is linked on each, with how many are saved. */
for (const { slug } of TENANT_FILES) {
  test(`${slug}: My Garage is in the header, the menu, the footer and the car page, counting what is saved`, async ({
    page,
    request,
  }, testInfo) => {
    const { cars } = await qaStock(request, testInfo, slug)
    const car = pickCar(cars, (c) => !c.sold)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl(testInfo, slug, car.path))
    await appReady(page)
    const header = page.getByRole('banner').getByRole('link', { name: 'My Garage 0 saved' })
    await expect(header).toBeVisible()
    const garage = await header.getAttribute('href')
    expect(garage).toMatch(/^\/(my-garage\?tab=saved-cars|mybigboxcars)$/)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'My Garage 0 saved' })).toHaveAttribute(
      'href',
      garage!,
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'My Garage 0 saved' })).toBeVisible()

    // saving the car counts it everywhere at once
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${car.name} to favourites` })
      .first()
      .click()
    await expect(page.getByRole('link', { name: 'My Garage 1 saved' })).toHaveCount(3)

    // on a phone: the header's heart and count, and the menu's link
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(header).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Garage 1 saved' })).toBeVisible()
    await page.getByRole('button', { name: 'Menu' }).click()
    const inMenu = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My Garage 1 saved' })
    await inMenu.click()
    await expect(page).toHaveURL(new RegExp(`${garage!.replace(/[?]/g, '\\?')}$`))
    await expect(page.getByRole('heading', { name: 'Saved cars (1)' })).toBeVisible()
    await expect(page.getByRole('link', { name: car.name })).toBeVisible()
  })
}
