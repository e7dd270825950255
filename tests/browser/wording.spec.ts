import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test'
import { TENANT_FILES, siteUrl } from './support/tenants.ts'
import { appReady, appSettled } from './support/app-ready.ts'
import { answerCaptcha, choose, formReady, ownAddress, watchLeadCalls } from './support/forms.ts'
import { drawEverySection } from './support/drawn.ts'

/** Server-rendered HTML of a tenant's page (Node cannot resolve {slug}.localhost: ask loopback, name the site in Host). */
async function html(request: APIRequestContext, testInfo: TestInfo, slug: string, path: string): Promise<string> {
  const url = new URL(siteUrl(testInfo, slug, path))
  const response = await request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host },
  })
  expect(response.status(), `${slug} ${path}`).toBe(200)
  return response.text()
}

const text = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .trim()
const hrefOf = (s: string) => s.replace(/&amp;/g, '&')

/** Any run of words said twice back to back ('Macan Macan', '390 Duke 390 Duke', 'Cannon Cannon-L'). */
const stutter = (name: string) => /(?:^|\s)(\S+(?:\s\S+)*)\s\1(?=$|\s|[-+])/i.exec(name)?.[0]?.trim() ?? null

/** Plural forms a body tile may take: English plurals of vehicle nouns; any other label must not end in an added s. */
const NOUN_PLURALS = new Set([
  'SUVs',
  '4x4s',
  'Sedans',
  'Hatches',
  'Wagons',
  'Utes',
  'Vans',
  'Coupes',
  'Convertibles',
  'Buses',
  'Motorhomes',
  'Movers',
  'Trucks',
  'Hardtops',
  'Softtops',
  'Tops',
  'Cruisers',
  'Scooters',
  'Caravans',
  'Campers',
  'Trailers',
  'Chassis',
  'Tourers',
])

interface BodyTile {
  readonly label: string
  readonly count: number
  readonly href: string
}

function bodyTilesOf(home: string): BodyTile[] {
  const section = /aria-labelledby="bodies-heading"[\s\S]*?<\/section>/.exec(home)?.[0] ?? ''
  return [
    ...section.matchAll(
      /<a[^>]*href="([^"]+)"[^>]*>[\s\S]*?tile__name">([\s\S]*?)<\/span>[\s\S]*?tile__count">([\s\S]*?)<\/span>/g,
    ),
  ].map((m) => ({ href: hrefOf(m[1]!), label: text(m[2]!), count: Number(text(m[3]!).replace(/\D/g, '')) }))
}

// every demo tenant: each listing page, each card; each home body tile
for (const { slug } of TENANT_FILES) {
  test(`${slug}: no card name repeats its model or badge; body tiles are one per body type and read as words`, async ({
    request,
  }, testInfo) => {
    const home = await html(request, testInfo, slug, '/')
    const browse = /<a[^>]*href="([^"]+)"[^>]*>Browse all/.exec(home)
    expect(browse, 'the home page links to the listing').not.toBeNull()
    let next: string | null = hrefOf(browse![1]!)
    let cards = 0
    let expected = -1
    const stutters: string[] = []
    for (let pages = 0; next !== null && pages < 60; pages++) {
      const page = await html(request, testInfo, slug, next)
      if (expected < 0) expected = Number(/data-count="(\d+)"/.exec(page)?.[1] ?? -1)
      for (const m of page.matchAll(/<h3 id="vct-[^"]*"><a[^>]*>([\s\S]*?)<\/a><\/h3>/g)) {
        cards++
        const name = text(m[1]!)
        const repeated = stutter(name)
        if (repeated) stutters.push(`${name} (${repeated})`)
      }
      const more = /<a[^>]*href="([^"]+)"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(page)
      next = more ? hrefOf(more[1] ?? more[2]!) : null
    }
    expect(cards, 'every car of the listing was read').toBe(expected)
    expect(stutters).toEqual([])

    const tiles = bodyTilesOf(home)
    const labels = tiles.map((t) => t.label)
    expect(new Set(labels).size).toBe(labels.length)
    expect(labels.includes('Hatches') && labels.includes('Hatchbacks')).toBe(false)
    for (const label of labels) {
      const last = label.split(' ').at(-1)!
      if (/s$/.test(last)) expect(NOUN_PLURALS, `"${label}" is a noun's plural`).toContain(last)
    }
    if (slug === 'ridewest-motorcycles') {
      expect([...labels].sort()).toEqual(['Adventure', 'Cruisers', 'Dirt', 'Naked', 'Scooters', 'Sport', 'Touring'])
    }
  })
}

test('metro-auto-group listing offers the SPEC preset links: 3+ photos and its default cities', async ({
  request,
}, testInfo) => {
  const home = await html(request, testInfo, 'metro-auto-group', '/')
  // 'Browse all' carries the default city filter and query suffix (SPEC §2): the presets narrow the whole stock at its path
  const listing = await html(
    request,
    testInfo,
    'metro-auto-group',
    hrefOf(/<a[^>]*href="([^"]+)"[^>]*>Browse all/.exec(home)![1]!).split('?')[0]!,
  )
  const presets = [...listing.matchAll(/<a href="([^"]+)" class="listing__preset"[^>]*>([^<]*)</g)].map((m) => ({
    href: hrefOf(m[1]!),
    label: m[2],
  }))
  expect(presets.map((p) => p.label)).toEqual(['Cars with 3+ photos', 'Cars in Essendon and Essendon Fields'])
  expect(presets[0]!.href).toMatch(/\?range\[photos_count\]=3:$/)
  expect(presets[1]!.href).toMatch(
    /\?refinementList\[city\]\[0\]=Essendon&refinementList\[city\]\[1\]=Essendon%20Fields$/,
  )
  const all = Number(/data-count="(\d+)"/.exec(listing)![1])
  for (const preset of presets) {
    const page = await html(request, testInfo, 'metro-auto-group', preset.href)
    const count = Number(/data-count="(\d+)"/.exec(page)![1])
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(all)
  }
})

test('prestige-preowned /contact reads pre-owned, and the CRM still gets the Used Vehicle Enquiry category', async ({
  page,
}, testInfo) => {
  await ownAddress(page, testInfo)
  const calls = watchLeadCalls(page)
  await page.goto(siteUrl(testInfo, 'prestige-preowned', '/contact'))
  await formReady(page)
  await page.getByRole('button', { name: /Enquiry type$/ }).click()
  await expect(page.getByRole('option', { name: 'Pre-owned Vehicle Enquiry', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: /\bused\b/i })).toHaveCount(0)
  await drawEverySection(page)
  expect(await page.locator('body').innerText()).not.toMatch(/\bused\b/i)
  await page.keyboard.press('Escape')

  await choose(page, 'Dealership', 'Prestige Pre-Owned Penrith')
  await choose(page, 'Location', 'Prestige Pre-Owned Penrith')
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0412 345 678')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Is the GLC still available?')
  await choose(page, 'Enquiry type', 'Pre-owned Vehicle Enquiry')
  await expect(page.getByRole('button', { name: /Enquiry type$/ })).toContainText('Pre-owned Vehicle Enquiry')
  await answerCaptcha(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/success\?category=used-vehicle-enquiry$/)
  await expect(page.getByText('We have received your pre-owned vehicle enquiry.')).toBeVisible()
  expect(calls.at(-1)!.body.lead).toMatchObject({ category: 'Used Vehicle Enquiry', website_slug: 'prestige-preowned' })
})

test('prestige-preowned pages read pre-owned wherever "used" describes a car (the verb "can be used as" stays)', async ({
  page,
}, testInfo) => {
  for (const path of ['/', '/search/used-cars', '/special-offers', '/finance', '/sell-my-car']) {
    await page.goto(siteUrl(testInfo, 'prestige-preowned', path))
    await appSettled(page)
    await drawEverySection(page)
    const adjective = /\bused\b(?!\s+(?:as|to|by|for)\b)/i.exec(await page.locator('body').innerText())
    expect(adjective?.input.slice(Math.max(0, adjective.index - 40), adjective.index + 40) ?? null, path).toBeNull()
  }
  await page.goto(siteUrl(testInfo, 'prestige-preowned', '/finance'))
  await expect(page.getByText('Trade-ins can be used as a deposit.')).toBeVisible()
  await page.goto(siteUrl(testInfo, 'prestige-preowned', '/special-offers'))
  await expect(page.getByText('Every pre-owned car comes with a 3 Year Standard warranty this month.')).toBeVisible()
})

test("demo-motors listing: a card's heart saves the car, stays hearted after a reload, and the car is in the garage", async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'demo-motors', '/'))
  await page.getByRole('link', { name: /^Browse all/ }).click()
  await appReady(page)
  const card = page.locator('article.vc').nth(2)
  const name = (await card.getByRole('heading').innerText()).trim()
  // the card is named by its heading, whose id is made of the car's
  const carId = (await card.getAttribute('aria-labelledby'))?.replace(/^vct-/, '')
  const heart = page.getByRole('button', { name: `Save ${name} to favourites` })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  const events = await page.evaluate(
    () => ((window as any).__analyticsEvents ?? []) as { event_id: number; car_id?: string }[],
  )
  expect(events.filter((e) => e.event_id === 39)).toEqual([expect.objectContaining({ event_id: 39, car_id: carId })])

  await page.reload()
  await appReady(page)
  await expect(page.getByRole('button', { name: `Save ${name} to favourites` })).toHaveAttribute('aria-pressed', 'true')
  // other cards are not hearted
  await expect(
    page
      .locator('article.vc')
      .nth(0)
      .getByRole('button', { name: /^Save .* to favourites$/ }),
  ).toHaveAttribute('aria-pressed', 'false')

  await page.goto(siteUrl(testInfo, 'demo-motors', '/my-garage?tab=saved-cars'))
  await expect(page.getByRole('heading', { name: 'Saved cars (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name })).toBeVisible()
})
