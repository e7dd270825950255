import type { StockChange, StockRun } from '../stock-watch/stock-changes.ts'
import type { PricePeriod, StockSnapshotRow } from '../stock-watch/snapshot-row.schema.ts'

/** A tenant's kept snapshot: the stock as its last recorded run saw it, and that run's number and time. */
export interface KeptSnapshot {
  readonly run: number
  readonly at: number
  readonly rows: readonly StockSnapshotRow[]
}

/** A change as kept: the change, its run's number and time, and whether that run was the tenant's baseline. */
export interface RecordedChange {
  readonly run: number
  readonly at: number
  readonly baseline: boolean
  readonly change: StockChange
}

/** A price a car was seen showing, from when (its first sighting, then each change). */
export interface ObservedPrice {
  readonly at: number
  readonly price: number | null
  readonly period: PricePeriod
}

/**
 * What the stock watch keeps per tenant (the embedded file or PostgreSQL, shared by every process): the current
 * snapshot, and every change with its time (cars first seen, price changes, sales, cars gone).
 */
export interface StockWatchStorePort {
  /** the tenant's kept snapshot; null before its first run */
  snapshot(tenant: string): Promise<KeptSnapshot | null>
  /**
   * Writes a run of the tenant read over the snapshot of run `over` (null: none, a baseline): its changes and the
   * snapshot with them applied, in one transaction, as the run after `over`. False, writing nothing, when another run
   * of the tenant was written since `over`: a run killed before its commit wrote nothing, and one that lost the race
   * repeats nothing.
   */
  record(tenant: string, over: number | null, run: StockRun): Promise<boolean>
  /** the tenant's changes of the runs after `afterRun` (0: all), in run order */
  changesSince(tenant: string, afterRun: number): Promise<readonly RecordedChange[]>
  /** the prices a car of the tenant was seen showing, oldest first */
  observedPrices(tenant: string, carId: string): Promise<readonly ObservedPrice[]>
}
