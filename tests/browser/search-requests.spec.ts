import { expect, test } from '@playwright/test'
import { siteUrl } from './support/tenants.ts'
import { hydrated } from './support/listing.ts'

/**
 * A filter change searches once from the browser; when the address catches up 400 ms later, the route's loader
 * finds that answer in the page's query cache and asks nothing again (no listing server function call).
 */
test('demo-motors: a filter click makes one search, and writing its address fetches nothing more', async ({
  page,
}, testInfo) => {
  const seen: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/_serverFn') || path.startsWith('/api/'))
      seen.push(`${r.method()} ${path.startsWith('/_serverFn') ? 'server function' : path}`)
  })
  const searchEvents = () =>
    page.evaluate(
      () =>
        ((window as any).__analyticsEvents ?? []).filter((e: { event_id: number }) => e.event_id === 29)
          .length as number,
    )
  await page.goto(siteUrl(testInfo, 'demo-motors', '/search/new-used-and-demo-cars'))
  await hydrated(page)
  // the search client asks for its grant (a tenant token, or 'proxy' here) at the shopper's first interaction
  // (web/client/ports.ts): have that happen first, so what follows counts the filter click's requests alone
  const grant = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search-token')
  await page.keyboard.press('Shift')
  await grant
  await page.waitForLoadState('networkidle')
  const before = await searchEvents()
  seen.length = 0

  await page.getByRole('group', { name: 'Make' }).locator('label').first().click()
  await expect(page).not.toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/)
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual(['POST /api/search'])
  expect(await searchEvents()).toBe(before + 1)

  // back to the first address: the cache has it, so nothing is asked
  seen.length = 0
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await page.waitForLoadState('networkidle')
  expect(seen).toEqual([])
})
