import { expect, test } from '@playwright/test'

// Home's and a vehicle page's data reach the browser as JSON text in a server function's answer on a client-side
// visit (web/site/json-state.ts), as they do in a page's state on a first load: both must render the page.
test('client-side visits to home and then a vehicle page render their data', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'demo-motors.localhost')}/contact-us`)
  await page.waitForFunction(() => !(window as unknown as { $_TSR?: unknown }).$_TSR) // hydrated
  await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true))

  await page.locator('header a[href="/"]').first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Motors' })).toBeVisible()
  const car = page.locator('.simple-car a').first()
  await expect(car).toBeVisible()
  const name = (await car.textContent())!

  await car.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('table').filter({ hasText: 'Odometer' })).toBeVisible()
  await expect(page.locator('.gallery__thumb img').first()).toHaveAttribute('srcset', /256w.*384w.*640w$/)
  // the same document throughout: both visits were the app's, not page loads
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
