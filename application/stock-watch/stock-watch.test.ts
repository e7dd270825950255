import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'
import { applyChanges } from '@domain/stock-watch/stock-changes.ts'
import { makeRow } from '@domain/stock-watch/snapshot-row.fixture.ts'
import type { KeptSnapshot, StockWatchStorePort } from '@domain/ports/stock-watch-store.port.ts'
import { SearchServiceError } from '@domain/ports/search.port.ts'
import { createStockWatch, LEASE_SHARE_OF_PERIOD, STOCK_WATCH_LEASE } from './stock-watch.ts'

const NOW = 1_800_000_000_000
const EVERY = 900_000

/** The store port kept in memory, as the SQLite and PostgreSQL adapters keep it (tests/store checks those). */
function memoryStore(): StockWatchStorePort & { kept: Map<string, KeptSnapshot> } {
  const kept = new Map<string, KeptSnapshot>()
  return {
    kept,
    async snapshot(tenant) {
      return kept.get(tenant) ?? null
    },
    async record(tenant, over, run) {
      const last = kept.get(tenant) ?? null
      if ((last?.run ?? null) !== over) return false
      kept.set(tenant, { run: (over ?? 0) + 1, at: run.at, rows: applyChanges(last?.rows ?? [], run.changes) })
      return true
    },
    changesSince: async () => [],
    observedPrices: async () => [],
  }
}

const demo = makeSite({ slug: 'demo-motors' })
const subscribe = makeSite({ id: 2, slug: 'subscribe-cars', flags: { offers_subscription: true } })

function watchOver(stock: Map<string, StockSnapshotRow[] | Error>, options: { leaseFree?: boolean } = {}) {
  const store = memoryStore()
  const leases: { name: string; holder: string; now: number; until: number }[] = []
  const read: string[] = []
  const watch = createStockWatch({
    tenants: () => [demo, subscribe],
    search: {
      async stockSnapshot(site: SiteConfig) {
        read.push(site.slug)
        const rows = stock.get(site.slug)!
        if (rows instanceof Error) throw rows
        return rows
      },
    },
    store,
    leases: {
      async take(name, holder, now, until) {
        leases.push({ name, holder, now, until })
        return options.leaseFree ?? true
      },
    },
    clock: { now: () => NOW },
    holder: 'instance-a',
    everyMs: EVERY,
  })
  return { watch, store, leases, read }
}

describe('the stock watch use case', () => {
  it('a first run is each tenant’s baseline and alerts nobody; the next run’s price drop can alert', async () => {
    const stock = new Map<string, StockSnapshotRow[] | Error>([
      ['demo-motors', [makeRow({ id: 'a' }), makeRow({ id: 'b' })]],
      ['subscribe-cars', [makeRow({ id: 's', price: 292, period: 'week' })]],
    ])
    const { watch, store } = watchOver(stock)
    expect(await watch.run()).toEqual({
      at: NOW,
      tenants: [
        { tenant: 'demo-motors', outcome: 'recorded', baseline: true, cars: 2, changes: 2, alertable: 0 },
        { tenant: 'subscribe-cars', outcome: 'recorded', baseline: true, cars: 1, changes: 1, alertable: 0 },
      ],
    })
    stock.set('demo-motors', [makeRow({ id: 'a', price: 18_000 }), makeRow({ id: 'b' })])
    const second = await watch.run()
    expect(second?.tenants).toEqual([
      { tenant: 'demo-motors', outcome: 'recorded', baseline: false, cars: 2, changes: 1, alertable: 1 },
      { tenant: 'subscribe-cars', outcome: 'recorded', baseline: false, cars: 1, changes: 0, alertable: 0 },
    ])
    expect(store.kept.get('demo-motors')?.rows[0]).toEqual(makeRow({ id: 'a', price: 18_000 }))
  })

  it('asks for the deployment’s lease for nine tenths of the period, and reads nothing when another process holds it', async () => {
    const { watch, leases, read } = watchOver(new Map(), { leaseFree: false })
    expect(await watch.run()).toBeNull()
    expect(read).toEqual([])
    expect(leases).toEqual([
      { name: STOCK_WATCH_LEASE, holder: 'instance-a', now: NOW, until: NOW + EVERY * LEASE_SHARE_OF_PERIOD },
    ])
  })

  it('a tenant whose stock cannot be read writes nothing and does not stop the others; its next run is its baseline', async () => {
    const stock = new Map<string, StockSnapshotRow[] | Error>([
      ['demo-motors', new SearchServiceError('An unexpected error occurred: request timed out after 5000ms', null)],
      ['subscribe-cars', [makeRow({ id: 's' })]],
    ])
    const { watch, store } = watchOver(stock)
    expect((await watch.run())?.tenants).toEqual([
      {
        tenant: 'demo-motors',
        outcome: 'failed',
        error: 'An unexpected error occurred: request timed out after 5000ms',
      },
      { tenant: 'subscribe-cars', outcome: 'recorded', baseline: true, cars: 1, changes: 1, alertable: 0 },
    ])
    expect(store.kept.has('demo-motors')).toBe(false)
    stock.set('demo-motors', [makeRow()])
    expect((await watch.run())?.tenants[0]).toMatchObject({ outcome: 'recorded', baseline: true })
  })

  it('a run another process wrote first is superseded, and this one writes nothing', async () => {
    const { watch, store } = watchOver(new Map([['demo-motors', [makeRow()]]]))
    const record = store.record
    store.record = async (tenant, over, run) => {
      await record(tenant, over, { ...run, changes: [] })
      return record(tenant, over, run)
    }
    expect(await watch.watchTenant(demo, NOW)).toEqual({ tenant: 'demo-motors', outcome: 'superseded' })
    expect(store.kept.get('demo-motors')?.rows).toEqual([])
  })
})
