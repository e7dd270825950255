import type { LeadDestination, LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import type { Database } from '@adapters/store-sqlite/database.ts'
import { groupCommit } from '@adapters/store-sqlite/group-commit.ts'

/** One version of a lead as it landed in the local inbox. */
export interface InboxEntry {
  readonly idempotency_key: string
  readonly lead_id: string
  readonly version: number
  readonly tenant: string
  readonly destination: LeadDestination
  readonly payload: LeadPayload
  readonly delivered_at: number
}

export interface LocalLeadGateway extends LeadGatewayPort {
  /** the dealer's inbox, newest first */
  inbox(tenant: string | null, limit: number): Promise<readonly InboxEntry[]>
}

/**
 * Demo and mock modes: the "CRM" is a `delivered_leads` table beside the outbox. Keyed by the
 * idempotency key, so a repeated delivery is a no-op exactly as a real CRM honouring the key would be.
 */
export function createLocalLeadGateway(db: Database, clock: () => number = Date.now): LocalLeadGateway {
  db.exec(`
    CREATE TABLE IF NOT EXISTS delivered_leads (
      idempotency_key TEXT PRIMARY KEY,
      lead_id         TEXT NOT NULL,
      version         INTEGER NOT NULL,
      tenant          TEXT NOT NULL,
      destination     TEXT NOT NULL,
      payload         TEXT NOT NULL,
      delivered_at    INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS delivered_leads_by_tenant ON delivered_leads (tenant, delivered_at DESC);
  `)
  const insert = db.prepare(
    `INSERT OR IGNORE INTO delivered_leads (idempotency_key, lead_id, version, tenant, destination, payload, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const byTenant = db.prepare(
    'SELECT * FROM delivered_leads WHERE tenant = ? ORDER BY delivered_at DESC, rowid DESC LIMIT ?',
  )
  const all = db.prepare('SELECT * FROM delivered_leads ORDER BY delivered_at DESC, rowid DESC LIMIT ?')
  return {
    async deliver(d) {
      const payload = JSON.stringify(d.payload)
      await groupCommit(db).run(() =>
        insert.run(d.idempotencyKey, d.leadId, d.version, d.tenant, d.destination, payload, clock()),
      )
      // the local inbox knows the lead by our own id
      return { remoteId: d.leadId }
    },
    async inbox(tenant, limit) {
      const rows = (tenant === null ? all.all(limit) : byTenant.all(tenant, limit)) as unknown as (Omit<
        InboxEntry,
        'payload'
      > & {
        payload: string
      })[]
      return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as LeadPayload }))
    },
  }
}
