import type { JobLeasePort } from '@domain/ports/job-lease.port.ts'
import type { StockWatchStorePort } from '@domain/ports/stock-watch-store.port.ts'
import {
  fromChangeRow,
  fromRecord,
  snapshotEdits,
  toChangeRow,
  type ChangeRow,
  type SnapshotRecord,
} from '@adapters/store-sqlite/stock-watch-rows.ts'
import type { Postgres } from './database.ts'

/** Rows per statement when a run's changes and snapshot rows are written (each statement one JSON parameter). */
const ROWS_PER_STATEMENT = 5_000

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += ROWS_PER_STATEMENT) out.push(items.slice(i, i + ROWS_PER_STATEMENT))
  return out
}

const ADD_CHANGES = `
  INSERT INTO stock_changes (tenant, run, seq, at, baseline, car_id, kind, price, period, status, created_at,
    from_price, from_period)
  SELECT $1, $2, x.seq, $3, $4, x.car_id, x.kind, x.price, x.period, x.status, x.created_at, x.from_price, x.from_period
  FROM json_to_recordset($5::json) AS x(seq INTEGER, car_id TEXT, kind TEXT, price DOUBLE PRECISION, period TEXT,
    status TEXT, created_at BIGINT, from_price DOUBLE PRECISION, from_period TEXT)`

const UPSERT_ROWS = `
  INSERT INTO stock_snapshot (tenant, car_id, price, period, status, created_at)
  SELECT $1, x.car_id, x.price, x.period, x.status, x.created_at
  FROM json_to_recordset($2::json) AS x(car_id TEXT, price DOUBLE PRECISION, period TEXT, status TEXT, created_at BIGINT)
  ON CONFLICT (tenant, car_id) DO UPDATE SET price = excluded.price, period = excluded.period,
    status = excluded.status, created_at = excluded.created_at`

/**
 * The stock watch's snapshot and changes on PostgreSQL. A run is one transaction: its run number moved on from the one
 * it was read over (the row stays locked to the commit, so of two runs read over one snapshot the second finds the
 * number moved and writes nothing), its changes appended and the snapshot edited, a few thousand rows a statement.
 */
export function createPostgresStockWatchStore(db: Postgres): StockWatchStorePort {
  return {
    async snapshot(tenant) {
      const last = await db.query<{ run: number; at: number }>(
        'SELECT run, at FROM stock_watch_runs WHERE tenant = $1',
        [tenant],
      )
      const kept = last.rows[0]
      if (!kept) return null
      const rows = await db.query<SnapshotRecord>(
        'SELECT car_id, price, period, status, created_at FROM stock_snapshot WHERE tenant = $1 ORDER BY car_id',
        [tenant],
      )
      return { run: kept.run, at: kept.at, rows: rows.rows.map(fromRecord) }
    },
    async record(tenant, over, run) {
      return db.transaction(async (client) => {
        const moved =
          over === null
            ? await client.query(
                'INSERT INTO stock_watch_runs (tenant, run, at) VALUES ($1, 1, $2) ON CONFLICT (tenant) DO NOTHING',
                [tenant, run.at],
              )
            : await client.query('UPDATE stock_watch_runs SET run = run + 1, at = $3 WHERE tenant = $1 AND run = $2', [
                tenant,
                over,
                run.at,
              ])
        if (moved.rowCount !== 1) return false
        const number = over === null ? 1 : over + 1
        const changes = run.changes.map((change, seq) => ({ seq, ...toChangeRow(change) }))
        for (const part of chunks(changes))
          await client.query(ADD_CHANGES, [tenant, number, run.at, run.baseline, JSON.stringify(part)])
        const edits = snapshotEdits(run.changes)
        for (const part of chunks(edits.upserts)) await client.query(UPSERT_ROWS, [tenant, JSON.stringify(part)])
        for (const part of chunks(edits.gone))
          await client.query('DELETE FROM stock_snapshot WHERE tenant = $1 AND car_id = ANY($2::text[])', [
            tenant,
            part,
          ])
        return true
      })
    },
    async changesSince(tenant, afterRun) {
      const found = await db.query<ChangeRow & { run: number; at: number; baseline: boolean }>(
        `SELECT run, at, baseline, car_id, kind, price, period, status, created_at, from_price, from_period
         FROM stock_changes WHERE tenant = $1 AND run > $2 ORDER BY run, seq`,
        [tenant, afterRun],
      )
      return found.rows.map((r) => ({ run: r.run, at: r.at, baseline: r.baseline, change: fromChangeRow(r) }))
    },
    async observedPrices(tenant, carId) {
      const found = await db.query<{ at: number; price: number | null; period: 'once' | 'week' }>(
        `SELECT at, price, period FROM stock_changes
         WHERE tenant = $1 AND car_id = $2 AND kind IN ('first_seen', 'price_changed') ORDER BY run, seq`,
        [tenant, carId],
      )
      return found.rows
    },
  }
}

/**
 * Job leases on PostgreSQL: a row per lease with its holder and expiry. Taking it locks the row with SKIP LOCKED in
 * the statement that moves it on, so of many instances asking at once one takes it and the others are answered at
 * once (a row locked by a taker, or one whose time is not up, is no lease to take).
 */
export function createPostgresJobLeases(db: Postgres): JobLeasePort {
  return {
    async take(name, holder, now, until) {
      await db.query("INSERT INTO job_leases (name, holder, until) VALUES ($1, '', 0) ON CONFLICT (name) DO NOTHING", [
        name,
      ])
      const taken = await db.query(
        `WITH free AS (SELECT name FROM job_leases WHERE name = $1 AND until <= $3 FOR UPDATE SKIP LOCKED)
         UPDATE job_leases SET holder = $2, until = $4 FROM free WHERE job_leases.name = free.name RETURNING holder`,
        [name, holder, now, until],
      )
      return taken.rowCount === 1
    },
  }
}
