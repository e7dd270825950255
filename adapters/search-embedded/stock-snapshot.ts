import { snapshotRow, type StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { TenantIndex } from './tenant-index.ts'

const EVERY_CAR = () => true

/** A tenant's compact stock snapshot from its index: every car its search_filters let through, any status. */
export function tenantSnapshot(index: TenantIndex, site: SiteConfig): StockSnapshotRow[] {
  const passing = index.staticMask('stock-watch:every-car', EVERY_CAR)
  const rows: StockSnapshotRow[] = []
  for (const [i, car] of index.cars.entries()) if (passing[i] === 1) rows.push(snapshotRow(car, site))
  return rows
}
