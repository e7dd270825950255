import { beforeAll, describe, expect, it } from 'vitest'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * A card or filter menu rendered before is written from the server's kept markup (web/components/markup/
 * render-alone.ts: vehicle-card/card-markup.ts, search/menu-markup.ts); the browser hydrates it against what React
 * renders for it. Over the production build (`npx vite build` first), two copies of the server in this process: one
 * keeping no markup (`KEPT_MARKUP=off`: everything rendered by React), the other as deployed. Every listing's cards
 * and filters are byte for byte the same in both, after every card and menu has been rendered before at other
 * places (a card at a priority place, the first three with eager pictures, and at a later one; menus with values
 * picked and not) and the same addresses are asked again.
 */
const FINDING_NOTHING = [
  '/search/new-used-and-demo-cars?query=zzqx',
  '/search/new-used-and-demo-cars?query=qxzz',
  '/search/new-used-and-demo-cars?query=zzqx&range[price]=10000:',
  '/search/new-used-and-demo-cars?query=zzqx&range[price]=20000:',
  '/search/new-used-and-demo-cars?query=zzqx&weekly[0]=under-100',
]
const ADDRESSES = [
  '/search/new-used-and-demo-cars',
  '/search/new-used-and-demo-cars?sortBy=price_asc',
  '/search/new-used-and-demo-cars?sortBy=price_desc',
  '/search/new-used-and-demo-cars?page=2',
  '/search/used-cars',
  '/search/new-used-and-demo-cars?sortBy=latest&range[price]=1000:',
  '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[body][0]=suv',
  '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[body][0]=suv&page=2',
  // the filter panel is kept whole: every part of it the address sets (keyword, weekly band, each slider)
  '/search/new-used-and-demo-cars?query=auto&weekly[0]=175-plus&range[year]=2018:&range[km]=:80000',
  '/search/new-used-and-demo-cars?weekly[0]=under-100&range[price]=12000:60000',
  // searches finding nothing: the same empty menus, so only the keyword, the price slider or the picked band
  // tells their panels apart
  ...FINDING_NOTHING,
]
const TENANTS = ['demo-motors', 'subscribe-cars', 'ridewest-motorcycles']

let reactOnly: BuiltApp
let app: BuiltApp
beforeAll(async () => {
  // each copy reads the switch when its listing code is first loaded: by its first listing request
  reactOnly = await loadBuiltApp({ KEPT_MARKUP: 'off' })
  await grid(reactOnly, TENANTS[0]!, ADDRESSES[0]!)
  delete process.env['KEPT_MARKUP']
  app = await loadBuiltApp({})
})

/** the listing's filters and grid of cards, rendered for this request (a personal cookie: not from the response cache) */
async function grid(app: BuiltApp, slug: string, address: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost${address}`, { headers: { host: `${slug}.localhost`, cookie: 'bench=1' } }),
  )
  expect(res.status, `${slug}${address}`).toBe(200)
  const html = await res.text()
  const filters = /<aside id="listing-filters"[\s\S]*?<\/aside>/.exec(html)
  const cards =
    /<ul class="listing__grid[\s\S]*?<\/ul><nav class="pager"|<ul class="listing__grid[\s\S]*<\/article><\/li><\/ul>/.exec(
      html,
    )
  expect(filters, `${slug}${address}: no filters`).not.toBeNull()
  // a filter another tenant's stock does not have leaves no cards
  return `${filters![0]}\n${cards?.[0] ?? ''}`
}

describe("a listing's cards and filter menus from kept markup (production build)", () => {
  it('are the same bytes as React rendering them, wherever a car is placed and on every tenant', async () => {
    const rendered = new Map<string, string>()
    for (const slug of TENANTS)
      for (const address of ADDRESSES) rendered.set(`${slug}${address}`, await grid(reactOnly, slug, address))
    // every address three times, the second time in the other order: a card is kept from its first render, a menu
    // from its second, so by the last pass each was written from kept markup, after renders elsewhere too
    const once = [...TENANTS.flatMap((slug) => ADDRESSES.map((address) => [slug, address] as const))]
    let cards = 0
    for (const [slug, address] of [...once, ...[...once].reverse(), ...once]) {
      const written = await grid(app, slug, address)
      cards += written.match(/<article /g)?.length ?? 0
      if (!FINDING_NOTHING.includes(address))
        expect(written.match(/<fieldset /g)?.length ?? 0, `${slug}${address}`).toBeGreaterThan(0)
      expect(written, `${slug}${address}`).toBe(rendered.get(`${slug}${address}`))
    }
    expect(cards).toBeGreaterThan(TENANTS.length * (ADDRESSES.length - FINDING_NOTHING.length) * 3 * 10)
  })
})

/** the page's head (a kept part must not lose a preload React would hoist there), header and footer, rendered for this request (a personal cookie: not from the response cache) */
async function shell(app: BuiltApp, slug: string, address: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost${address}`, { headers: { host: `${slug}.localhost`, cookie: 'bench=1' } }),
  )
  const html = await res.text()
  const parts = [
    /<head>[\s\S]*?<\/head>/.exec(html),
    /<header class="site-header">[\s\S]*?<\/header>/.exec(html),
    /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html),
  ]
  expect(parts.every(Boolean), `${slug}${address}: no head, header or footer`).toBe(true)
  return parts.map((part) => part![0]).join('\n')
}

describe("the site header's navigation and footer from kept markup (production build)", () => {
  it('are the same bytes as React rendering them, on pages their links lead to (aria-current) and on others', async () => {
    const rendered = new Map<string, string>()
    for (const slug of TENANTS) {
      // the header's and footer's own internal links (each the current page once), and pages none of them is
      const links = [...(await shell(reactOnly, slug, '/about-us')).matchAll(/<a [^>]*href="(\/[^"?#]*)"/g)].map(
        (m) => m[1]!,
      )
      for (const address of ['/about-us', ADDRESSES[0]!, '/no-such-page', ...new Set(links)])
        rendered.set(`${slug} ${address}`, await shell(reactOnly, slug, address))
    }
    expect([...rendered.values()].filter((html) => html.includes('aria-current="page"')).length).toBeGreaterThan(
      TENANTS.length * 2,
    )
    const once = [...rendered.keys()]
    for (const key of [...once, ...[...once].reverse(), ...once]) {
      const [slug, address] = key.split(' ') as [string, string]
      expect(await shell(app, slug, address), key).toBe(rendered.get(key))
    }
  })
})

/** where two pages first differ, with some text around it in each (null: the same), for a readable failure */
function firstDifference(written: string, rendered: string): string | null {
  if (written === rendered) return null
  let i = 0
  while (written[i] === rendered[i]) i++
  return `at ${i}: written …${written.slice(i - 120, i + 120)}… rendered …${rendered.slice(i - 120, i + 120)}…`
}

/**
 * a whole page (its head too: an eager picture gives it a preload link; its state), rendered for this request (a personal
 * cookie: not from the response cache)
 */
async function page(app: BuiltApp, slug: string, address: string): Promise<string> {
  const res = await app.fetch(
    new Request(`http://${slug}.localhost${address}`, { headers: { host: `${slug}.localhost`, cookie: 'bench=1' } }),
  )
  expect(res.status, `${slug}${address}`).toBe(200)
  // the clock's bytes: when each match was loaded, and the demo stock's times (made when each copy starts)
  return (await res.text()).replace(/\b1\d{12}\b/g, 'T').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'T')
}

describe("vehicle pages', home's and the locations page's parts from kept markup (production build)", () => {
  it('are the same bytes as React rendering them, on every tenant', async () => {
    const addresses: [string, string][] = []
    for (const slug of TENANTS) {
      const listing = await (
        await reactOnly.fetch(
          new Request(`http://${slug}.localhost${ADDRESSES[0]}`, {
            headers: { host: `${slug}.localhost`, cookie: 'bench=1' },
          }),
        )
      ).text()
      const links = [
        ...new Set([...listing.matchAll(/href="(\/[a-z-]+\/[a-z0-9-]+-\d+-\d+)"/g)].map((m) => m[1]!)),
      ].slice(0, 3)
      expect(links.length, slug).toBeGreaterThan(0)
      for (const link of links) addresses.push([slug, link])
      addresses.push([slug, '/'], [slug, '/our-locations'])
    }
    const rendered = new Map<string, string>()
    for (const [slug, address] of addresses) rendered.set(`${slug}${address}`, await page(reactOnly, slug, address))
    // a part is kept from its first render: the second and third passes write it from kept markup
    let galleries = 0
    for (const [slug, address] of [...addresses, ...[...addresses].reverse(), ...addresses]) {
      const written = await page(app, slug, address)
      galleries += written.match(/<section class="gallery"/g)?.length ?? 0
      expect(firstDifference(written, rendered.get(`${slug}${address}`)!), `${slug}${address}`).toBeNull()
    }
    expect(galleries).toBeGreaterThan(TENANTS.length * 3)
  })
})
