import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { siteUrl, watchForProblems } from './support/tenants.ts'
import { appSettled } from './support/app-ready.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'

/**
 * The browser's first render of a page matches the server's, part for part. A part that differs is thrown away and
 * drawn again when React reaches it, which can be a shopper's first tap, seconds after the page looks ready on a
 * slow phone: the tap is lost and what they typed with it. React reaches a part no later than the first event
 * inside it, so a click on the page's heading hydrates all of main before the check.
 */
const PAGES: Record<string, readonly string[]> = {
  'home, listing and content pages': [
    '/',
    '/search/new-used-and-demo-cars',
    '/about-us',
    '/our-locations',
    '/special-offers',
    '/faqs',
    '/reviews',
  ],
  'lead form pages': [
    '/book-test-drive',
    '/book-a-service',
    '/apply-for-finance',
    '/finance-enquiry',
    '/finance-pre-approval',
  ],
  'finance, trade and service pages': [
    '/finance',
    '/sell-my-car',
    '/trade-in',
    '/service',
    '/careers',
    '/vehicle-parts-and-accessories',
  ],
}

async function hydratesAsDrawn(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  const problems = watchForProblems(page)
  await page.goto(siteUrl(testInfo, 'demo-motors', path))
  await appSettled(page)
  await page.getByRole('heading', { level: 1 }).click()
  // a round trip after the click: whatever the click made React report has been reported
  await page.evaluate(() => null)
  expect(problems(), path).toEqual([])
}

for (const [kind, paths] of Object.entries(PAGES)) {
  test(`${kind} hydrate as the server drew them, with no problem in the console`, async ({ page }, testInfo) => {
    for (const path of paths) await hydratesAsDrawn(page, testInfo, path)
  })
}

test('a vehicle page, home and the locations viewed again (parts written from kept markup) hydrate as drawn', async ({
  page,
  request,
}, testInfo) => {
  const { cars } = await qaStock(request, testInfo, 'demo-motors')
  const car = pickCar(cars, (c) => !c.sold)
  // the second view writes parts from the server's kept markup (web/components/markup/kept-part.tsx), which must be
  // the bytes the browser renders
  for (const path of [car.path, car.path, '/', '/', '/our-locations', '/our-locations'])
    await hydratesAsDrawn(page, testInfo, path)
})
