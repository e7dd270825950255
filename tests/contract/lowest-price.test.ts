import { describe, expect, it } from 'vitest'
import { MIN_DISPLAY_PRICE } from '@domain/pricing/price-display.ts'
import { searchRequest } from '@domain/search/testing/search-request.ts'
import { demoSearch } from './support/demo-search.ts'
import { priceDisplay } from '@domain/pricing/price-display.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { emptySearchState } from '@domain/search/search-state.ts'

/**
 * 'Lowest Price' on real tenants' demo stock: the cars whose card shows a price come first, cheapest first, and
 * those reading 'Enquire for price.' after them; a tenant with the SPEC §9 price > 0 rule leaves them out.
 */
const { tenants, stockOf, search } = demoSearch(['outback-campers', 'demo-motors'])
const shown = (price: number | null) => price !== null && price > MIN_DISPLAY_PRICE

describe.each(tenants.map((t) => [t.site.slug, t] as const))("'Lowest Price' on %s", (_, tenant) => {
  it('lists shown prices first, cheapest first, then the cars without one', async () => {
    const answer = await search.search(tenant.site, searchRequest({ sort: ['price:asc'], limit: 1000 }))
    const prices = answer.hits.map((h) => h.price)
    const firstUnshown = prices.findIndex((p) => !shown(p))
    const head = firstUnshown < 0 ? prices : prices.slice(0, firstUnshown)
    expect(head.length).toBeGreaterThan(0)
    expect(prices.slice(head.length).filter(shown)).toEqual([])
    expect(head).toEqual([...head].sort((a, b) => (a as number) - (b as number)))
    const unpriced = (stockOf.get(tenant.site.slug) ?? []).some((c) => !shown(c.price))
    expect(unpriced).toBe(true)
    if (tenant.site.search.price_ascending_requires_price)
      expect(answer.hits.every((h) => h.price !== null && h.price > 0)).toBe(true)
  })
})

describe("'Lowest Price' and 'Highest Price' on the subscription site", () => {
  const subs = demoSearch(['subscribe-cars'])
  const tenant = subs.tenants[0] as (typeof subs.tenants)[number]
  const listing = (sort: 'price_asc' | 'price_desc') =>
    subs.search.search(tenant.site, {
      ...toSearchRequest({ ...emptySearchState, sort }, tenant.site),
      limit: 1000,
    })

  it('orders by the subscription price the cards show, and leaves out no car that shows a price', async () => {
    const all = await subs.search.search(tenant.site, {
      ...toSearchRequest(emptySearchState, tenant.site),
      limit: 1000,
    })
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const answer = await listing(sort)
      const shown = answer.hits.map((h) => priceDisplay(h, tenant.site))
      const weekly = shown.filter((d) => d.kind === 'subscription').map((d) => d.amount)
      expect(weekly.length).toBeGreaterThan(200)
      // the subscription prices come first, in order
      expect(shown.slice(0, weekly.length).every((d) => d.kind === 'subscription')).toBe(true)
      expect(weekly).toEqual([...weekly].sort((a, b) => (sort === 'price_asc' ? a - b : b - a)))
      // every car the listing shows is still there
      expect(answer.estimatedTotalHits).toBe(all.estimatedTotalHits)
    }
  })
})
