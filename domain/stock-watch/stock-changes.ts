import type { PricePeriod, StockSnapshotRow } from './snapshot-row.schema.ts'

/** A shown price with its period, as a price change names its before and after. */
export interface ShownPrice {
  readonly price: number | null
  readonly period: PricePeriod
}

/**
 * What one run of the stock watch saw change for one car since the last run:
 * - `first_seen`: the car was not in the last snapshot;
 * - `price_changed`: the price it shows, or that price's period, is not what it was (`from`);
 * - `sold`: it is sold now and was not;
 * - `updated`: anything else of its row changed (back from sold, coming soon now in stock, listed again);
 * - `gone`: it is no longer in the tenant's stock (`last` is its last row).
 * Every change but `gone` carries the car's row as it is now, so a store applies a run's changes to the last snapshot
 * and holds the new one (`applyChanges`).
 */
export type StockChange =
  | { readonly kind: 'first_seen'; readonly id: string; readonly car: StockSnapshotRow }
  | { readonly kind: 'price_changed'; readonly id: string; readonly from: ShownPrice; readonly car: StockSnapshotRow }
  | { readonly kind: 'sold'; readonly id: string; readonly car: StockSnapshotRow }
  | { readonly kind: 'updated'; readonly id: string; readonly car: StockSnapshotRow }
  | { readonly kind: 'gone'; readonly id: string; readonly last: StockSnapshotRow }

export type StockChangeKind = StockChange['kind']

/** The order of one car's changes in a run (and their order in a store). */
const KIND_ORDER: Readonly<Record<StockChangeKind, number>> = {
  first_seen: 0,
  price_changed: 1,
  sold: 2,
  updated: 3,
  gone: 4,
}

/**
 * One run of the stock watch for one tenant: when it read the stock, and its changes. The first run of a tenant (no
 * snapshot kept yet) is its baseline: every car is first seen, and the run alerts nobody.
 */
export interface StockRun {
  readonly at: number
  readonly baseline: boolean
  readonly changes: readonly StockChange[]
}

const samePrice = (a: ShownPrice, b: ShownPrice): boolean => a.price === b.price && a.period === b.period

const byId = (rows: readonly StockSnapshotRow[]): Map<string, StockSnapshotRow> => {
  const map = new Map<string, StockSnapshotRow>()
  for (const row of rows) {
    if (map.has(row.id)) throw new Error(`The stock snapshot lists car "${row.id}" twice`)
    map.set(row.id, row)
  }
  return map
}

/** Changes in a fixed order (by car id, then kind), whatever order the snapshots listed their cars in. */
const ordered = (changes: StockChange[]): StockChange[] =>
  changes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : KIND_ORDER[a.kind] - KIND_ORDER[b.kind]))

/** One car's changes between its last row and its row now. */
function carChanges(last: StockSnapshotRow, now: StockSnapshotRow): StockChange[] {
  const changes: StockChange[] = []
  const priceMoved = !samePrice(last, now)
  if (priceMoved)
    changes.push({ kind: 'price_changed', id: now.id, from: { price: last.price, period: last.period }, car: now })
  const soldNow = now.status === 'sold' && last.status !== 'sold'
  if (soldNow) changes.push({ kind: 'sold', id: now.id, car: now })
  else if (now.status !== last.status || now.created_at !== last.created_at)
    changes.push({ kind: 'updated', id: now.id, car: now })
  return changes
}

/**
 * The stock watch's rule: the changes from the last snapshot (null: none kept, this is the tenant's first run) to the
 * stock read now, at `at`. A car id appears at most once in a snapshot (the search port's promise); a snapshot listing
 * one twice is refused.
 */
export function diffSnapshots(
  last: readonly StockSnapshotRow[] | null,
  now: readonly StockSnapshotRow[],
  at: number,
): StockRun {
  const current = byId(now)
  if (last === null)
    return {
      at,
      baseline: true,
      changes: ordered([...current.values()].map((car) => ({ kind: 'first_seen', id: car.id, car }))),
    }
  const before = byId(last)
  const changes: StockChange[] = []
  for (const [id, car] of current) {
    const was = before.get(id)
    if (was === undefined) changes.push({ kind: 'first_seen', id, car })
    else changes.push(...carChanges(was, car))
  }
  for (const [id, was] of before) if (!current.has(id)) changes.push({ kind: 'gone', id, last: was })
  return { at, baseline: false, changes: ordered(changes) }
}

/** The snapshot after a run: the last one with the run's changes applied (what a store keeps), in id order. */
export function applyChanges(last: readonly StockSnapshotRow[], changes: readonly StockChange[]): StockSnapshotRow[] {
  const rows = byId(last)
  for (const change of changes) {
    if (change.kind === 'gone') rows.delete(change.id)
    else rows.set(change.id, change.car)
  }
  return [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** The changes a run may alert shoppers about: none from a baseline (its cars were there before anyone watched). */
export const alertableChanges = (run: StockRun): readonly StockChange[] => (run.baseline ? [] : run.changes)
