import { describe, expect, it } from 'vitest'
import { MIN_DISPLAY_PRICE } from '@domain/pricing/price-display.ts'
import { searchRequest } from '@domain/search/testing/search-request.ts'
import { demoSearch } from './support/demo-search.ts'

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
