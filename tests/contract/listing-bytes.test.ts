import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * The listing's weight (issue 13: a listing's HTML and serialised state ≤ 60 KB uncompressed), over the production
 * build (`npx vite build` first): the first page of `/search/new-used-and-demo-cars` as a shopper without a session
 * gets it. Bytes are deterministic, so this holds on a busy machine where `npm run bench:pages` cannot.
 *
 * The ceilings hold what has been reached so it cannot creep back: demo-motors' whole page (the issue's page; 83.3 KB
 * before the cards round, 69.9 KB after it, 68.6 KB once image addresses left out the default quality; the issue's
 * 60 KB not yet reached: see the README's "Pages under load"),
 * and on every demo tenant the cards themselves, which are most of a listing's markup (about 2.2 KB each before).
 */
const LISTING_PAGE_CEILING_BYTES = 70 * 1024
const ISSUE_TARGET_BYTES = 60 * 1024
const CARD_CEILING_BYTES = 2_100

const TENANTS = [
  'demo-motors', 'prestige-preowned', 'subscribe-cars', 'metro-auto-group', 'coastal-nissan', 'heavy-haul-trucks',
  'kiwi-cars-nz', 'outback-campers', 'ridewest-motorcycles', 'roam-rv',
]

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

async function listing(slug: string): Promise<string> {
  const res = await app.fetch(new Request(`http://${slug}.localhost/search/new-used-and-demo-cars`, { headers: { host: `${slug}.localhost` } }))
  expect(res.status).toBe(200)
  return res.text()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('the listing page\'s bytes (production build)', () => {
  it(`demo-motors: the listing's HTML with its serialised state stays within ${kb(LISTING_PAGE_CEILING_BYTES)}`, async () => {
    const bytes = Buffer.byteLength(await listing('demo-motors'))
    console.info(`demo-motors listing: ${kb(bytes)} (issue 13's target ${kb(ISSUE_TARGET_BYTES)})`)
    expect(bytes).toBeLessThanOrEqual(LISTING_PAGE_CEILING_BYTES)
  })

  it(`every demo tenant: a full page of cards, each card's markup ${CARD_CEILING_BYTES} bytes or less on average`, async () => {
    for (const slug of TENANTS) {
      const cards = (await listing(slug)).match(/<article class="vc"[\s\S]*?<\/article>/g) ?? []
      expect(cards.length, slug).toBeGreaterThanOrEqual(20)
      const average = cards.reduce((sum, card) => sum + Buffer.byteLength(card), 0) / cards.length
      expect(average, slug).toBeLessThanOrEqual(CARD_CEILING_BYTES)
    }
  })
})
