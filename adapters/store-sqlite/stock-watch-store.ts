import type { JobLeasePort } from '@domain/ports/job-lease.port.ts'
import type { StockWatchStorePort } from '@domain/ports/stock-watch-store.port.ts'
import { transaction, type Database } from './database.ts'
import {
  fromChangeRow,
  fromRecord,
  snapshotEdits,
  toChangeRow,
  type ChangeRow,
  type SnapshotRecord,
} from './stock-watch-rows.ts'

/** The stock watch's tables in the embedded file (created on first use; every process on the file shares them). */
function migrateStockWatch(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS stock_watch_runs (tenant TEXT PRIMARY KEY, run INTEGER NOT NULL, at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS stock_snapshot (
      tenant TEXT NOT NULL, car_id TEXT NOT NULL, price REAL, period TEXT NOT NULL, status TEXT NOT NULL,
      created_at INTEGER NOT NULL, PRIMARY KEY (tenant, car_id));
    CREATE TABLE IF NOT EXISTS stock_changes (
      tenant TEXT NOT NULL, run INTEGER NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, baseline INTEGER NOT NULL,
      car_id TEXT NOT NULL, kind TEXT NOT NULL, price REAL, period TEXT NOT NULL, status TEXT NOT NULL,
      created_at INTEGER NOT NULL, from_price REAL, from_period TEXT, PRIMARY KEY (tenant, run, seq));
    CREATE INDEX IF NOT EXISTS stock_changes_car ON stock_changes (tenant, car_id, run);
    CREATE TABLE IF NOT EXISTS job_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until INTEGER NOT NULL);
  `)
}

/**
 * The stock watch's snapshot and changes in the embedded file. A run is written in one immediate transaction (one
 * writer at a time on the file, every process included): its run number moved on only from the one it was read over,
 * its changes appended, the snapshot edited by them.
 */
export function createSqliteStockWatchStore(db: Database): StockWatchStorePort {
  migrateStockWatch(db)
  const lastRun = db.prepare('SELECT run, at FROM stock_watch_runs WHERE tenant = ?')
  const rows = db.prepare(
    'SELECT car_id, price, period, status, created_at FROM stock_snapshot WHERE tenant = ? ORDER BY car_id',
  )
  const firstRun = db.prepare('INSERT OR IGNORE INTO stock_watch_runs (tenant, run, at) VALUES (?, 1, ?)')
  const nextRun = db.prepare('UPDATE stock_watch_runs SET run = run + 1, at = ? WHERE tenant = ? AND run = ?')
  const addChange = db.prepare(
    `INSERT INTO stock_changes (tenant, run, seq, at, baseline, car_id, kind, price, period, status, created_at,
       from_price, from_period) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const upsert = db.prepare(
    `INSERT INTO stock_snapshot (tenant, car_id, price, period, status, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (tenant, car_id) DO UPDATE SET price = excluded.price, period = excluded.period,
       status = excluded.status, created_at = excluded.created_at`,
  )
  const drop = db.prepare('DELETE FROM stock_snapshot WHERE tenant = ? AND car_id = ?')
  const changesAfter = db.prepare(
    `SELECT run, at, baseline, car_id, kind, price, period, status, created_at, from_price, from_period
     FROM stock_changes WHERE tenant = ? AND run > ? ORDER BY run, seq`,
  )
  const pricesOf = db.prepare(
    `SELECT at, price, period FROM stock_changes
     WHERE tenant = ? AND car_id = ? AND kind IN ('first_seen', 'price_changed') ORDER BY run, seq`,
  )
  return {
    async snapshot(tenant) {
      const kept = lastRun.get(tenant) as { run: number; at: number } | undefined
      if (!kept) return null
      return { run: kept.run, at: kept.at, rows: (rows.all(tenant) as unknown as SnapshotRecord[]).map(fromRecord) }
    },
    async record(tenant, over, run) {
      return transaction(db, () => {
        const moved = over === null ? firstRun.run(tenant, run.at) : nextRun.run(run.at, tenant, over)
        if (Number(moved.changes) !== 1) return false
        const number = over === null ? 1 : over + 1
        for (const [seq, change] of run.changes.entries()) {
          const r = toChangeRow(change)
          addChange.run(
            tenant,
            number,
            seq,
            run.at,
            run.baseline ? 1 : 0,
            r.car_id,
            r.kind,
            r.price,
            r.period,
            r.status,
            r.created_at,
            r.from_price,
            r.from_period,
          )
        }
        const edits = snapshotEdits(run.changes)
        for (const r of edits.upserts) upsert.run(tenant, r.car_id, r.price, r.period, r.status, r.created_at)
        for (const id of edits.gone) drop.run(tenant, id)
        return true
      })
    },
    async changesSince(tenant, afterRun) {
      return (
        changesAfter.all(tenant, afterRun) as unknown as (ChangeRow & { run: number; at: number; baseline: number })[]
      ).map((r) => ({ run: r.run, at: r.at, baseline: r.baseline === 1, change: fromChangeRow(r) }))
    },
    async observedPrices(tenant, carId) {
      return (
        pricesOf.all(tenant, carId) as unknown as { at: number; price: number | null; period: 'once' | 'week' }[]
      ).map((r) => ({ at: r.at, price: r.price, period: r.period }))
    },
  }
}

/** Job leases in the embedded file: a row per lease with its holder and expiry, taken in one immediate transaction. */
export function createSqliteJobLeases(db: Database): JobLeasePort {
  migrateStockWatch(db)
  const ensure = db.prepare("INSERT OR IGNORE INTO job_leases (name, holder, until) VALUES (?, '', 0)")
  const take = db.prepare('UPDATE job_leases SET holder = ?, until = ? WHERE name = ? AND until <= ?')
  return {
    async take(name, holder, now, until) {
      return transaction(db, () => {
        ensure.run(name)
        return Number(take.run(holder, until, name, now).changes) === 1
      })
    },
  }
}
