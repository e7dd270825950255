import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * A card rendered before on a site version is written from the server's kept markup
 * (web/components/vehicle-card/card-markup.ts); the browser hydrates it against what React renders for it. Over the
 * production build (`npx vite build` first), two copies of the server in this process: one keeping no markup
 * (`CARD_MARKUP=off`: every card rendered by React), the other as deployed. Every listing's cards are byte for byte
 * the same in both, after every card has been rendered before at other places (a priority place, the first three
 * with eager pictures, and a later one) and the same addresses are asked again.
 */
const ADDRESSES = [
  '/search/new-used-and-demo-cars',
  '/search/new-used-and-demo-cars?sortBy=price_asc',
  '/search/new-used-and-demo-cars?sortBy=price_desc',
  '/search/new-used-and-demo-cars?page=2',
  '/search/used-cars',
  '/search/new-used-and-demo-cars?sortBy=latest&range[price]=1000:',
]
const TENANTS = ['demo-motors', 'subscribe-cars', 'ridewest-motorcycles']

let reactOnly: BuiltApp
let app: BuiltApp
beforeAll(async () => {
  // each copy reads the switch when its listing code is first loaded: by its first listing request
  reactOnly = await loadBuiltApp({ CARD_MARKUP: 'off' })
  await grid(reactOnly, TENANTS[0]!, ADDRESSES[0]!)
  delete process.env['CARD_MARKUP']
  app = await loadBuiltApp({})
})

/** the listing's grid of cards, rendered for this request (a personal cookie: not from the response cache) */
async function grid(app: BuiltApp, slug: string, address: string): Promise<string> {
  const res = await app.fetch(new Request(`http://${slug}.localhost${address}`, { headers: { host: `${slug}.localhost`, cookie: 'bench=1' } }))
  expect(res.status, `${slug}${address}`).toBe(200)
  const html = await res.text()
  const found = /<ul class="listing__grid[\s\S]*?<\/ul><nav class="pager"|<ul class="listing__grid[\s\S]*<\/article><\/li><\/ul>/.exec(html)
  expect(found, `${slug}${address}: no grid`).not.toBeNull()
  return found![0]
}

describe("a listing's cards from kept markup (production build)", () => {
  it('are the same bytes as React rendering them, wherever a car is placed and on every tenant', async () => {
    const rendered = new Map<string, string>()
    for (const slug of TENANTS) for (const address of ADDRESSES) rendered.set(`${slug}${address}`, await grid(reactOnly, slug, address))
    // every address twice, the second time in the other order: by then each card was rendered before, elsewhere too
    const twice = [...TENANTS.flatMap((slug) => ADDRESSES.map((address) => [slug, address] as const))]
    for (const [slug, address] of [...twice, ...[...twice].reverse()]) {
      const cards = await grid(app, slug, address)
      expect(cards.match(/<article /g)?.length ?? 0, `${slug}${address}`).toBeGreaterThan(0)
      expect(cards, `${slug}${address}`).toBe(rendered.get(`${slug}${address}`))
    }
  })
})
