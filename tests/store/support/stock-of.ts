import type { StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'

/**
 * A tenant's stock of `cars` cars at `version`: from one version to the next a tenth of the cars change price, one in
 * fifty is sold, one in a hundred is gone and as many new ones arrive, so each run has real work to write.
 */
export function stockOf(cars: number, version: number): StockSnapshotRow[] {
  const rows: StockSnapshotRow[] = []
  for (let n = 0; n < cars + version * Math.floor(cars / 100); n++) {
    if (n % 100 === 7 && n < version * cars) continue
    const moved = version > 0 && n % 10 === version % 10
    rows.push({
      id: `car-${String(n).padStart(6, '0')}`,
      price: 10_000 + (n % 500) * 100 - (moved ? 500 * version : 0),
      period: 'once',
      status: version > 0 && n % 50 === version % 50 ? 'sold' : 'in_stock',
      created_at: 1_700_000_000_000 + n * 1000,
    })
  }
  return rows
}
