import { afterAll, afterEach, describe, expect, inject, it } from 'vitest'
import fc from 'fast-check'
import { fork, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { randomBytes } from 'node:crypto'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { sqliteSharedStore } from '@adapters/store-sqlite/shared-store.ts'
import { openPostgres } from '@adapters/store-postgres/database.ts'
import { postgresSharedStore } from '@adapters/store-postgres/shared-store.ts'
import { diffSnapshots } from '@domain/stock-watch/stock-changes.ts'
import { arbSnapshot, makeRow } from '@domain/stock-watch/snapshot-row.fixture.ts'
import type { StockSnapshotRow } from '@domain/stock-watch/snapshot-row.schema.ts'
import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { twoStoreKinds } from './support/two-stores.ts'
import { stockOf } from './support/stock-of.ts'

/**
 * Issue 31, the stock watch's store on SQLite and PostgreSQL: the kept snapshot and the changes with their times, a
 * run written whole or not at all (and never twice), and the lease that keeps the job to one run per period however
 * many processes ask at once (separate processes, each with its own connection or file handle).
 */
const NOW = 1_800_000_000_000
const closers: (() => Promise<void> | void)[] = []
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})
afterAll(async () => {
  for (const close of closers.reverse()) await close()
})
const stores = twoStoreKinds('stock-watch', () => NOW, closers)
const byId = (rows: readonly StockSnapshotRow[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))

/** A fresh store of the kind: its first handle, and how to open more (further processes' handles). */
function targets(kind: 'sqlite' | 'postgres') {
  const open = stores[kind]()
  const first: SharedStore = open()
  return { open, first }
}

describe.each(['sqlite', 'postgres'] as const)('stock watch store: %s', (kind) => {
  it('keeps nothing before the first run; a baseline keeps the stock and its cars as first seen', async () => {
    const { first: store } = targets(kind)
    expect(await store.stockWatch.snapshot('demo-motors')).toBeNull()
    const rows = [makeRow({ id: 'b', price: 19_990 }), makeRow({ id: 'a', price: 250, period: 'week' })]
    expect(await store.stockWatch.record('demo-motors', null, diffSnapshots(null, rows, NOW))).toBe(true)
    expect(await store.stockWatch.snapshot('demo-motors')).toEqual({ run: 1, at: NOW, rows: byId(rows) })
    expect(await store.stockWatch.snapshot('other-tenant')).toBeNull()
    const kept = await store.stockWatch.changesSince('demo-motors', 0)
    expect(kept.map((c) => [c.run, c.at, c.baseline, c.change.kind, c.change.id])).toEqual([
      [1, NOW, true, 'first_seen', 'a'],
      [1, NOW, true, 'first_seen', 'b'],
    ])
  })

  it('run after run, the kept snapshot is the stock last read and the changes are each diff, in order', async () => {
    const { first: store } = targets(kind)
    let tenant = 0
    await fc.assert(
      fc.asyncProperty(fc.array(arbSnapshot, { minLength: 1, maxLength: 4 }), async (stocks) => {
        const slug = `tenant-${tenant++}`
        let last: StockSnapshotRow[] | null = null
        for (const [i, stock] of stocks.entries()) {
          const run = diffSnapshots(last, stock, NOW + i)
          expect(await store.stockWatch.record(slug, i === 0 ? null : i, run)).toBe(true)
          const kept = await store.stockWatch.snapshot(slug)
          expect(kept).toEqual({ run: i + 1, at: NOW + i, rows: byId(stock) })
          const recorded = await store.stockWatch.changesSince(slug, i)
          expect(recorded.map((r) => r.change)).toEqual(run.changes)
          expect(recorded.every((r) => r.run === i + 1 && r.baseline === (i === 0))).toBe(true)
          last = stock
        }
      }),
      { numRuns: kind === 'postgres' ? 15 : 40 },
    )
  })

  it('the prices a car was seen showing, with when: first seen, then each change', async () => {
    const { first: store } = targets(kind)
    const stocks = [
      [makeRow({ id: 'x', price: 30_000 })],
      [makeRow({ id: 'x', price: 28_000 })],
      [makeRow({ id: 'x', price: 28_000, status: 'sold' })],
      [makeRow({ id: 'x', price: 300, period: 'week', status: 'sold' })],
    ]
    for (const [i, stock] of stocks.entries())
      await store.stockWatch.record(
        'demo-motors',
        i === 0 ? null : i,
        diffSnapshots(i === 0 ? null : stocks[i - 1]!, stock, NOW + i * 1000),
      )
    expect(await store.stockWatch.observedPrices('demo-motors', 'x')).toEqual([
      { at: NOW, price: 30_000, period: 'once' },
      { at: NOW + 1000, price: 28_000, period: 'once' },
      { at: NOW + 3000, price: 300, period: 'week' },
    ])
    expect(await store.stockWatch.observedPrices('other-tenant', 'x')).toEqual([])
  })

  it('a run read over a snapshot another run has replaced writes nothing: ten processes at once, one run kept', async () => {
    const { open, first } = targets(kind)
    const before = stockOf(2_000, 0)
    await first.stockWatch.record('demo-motors', null, diffSnapshots(null, before, NOW))
    const run = diffSnapshots(before, stockOf(2_000, 1), NOW + 1)
    const handles = [first, ...Array.from({ length: 9 }, () => open())]
    const wrote = await Promise.all(handles.map((h) => h.stockWatch.record('demo-motors', 1, run)))
    expect(wrote.filter(Boolean)).toHaveLength(1)
    expect((await first.stockWatch.changesSince('demo-motors', 1)).map((r) => r.change)).toEqual(run.changes)
    expect((await first.stockWatch.snapshot('demo-motors'))?.rows).toEqual(byId(stockOf(2_000, 1)))
    expect(await first.stockWatch.record('demo-motors', null, diffSnapshots(null, before, NOW))).toBe(false)
  })

  it('a real-size baseline (12,000 cars) and its next run are written whole', async () => {
    const { first: store } = targets(kind)
    await store.stockWatch.record('demo-motors', null, diffSnapshots(null, stockOf(12_000, 0), NOW))
    const run = diffSnapshots(stockOf(12_000, 0), stockOf(12_000, 1), NOW + 1)
    expect(run.changes.length).toBeGreaterThan(1_000)
    expect(await store.stockWatch.record('demo-motors', 1, run)).toBe(true)
    expect((await store.stockWatch.snapshot('demo-motors'))?.rows).toEqual(byId(stockOf(12_000, 1)))
    expect(await store.stockWatch.changesSince('demo-motors', 1)).toHaveLength(run.changes.length)
  })

  it('the lease: of twelve takers at once exactly one gets it; no one until its time is up, then one again', async () => {
    const { open, first } = targets(kind)
    const handles = [first, ...Array.from({ length: 11 }, () => open())]
    const until = NOW + 900_000
    const took = await Promise.all(handles.map((h, i) => h.jobLeases.take('stock-watch', `p${i}`, NOW, until)))
    expect(took.filter(Boolean)).toHaveLength(1)
    const holder = `p${took.indexOf(true)}`
    expect(await first.jobLeases.take('stock-watch', holder, until - 1, until + 900_000)).toBe(false)
    expect(await first.jobLeases.take('other-job', 'p1', NOW, until)).toBe(true)
    const later = await Promise.all(
      handles.map((h, i) => h.jobLeases.take('stock-watch', `p${i}`, until, until + 900_000)),
    )
    expect(later.filter(Boolean)).toHaveLength(1)
  })
})

const CHILD = join(import.meta.dirname, 'support/stock-watch-child.ts')

/** A process of its own on the store, once it says it is ready, and its next message of a kind. */
async function processOn(args: string[]) {
  const child = fork(CHILD, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  children.push(child)
  const next = <T>(key: string) =>
    new Promise<T>((ok, fail) => {
      const seen = (m: Record<string, T>) => {
        if (!(key in m)) return
        child.off('message', seen)
        ok(m[key]!)
      }
      child.on('message', seen)
      child.once('exit', (code) => fail(new Error(`child exited (${code}) before "${key}"`)))
    })
  await next('ready')
  return { child, next }
}

/** A fresh store for separate processes: their arguments, and a handle of this process on it. */
function sharedTarget(kind: 'sqlite' | 'postgres'): { args: string[]; handle: SharedStore } {
  if (kind === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'stock-watch-procs-')), 'app.db')
    const db = openDatabase(file)
    closers.push(() => db.close())
    return { args: ['sqlite', file], handle: sqliteSharedStore(db, () => NOW) }
  }
  const schema = `stock_procs_${randomBytes(6).toString('hex')}`
  const db = openPostgres({ url: inject('databaseUrl'), schema, max: 2 })
  closers.push(() => db.close())
  return { args: ['postgres', inject('databaseUrl'), schema], handle: postgresSharedStore(db, () => NOW) }
}

describe.each(['sqlite', 'postgres'] as const)('stock watch across processes: %s', (kind) => {
  it('six processes ask for the lease at the same moment: exactly one runs', async () => {
    const { args, handle } = sharedTarget(kind)
    // the table exists before the race (as after any earlier run)
    await handle.jobLeases.take('warm-up', 'test', NOW, NOW)
    const processes = await Promise.all(Array.from({ length: 6 }, () => processOn(args)))
    const answers = processes.map((p) => p.next<boolean>('took'))
    for (const [i, p] of processes.entries())
      p.child.send({ take: { holder: `p${i}`, now: NOW, until: NOW + 810_000 } })
    expect((await Promise.all(answers)).filter(Boolean)).toHaveLength(1)
  }, 300_000)

  it('a run killed (SIGKILL) while it writes leaves the last run or the whole new one, and the next run writes each change once', async () => {
    const { args, handle } = sharedTarget(kind)
    await handle.stockWatch.record('demo-motors', null, diffSnapshots(null, stockOf(8_000, 0), NOW))
    const expected = diffSnapshots(stockOf(8_000, 0), stockOf(8_000, 1), NOW + 1).changes
    for (const wait of [0, 30]) {
      const victim = await processOn(args)
      const recording = victim.next<number>('recording')
      victim.child.send({ record: { cars: 8_000, version: 1, at: NOW + 1 } })
      await recording
      await new Promise((ok) => setTimeout(ok, wait))
      victim.child.kill('SIGKILL')
      await new Promise((ok) => victim.child.once('exit', ok))
      const kept = await handle.stockWatch.snapshot('demo-motors')
      const written = await handle.stockWatch.changesSince('demo-motors', 1)
      if (kept?.run === 1) expect([kept.rows.length, written.length]).toEqual([8_000, 0])
      else expect([kept?.rows, written.map((r) => r.change)]).toEqual([byId(stockOf(8_000, 1)), expected])
    }
    const next = await processOn(args)
    const done = next.next<boolean>('recorded')
    next.child.send({ record: { cars: 8_000, version: 1, at: NOW + 2 } })
    await done
    expect((await handle.stockWatch.snapshot('demo-motors'))?.rows).toEqual(byId(stockOf(8_000, 1)))
    const changes = (await handle.stockWatch.changesSince('demo-motors', 1)).map((r) => r.change)
    expect(changes).toEqual(expected)
  }, 300_000)
})
