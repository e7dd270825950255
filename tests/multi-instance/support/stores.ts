import { inject } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { DatabaseSync } from 'node:sqlite'

/** What every instance of the multi-instance tests shares besides its store. */
export const SECRETS = { SESSION_SECRET: 's'.repeat(40), CAPTCHA_SECRET: 'c'.repeat(40), TRUST_PROXY: 'loopback' }

/** The store two instances share, and what the tests read from it directly. */
export interface Store {
  /** the PostgreSQL database's address; null for the embedded file */
  readonly url: string | null
  /** environment of instance `n` (0, 1) */
  env(n: number): Record<string, string>
  /** how many times the local inbox holds each version of `leadIds` */
  deliveries(leadIds: readonly string[]): Promise<Map<string, number>>
  close(): Promise<void>
}

/** A database of its own on the run's PostgreSQL; `extra` is added to every instance's environment. */
export async function postgresStore(extra: Record<string, string> = {}): Promise<Store> {
  const admin = new pg.Client(inject('databaseUrl'))
  await admin.connect()
  const name = `mi_${randomBytes(5).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(inject('databaseUrl'))
  url.pathname = `/${name}`
  const client = new pg.Client(url.toString())
  await client.connect()
  return {
    url: url.toString(),
    env: () => ({
      ...SECRETS,
      ...extra,
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'mi-pg-')),
    }),
    async deliveries(ids) {
      const rows = await client.query<{ lead_id: string; n: string }>(
        'SELECT lead_id, COUNT(*) AS n FROM delivered_leads WHERE lead_id = ANY($1) GROUP BY lead_id',
        [ids],
      )
      return new Map(rows.rows.map((r) => [r.lead_id, Number(r.n)]))
    },
    close: () => client.end(),
  }
}

/** One DATA_DIR; `extra` is added to every instance's environment. */
export async function sqliteStore(extra: Record<string, string> = {}): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'mi-sqlite-'))
  return {
    url: null,
    env: () => ({ ...SECRETS, ...extra, DATA_DIR: dir }),
    async deliveries(ids) {
      const db = new DatabaseSync(join(dir, 'leads.sqlite'), { readOnly: true })
      const rows = db
        .prepare(
          `SELECT lead_id, COUNT(*) AS n FROM delivered_leads WHERE lead_id IN (${ids.map(() => '?').join(',')}) GROUP BY lead_id`,
        )
        .all(...ids) as { lead_id: string; n: number }[]
      db.close()
      return new Map(rows.map((r) => [r.lead_id, r.n]))
    },
    close: async () => undefined,
  }
}

/** Waits (without a clock of its own: the test's timeout bounds it) until `check` holds. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100))
}
