import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { InboxEntry, LocalLeadGateway } from '../leads-local/local-lead-gateway.ts'
import type { Postgres } from './database.ts'

/**
 * The demo and mock "CRM" (`delivered_leads`) in PostgreSQL: keyed by the idempotency key, so a repeated delivery is
 * a no-op, as a real CRM honouring the key would be. Its reads are the QA inbox's (`inbox` answers a snapshot).
 */
export function createPostgresLeadInbox(db: Postgres, clock: () => number = Date.now): LocalLeadGateway {
  return {
    async deliver(d) {
      await db.query(
        `INSERT INTO delivered_leads (idempotency_key, lead_id, version, tenant, destination, payload, delivered_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
        [d.idempotencyKey, d.leadId, d.version, d.tenant, d.destination, JSON.stringify(d.payload), clock()],
      )
      return { remoteId: d.leadId }
    },
    async inbox(tenant, limit) {
      const rows = tenant === null
        ? await db.query<InboxEntry>('SELECT * FROM delivered_leads ORDER BY delivered_at DESC, seq DESC LIMIT $1', [limit])
        : await db.query<InboxEntry>('SELECT * FROM delivered_leads WHERE tenant = $1 ORDER BY delivered_at DESC, seq DESC LIMIT $2', [tenant, limit])
      return rows.rows.map((row) => ({ ...row, payload: row.payload as LeadPayload }))
    },
  }
}
