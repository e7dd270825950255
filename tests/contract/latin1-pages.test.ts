import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * The busiest pages' markup stays within Latin-1 (production build: `npx vite build` first). One character past
 * U+00FF anywhere in a page (a '▾', an en dash, an ellipsis) makes V8 hold the whole rendered page as a two-byte
 * string: twice the bytes, which for a listing passes the size V8 collects young, so each render waits on a full
 * garbage collection. Glyphs are drawn by CSS
 * (web/styles/base.css `.glyph--*`) and ranges are written in words (domain/locale/range-text.ts). Dealers' own
 * text may still bring such characters; the demo tenants' does not, so what this finds is ours.
 */
const TENANTS = [
  'demo-motors',
  'prestige-preowned',
  'subscribe-cars',
  'metro-auto-group',
  'coastal-nissan',
  'heavy-haul-trucks',
  'kiwi-cars-nz',
  'outback-campers',
  'ridewest-motorcycles',
  'roam-rv',
]

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

async function page(slug: string, path: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost${path}`, { headers: { host: `${slug}.localhost` } }),
  )
  expect(res.status, `${slug} ${path}`).toBe(200)
  return res.text()
}

/** each character past Latin-1 with the markup around its first use */
function beyondLatin1(html: string): string[] {
  const found = new Map<string, string>()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range starts at U+0000: everything past Latin-1 is what this finds
  for (const match of html.matchAll(/[^\u0000-\u00ff]/gu)) {
    if (!found.has(match[0])) found.set(match[0], html.slice(Math.max(0, match.index - 60), match.index + 10))
  }
  return [...found].map(([char, around]) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()} in …${around}`)
}

describe("the busiest pages' markup stays within Latin-1 (production build)", () => {
  it.each(TENANTS)('%s: home, the listing and its second page, and a vehicle page', async (slug) => {
    const listing = await page(slug, '/search/new-used-and-demo-cars')
    const vehicle = listing.match(/href="(\/(?:cars|motorcycles|campers)\/[^"?]+)"/)?.[1]
    expect(vehicle, `${slug}: a card links to a vehicle page`).toBeDefined()
    for (const [path, html] of [
      ['/', await page(slug, '/')],
      ['/search/new-used-and-demo-cars', listing],
      ['/search/new-used-and-demo-cars?page=2', await page(slug, '/search/new-used-and-demo-cars?page=2')],
      [vehicle!, await page(slug, vehicle!)],
    ] as const) {
      expect(beyondLatin1(html), `${slug} ${path}`).toEqual([])
    }
  })
})
