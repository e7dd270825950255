import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * Every kind of page is rendered by the server, whole (production build, `npx vite build` first). A part the server
 * could not render (it threw or suspended) is sent as React's empty client-rendered boundary and drawn only once the
 * app has loaded: the browser tests still pass on such a site, but shoppers wait and crawlers see an empty page.
 * Each page also carries the router's inline scroll restoration script, which places a reloaded page before it
 * paints (web/router.tsx; the browser's first-page skip must not turn it off on the server).
 */
const PAGES = [
  '/',
  '/search/new-used-and-demo-cars',
  '/search/used-cars?sortBy=price_asc',
  '/about-us',
  '/book-test-drive',
  '/finance',
  '/our-locations',
]
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'
const SCROLL_SCRIPT = 'tsr-scroll-restoration-v1_3'

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

async function page(address: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://demo-motors.localhost${address}`, {
      headers: { host: 'demo-motors.localhost', cookie: 'bench=1' },
    }),
  )
  expect(res.status, address).toBe(200)
  return res.text()
}

describe('pages rendered by the server (production build)', () => {
  it('every kind of page, a vehicle page included, is whole: no part left to the browser, and the scroll script is there', async () => {
    const listing = await page(PAGES[1]!)
    const car = /href="(\/cars\/[a-z0-9-]+-\d+-\d+)"/.exec(listing)?.[1]
    expect(car).toBeDefined()
    for (const address of [...PAGES, car!]) {
      const html = await page(address)
      expect(html.includes(CLIENT_RENDERED_BOUNDARY), `${address}: a part left to the browser`).toBe(false)
      expect(html.includes(SCROLL_SCRIPT), `${address}: no inline scroll restoration script`).toBe(true)
      expect(html, address).toContain('<h1')
    }
  })
})
