import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { DAY_0, DAY_MS, makeCar } from '@domain/cars/car.fixture.ts'
import type { Car } from '@domain/cars/car.schema.ts'
import type { DashboardPort } from '@domain/ports/dashboard.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createDashboardInventory } from './dashboard-inventory.ts'
import { manualClock } from '@domain/ports/testing/manual-clock.ts'

const site = makeSite({ id: 1001, slug: 'demo-motors' })
const car = (id: string, over: Partial<Car> = {}) => makeCar({ id, slug: `2020-toyota-corolla-${id}`, ...over })
const stock = [
  car('1001-1'),
  car('1001-2', { price: 30_000 }),
  car('1001-3', { status: 'sold', sold: true, sold_date_timestamp: DAY_0 - 30 * DAY_MS }),
]

function world(opts: { dashboardDown?: boolean; searchDown?: boolean } = {}) {
  const calls = { dashboard: [] as string[], search: [] as SearchRequest[] }
  const dashboard = {
    async carById(websiteId: number, carId: string) {
      calls.dashboard.push(`${websiteId}/${carId}`)
      if (opts.dashboardDown || websiteId !== 1001) return false
      const found = stock.find((c) => c.id === carId)
      return found ? { ...found, finance_lenders: { taurus: { paymentWeek: 99 } } } : false
    },
  } as unknown as DashboardPort
  const search: SearchPort = {
    stockSnapshot: async () => [],
    async search(_site, request) {
      calls.search.push(request)
      if (opts.searchDown) throw new Error('search down')
      const slugs = request.refinements.slug
      const hits = slugs ? stock.filter((c) => slugs.includes(c.slug)) : stock
      return { hits: hits.slice(0, request.limit) } as unknown as SearchResponse
    },
  }
  const clock = manualClock(DAY_0)
  const inventory = createDashboardInventory({
    dashboard,
    search: () => search,
    clock,
    listedTtlMs: 1_000,
    log: () => {},
  })
  return { inventory, calls, advance: clock.advance }
}

describe('live inventory: car detail from the dashboard, listing from the search index', () => {
  it("carById asks the dashboard for the tenant's website id and answers its car (fresh finance)", async () => {
    const w = world()
    expect((await w.inventory.carById(site, '1001-2'))?.finance_lenders).toEqual({ taurus: { paymentWeek: 99 } })
    expect(w.calls.dashboard).toEqual(['1001/1001-2'])
    expect(await w.inventory.carById(site, '../x')).toBeNull()
    expect(w.calls.dashboard).toHaveLength(1)
  })

  it('carBySlug: the index finds the id, the dashboard answers the car; the index copy when the dashboard is down', async () => {
    const w = world()
    const found = await w.inventory.carBySlug(site, '2020-toyota-corolla-1001-1')
    expect(found?.id).toBe('1001-1')
    expect(found?.finance_lenders).toEqual({ taurus: { paymentWeek: 99 } })
    expect(w.calls.search[0]!.refinements).toEqual({ slug: ['2020-toyota-corolla-1001-1'] })
    const down = world({ dashboardDown: true })
    expect((await down.inventory.carBySlug(site, '2020-toyota-corolla-1001-1'))?.finance_lenders).toEqual({})
  })

  it("carBySlug without the index tries the slug's trailing id at the dashboard", async () => {
    const w = world({ searchDown: true })
    expect((await w.inventory.carBySlug(site, '2020-toyota-corolla-1001-2'))?.id).toBe('1001-2')
    expect(w.calls.dashboard).toEqual(['1001/2', '1001/1001-2'])
    expect(await w.inventory.carBySlug(site, 'no-such-car-9')).toBeNull()
  })

  it('cars the stock rules would not list are not found (sold long ago)', async () => {
    const w = world()
    expect(await w.inventory.carById(site, '1001-3')).toBeNull()
    expect(await w.inventory.carBySlug(site, '2020-toyota-corolla-1001-3')).toBeNull()
  })

  it("listed: the index's cars that the stock rules list, reused for the TTL, the last listing kept when the index fails", async () => {
    const w = world()
    expect((await w.inventory.listed(site)).map((c) => c.id)).toEqual(['1001-1', '1001-2'])
    expect(w.calls.search[0]!.limit).toBe(1000)
    await w.inventory.listed(site)
    expect(w.calls.search).toHaveLength(1)
    const v = await w.inventory.version(site)
    w.advance(1_000)
    expect(await w.inventory.version(site)).toBe(v + 1)
    await w.inventory.listed(site)
    expect(w.calls.search).toHaveLength(2)
    expect(await world({ searchDown: true }).inventory.listed(site)).toEqual([])
  })

  it('markReserved: once per car; unknown cars refused; the reservation shows on the car', async () => {
    const w = world()
    expect(await w.inventory.markReserved(site, '1001-1')).toBe(true)
    expect(await w.inventory.markReserved(site, '1001-1')).toBe(false)
    expect(await w.inventory.markReserved(site, 'nope')).toBe(false)
    expect((await w.inventory.carById(site, '1001-1'))?.reserved).toBe(true)
  })

  it('property: whatever the slug, carBySlug answers a car with exactly that slug or null', async () => {
    const w = world({ searchDown: true })
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...stock.map((c) => c.slug)), fc.string({ maxLength: 40 })),
        async (slug) => {
          const found = await w.inventory.carBySlug(site, slug)
          expect(found === null || found.slug === slug).toBe(true)
        },
      ),
    )
  })
})
