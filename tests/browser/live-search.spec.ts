import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { siteUrl, tenant } from './support/tenants.ts'
import { cardNames, hydrated, serverSearch } from './support/listing.ts'
import { eachTestFromOwnAddress } from './support/forms.ts'
import { liveServer, type Seen } from './support/live-state.ts'

/**
 * Live mode, search end to end: the listing's client searches go from the browser straight to Meilisearch (the
 * loopback fake of tests/live/live-stack.ts, which checks tenant tokens and applies their search rules as
 * Meilisearch does) with a tenant token from /api/search-token, never the admin key; the answers match what the
 * server's own search (/api/search, admin key and the tenant's filters) gives for the same request.
 */
const SLUG = 'demo-motors'
const site = tenant(SLUG).site
// mirrors tests/live/live-stack.ts (not imported: that module pulls the search engine into the test runner)
const ADMIN_KEY = 'live-e2e-meili-key'
const SEARCH_KEY = 'live-e2e-meili-search-key'

const meiliUrl = () => liveServer('meili')

eachTestFromOwnAddress()

test("the search token: live answers a short-lived tenant token for the Host's tenant, never a key", async ({
  request,
}, testInfo) => {
  const url = new URL(siteUrl(testInfo, SLUG, '/api/search-token'))
  const response = await request.get(`http://127.0.0.1:${url.port}${url.pathname}`, { headers: { host: url.host } })
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const text = await response.text()
  expect(text).not.toContain(ADMIN_KEY)
  expect(text).not.toContain(SEARCH_KEY)
  const grant = JSON.parse(text)
  expect(grant).toMatchObject({
    mode: 'direct',
    host: meiliUrl(),
    indexUid: site.search?.index ?? 'Car_production',
    expiresInSeconds: 600,
  })
  expect(grant.expiresAt - Date.now()).toBeGreaterThan(500_000)
  const payload = JSON.parse(Buffer.from(grant.token.split('.')[1], 'base64url').toString('utf8'))
  const filter: unknown[] = payload.searchRules[grant.indexUid].filter
  expect(filter[0]).toMatch(/^dealership_slug = "/)
  expect(filter).toContain('show_on_dealer_website = true')

  // a shopper who edits the request (no filter at all) still gets only this tenant's cars
  const edited = await request.post(`${grant.host}/multi-search`, {
    headers: { authorization: `Bearer ${grant.token}` },
    data: { queries: [{ indexUid: grant.indexUid, q: '', limit: 500, offset: 0, facets: ['dealership_slug'] }] },
  })
  expect(edited.status()).toBe(200)
  const result = (await edited.json()).results[0]
  expect(result.hits.length).toBeGreaterThan(0)
  expect(Object.keys(result.facetDistribution.dealership_slug)).toHaveLength(1)
  expect(result.hits.every((h: { id: string }) => h.id.startsWith(`${site.id}-`))).toBe(true)
})

/** Opens the default listing once hydrated, and answers its makes by count (most first) as the server counts them. */
async function openListingMakes(page: Page, testInfo: TestInfo) {
  await page.goto(siteUrl(testInfo, SLUG, '/search/new-used-and-demo-cars'))
  await hydrated(page)
  const perPage: number = site.search?.hits_per_page ?? 21
  const defaultSort: string = site.search?.default_sort ?? 'custom_rank:desc'
  const all = await serverSearch(page, { limit: perPage, sort: [defaultSort], facets: ['make'] })
  const makes = Object.entries(all.facetDistribution['make'] ?? {}).sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )
  return { makes, perPage, defaultSort }
}

test('a facet change on the live listing searches Meilisearch directly with the tenant token, matching the server', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const meili = meiliUrl()
  const { makes, perPage, defaultSort } = await openListingMakes(page, testInfo)
  const [make, makeCount] = makes[0]!

  const direct = page.waitForRequest((r) => r.url() === `${meili}/multi-search` && r.method() === 'POST')
  const before = ((await (await request.get(`${meili}/__received`)).json()) as Seen[]).length
  await page.getByRole('group', { name: 'Make' }).locator('label').filter({ hasText: make }).first().click()
  const sent = await direct
  const authorization = (await sent.allHeaders())['authorization'] ?? ''
  expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/)
  expect(authorization).not.toContain(ADMIN_KEY)
  expect(authorization).not.toContain(SEARCH_KEY)
  const response = await sent.response()
  expect(response?.status()).toBe(200)

  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(makeCount))
  const expected = await serverSearch(page, { refinements: { make: [make] }, limit: perPage, sort: [defaultSort] })
  expect(expected.estimatedTotalHits).toBe(makeCount)
  await expect.poll(() => cardNames(page)).toEqual(expected.hits.map((h) => h.name))

  // the fake saw the browser's own call: from the site's origin, with the token, the body's make filter
  const calls = ((await (await request.get(`${meili}/__received`)).json()) as Seen[]).slice(before)
  const fromBrowser = calls.filter((c) => c.method === 'POST' && c.url === '/multi-search' && c.origin !== null)
  expect(fromBrowser.length).toBeGreaterThan(0)
  expect(fromBrowser.every((c) => c.authorization === authorization)).toBe(true)
  expect(new URL(fromBrowser[0]!.origin!).hostname).toBe(new URL(siteUrl(testInfo, SLUG)).hostname)
  expect(JSON.stringify(fromBrowser[0]!.json.queries[0].filter)).toContain(make)
  expect(calls.some((c) => c.method === 'OPTIONS')).toBe(true)
})

test('an expired or refused token falls back to /api/search once: the listing still answers', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const meili = meiliUrl()
  let tokenRequests = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/search-token') tokenRequests++
  })
  // the search service refuses every token (as for an expired one); the page must still show the right answer
  await page.route(`${meili}/multi-search`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({
            message: 'The provided API key is invalid.',
            code: 'invalid_api_key',
            type: 'auth',
            link: '',
          }),
        })
      : route.continue(),
  )
  const { makes, perPage, defaultSort } = await openListingMakes(page, testInfo)
  const [make, makeCount] = makes[0]!
  const [other] = makes[1]!
  const proxied = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/search' && r.method() === 'POST')
  const refused = page.waitForResponse((r) => r.url() === `${meili}/multi-search` && r.status() === 403)
  await page.getByRole('group', { name: 'Make' }).locator('label').filter({ hasText: make }).first().click()
  await refused
  await proxied
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(makeCount))
  // the refused token was dropped: the next (uncached) search asks for a fresh one before trying the service again
  const tokensBefore = tokenRequests
  const retried = page.waitForResponse((r) => r.url() === `${meili}/multi-search` && r.status() === 403)
  await page.getByRole('group', { name: 'Make' }).locator('label').filter({ hasText: other }).first().click()
  await retried
  expect(tokenRequests).toBeGreaterThan(tokensBefore)
  const both = await serverSearch(page, { refinements: { make: [make, other] }, limit: perPage, sort: [defaultSort] })
  await expect(page.locator('.listing__count')).toHaveAttribute('data-count', String(both.estimatedTotalHits))
})
