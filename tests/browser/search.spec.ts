import { expect, test, type Page } from '@playwright/test'
import { siteUrl, tenant, watchForProblems } from './support/tenants.ts'
import { cardNames, hydrated, serverSearch } from './support/listing.ts'
import { appReady } from './support/app-ready.ts'

/**
 * Search listing on three templates (car, motorcycle, trucks): facets, the price slider by keyboard, sort,
 * paging and back, each checked against the same engine through /api/search.
 */
const TENANTS = ['demo-motors', 'ridewest-motorcycles', 'heavy-haul-trucks'] as const

const shownCount = async (page: Page) =>
  Number((await page.locator('.listing__count').getAttribute('data-count')) ?? 'NaN')

for (const slug of TENANTS) {
  test(`${slug}: listing follows facets, price slider, sort, pages and back, matching the engine`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000) // many steps, each waits on a real search; the machine is shared
    const file = tenant(slug)
    const perPage: number = file.site.search?.hits_per_page ?? 21
    const defaultSort: string = file.site.search?.default_sort ?? 'custom_rank:desc'
    const problems = watchForProblems(page)

    // a bare /search opens the tenant's default listing, server-rendered
    await page.goto(siteUrl(testInfo, slug, '/search'))
    const all = await serverSearch(page, { limit: perPage, sort: [defaultSort], facets: ['make'] })
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(all.estimatedTotalHits))
    expect(await cardNames(page)).toEqual(all.hits.map((h) => h.name))
    await hydrated(page)

    // a make from the Make menu: path /search/{make}
    const makes = Object.entries(all.facetDistribution['make'] ?? {}).sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )
    const [make, makeCount] = makes[0]!
    const makeMenu = page.getByRole('group', { name: 'Make' })
    await makeMenu.locator('label').filter({ hasText: make }).first().click()
    await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/)
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(makeCount))
    await expect(page.getByRole('button', { name: `Remove Make: ${make}` })).toBeVisible()

    // price slider by keyboard: minimum up four steps of 500 from 5000 → 7000
    const minimum = page.getByRole('slider', { name: /Minimum price/ })
    await minimum.focus()
    for (let i = 0; i < 4; i++) await minimum.press('ArrowRight')
    await expect(page).toHaveURL(/range%5Bprice%5D=7000%3A|range\[price\]=7000:/)
    const priced = await serverSearch(page, {
      refinements: { make: [make] },
      ranges: { price: { min: 7000, max: null } },
      limit: perPage,
      sort: [defaultSort],
    })
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(priced.estimatedTotalHits))

    // clear the make chip: back to every make with the price filter
    await page.getByRole('button', { name: `Remove Make: ${make}` }).click()
    const wide = await serverSearch(page, {
      ranges: { price: { min: 7000, max: null } },
      limit: perPage,
      sort: ['price:asc'],
    })
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(wide.estimatedTotalHits))

    // sort: Lowest Price
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest Price' })
    await expect(page).toHaveURL(/sortBy=price_asc/)
    await expect.poll(() => cardNames(page)).toEqual(wide.hits.map((h) => h.name))

    // page 2 (page in the URL) from the keyboard, then back to page 1: the sort's scroll to the top may still be
    // moving the page, and a keypress on the focused link does not depend on where the link is on screen
    await expect(page.locator('.listing__results')).toHaveAttribute('aria-busy', 'false')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await pagination.getByRole('link', { name: 'Next page' }).press('Enter')
    await expect(page).toHaveURL(/page=2/)
    const second = await serverSearch(page, {
      ranges: { price: { min: 7000, max: null } },
      limit: perPage,
      offset: perPage,
      sort: ['price:asc'],
    })
    await expect.poll(() => cardNames(page)).toEqual(second.hits.map((h) => h.name))
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await page.goBack()
    await expect(page).not.toHaveURL(/page=2/)
    await expect.poll(() => cardNames(page)).toEqual(wide.hits.map((h) => h.name))

    // a reload of the shared address renders the same results on the server
    const address = page.url()
    await page.goto(address)
    expect(await shownCount(page)).toBe(wide.estimatedTotalHits)
    expect(await cardNames(page)).toEqual(wide.hits.map((h) => h.name))
    await hydrated(page)

    // every search fired analytics event 29, the listing its inventory page view (each logged when its effect runs, in no set order)
    const eventIds = () =>
      page.evaluate(() =>
        ((window as unknown as { __analyticsEvents?: Array<{ event_id: number }> }).__analyticsEvents ?? []).map(
          (e) => e.event_id,
        ),
      )
    await expect.poll(eventIds).toEqual(expect.arrayContaining([2, 29]))
    expect(problems()).toEqual([])
  })
}

test('demo-motors: cards show the tag, price and actions; sold cars offer something similar', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars?refinementList[status][0]=sold'))
  const sold = page.locator('article.vc').first()
  await expect(sold.getByText('Like this and want something similar?')).toBeVisible()
  await expect(sold.getByRole('link', { name: 'Find Me Something Similar' })).toHaveAttribute('href', /^\/search\//)
  await expect(sold.getByRole('link', { name: /View Details/ })).toHaveCount(0)
  await expect(sold.locator('.vc__tag')).toHaveText('JUST SOLD')

  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars?refinementList[status][0]=in_stock'))
  const card = page.locator('article.vc').first()
  await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', /^\/cars\//)
  await expect(card.getByRole('link', { name: 'Trade-In Valuation' })).toHaveAttribute(
    'href',
    /^\/cars\/trade-in\?car_id=/,
  )
  await expect(card.locator('.vc__price > :last-child')).toHaveText(/^\$[\d,]+(\.\d\d)?$|Enquire for price\.|PREORDER/)
})

test('filter pages get noindex, path pages do not; landing and other path families render', async ({
  page,
}, testInfo) => {
  const robots = async (slug: string, path: string) => {
    if (!page.url().startsWith(siteUrl(testInfo, slug, '/'))) await page.goto(siteUrl(testInfo, slug, '/'))
    const { status, html } = await page.evaluate(async (p) => {
      const response = await fetch(p)
      return { status: response.status, html: await response.text() }
    }, path)
    expect(status, path).toBe(200)
    expect(html, path).toContain('class="vc"') // server-rendered cards, no spinner first
    return /<meta name="robots" content="noindex/.test(html)
  }
  expect(await robots('demo-motors', '/search/used-cars')).toBe(false)
  expect(await robots('demo-motors', '/search/7-seater-cars')).toBe(false)
  expect(await robots('demo-motors', '/search/cars-under-150-per-week')).toBe(false)
  expect(await robots('demo-motors', '/search/used-cars?refinementList[colour][0]=White')).toBe(true)
  expect(await robots('demo-motors', '/search/used-cars?sortBy=latest')).toBe(true)
  expect(await robots('kiwi-cars-nz', '/used-car/list')).toBe(false)
  expect(await robots('outback-campers', '/find/rental-cars')).toBe(false)
})

test('no results offers to remove the last filter', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars?query=zzzzqqqxx'))
  await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Remove Keyword: zzzzqqqxx' }).first().click()
  await expect(page.locator('article.vc').first()).toBeVisible()
})

test('a slow search shows the stalled indicator; a failed one an error with retry', async ({ page }, testInfo) => {
  await page.goto(siteUrl(testInfo, 'ridewest-motorcycles', '/search/new-used-and-demo-cars'))
  await hydrated(page)
  // the first search is held until the page has shown that it is still waiting, then fails: no timer decides
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let fail = true
  await page.route('**/api/search', async (route) => {
    await held
    if (fail) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
    else await route.continue()
  })
  await page.getByRole('group', { name: 'Condition' }).locator('label').first().click()
  await expect(page.getByText('Still searching…')).toBeVisible()
  release()
  await expect(page.getByRole('alert')).toContainText('couldn’t load')
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Remove Condition/ })).toBeVisible()
})

for (const slug of ['demo-motors', 'ridewest-motorcycles'] as const) {
  test(`${slug}: the home search widget counts the stock for a make and model and opens that listing`, async ({
    page,
  }, testInfo) => {
    const problems = watchForProblems(page)
    await page.goto(siteUrl(testInfo, slug, '/'))
    const widget = page.getByRole('region', { name: /Find your next/ })
    const go = widget.getByRole('link', { name: /^Show Me \d+ / })
    const all = await serverSearch(page, { limit: 1, facets: ['make'] })
    await expect(go).toHaveText(new RegExp(`^Show Me ${all.estimatedTotalHits} `))
    await appReady(page)

    // the model choice opens once a make is chosen; each choice recounts through the engine
    const model = widget.getByRole('combobox', { name: 'Model' })
    await expect(model).toBeDisabled()
    const [make] = Object.entries(all.facetDistribution['make'] ?? {}).sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]!
    await widget.getByRole('combobox', { name: 'Make' }).selectOption(make)
    const byMake = await serverSearch(page, { refinements: { make: [make] }, limit: 1, facets: ['model'] })
    await expect(go).toHaveText(new RegExp(`^Show Me ${byMake.estimatedTotalHits} `))
    await expect(model).toBeEnabled()
    const [modelName] = Object.entries(byMake.facetDistribution['model'] ?? {}).sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]!
    await model.selectOption(modelName)
    const byModel = await serverSearch(page, { refinements: { make: [make], model: [modelName] }, limit: 1 })
    await expect(go).toHaveText(new RegExp(`^Show Me ${byModel.estimatedTotalHits} `))

    // the button opens the listing of exactly those vehicles
    await go.click()
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(byModel.estimatedTotalHits))
    expect(problems()).toEqual([])
  })
}
