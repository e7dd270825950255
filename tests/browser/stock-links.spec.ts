import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test'
import { bodyFacet } from '../../domain/search/search-document.ts'
import { bodySlug } from '../../domain/search/search-paths.ts'
import { TENANT_FILES, siteUrl } from './support/tenants.ts'

/**
 * Issue #17 items 1–3 over HTTP, on every demo tenant: each home tile and brand-menu entry opens a listing of its
 * make or body whose count is the tile's count, and the home's stock count is the count of the listing 'Browse all'
 * opens (a make-branded site counts and tiles its make only).
 */

interface Link {
  readonly label: string
  readonly href: string
  readonly count: number | null
}

const decode = (html: string) => html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"')

async function getHtml(request: APIRequestContext, testInfo: TestInfo, slug: string, path: string): Promise<string> {
  // Node cannot resolve {slug}.localhost as browsers do: ask the loopback address and name the site in Host
  const site = new URL(siteUrl(testInfo, slug, path))
  const response = await request.get(`http://127.0.0.1:${site.port}${path}`, { headers: { host: site.host } })
  expect(response.status(), `${slug} ${path}`).toBe(200)
  return (await response.text()).replaceAll('<!-- -->', '')
}

/** The tiles of one home section ('makes-heading' or 'bodies-heading'). */
const tilesOf = (html: string, section: string): Link[] =>
  [
    ...(new RegExp(`aria-labelledby="${section}">(.*?)</section>`, 's').exec(html)?.[1] ?? '').matchAll(
      /<a class="tile" href="([^"]+)"><span class="tile__name">([^<]+)<\/span><span class="tile__count">(\d+)/g,
    ),
  ].map((m) => ({ href: decode(m[1]!), label: decode(m[2]!), count: Number(m[3]) }))

const brandsOf = (html: string): Link[] => {
  const menu = /<ul class="brands-grid[^"]*"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? ''
  return [...menu.matchAll(/<a href="([^"]+)"><img[^>]*><span>([^<]+)<\/span>/g)].map((m) => ({
    href: decode(m[1]!),
    label: decode(m[2]!),
    count: null,
  }))
}

async function listing(request: APIRequestContext, testInfo: TestInfo, slug: string, href: string) {
  const html = await getHtml(request, testInfo, slug, href)
  const count = Number(/class="listing__count"[^>]*data-count="(\d+)"/.exec(html)?.[1] ?? NaN)
  const cards = [...html.matchAll(/<h3 id="vct-[^"]*"><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({
    href: m[1]!,
    name: decode(m[2]!),
  }))
  return { count, cards }
}

/** The body slug a tile opens: its path segment or its refinementList[body] value. */
const bodyOfHref = (href: string): string => {
  const url = new URL(href, 'http://x')
  const value = url.searchParams.get('refinementList[body][0]')
  return value === null ? url.pathname.split('/').pop()! : bodySlug(value)
}

for (const { slug, file } of TENANT_FILES) {
  test(`${slug}: every home tile and brand-menu entry opens its make or body, counted as the tile says`, async ({
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const home = await getHtml(request, testInfo, slug, '/')
    const makes = tilesOf(home, 'makes-heading')
    const bodies = tilesOf(home, 'bodies-heading')
    expect(makes.length, 'make tiles').toBeGreaterThan(0)

    // the stock count beside 'Browse all' is the count of the listing it opens
    const all = /home-search__count">(\d+) [^<]* in stock · <a href="([^"]+)"/.exec(home)
    expect(all, 'home stock count and Browse all link').not.toBeNull()
    expect((await listing(request, testInfo, slug, decode(all![2]!))).count, 'Browse all').toBe(Number(all![1]))

    const brand: string | undefined = file.site.search?.make_refinement
    const makeTiles = new Map<string, Link>()
    for (const tile of [...makes, ...bodies]) {
      const opened = await listing(request, testInfo, slug, tile.href)
      expect(opened.count, `${tile.label} → ${tile.href}`).toBe(tile.count)
      expect(opened.cards.length, tile.label).toBeGreaterThan(0)
    }
    for (const tile of makes) {
      makeTiles.set(tile.label, tile)
      if (brand) expect(tile.label, 'a make-branded site tiles its make only').toBe(brand)
      const opened = await listing(request, testInfo, slug, tile.href)
      for (const card of opened.cards)
        expect(card.name.toLowerCase(), `${tile.label} card`).toContain(tile.label.toLowerCase())
    }
    for (const tile of bodies) {
      // the body is not on the card: the first card's page names it
      const first = (await listing(request, testInfo, slug, tile.href)).cards[0]!
      const body = /"bodyType":"([^"]+)"/.exec(await getHtml(request, testInfo, slug, first.href))?.[1] ?? ''
      expect(bodySlug(bodyFacet(body) ?? ''), `${tile.label} → ${first.href}`).toBe(bodyOfHref(tile.href))
    }

    // SPEC §2: the tenant's default city filter and query suffix ride on every stock link it builds
    const cities: string[] = file.site.search?.default_city_filter ?? []
    const suffix: string = (file.site.search?.query_suffix ?? '').replace(/^[?&]+/, '')
    const showMe = decode(/<a href="([^"]+)" class="[^"]*home-search__go"/.exec(home)?.[1] ?? '')
    const stockLinks = [
      all![2]!,
      showMe,
      ...makes.map((t) => t.href),
      ...bodies.map((t) => t.href),
      ...brandsOf(home).map((b) => b.href),
    ]
      .map(decode)
      .filter((href) => /^\/(search|used-car|find)\b/.test(href))
    for (const href of stockLinks) {
      cities.forEach((city, i) => {
        expect(href, 'default city filter').toContain(`refinementList[city][${i}]=${encodeURIComponent(city)}`)
      })
      if (suffix) expect(href, 'query suffix').toContain(suffix)
    }

    for (const entry of brandsOf(home)) {
      const sameMake = makeTiles.get(entry.label)
      // a build_model_pages site's brand menu opens a make's brand page (tests/browser/model-pages.spec.ts)
      if (file.site.flags?.build_model_pages && sameMake) {
        expect(entry.href, `brand ${entry.label}`).toMatch(/^\/brands\/[a-z0-9-]+$/)
        continue
      }
      if (sameMake) expect(entry.href, `brand ${entry.label}`).toBe(sameMake.href)
      if (!/^\/(search|used-car|find)\b/.test(entry.href)) continue
      const opened = await listing(request, testInfo, slug, entry.href)
      expect(opened.count, `brand ${entry.label} → ${entry.href}`).toBeGreaterThan(0)
      if (sameMake) expect(opened.count, `brand ${entry.label}`).toBe(sameMake.count)
    }
  })
}

test("coastal-nissan (make-branded): the listing's Make menu and the home widget offer Nissan only", async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'coastal-nissan', '/search/our-cars'))
  const makes = page.getByRole('group', { name: 'Make' }).locator('label')
  await expect(makes.first()).toBeVisible()
  expect((await makes.allInnerTexts()).map((t) => t.split('\n')[0]!.trim())).toEqual(['Nissan'])
  await page.goto(siteUrl(testInfo, 'coastal-nissan', '/'))
  const widgetMake = page.getByRole('region', { name: /Find your next/ }).getByRole('combobox', { name: 'Make' })
  expect((await widgetMake.locator('option').allInnerTexts()).filter((t) => t !== 'Any make')).toEqual(['Nissan'])
})
