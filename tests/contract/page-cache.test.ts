import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * The response cache through the production handler (`npx vite build` first): what a shopper's browser and a CDN
 * see. Demo mode; two tenants on their own hosts.
 */
let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

const get = (slug: string, path: string, headers: Record<string, string> = {}) =>
  app.fetch(new Request(`http://${slug}.localhost${path}`, { headers: { host: `${slug}.localhost`, ...headers } }))

const siteName = (html: string) =>
  /<title>[^<]*\| ([^<]+)<\/title>/.exec(html)?.[1] ?? /<title>([^<]+)<\/title>/.exec(html)?.[1]

describe('anonymous pages from the response cache (production handler)', () => {
  it('two tenants asking for the same address each get their own page, cached or not', async () => {
    for (let round = 0; round < 2; round++) {
      const a = await get('demo-motors', '/search/new-used-and-demo-cars')
      const b = await get('metro-auto-group', '/search/new-used-and-demo-cars')
      expect(a.headers.get('cache-control')).toBe('public, s-maxage=30, stale-while-revalidate=30')
      const [htmlA, htmlB] = [await a.text(), await b.text()]
      expect(htmlA).toContain('demo-motors')
      expect(htmlB).toContain('metro-auto-group')
      expect(siteName(htmlA)).not.toBe(siteName(htmlB))
    }
  })

  it('tracking parameters are the same page (same ETag), and a matching If-None-Match answers 304 without a body', async () => {
    // asked twice under one key (the cache keeps a page from its second request on), the second with tracking ones
    await get('demo-motors', '/search/new-used-and-demo-cars?sortBy=price_asc&gclid=2')
    const first = await get('demo-motors', '/search/new-used-and-demo-cars?sortBy=price_asc')
    const tagged = await get(
      'demo-motors',
      '/search/new-used-and-demo-cars?utm_source=newsletter&sortBy=price_asc&fbclid=1',
    )
    expect(tagged.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(tagged.headers.get('vary')).toBe('Accept-Encoding')
    const again = await get('demo-motors', '/search/new-used-and-demo-cars?sortBy=price_asc', {
      'if-none-match': first.headers.get('etag')!,
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('a signed-in shopper’s request is rendered for them and marked private, never public', async () => {
    await get('demo-motors', '/')
    const signedIn = await get('demo-motors', '/', { cookie: 'garage_session=abc' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect(signedIn.headers.get('etag')).toBeNull()
  })
})
