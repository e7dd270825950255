import { expect, test, type Route } from '@playwright/test'
import { siteUrl, watchForProblems } from './support/tenants.ts'
import { appSettled } from './support/app-ready.ts'

/**
 * The site context arrives as a file of its own per tenant version (web/site/site-script.tsx), named by a preload in
 * the page's head: the app reads it before it starts, whichever arrives first.
 */
const LISTING = '/search/new-used-and-demo-cars'
const SITE_FILE = /\/_site\/[0-9a-z]+$/

test('the page fetches its site context once (the preload), and hydrates without a problem', async ({
  page,
}, testInfo) => {
  const problems = watchForProblems(page)
  const asked: string[] = []
  page.on('request', (request) => {
    if (SITE_FILE.test(request.url())) asked.push(request.url())
  })
  await page.goto(siteUrl(testInfo, 'demo-motors', LISTING))
  await appSettled(page)
  expect(asked).toHaveLength(1)
  // the app works: a heart toggles
  const heart = page.getByRole('button', { name: /^Save .* to favourites$/ }).first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(problems()).toEqual([])
})

test("the site context arriving after the app's scripts: the app waits for it, then hydrates without a problem", async ({
  page,
}, testInfo) => {
  const problems = watchForProblems(page)
  const held: Route[] = []
  let released = false
  await page.route(SITE_FILE, (route) => (released ? route.continue() : void held.push(route)))
  // the app's entry module has run once its script element fires `load` (the page adds it after the first paint)
  await page.addInitScript(() => {
    document.addEventListener(
      'load',
      (event) => {
        const target = event.target
        if (target instanceof HTMLScriptElement && target.type === 'module')
          document.documentElement.setAttribute('data-app-ran', '')
      },
      true,
    )
  })
  await page.goto(siteUrl(testInfo, 'demo-motors', LISTING), { waitUntil: 'commit' })
  await expect(page.locator('html[data-app-ran]')).toBeAttached({ timeout: 20_000 })
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  released = true
  for (const route of held.splice(0)) await route.continue()
  await appSettled(page)
  const heart = page.getByRole('button', { name: /^Save .* to favourites$/ }).first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  expect(problems()).toEqual([])
})
