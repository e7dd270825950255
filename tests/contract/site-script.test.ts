import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * The site context as a cacheable file per tenant version (web/site/site-script.tsx), over the production build
 * (`npx vite build` first): a page names its tenant's file by a preload in its head and carries no context of its
 * own; that address answers the context for good (immutable); another tenant's host never gets it; an address no
 * page of this process named gets the host's current context, kept by no one.
 */
let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

const get = (slug: string, path: string) =>
  app.fetch(new Request(`http://${slug}.localhost${path}`, { headers: { host: `${slug}.localhost` } }))

const slugOf = async (res: Response) => ((await res.json()) as { site: { slug: string } }).site.slug

async function addressOf(slug: string, path = '/'): Promise<string> {
  const html = await (await get(slug, path)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const links = html.match(/<link[^>]*\/_site\/[^>]*>/g) ?? []
  expect(links, slug).toHaveLength(1)
  expect(head).toContain(links[0])
  expect(links[0]).toMatch(/^<link rel="preload" href="\/_site\/[0-9a-z]+" as="fetch" crossorigin=""\/>$/)
  expect(html).not.toContain('$_SITE')
  return /href="([^"]+)"/.exec(links[0]!)![1]!
}

describe('the site context file (production build)', () => {
  it('a page names its site context; the address answers it, cacheable for good', async () => {
    for (const slug of ['demo-motors', 'prestige-preowned']) {
      const address = await addressOf(slug)
      expect(
        await addressOf(slug, '/search/new-used-and-demo-cars'),
        'every page of a version names the same file',
      ).toBe(address)
      const res = await get(slug, address)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await slugOf(res)).toBe(slug)
    }
  })

  it("another tenant's host does not get the file; an address not written gets the current context, not kept", async () => {
    const address = await addressOf('demo-motors')
    const other = await get('prestige-preowned', address)
    expect(other.headers.get('cache-control')).toBe('no-store')
    expect(await slugOf(other)).toBe('prestige-preowned')
    const unknown = await get('demo-motors', '/_site/0')
    expect(unknown.headers.get('cache-control')).toBe('no-store')
    expect(await slugOf(unknown)).toBe('demo-motors')
    expect((await get('no-such-site', address)).status).toBe(404)
  })
})
