import type { Database } from '../store-sqlite/database.ts'

/** One sign-in code the demo "sent": what /mock/auth-codes shows QA. */
export interface MailboxEntry {
  readonly tenant: string
  readonly email: string
  readonly code: string
  readonly at: number
}

/** The demo mailbox (demo and mock modes, where codes are shown instead of emailed). */
export interface DemoMailbox {
  put(entry: MailboxEntry): void
  /** the tenant's codes, newest first */
  latest(tenant: string): readonly MailboxEntry[]
}

/**
 * The demo mailbox in the app database: every worker of `npm start` (each its own process) writes to and reads the
 * same one, so the code a shopper asked for through one worker shows on /mock/auth-codes served by another.
 * Only the newest `size` codes are kept.
 */
export function createSqliteDemoMailbox(db: Database, size: number): DemoMailbox {
  db.exec(`CREATE TABLE IF NOT EXISTS demo_mailbox (
    id     INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant TEXT NOT NULL,
    email  TEXT NOT NULL,
    code   TEXT NOT NULL,
    at     INTEGER NOT NULL
  )`)
  const insert = db.prepare('INSERT INTO demo_mailbox (tenant, email, code, at) VALUES (?, ?, ?, ?)')
  const trim = db.prepare(
    'DELETE FROM demo_mailbox WHERE id <= (SELECT id FROM demo_mailbox ORDER BY id DESC LIMIT 1 OFFSET ?)',
  )
  const ofTenant = db.prepare('SELECT tenant, email, code, at FROM demo_mailbox WHERE tenant = ? ORDER BY id DESC')
  return {
    put({ tenant, email, code, at }) {
      insert.run(tenant, email, code, at)
      trim.run(size)
    },
    latest: (tenant) => ofTenant.all(tenant) as unknown as MailboxEntry[],
  }
}
