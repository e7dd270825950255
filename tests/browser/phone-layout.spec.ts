import { type APIRequestContext, expect, type Page, test, type TestInfo } from '@playwright/test'
import { TENANT_FILES, siteUrl } from './support/tenants.ts'
import { pickCar, qaStock } from './support/vehicle-stock.ts'
import { appReady } from './support/app-ready.ts'

/** Issue 30 item 6: on a phone, content keeps a side margin, and the chat never covers what the shopper reads. */
const PHONE = { width: 390, height: 844 }
/** the least space between the screen's edge and any text or control of a page's content */
const SIDE_MARGIN = 12
const CONTENT_PAGES = ['/about-us', '/contact', '/finance', '/faqs', '/reviews', '/careers', '/trade-in', '/success']

/** The content's text and controls that reach nearer the screen's sides than the margin, as 'path: element'. */
async function touchingTheSides(page: Page, path: string): Promise<string[]> {
  const near = await page.locator('main').evaluate((main, margin) => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    for (const element of main.querySelectorAll<HTMLElement>(
      'h1, h2, h3, p, li, label, input, select, textarea, button, a, table, legend',
    )) {
      const box = element.getBoundingClientRect()
      // drawn boxes only: visually hidden controls (a styled checkbox's own input) are a pixel wide, and a styled
      // select's native twin, kept for autofill, is hidden from everyone
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue
      if (element.closest('[aria-hidden="true"]')) continue
      if (box.left < margin || box.right > width - margin) {
        const text = (element.textContent ?? '').trim().slice(0, 40)
        found.push(`${element.tagName.toLowerCase()} "${text}" ${Math.round(box.left)}–${Math.round(box.right)}`)
      }
    }
    return found
  }, SIDE_MARGIN)
  return near.map((what) => `${path}: ${what}`)
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE })

  for (const { slug } of TENANT_FILES) {
    test(`${slug}: every content page keeps a side margin`, async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const problems: string[] = []
      for (const path of CONTENT_PAGES) {
        await page.goto(siteUrl(testInfo, slug, path))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        problems.push(...(await touchingTheSides(page, path)))
      }
      expect(problems).toEqual([])
    })
  }

  test('outback-campers: the chat does not open over the car page, and once minimised stays so across pages', async ({
    page,
    request,
  }, testInfo) => {
    const [first, second] = await twoCampers(request, testInfo)
    await readPage(page, testInfo, first)
    const chat = page.getByRole('dialog', { name: /^Chat with/ })
    await expect(chat).toHaveCount(0)
    for (const reading of [page.getByRole('heading', { level: 1 }), page.locator('.price-block__price').first()]) {
      await expect(reading).toBeVisible()
      expect(await uncovered(reading)).toBe(true)
    }

    // opened by the shopper, then minimised: closed on the next page
    await page.getByRole('button', { name: 'Chat with us' }).click()
    await expect(chat).toBeVisible()
    await chat.getByRole('button', { name: 'Minimise chat' }).click()
    await expect(chat).toHaveCount(0)
    await readPage(page, testInfo, second)
    await expectChatMinimised(page)
  })
})

test('outback-campers on a wide screen: its chat starts open, and once minimised it stays so on the next page', async ({
  page,
  request,
}, testInfo) => {
  const [first, second] = await twoCampers(request, testInfo)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(testInfo, 'outback-campers', first))
  await appReady(page)
  const chat = page.getByRole('dialog', { name: /^Chat with/ })
  await expect(chat).toBeVisible()
  await chat.getByRole('button', { name: 'Minimise chat' }).click()
  await expect(chat).toHaveCount(0)
  for (const path of [second, '/contact']) {
    await readPage(page, testInfo, path)
    await expectChatMinimised(page)
  }
})

/** Two campers' pages of outback-campers (the tenant whose chat starts opened). */
async function twoCampers(request: APIRequestContext, testInfo: TestInfo): Promise<[string, string]> {
  const { cars } = await qaStock(request, testInfo, 'outback-campers')
  return [pickCar(cars, (c) => !c.sold).path, pickCar(cars, (c) => !c.sold, 1).path]
}

/**
 * Opens a page of outback-campers and touches it as a reader does: a chat's script loads at the first touch, so
 * the page is then as the shopper reads it.
 */
async function readPage(page: Page, testInfo: TestInfo, path: string): Promise<void> {
  await page.goto(siteUrl(testInfo, 'outback-campers', path))
  await appReady(page)
  await page.getByRole('heading', { level: 1 }).click()
  await page.waitForLoadState('networkidle')
}

async function expectChatMinimised(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: /^Chat with/ })).toHaveCount(0)
}

/** Whether the element is what the screen shows at its centre: nothing fixed over it. */
async function uncovered(reading: ReturnType<Page['locator']>): Promise<boolean> {
  return reading.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return top !== null && (element === top || element.contains(top))
  })
}
