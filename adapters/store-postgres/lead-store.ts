import { randomUUID } from 'node:crypto'
import type { LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type {
  DeliveryState,
  LeadOutboxPort,
  NewLead,
  LeadStorePort,
  OutboxSignalPort,
  StoredLead,
} from '@domain/ports/leads.port.ts'
import {
  HEAD_OF_LINE,
  createdLead,
  deliveryOf,
  idempotencyKey,
  leadOf,
  versionOf,
  type DueRow,
  type LeadRow,
  type VersionRow,
} from '../store-sqlite/lead-store.ts'
import type { Param, Postgres } from './database.ts'
import { batched } from './batched.ts'
import { byPosition } from './by-position.ts'

export interface PostgresLeadStoreOptions {
  readonly clock?: () => number
  readonly newId?: () => string
  /** this process's name on its claims: releasing claims at start-up releases its own only, never another instance's */
  readonly owner?: string
}

/**
 * The channel a write of a lead version notifies on commit (PostgreSQL sends one notification per transaction for
 * any number of identical ones), so whichever instance runs a delivery loop looks at the outbox at once.
 */
export const OUTBOX_CHANNEL = 'lead_outbox'
const NOTIFY_STORED = `pg_notify('${OUTBOX_CHANNEL}', '')`

/** The word of stored leads between instances: the store's own writes notify; a delivering process listens. */
export function createPostgresOutboxSignal(db: Postgres): OutboxSignalPort {
  return { announce: () => undefined, listen: (wake) => db.listen(OUTBOX_CHANNEL, wake) }
}

/** One lead create as the batched statements take it. */
export interface NewRow {
  readonly id: string
  readonly tenant: string
  readonly destination: string
  readonly at: number
  readonly requestKey: string | null
  readonly payload: string
  readonly key: string
}

/** A create's row: a new id, its first version's key, the payload as the JSON the statement casts. */
export const newRow = (
  { tenant, destination, payload, requestKey = null }: NewLead,
  id: string,
  at: number,
): NewRow => ({ id, tenant, destination, at, requestKey, payload: JSON.stringify(payload), key: idempotencyKey(id, 1) })

/** The seven parameters of a batch of rows, in `leadWrites`' column order (id … idempotency_key). */
export const rowColumns = (rows: readonly NewRow[]): Param[] => {
  const column = <K extends keyof NewRow>(k: K) => rows.map((r) => r[k])
  return [
    column('id'),
    column('tenant'),
    column('destination'),
    column('at').map(String),
    column('requestKey') as string[],
    column('payload'),
    column('key'),
  ]
}

/**
 * The CTEs writing, from a CTE `input` (columns id, tenant, destination, at, request_key, payload, idempotency_key,
 * ord), the leads that `from` (an `input i` source) lets through: each lead and its first version, or nothing for a
 * lead whose tenant's request key was taken (by an earlier lead, or by an earlier one of the same statement).
 * `version` holds the ids written.
 */
export const leadWrites = (from: string): string => `
  lead AS (
    INSERT INTO leads (id, tenant, destination, version, created_at, updated_at, request_key)
    SELECT i.id, i.tenant, i.destination, 1, i.at, i.at, i.request_key FROM ${from} ORDER BY i.ord
    ON CONFLICT (tenant, request_key) WHERE request_key IS NOT NULL DO NOTHING RETURNING id),
  version AS (
    INSERT INTO lead_versions (lead_id, version, payload, received_at, idempotency_key, next_attempt_at)
    SELECT i.id, 1, i.payload::json, i.at, i.idempotency_key, i.at FROM input i JOIN lead ON lead.id = i.id ORDER BY i.ord
    RETURNING lead_id, ${NOTIFY_STORED})`

/** The creates of one batch in one statement (one commit). Answers which ids were written. */
const CREATE_BATCH = `
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[])
      WITH ORDINALITY AS t (id, tenant, destination, at, request_key, payload, idempotency_key, ord)),
  ${leadWrites('input i')}
  SELECT lead_id FROM version`

/**
 * A further version of a lead in one statement (one round trip and commit, where a transaction took four): the
 * lead's version bumped and the new version written with it, its key as idempotencyKey() makes it; nothing when the
 * site has no such lead. Two updates of one lead at once take turns on its row, so each gets a version of its own.
 */
const ADD_VERSION = `
  WITH bumped AS (UPDATE leads SET version = version + 1, updated_at = $3 WHERE id = $1 AND tenant = $2 RETURNING id, version)
  INSERT INTO lead_versions (lead_id, version, payload, received_at, idempotency_key, next_attempt_at)
  SELECT id, version, $4::json, $3, id || ':' || version, $3 FROM bumped
  RETURNING lead_id, ${NOTIFY_STORED}`

/** Versions delivered: each marked (once: a version no longer pending is left alone), its lead given the receiver's id. */
const MARK_DELIVERED = `
  WITH input AS (SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[]) AS t (lead_id, version, remote_id, at)),
  done AS (
    UPDATE lead_versions v SET state = 'delivered', delivered_at = i.at, attempts = v.attempts + 1, claimed_until = NULL,
      claimed_by = NULL, last_error = NULL
    FROM input i WHERE v.lead_id = i.lead_id AND v.version = i.version AND v.state = 'pending' RETURNING v.lead_id, i.remote_id)
  UPDATE leads SET remote_id = done.remote_id FROM done
  WHERE leads.id = done.lead_id AND leads.remote_id IS NULL AND done.remote_id IS NOT NULL`

/**
 * The leads of the request keys asked about together (a create with an Idempotency-Key looks its key up first, as
 * the site's forms send one on every create), in one statement: the position asked at and the lead found there.
 */
const IDS_OF_REQUEST_KEYS = `
  SELECT t.ord, l.id FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t (tenant, request_key, ord)
  JOIN leads l ON l.tenant = t.tenant AND l.request_key = t.request_key AND l.request_key IS NOT NULL`

/**
 * The lead and version a delivery's key names (idempotencyKey(): the lead's id, a colon, the version; the last colon
 * splits them): versions are found by their primary key, so the key needs no index of its own.
 */
export const versionOfKey = (key: string): [leadId: string, version: string] => {
  const at = key.lastIndexOf(':')
  return [key.slice(0, at), key.slice(at + 1)]
}

/** Creates in flight at once (each a pooled connection), and the most one statement carries. */
export const CREATE_BATCHES = { inFlight: 2, maxBatch: 100 } as const

/**
 * The lead outbox in PostgreSQL (the tables of migrations.ts). A create is one row of a batched statement (the lead
 * and its first version together, or nothing when the tenant's request key was taken; the creates arriving together
 * commit together: batched.ts), and so is its request key's look-up before it; a claim takes due versions `FOR UPDATE
 * SKIP LOCKED`, so any number of instances deliver from one outbox and no version is handed to two of them.
 */
export function createPostgresLeadStore(
  db: Postgres,
  options: PostgresLeadStoreOptions = {},
): LeadStorePort & LeadOutboxPort {
  const clock = options.clock ?? Date.now
  const newId = options.newId ?? randomUUID
  const owner = options.owner ?? randomUUID()

  async function withHistory(rows: readonly LeadRow[]): Promise<StoredLead[]> {
    if (rows.length === 0) return []
    const versions = await db.query<VersionRow>(
      'SELECT * FROM lead_versions WHERE lead_id = ANY($1) ORDER BY lead_id, version',
      [rows.map((r) => r.id)],
    )
    const byLead = new Map<string, VersionRow[]>()
    for (const v of versions.rows) byLead.set(v.lead_id, [...(byLead.get(v.lead_id) ?? []), v])
    return rows.map((row) =>
      leadOf(
        row,
        (byLead.get(row.id) ?? []).map((v) => versionOf(v, v.payload as LeadPayload)),
      ),
    )
  }
  const one = async (sql: string, params: readonly (string | number)[]): Promise<StoredLead | null> =>
    (await withHistory((await db.query<LeadRow>(sql, params)).rows))[0] ?? null
  const get = (tenant: string, id: string) => one('SELECT * FROM leads WHERE id = $1 AND tenant = $2', [id, tenant])
  const creates = batched<NewRow, boolean>(async (rows) => {
    const written = await db.query<{ lead_id: string }>(CREATE_BATCH, rowColumns(rows))
    const ids = new Set(written.rows.map((r) => r.lead_id))
    return rows.map((r) => ids.has(r.id))
  }, CREATE_BATCHES)

  // the look-ups of the creates that arrive together share one read (as fresh: it starts after each was asked)
  const keyLookups = batched<{ tenant: string; requestKey: string }, string | null>(async (asked) => {
    const found = await db.query<{ ord: number; id: string }>(IDS_OF_REQUEST_KEYS, [
      asked.map((a) => a.tenant),
      asked.map((a) => a.requestKey),
    ])
    return byPosition(found.rows, asked.length, (r) => r.id)
  }, CREATE_BATCHES)

  // the outcomes of the deliveries that end together are recorded in one statement
  const deliveries = batched<{ key: string; remoteId: string | null; at: number }, void>(async (batch) => {
    const versions = batch.map((d) => versionOfKey(d.key))
    await db.bookkeeping(MARK_DELIVERED, [
      versions.map(([leadId]) => leadId),
      versions.map(([, version]) => version),
      batch.map((d) => d.remoteId) as string[],
      batch.map((d) => String(d.at)),
    ])
    return batch.map(() => undefined)
  }, CREATE_BATCHES)

  return {
    async create(input) {
      const { tenant, destination, payload, requestKey = null } = input
      const id = newId()
      const now = clock()
      const written = await creates.run(newRow(input, id, now))
      if (written) return { ...createdLead(id, { tenant, destination, payload }, now), replayed: false }
      const earlier = await one('SELECT * FROM leads WHERE tenant = $1 AND request_key = $2', [
        tenant,
        requestKey ?? '',
      ])
      if (!earlier) throw new Error('lead create wrote nothing and found no earlier lead')
      return { ...earlier, replayed: true }
    },

    leadIdOfRequestKey: (tenant, requestKey) => keyLookups.run({ tenant, requestKey }),

    async update(tenant, id, payload) {
      const written = await db.query(ADD_VERSION, [id, tenant, clock(), JSON.stringify(payload)])
      return written.rowCount === 1 ? get(tenant, id) : null
    },

    get,

    async list(tenant, limit) {
      const rows =
        tenant === null
          ? await db.query<LeadRow>('SELECT * FROM leads ORDER BY created_at DESC, seq DESC LIMIT $1', [limit])
          : await db.query<LeadRow>(
              'SELECT * FROM leads WHERE tenant = $1 ORDER BY created_at DESC, seq DESC LIMIT $2',
              [tenant, limit],
            )
      return withHistory(rows.rows)
    },

    async claimDue(now, limit, claimUntil) {
      if (limit <= 0) return []
      const claimed = await db.bookkeeping<DueRow & { payload: unknown; next_attempt_at: number; seq: number }>(
        `WITH due AS (
           SELECT v.lead_id, v.version FROM lead_versions v
           WHERE v.state = 'pending' AND v.next_attempt_at <= $1 AND (v.claimed_until IS NULL OR v.claimed_until <= $1)
             AND ${HEAD_OF_LINE}
           ORDER BY v.next_attempt_at, v.seq LIMIT $2 FOR UPDATE OF v SKIP LOCKED)
         UPDATE lead_versions v SET claimed_until = $3, claimed_by = $4 FROM due, leads l
         WHERE v.lead_id = due.lead_id AND v.version = due.version AND l.id = v.lead_id
         RETURNING v.lead_id, v.version, v.payload, v.idempotency_key, v.attempts, v.next_attempt_at, v.seq, l.tenant, l.destination, l.remote_id`,
        [now, limit, claimUntil, owner],
      )
      return claimed.rows
        .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.seq - b.seq)
        .map((row) => deliveryOf(row, row.payload as LeadPayload))
    },

    async markDelivered(key, remoteId, now) {
      await deliveries.run({ key, remoteId, at: now })
    },

    async markRetry(key, error, nextAttemptAt) {
      await db.bookkeeping(
        `UPDATE lead_versions SET attempts = attempts + 1, last_error = $3, next_attempt_at = $4, claimed_until = NULL, claimed_by = NULL
         WHERE lead_id = $1 AND version = $2 AND state = 'pending'`,
        [...versionOfKey(key), error.slice(0, 500), nextAttemptAt],
      )
    },

    async markFailed(key, error, now) {
      await db.bookkeeping(
        `UPDATE lead_versions SET state = 'failed', attempts = attempts + 1, last_error = $3, claimed_until = NULL, claimed_by = NULL,
           next_attempt_at = $4
         WHERE lead_id = $1 AND version = $2 AND state = 'pending'`,
        [...versionOfKey(key), error.slice(0, 500), now],
      )
    },

    async releaseClaims() {
      // only this process's own: another instance's claims are its deliveries in flight (a dead one's lapse)
      await db.bookkeeping('UPDATE lead_versions SET claimed_until = NULL, claimed_by = NULL WHERE claimed_by = $1', [
        owner,
      ])
    },

    async nextDueAt() {
      const row = await db.query<{ due: number | null }>(
        `SELECT MIN(GREATEST(v.next_attempt_at, COALESCE(v.claimed_until, 0))) AS due FROM lead_versions v
         WHERE v.state = 'pending' AND ${HEAD_OF_LINE}`,
      )
      return row.rows[0]?.due ?? null
    },

    async oldestPendingAt() {
      const row = await db.query<{ at: number | null }>(
        "SELECT MIN(received_at) AS at FROM lead_versions WHERE state = 'pending'",
      )
      return row.rows[0]?.at ?? null
    },

    async counts() {
      const out: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0 }
      const rows = await db.query<{ state: DeliveryState; n: number }>(
        'SELECT state, COUNT(*)::bigint AS n FROM lead_versions GROUP BY state',
      )
      for (const row of rows.rows) out[row.state] = row.n
      return out
    },
  }
}
