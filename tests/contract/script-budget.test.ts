import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'
import {
  SCRIPT_BUDGETS,
  pageScripts,
  staticImportsOf,
  kb,
  type PageKind,
  type PageScripts,
} from '../../scripts/script-budget.mjs'

/**
 * The browser's share (issue 13), over the production build (`npx vite build` first): per page type, the scripts a
 * page loads before anyone touches it (the scripts its HTML names and everything they import statically), brotli
 * as served, beyond the framework chunk that every page shares. Dynamic imports fired by an interaction (lead
 * forms, Sentry, a chat panel) are not counted: they are not loaded until then.
 */
const clientDir = resolve(import.meta.dirname, '../../dist/client')

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

const html = async (slug: string, path: string) => {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost${path}`, { headers: { host: `${slug}.localhost` } }),
  )
  expect(res.status).toBe(200)
  return res.text()
}

async function pagesOf(slug: string): Promise<Record<PageKind, string>> {
  const listing = await html(slug, '/search/new-used-and-demo-cars')
  const detail = /href="(\/cars\/[^"?#]+)"/.exec(listing)?.[1]
  if (!detail) throw new Error(`no vehicle page linked from ${slug}'s listing`)
  return { home: '/', search: '/search/new-used-and-demo-cars', detail }
}

const describeScripts = (s: PageScripts) =>
  `${kb(s.ownBytes)} in ${s.requests} requests: ${s.scripts.map((x) => `${x.url.replace('/assets/', '')} ${kb(x.bytes)}`).join(', ')}`

describe('script budgets per page type (production build)', () => {
  for (const slug of ['demo-motors', 'metro-auto-group']) {
    it(`${slug}: home and vehicle page ≤ 40 KB, listing ≤ 60 KB beyond the framework chunk, ≤ 10 script requests each`, async () => {
      const pages = await pagesOf(slug)
      for (const [kind, path] of Object.entries(pages) as [PageKind, string][]) {
        const scripts = pageScripts(await html(slug, path), clientDir)
        const budget = SCRIPT_BUDGETS[kind]
        console.info(`${slug} ${kind}: ${describeScripts(scripts)}`)
        expect(scripts.frameworkBytes, `${kind}: the framework chunk is loaded`).toBeGreaterThan(0)
        expect(scripts.ownBytes, `${kind} ${path}: ${describeScripts(scripts)}`).toBeLessThanOrEqual(budget.bytes)
        expect(scripts.requests, `${kind} ${path}: ${describeScripts(scripts)}`).toBeLessThanOrEqual(budget.requests)
      }
    })
  }

  it('the framework chunk is React, React DOM, the router and Start only: it imports nothing of the app', () => {
    const assets = readdirSync(join(clientDir, 'assets'))
    const framework = assets.filter((f) => /^framework-.*\.js$/.test(f))
    expect(framework).toHaveLength(1)
    const code = readFileSync(join(clientDir, 'assets', framework[0]!), 'utf8')
    // only the bundler's runtime helper may sit beside it
    expect(staticImportsOf(code).filter((f) => !/^\.\/rolldown-runtime-/.test(f))).toEqual([])
    expect(code).not.toMatch(/demo-motors|vehicle-card|data-chat/)
  })

  it('what the router awaits at hydration (route heads, the listing loader) is in its page family, not a file of its own', () => {
    // a head's dynamic import resolves into the file the route's page already loaded; a file of its own would be one
    // more request on every listing and vehicle page, which the static walk above cannot see
    const assets = readdirSync(join(clientDir, 'assets'))
    expect(assets.filter((f) => /^(detail-head|structured-data|listing-load|listing-pack)-.*\.js$/.test(f))).toEqual([])
  })

  it('a demo page loads no third-party loader before interaction (no tenant asks for one in demo)', async () => {
    const scripts = pageScripts(await html('demo-motors', '/'), clientDir)
    for (const script of scripts.scripts) {
      expect(readFileSync(join(clientDir, script.url), 'utf8'), script.url).not.toMatch(
        /googletagmanager|data-third-party/,
      )
    }
  })

  it('every built script has its brotli and gzip twin (served precompressed)', () => {
    const assets = readdirSync(join(clientDir, 'assets'))
    const big = assets.filter((f) => f.endsWith('.js') && readFileSync(join(clientDir, 'assets', f)).length >= 1024)
    expect(big.length).toBeGreaterThan(0)
    for (const f of big) {
      expect(assets, f).toContain(`${f}.br`)
      expect(assets, f).toContain(`${f}.gz`)
    }
  })
})
