import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import type { ObservedPrice } from '@domain/ports/stock-watch-store.port.ts'
import { createPriceHistory } from './price-history.ts'

const NOW = 1_800_000_000_000
const kept: Record<string, ObservedPrice[]> = {
  'demo-motors/c1': [
    { at: NOW, price: 30_000, period: 'once' },
    { at: NOW + 86_400_000, price: 28_500, period: 'once' },
  ],
  'subscribe-cars/c1': [{ at: NOW, price: 292, period: 'week' }],
}
const history = createPriceHistory({ store: { observedPrices: async (tenant, car) => kept[`${tenant}/${car}`] ?? [] } })

describe('a car’s price history', () => {
  it('is the tenant’s own observed prices of the car, oldest first, where the site shows price history', async () => {
    const on = (slug: string) => makeSite({ slug, flags: { price_history: true } })
    expect(await history(on('demo-motors'), 'c1')).toEqual(kept['demo-motors/c1'])
    expect(await history(on('subscribe-cars'), 'c1')).toEqual(kept['subscribe-cars/c1'])
    expect(await history(on('demo-motors'), 'unknown')).toEqual([])
  })

  it('is nothing on a site without price_history (the default)', async () => {
    expect(await history(makeSite({ slug: 'demo-motors' }), 'c1')).toBeNull()
  })

  it('is on for every demo tenant', () => {
    expect(
      loadTenants()
        .filter((t) => !t.site.flags.price_history)
        .map((t) => t.site.slug),
    ).toEqual([])
  })
})
