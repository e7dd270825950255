import { expect, test } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { hydrated, serverSearch } from './support/listing.ts'

/**
 * What a shopper sees of keyword search, 'Lowest Price' and unknown listing addresses, on two tenants each.
 */
test.describe.configure({ timeout: 120_000 }) // each page waits on a real search; the machine is shared

const defaultPath = (slug: string): string =>
  tenant(slug).site.search?.default_search_path ?? '/search/new-used-and-demo-cars'
const KEYWORDS: ReadonlyArray<readonly [string, string]> = [
  ['demo-motors', 'ute'],
  ['demo-motors', 'white'],
  ['metro-auto-group', 'diesel'],
]

for (const [slug, word] of KEYWORDS) {
  test(`${slug}: the keyword '${word}' finds the cars whose body, fuel or colour is it`, async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, `${defaultPath(slug)}?query=${word}`))
    await expect(page.getByRole('searchbox', { name: 'Keyword' }).first()).toHaveValue(word)
    const answer = await serverSearch(page, { query: word, limit: 1 })
    expect(answer.estimatedTotalHits).toBeGreaterThan(10)
    await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(answer.estimatedTotalHits))
  })
}

for (const slug of ['outback-campers', 'demo-motors']) {
  test(`${slug}: 'Lowest Price' shows priced cars first, cheapest first, 'Enquire for price.' cars after`, async ({
    page,
  }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, `${defaultPath(slug)}?sortBy=price_asc`))
    // the amount is the price's last part ('Was $15,490, now:' comes before it)
    const prices = await page.locator('article.vc .vc__price > span:last-child').evaluateAll((amounts) =>
      amounts.map((amount) => {
        const shown = /^\$([\d,]+)/.exec(amount.textContent ?? '')
        return shown ? Number((shown[1] ?? '').replaceAll(',', '')) : null
      }),
    )
    expect(prices.length).toBeGreaterThan(0)
    expect(prices[0]).not.toBeNull()
    const firstEnquire = prices.indexOf(null)
    const shown = (firstEnquire < 0 ? prices : prices.slice(0, firstEnquire)) as number[]
    expect(prices.slice(shown.length).every((p) => p === null)).toBe(true)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))
  })
}

test('an unknown listing address answers the not-found page; an allowed make without stock, no cars', async ({
  page,
}, testInfo) => {
  for (const slug of ['demo-motors', 'metro-auto-group']) {
    for (const path of ['/search/zzz', '/search/used-cars/toyota']) {
      const response = await page.goto(siteUrl(testInfo, slug, path))
      expect(response?.status(), `${slug} ${path}`).toBe(404)
      await expect(page.locator('article.vc')).toHaveCount(0)
    }
  }
  await page.goto(siteUrl(testInfo, 'metro-auto-group', '/search'))
  const stocked = Object.keys(
    (await serverSearch(page, { facets: ['make'], limit: 0 })).facetDistribution['make'] ?? {},
  )
  const makes: string[] = tenant('metro-auto-group').site.search.path_makes
  const empty = makes.find((m) => !stocked.some((s) => s.toLowerCase() === m.toLowerCase()))
  expect(empty).toBeDefined()
  const response = await page.goto(siteUrl(testInfo, 'metro-auto-group', `/search/${empty?.toLowerCase()}`))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: /No cars match/ })).toBeVisible()
})

for (const slug of ['demo-motors', 'roam-rv']) {
  test(`${slug}: a page past the last says so, beside the count of what there is`, async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, `${defaultPath(slug)}?page=99`))
    await expect(page.getByRole('heading', { name: 'Page 99 is past the last page' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /match your search/ })).toHaveCount(0)
    await expect(page.locator('.listing__count')).not.toHaveAttribute('data-count', '0')
    await hydrated(page)
    await page.getByRole('button', { name: 'Back to page 1' }).click()
    await expect(page.locator('article.vc').first()).toBeVisible()
  })
}
