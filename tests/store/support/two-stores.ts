import { inject } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { createSqliteLeadStore } from '@adapters/store-sqlite/lead-store.ts'
import { openPostgres } from '@adapters/store-postgres/database.ts'
import { createPostgresLeadStore } from '@adapters/store-postgres/lead-store.ts'
import { sqliteSharedStore } from '@adapters/store-sqlite/shared-store.ts'
import { postgresSharedStore } from '@adapters/store-postgres/shared-store.ts'

/**
 * A fresh store of each kind, and how to open one more process's handle on it (its shared state and leads): the
 * store tests run every burst across two such handles, as two processes of one deployment would. Each handle's
 * connection is closed by `closers`, run by the test file after all.
 */
export function twoStoreKinds(prefix: string, now: () => number, closers: (() => Promise<void> | void)[]) {
  const sqlite = () => {
    const file = join(mkdtempSync(join(tmpdir(), `${prefix}-`)), 'app.db')
    return () => {
      const db = openDatabase(file)
      closers.push(() => db.close())
      return { ...sqliteSharedStore(db, now), leads: createSqliteLeadStore(db, { clock: now }) }
    }
  }
  const postgres = () => {
    const schema = `${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`
    return () => {
      const db = openPostgres({ url: inject('databaseUrl'), schema, max: 4 })
      closers.push(() => db.close())
      return { ...postgresSharedStore(db, now), leads: createPostgresLeadStore(db, { clock: now }) }
    }
  }
  return { sqlite, postgres }
}
