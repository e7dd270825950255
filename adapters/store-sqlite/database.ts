import { DatabaseSync } from 'node:sqlite'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

export type Database = DatabaseSync

/**
 * How hard a commit holds on to its write (SQLite's `synchronous` in WAL mode). `normal`: a committed write survives
 * the process being killed (it is in the operating system's hands), but the last commits before a power cut or a
 * kernel crash may be lost. `full`: every commit waits for the disk (fsync of the log), so it survives a power cut
 * too, at the cost of one disk flush per commit (group commits share it).
 */
export type Synchronous = 'normal' | 'full'

export interface DatabaseOptions {
  /** default `normal` */
  readonly synchronous?: Synchronous
}

/**
 * Opens (creating if needed) the embedded database file that holds what must survive a restart:
 * the lead outbox, reservations, sign-in codes and sessions. WAL keeps readers off writers' toes.
 */
export function openDatabase(file: string, options: DatabaseOptions = {}): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new DatabaseSync(file)
  const synchronous = options.synchronous === 'full' ? 'FULL' : 'NORMAL'
  // the busy timeout first: a process opening a new file while another switches it to WAL waits instead of failing
  db.exec(`PRAGMA busy_timeout = 5000; PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous};`)
  return db
}

/** Runs `work` in one transaction. */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

/**
 * Adds a column to files made before it, once. The check and the change are one transaction, so several processes
 * opening one file at the same moment (npm start's workers, two instances on one DATA_DIR) add it once between them.
 * Whether this call added it (files that had it already: false).
 */
export function addColumnOnce(db: Database, table: string, column: string, definition: string): boolean {
  return transaction(db, () => {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as unknown as { name: string }[]
    if (columns.some((c) => c.name === column)) return false
    db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`)
    return true
  })
}
