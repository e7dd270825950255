import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type { LeadDelivery } from '@domain/ports/leads.port.ts'
import type { InboxEntry, LocalLeadGateway } from '../leads-local/local-lead-gateway.ts'
import type { Postgres } from './database.ts'
import { batched } from './batched.ts'

/**
 * The demo and mock "CRM" (`delivered_leads`) in PostgreSQL: keyed by the idempotency key, so a repeated delivery is
 * a no-op, as a real CRM honouring the key would be. Its reads are the QA inbox's (`inbox` answers a snapshot).
 */
export function createPostgresLeadInbox(db: Postgres, clock: () => number = Date.now): LocalLeadGateway {
  // the deliveries in flight together (the loop runs many at once) are received in one statement
  const receive = batched<LeadDelivery, void>(
    async (batch) => {
      const at = clock()
      // the demo CRM's receipt: undone by a crash, it is delivered again (its mark, later in the log, is undone too)
      await db.bookkeeping(
        `INSERT INTO delivered_leads (idempotency_key, lead_id, version, tenant, destination, payload, delivered_at)
       SELECT key, lead_id, version, tenant, destination, payload::json, $7
       FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS t (key, lead_id, version, tenant, destination, payload, ord)
       ORDER BY ord
       ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          batch.map((d) => d.idempotencyKey),
          batch.map((d) => d.leadId),
          batch.map((d) => String(d.version)),
          batch.map((d) => d.tenant),
          batch.map((d) => d.destination),
          batch.map((d) => JSON.stringify(d.payload)),
          at,
        ],
      )
      return batch.map(() => undefined)
    },
    { inFlight: 2, maxBatch: 100 },
  )
  return {
    async deliver(d) {
      await receive.run(d)
      return { remoteId: d.leadId }
    },
    async inbox(tenant, limit) {
      const rows =
        tenant === null
          ? await db.query<InboxEntry>('SELECT * FROM delivered_leads ORDER BY delivered_at DESC, seq DESC LIMIT $1', [
              limit,
            ])
          : await db.query<InboxEntry>(
              'SELECT * FROM delivered_leads WHERE tenant = $1 ORDER BY delivered_at DESC, seq DESC LIMIT $2',
              [tenant, limit],
            )
      return rows.rows.map((row) => ({ ...row, payload: row.payload as LeadPayload }))
    },
  }
}
