import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * The listing's weight (issue 13: a listing's HTML and serialised state ≤ 60 KB uncompressed), over the production
 * build (`npx vite build` first): the first page of `/search/new-used-and-demo-cars` as a shopper without a session
 * gets it. Bytes are deterministic, so this holds on a busy machine where `npm run bench:pages` cannot.
 *
 * The ceilings hold what has been reached so it cannot creep back: demo-motors' whole page within the issue's
 * 60 KB; every demo tenant's page within its own reached size and half a KB, rounded up to a whole KB; and on every
 * demo tenant the cards themselves, which are most of a listing's markup.
 */
const ISSUE_TARGET_BYTES = 60 * 1024
const CARD_CEILING_BYTES = 1_850

/** each demo tenant's listing, KB (demo-motors: the issue's target) */
const PAGE_CEILING_KB: Readonly<Record<string, number>> = {
  'demo-motors': 60,
  'prestige-preowned': 64,
  'subscribe-cars': 53,
  'metro-auto-group': 66,
  'coastal-nissan': 58,
  'heavy-haul-trucks': 62,
  'kiwi-cars-nz': 59,
  'outback-campers': 57,
  'ridewest-motorcycles': 57,
  'roam-rv': 56,
}
const TENANTS = Object.keys(PAGE_CEILING_KB)

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

async function listing(slug: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost/search/new-used-and-demo-cars`, { headers: { host: `${slug}.localhost` } }),
  )
  expect(res.status).toBe(200)
  return res.text()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe("the listing page's bytes (production build)", () => {
  it(`demo-motors: the listing's HTML with its serialised state stays within issue 13's ${kb(ISSUE_TARGET_BYTES)}`, async () => {
    const bytes = Buffer.byteLength(await listing('demo-motors'))
    console.info(`demo-motors listing: ${kb(bytes)} (issue 13's target ${kb(ISSUE_TARGET_BYTES)})`)
    expect(bytes).toBeLessThanOrEqual(ISSUE_TARGET_BYTES)
  })

  it('every demo tenant: the listing stays within what was reached', async () => {
    for (const slug of TENANTS) {
      const bytes = Buffer.byteLength(await listing(slug))
      expect(bytes, `${slug}: ${kb(bytes)}`).toBeLessThanOrEqual(PAGE_CEILING_KB[slug]! * 1024)
    }
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
