import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { alertableChanges, applyChanges, diffSnapshots } from './stock-changes.ts'
import { arbSnapshot, makeRow } from './snapshot-row.fixture.ts'
import type { StockSnapshotRow } from './snapshot-row.schema.ts'

const AT = 1_800_000_000_000
const byId = (rows: readonly StockSnapshotRow[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))

describe('stock watch: the change rules', () => {
  it('diffing two snapshots, then applying the changes to the first, gives the second', () => {
    fc.assert(
      fc.property(arbSnapshot, arbSnapshot, (last, now) => {
        expect(applyChanges(last, diffSnapshots(last, now, AT).changes)).toEqual(byId(now))
      }),
    )
  })

  it('an identical snapshot, in any order, changes nothing', () => {
    fc.assert(
      fc.property(
        arbSnapshot.chain((rows) => fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length }))),
        ([last, shuffled]) => {
          expect(diffSnapshots(last, shuffled, AT)).toEqual({ at: AT, baseline: false, changes: [] })
        },
      ),
    )
  })

  it('the changes do not depend on the order either snapshot lists its cars in', () => {
    const shuffledOf = (rows: StockSnapshotRow[]) => fc.shuffledSubarray(rows, { minLength: rows.length })
    fc.assert(
      fc.property(
        arbSnapshot.chain((last) => fc.tuple(fc.constant(last), shuffledOf(last))),
        arbSnapshot.chain((now) => fc.tuple(fc.constant(now), shuffledOf(now))),
        ([last, lastShuffled], [now, nowShuffled]) => {
          expect(diffSnapshots(lastShuffled, nowShuffled, AT)).toEqual(diffSnapshots(last, now, AT))
        },
      ),
    )
  })

  it('every car is first seen, gone, or in both: each change names a car of one of the snapshots', () => {
    fc.assert(
      fc.property(arbSnapshot, arbSnapshot, (last, now) => {
        const before = new Set(last.map((r) => r.id))
        const after = new Set(now.map((r) => r.id))
        for (const change of diffSnapshots(last, now, AT).changes) {
          if (change.kind === 'first_seen') expect(before.has(change.id) || !after.has(change.id)).toBe(false)
          else if (change.kind === 'gone') expect(!before.has(change.id) || after.has(change.id)).toBe(false)
          else expect(before.has(change.id) && after.has(change.id)).toBe(true)
        }
      }),
    )
  })

  it('the first run is a baseline: every car first seen, and it alerts nobody', () => {
    fc.assert(
      fc.property(arbSnapshot, (now) => {
        const run = diffSnapshots(null, now, AT)
        expect(run.baseline).toBe(true)
        expect(run.changes.map((c) => [c.kind, c.id])).toEqual(byId(now).map((r) => ['first_seen', r.id]))
        expect(alertableChanges(run)).toEqual([])
      }),
    )
    const later = diffSnapshots([], [makeRow()], AT)
    expect(later.baseline).toBe(false)
    expect(alertableChanges(later)).toEqual([{ kind: 'first_seen', id: 'car-1', car: makeRow() }])
  })

  it('names a price change with what the car showed before, a sale, a car gone and one back in stock', () => {
    const last = [
      makeRow({ id: 'a', price: 30_000 }),
      makeRow({ id: 'b' }),
      makeRow({ id: 'c' }),
      makeRow({ id: 'd', status: 'sold' }),
      makeRow({ id: 'e', price: 250, period: 'week' }),
    ]
    const now = [
      makeRow({ id: 'a', price: 28_500 }),
      makeRow({ id: 'b', price: 19_000, status: 'sold' }),
      makeRow({ id: 'd', status: 'in_stock' }),
      makeRow({ id: 'e', price: 250, period: 'once' }),
      makeRow({ id: 'f', price: null }),
    ]
    expect(diffSnapshots(last, now, AT).changes).toEqual([
      { kind: 'price_changed', id: 'a', from: { price: 30_000, period: 'once' }, car: now[0] },
      { kind: 'price_changed', id: 'b', from: { price: 20_000, period: 'once' }, car: now[1] },
      { kind: 'sold', id: 'b', car: now[1] },
      { kind: 'gone', id: 'c', last: last[2] },
      { kind: 'updated', id: 'd', car: now[2] },
      { kind: 'price_changed', id: 'e', from: { price: 250, period: 'week' }, car: now[3] },
      { kind: 'first_seen', id: 'f', car: now[4] },
    ])
  })

  it('refuses a snapshot that lists a car twice', () => {
    expect(() => diffSnapshots([], [makeRow(), makeRow()], AT)).toThrow('The stock snapshot lists car "car-1" twice')
  })
})
