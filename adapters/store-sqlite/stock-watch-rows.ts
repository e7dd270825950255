import type { StockChange, StockChangeKind } from '@domain/stock-watch/stock-changes.ts'
import type { PricePeriod, SnapshotStatus, StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'

/** A change as both stores keep it: one row, the car's row (now, or last for `gone`) and the price before. */
export interface ChangeRow {
  readonly car_id: string
  readonly kind: StockChangeKind
  readonly price: number | null
  readonly period: PricePeriod
  readonly status: SnapshotStatus
  readonly created_at: number
  readonly from_price: number | null
  readonly from_period: PricePeriod | null
}

/** A snapshot row as both stores keep it. */
export interface SnapshotRecord {
  readonly car_id: string
  readonly price: number | null
  readonly period: PricePeriod
  readonly status: SnapshotStatus
  readonly created_at: number
}

export const toRecord = (row: StockSnapshotRow): SnapshotRecord => ({
  car_id: row.id,
  price: row.price,
  period: row.period,
  status: row.status,
  created_at: row.created_at,
})

export const fromRecord = (record: SnapshotRecord): StockSnapshotRow => ({
  id: record.car_id,
  price: record.price === null ? null : Number(record.price),
  period: record.period,
  status: record.status,
  created_at: Number(record.created_at),
})

export function toChangeRow(change: StockChange): ChangeRow {
  const car = change.kind === 'gone' ? change.last : change.car
  const from = change.kind === 'price_changed' ? change.from : null
  return { ...toRecord(car), kind: change.kind, from_price: from?.price ?? null, from_period: from?.period ?? null }
}

export function fromChangeRow(row: ChangeRow): StockChange {
  const car = fromRecord(row)
  switch (row.kind) {
    case 'gone':
      return { kind: 'gone', id: car.id, last: car }
    case 'price_changed':
      return {
        kind: 'price_changed',
        id: car.id,
        from: { price: row.from_price === null ? null : Number(row.from_price), period: row.from_period ?? 'once' },
        car,
      }
    default:
      return { kind: row.kind, id: car.id, car }
  }
}

/**
 * What a run's changes do to the kept snapshot: the rows to write (each car once, as it is now) and the cars to
 * drop. A car with two changes in a run (a price change and a sale) carries the same row in both.
 */
export function snapshotEdits(changes: readonly StockChange[]): {
  readonly upserts: SnapshotRecord[]
  readonly gone: string[]
} {
  const upserts = new Map<string, SnapshotRecord>()
  const gone: string[] = []
  for (const change of changes) {
    if (change.kind === 'gone') gone.push(change.id)
    else upserts.set(change.id, toRecord(change.car))
  }
  return { upserts: [...upserts.values()], gone }
}
