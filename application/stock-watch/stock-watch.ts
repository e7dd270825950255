import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { JobLeasePort } from '@domain/ports/job-lease.port.ts'
import type { SearchPort } from '@domain/ports/search.port.ts'
import type { StockWatchStorePort } from '@domain/ports/stock-watch-store.port.ts'
import { alertableChanges, diffSnapshots } from '@domain/stock-watch/stock-changes.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/** STOCK_WATCH_SECONDS' default: each tenant's stock is compared every 15 minutes. */
export const DEFAULT_STOCK_WATCH_SECONDS = 900

/** The lease's name in the store: one stock watch per deployment. */
export const STOCK_WATCH_LEASE = 'stock-watch'

/**
 * The share of a period a run's lease lasts: the process that ran last finds it free at its next tick even when its
 * timer fires a little early, while another instance ticking inside the period finds it held.
 */
export const LEASE_SHARE_OF_PERIOD = 0.9

/** What one run did for one tenant. */
export type TenantWatch =
  | {
      readonly tenant: string
      readonly outcome: 'recorded'
      readonly baseline: boolean
      readonly cars: number
      readonly changes: number
      /** changes shoppers may be told of (none from a baseline) */
      readonly alertable: number
    }
  /** another run of the tenant was written since this one read the kept snapshot: this one wrote nothing */
  | { readonly tenant: string; readonly outcome: 'superseded' }
  /** the stock could not be read or the run not written: nothing written, the next run tries again */
  | { readonly tenant: string; readonly outcome: 'failed'; readonly error: string }

/** A run of the stock watch: null when another process holds this period's lease. */
export type StockWatchRun = { readonly at: number; readonly tenants: readonly TenantWatch[] } | null

export interface StockWatchDeps {
  /** the tenants this deployment serves, with their current configuration */
  readonly tenants: () => readonly SiteConfig[]
  readonly search: Pick<SearchPort, 'stockSnapshot'>
  readonly store: StockWatchStorePort
  readonly leases: JobLeasePort
  readonly clock: ClockPort
  /** this process's name on the lease */
  readonly holder: string
  /** the period between runs (STOCK_WATCH_SECONDS) */
  readonly everyMs: number
}

/**
 * The stock watch (issue 31): once per period for the whole deployment (the store's lease), each tenant's stock is
 * read through the search port's compact snapshot, compared with the snapshot kept from the run before, and the
 * changes (cars first seen, price changes with their time, sales, cars gone) written with the new snapshot in one
 * transaction. A tenant's first run is its baseline and alerts nobody. A run killed part-way has written whole
 * tenants only, and the next run compares with what was written, so no change is lost or written twice.
 */
export function createStockWatch(deps: StockWatchDeps) {
  const watchTenant = async (site: SiteConfig, at: number): Promise<TenantWatch> => {
    try {
      const kept = await deps.store.snapshot(site.slug)
      const stock = await deps.search.stockSnapshot(site)
      const run = diffSnapshots(kept?.rows ?? null, stock, at)
      if (!(await deps.store.record(site.slug, kept?.run ?? null, run)))
        return { tenant: site.slug, outcome: 'superseded' }
      return {
        tenant: site.slug,
        outcome: 'recorded',
        baseline: run.baseline,
        cars: stock.length,
        changes: run.changes.length,
        alertable: alertableChanges(run).length,
      }
    } catch (error) {
      return { tenant: site.slug, outcome: 'failed', error: error instanceof Error ? error.message : String(error) }
    }
  }

  return {
    /** one tenant's run, outside the lease (what a whole run does for each tenant) */
    watchTenant,
    /** a run for every tenant, when this process takes the period's lease; tenants one after another */
    async run(): Promise<StockWatchRun> {
      const at = deps.clock.now()
      const until = at + Math.floor(deps.everyMs * LEASE_SHARE_OF_PERIOD)
      if (!(await deps.leases.take(STOCK_WATCH_LEASE, deps.holder, at, until))) return null
      const tenants: TenantWatch[] = []
      for (const site of deps.tenants()) tenants.push(await watchTenant(site, at))
      return { at, tenants }
    },
  }
}

export type StockWatch = ReturnType<typeof createStockWatch>
