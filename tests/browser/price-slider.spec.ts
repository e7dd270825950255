import { expect, type Page, type TestInfo, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { appReady } from './support/app-ready.ts'
import { serverSearch } from './support/listing.ts'

/** Issue #17 item 7: the price slider and the address (SPEC §2 step 500, §9 address-write delay 400 ms). */
const SLUG = 'demo-motors'
const LISTING = '/search/new-used-and-demo-cars'

test('End on the minimum price handle: label, handle, address and results agree, the minimum never above the maximum', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, LISTING))
  await appReady(page)
  const minimum = page.getByRole('slider', { name: 'Minimum price' })
  const maximum = page.getByRole('slider', { name: 'Maximum price' })
  await minimum.focus()
  await minimum.press('End')

  await expect(page).toHaveURL(/range\[price\]=249500:$|range%5Bprice%5D=249500%3A$/)
  await expect(minimum).toHaveValue('249500')
  await expect(maximum).toHaveValue('250000')
  await expect(page.getByRole('group', { name: 'Price' }).locator('output')).toHaveText('$249,500 to $250,000+')
  await expect(page.getByRole('button', { name: /^Remove Price/ }).first()).toHaveAccessibleName(
    /^Remove Price: \$249,500 or more/,
  )
  const answer = await serverSearch(page, { ranges: { price: { min: 249500, max: null } }, limit: 1, facets: [] })
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(answer.estimatedTotalHits))

  // and Home on the maximum handle: the maximum stays a step above the minimum
  await maximum.focus()
  await maximum.press('Home')
  await expect(maximum).toHaveValue('250000')
  await expect(minimum).toHaveValue('249500')
})

/**
 * The listing, hydrated, on a paused Playwright clock, with every search held until the returned function is
 * called: the search answers only when the test says so, and the address must not wait for it.
 */
async function listingWithSearchesHeld(page: Page, testInfo: TestInfo): Promise<() => void> {
  await page.clock.install()
  await page.goto(siteUrl(testInfo, SLUG, LISTING))
  await appReady(page)
  await page.clock.pauseAt(Date.now() + 60_000)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/search', async (route) => {
    await held
    await route.continue().catch(() => {}) // a search the page cancelled has nobody to answer
  })
  return release
}

test('the address is written 400 ms after a facet click, not before and not later, even while the search is still out (Playwright clock)', async ({
  page,
}, testInfo) => {
  const release = await listingWithSearchesHeld(page, testInfo)
  const before = page.url()
  const option = page.getByRole('group', { name: 'Make' }).locator('label').first()
  const make = (await option.innerText()).split('\n')[0]!.trim()
  await option.click()
  await page.clock.runFor(399)
  expect(page.url()).toBe(before)
  await page.clock.runFor(1)
  await expect(page).not.toHaveURL(before)
  release()
  await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${make}`) })).toBeVisible()
  const answer = await serverSearch(page, { refinements: { make: [make] }, limit: 1, facets: [] })
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(answer.estimatedTotalHits))
})

test('a second facet click while the first search is still out: no error, the address follows the latest choice (Playwright clock)', async ({
  page,
}, testInfo) => {
  const release = await listingWithSearchesHeld(page, testInfo)
  const options = page.getByRole('group', { name: 'Make' }).locator('label')
  const [first, second] = [
    (await options.nth(0).innerText()).split('\n')[0]!.trim(),
    (await options.nth(1).innerText()).split('\n')[0]!.trim(),
  ]
  await options.nth(0).click()
  await page.clock.runFor(400)
  await expect(page).toHaveURL(/refinementList\[make\]|\/search\/[a-z-]+$/)
  await options.nth(1).click()
  await page.clock.runFor(400)
  release()
  await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${second}`) })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(`^Remove Make: ${first}`) })).toBeVisible()
  await expect(page).toHaveURL(/refinementList\[make\]\[1\]=/)
  await expect(page.getByRole('alert')).toHaveCount(0)
  const answer = await serverSearch(page, { refinements: { make: [first, second] }, limit: 1, facets: [] })
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(answer.estimatedTotalHits))
})

test('dragging the maximum price handle with the pointer commits the range when it is released', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, SLUG, LISTING))
  await appReady(page)
  const maximum = page.getByRole('slider', { name: 'Maximum price' })
  const track = await page.getByRole('group', { name: 'Price' }).locator(':scope > div').last().boundingBox()
  if (!track) throw new Error('no price track')
  // the maximum handle sits at the right end of the track; drag it to about the middle and let go
  const y = track.y + track.height / 2
  await page.mouse.move(track.x + track.width - 11, y)
  await page.mouse.down()
  await page.mouse.move(track.x + track.width / 2, y, { steps: 5 })
  await page.mouse.up()
  await expect(page).toHaveURL(/range\[price\]=:\d+$|range%5Bprice%5D=%3A\d+$/)
  const max = Number(await maximum.inputValue())
  expect(max).toBeGreaterThan(5000)
  expect(max).toBeLessThan(250000)
  expect(max % 500).toBe(0)
  await expect(page.getByRole('slider', { name: 'Minimum price' })).toHaveValue('5000')
  const answer = await serverSearch(page, { ranges: { price: { min: null, max } }, limit: 1, facets: [] })
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(answer.estimatedTotalHits))
})
