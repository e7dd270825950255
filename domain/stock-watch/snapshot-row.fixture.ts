import fc from 'fast-check'
import type { StockSnapshotRow } from './snapshot-row.schema.ts'

/** A snapshot row; ids from a small set so two snapshots share cars. */
export const arbSnapshotRow = (ids: fc.Arbitrary<string> = fc.constantFrom(...'abcdefghijklmnop'.split(''))) =>
  fc.record<StockSnapshotRow>({
    id: ids,
    price: fc.option(fc.integer({ min: 11, max: 200_000 }), { nil: null }),
    period: fc.constantFrom('once', 'week'),
    status: fc.constantFrom('in_stock', 'coming_soon', 'sold'),
    created_at: fc.constantFrom(1_700_000_000_000, 1_700_086_400_000),
  })

/** A snapshot: rows with distinct ids, in any order. */
export const arbSnapshot = fc.uniqueArray(arbSnapshotRow(), { selector: (row) => row.id, maxLength: 16 })

export const makeRow = (over: Partial<StockSnapshotRow> = {}): StockSnapshotRow => ({
  id: 'car-1',
  price: 20_000,
  period: 'once',
  status: 'in_stock',
  created_at: 1_700_000_000_000,
  ...over,
})
