import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'
import { serverFnId } from '../security/support/server-functions.ts'

/**
 * The guards of docs/FRAMEWORK.md, over the production build (`npx vite build` first): each `it` names the entry it
 * guards (F1…), and fails when a framework upgrade takes away what that entry relies on. `npm run test:upgrade`
 * runs them on a copy with the newest framework.
 */
const root = resolve(import.meta.dirname, '../..')
const TENANTS = ['demo-motors', 'coastal-nissan'] as const
const LISTING = '/search/new-used-and-demo-cars'

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

const answer = (slug: string, path: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`http://${slug}.localhost${path}`, {
      ...init,
      headers: { host: `${slug}.localhost`, ...(init.headers as Record<string, string> | undefined) },
    }),
  )

async function page(slug: string, path: string): Promise<{ html: string; policy: string }> {
  const res = await answer(slug, path)
  expect(res.status, `${slug}${path}`).toBe(200)
  return { html: await res.text(), policy: res.headers.get('content-security-policy') ?? '' }
}

/** A tenant's home, listing and first vehicle page. */
async function pagesOf(slug: string): Promise<Record<'home' | 'listing' | 'detail', string>> {
  const listing = (await page(slug, LISTING)).html
  const detail = /href="(\/cars\/[^"?#]+)"/.exec(listing)?.[1]
  expect(detail, `${slug}: a vehicle page linked from the listing`).toBeDefined()
  return { home: '/', listing: LISTING, detail: detail! }
}

const tagsOf = (html: string, tag: string): string[] => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? []
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

describe('what the app relies on in the framework (docs/FRAMEWORK.md), on the production build', () => {
  it("F1: Start's handler asks for the app's modules at low priority and runs its entry without blocking; the largest picture asks for high", async () => {
    for (const slug of TENANTS) {
      const pages = await pagesOf(slug)
      for (const [kind, path] of Object.entries(pages)) {
        const { html } = await page(slug, path)
        const where = `${slug}${path}`
        const preloads = tagsOf(html, 'link').filter((tag) => attribute(tag, 'rel') === 'modulepreload')
        expect(preloads.length, `${where}: module preloads`).toBeGreaterThan(0)
        for (const tag of preloads) expect(attribute(tag, 'fetchPriority'), `${where}: ${tag}`).toBe('low')
        const modules = tagsOf(html, 'script').filter((tag) => attribute(tag, 'type') === 'module')
        expect(modules.length, `${where}: the app's entry script`).toBeGreaterThan(0)
        for (const tag of modules) {
          expect(attribute(tag, 'src'), `${where}: ${tag} is a file`).toMatch(/^\/assets\/.+\.js$/)
          expect(tag, `${where}: ${tag} does not block parsing`).toMatch(/\sasync(="")?[\s>]/)
        }
        if (kind !== 'home') {
          // the first picture of a listing and of a vehicle page is the page's largest paint
          const first = tagsOf(html, 'img').find((tag) => attribute(tag, 'fetchPriority') === 'high')
          expect(first, `${where}: a picture with high fetch priority`).toBeDefined()
          expect(attribute(first!, 'loading'), where).toBe('eager')
        }
      }
    }
  })

  it('F2: every inline script Start and the app write is an inline <script> element, and the policy lists its hash', async () => {
    for (const slug of TENANTS) {
      for (const path of Object.values(await pagesOf(slug))) {
        const { html, policy } = await page(slug, path)
        const where = `${slug}${path}`
        const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))
        expect(scriptSrc, `${where}: script-src`).toBeDefined()
        let inline = 0
        for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
          if (/\ssrc=/i.test(attributes!) || /type="application\/(ld\+)?json"/i.test(attributes!)) continue
          inline++
          const hash = `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`
          expect(scriptSrc, `${where}: the hash of <script${attributes}>${body!.slice(0, 60)}…`).toContain(hash)
        }
        // the router's state and restoration scripts are there, so the loop above checked them
        expect(inline, where).toBeGreaterThan(0)
        // nothing runs from an attribute (the policy has script-src-attr 'none')
        expect(html, where).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i)
        expect(html, where).not.toMatch(/(href|src)="javascript:/i)
      }
    }
  })

  it("F3: every server function the app calls is found in Start's generated manifest by its export name", () => {
    const dir = join(root, 'web/functions')
    // read from the folder, not git: npm run test:upgrade runs this in a copy that is no repository
    const callers = readdirSync(join(root, 'web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('functions/'))
      .map((file) => readFileSync(join(root, 'web', file), 'utf8'))
      .join('\n')
    const names = readdirSync(dir)
      .filter((file) => file.endsWith('.functions.ts'))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/export const (\w+) = createServerFn\(/g)])
      .map((m) => m[1]!)
      // one the app never calls is left out of the build
      .filter((name) => new RegExp(`\\b${name}\\(`).test(callers))
    expect(names.length).toBeGreaterThan(10)
    for (const name of names) expect(serverFnId(name), name).toMatch(/^[0-9a-f]{64}$/)
  })

  it("F4: server functions answer at Start's default path /_serverFn/, which the body limits, metrics and the site context name", async () => {
    const client = join(root, 'dist/client/assets')
    const stubs = readdirSync(client).filter(
      (file) => file.endsWith('.js') && readFileSync(join(client, file), 'utf8').includes('/_serverFn/'),
    )
    expect(stubs.length, 'browser chunks calling /_serverFn/').toBeGreaterThan(0)
    for (const slug of TENANTS) {
      // the root's server function called from the browser gets the whole context (a page names its file instead)
      const res = await answer(slug, `/_serverFn/${serverFnId('getSiteContext')}`, {
        headers: { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin', accept: 'application/json' },
      })
      expect(res.status, slug).toBe(200)
      const body = await res.text()
      expect(body, slug).toContain(`"${slug}"`)
      expect(body, slug).toContain('"tenant"')
    }
  })

  it('F7: the pipeline reads the route a path matches from the router: its staticData says what the cache keeps, its handlers which methods it answers', async () => {
    for (const slug of TENANTS) {
      const paths = await pagesOf(slug)
      for (const path of Object.values(paths)) {
        await answer(slug, path)
        const kept = await answer(slug, path)
        expect(kept.headers.get('cache-control'), `${slug}${path}`).toMatch(/^public, s-maxage=30/)
        expect(kept.headers.get('etag'), `${slug}${path}`).toMatch(/^"/)
      }
      // a page whose route says nothing of the cache is rendered for each request
      await answer(slug, '/about-us')
      expect((await answer(slug, '/about-us')).headers.get('etag'), slug).toBeNull()
      // a page answers GET and HEAD; an API route answers for itself (its JSON 405 names its methods)
      const post = await answer(slug, '/', { method: 'POST' })
      expect([post.status, post.headers.get('allow')], slug).toEqual([405, 'GET, HEAD'])
      const get = await answer(slug, '/api/leads')
      expect([get.status, get.headers.get('allow')], slug).toEqual([405, 'POST'])
    }
  })
})
