import { beforeAll, describe, expect, it } from 'vitest'
import type { Car } from '@domain/cars/car.schema.ts'
import { carDetailPath } from '@domain/links/vehicle-paths.ts'
import type { TenantFile } from '@domain/tenancy/tenant.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from '@tenants/demo-stock/generate-stock.ts'
import { loadBuiltApp, type BuiltApp } from '../fuzz/support-built-app.ts'

/**
 * What a shopper reads on the pages the server renders (production build, `npx vite build` first), on the tenants
 * each rule depends on: the thank-you line per form, the finance strip's lender, one weekly repayment per car page,
 * the subscription site's prices with their period, and the weekly landing page's count, chip and heading.
 */
const tenants = new Map(loadTenants().map((t) => [t.site.slug, t] as const))
const tenant = (slug: string): TenantFile => tenants.get(slug) as TenantFile
const stock = new Map<string, Car[]>()
const carsOf = (slug: string): Car[] => {
  if (!stock.has(slug)) stock.set(slug, generateStock(tenant(slug), { nowMs: Date.now() }))
  return stock.get(slug) as Car[]
}

let app: BuiltApp
beforeAll(async () => {
  app = await loadBuiltApp({})
})

async function page(slug: string, address: string): Promise<string> {
  const host = `${slug}.localhost`
  const res = await app.fetch(new Request(`http://${host}${address}`, { headers: { host, cookie: 'bench=1' } }))
  expect(res.status, `${slug} ${address}`).toBe(200)
  return res.text()
}

/** The page's text as read: tags and React's text separators gone, entities decoded, spaces collapsed. */
const text = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|\s+/g, ' ')

const inStock = (car: Car) => car.status === 'in_stock' && car.show_on_dealer_website && !car.sold

describe.each(['demo-motors', 'roam-rv'])('the thank-you line on %s', (slug) => {
  it.each([
    ['careers', 'job application'],
    ['sell-my-car', 'request to sell your car'],
    ['request-photos', 'photo request'],
  ])('/success?category=%s names a %s', async (category, noun) => {
    expect(text(await page(slug, `/success?category=${category}`))).toContain(`We have received your ${noun}.`)
  })
})

describe.each(['heavy-haul-trucks', 'kiwi-cars-nz'])("the dealer's own finance figures on %s", (slug) => {
  it("are not credited to a lender called 'Manual'", async () => {
    const car = carsOf(slug).find((c) => inStock(c) && Object.keys(c.finance_lenders).length > 0) as Car
    const shown = text(await page(slug, carDetailPath(tenant(slug).site, car.slug)))
    expect(shown).toMatch(/per week/)
    expect(shown).not.toMatch(/with Manual/)
  })
})

describe.each(['coastal-nissan', 'roam-rv', 'demo-motors'])('one weekly repayment per car page on %s', (slug) => {
  it("the calculator opens on the strip's figure", async () => {
    const car = carsOf(slug).find((c) => inStock(c) && Object.keys(c.finance_lenders).length > 0) as Car
    const shown = text(await page(slug, carDetailPath(tenant(slug).site, car.slug)))
    const strip = /(\$[\d,.]+) per week/.exec(shown)?.[1]
    const calculated = /Estimated repayment: (\$[\d,.]+) per week/.exec(shown)?.[1]
    expect(strip).toBeDefined()
    expect(calculated).toBe(strip)
  })
})

describe('the subscription site', () => {
  it('shows each price with its period on the listing', async () => {
    const shown = text(await page('subscribe-cars', '/search/subscription-cars'))
    const bare = shown.match(/Subscription \$[\d,.]+(?![\d,.]| per week)/g) ?? []
    expect(shown).toMatch(/\$[\d,]+ per week/)
    expect(bare).toEqual([])
  })

  it('states one weekly figure on a car page: the subscription, no loan repayment beside it', async () => {
    const car = carsOf('subscribe-cars').find((c) => inStock(c) && (c.subscription_price ?? 0) > 0) as Car
    const html = await page('subscribe-cars', carDetailPath(tenant('subscribe-cars').site, car.slug))
    const priceBlock = /<section class="price-block"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
    expect(text(priceBlock)).toContain(`$${car.subscription_price} per week`)
    expect(text(html)).not.toMatch(/Repayment calculator|Estimated repayment/)
  })

  it("lists no listing twice in its menu ('Rental Cars' was the subscription cars again)", async () => {
    const home = await page('subscribe-cars', '/')
    expect(home).not.toContain('href="/search/rental-cars"')
  })
})

describe.each(['demo-motors', 'coastal-nissan'])('the weekly landing page on %s', (slug) => {
  it('is headed for what it lists and shows its filter as a chip', async () => {
    const html = await page(slug, '/search/cars-under-100-per-week')
    const shown = text(html)
    expect(shown).toContain('Weekly: under $100 per week')
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toMatch(/under \$100 per week/i)
  })
})
