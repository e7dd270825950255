import { randomUUID } from 'node:crypto'
import type { LeadDestination, LeadPayload } from '@domain/leads/lead-payload.schema.ts'
import type {
  DeliveryState,
  LeadDelivery,
  LeadOutboxPort,
  LeadStorePort,
  LeadVersion,
  StoredLead,
} from '@domain/ports/leads.port.ts'
import { addColumnOnce, type Database } from './database.ts'
import { groupCommit } from './group-commit.ts'

/**
 * The lead outbox. A lead is one row in `leads`; every payload it was given (the create, then each
 * update) is one row in `lead_versions`, which is also that version's delivery job. Writing the
 * version and its job in the same transaction is what makes acceptance durable: once the route has
 * answered, the lead reaches the receiver eventually, whatever happens to the receiver or this process.
 */
export function migrateLeadStore(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS leads (
      id          TEXT PRIMARY KEY,
      tenant      TEXT NOT NULL,
      destination TEXT NOT NULL,
      version     INTEGER NOT NULL,
      created_at  INTEGER NOT NULL,
      updated_at  INTEGER NOT NULL,
      remote_id   TEXT
    );
    CREATE INDEX IF NOT EXISTS leads_by_tenant ON leads (tenant, created_at DESC);
    CREATE TABLE IF NOT EXISTS lead_versions (
      lead_id         TEXT NOT NULL REFERENCES leads (id),
      version         INTEGER NOT NULL,
      payload         TEXT NOT NULL,
      received_at     INTEGER NOT NULL,
      idempotency_key TEXT NOT NULL UNIQUE,
      state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
      attempts        INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      claimed_until   INTEGER,
      last_error      TEXT,
      delivered_at    INTEGER,
      PRIMARY KEY (lead_id, version)
    );
    CREATE INDEX IF NOT EXISTS lead_versions_due ON lead_versions (state, next_attempt_at);
  `)
  // The sender's Idempotency-Key of a created lead (null when it sent none): one lead per tenant and key. Added to
  // files made before it, once; the index is what makes concurrent creates with one key make one lead.
  addColumnOnce(db, 'leads', 'request_key', 'TEXT')
  db.exec(
    'CREATE UNIQUE INDEX IF NOT EXISTS leads_by_request_key ON leads (tenant, request_key) WHERE request_key IS NOT NULL',
  )
  // Which process holds a claim (its pid): several processes may deliver from one file, and one starting releases
  // only its own claims and those of processes no longer running. Claims in files made before it are nobody's.
  addColumnOnce(db, 'lead_versions', 'claimed_by', 'TEXT')
}

/** Whether a process of this machine is running (a claim's holder; SQLite is shared on one machine only). */
function running(pid: string | null): boolean {
  if (pid === null || !/^\d+$/.test(pid)) return false
  try {
    process.kill(Number(pid), 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The oldest pending version of each lead only (SQL over `lead_versions v`, both stores): a lead's updates go out in
 * order, and an update waits for the create (whose answer gives the receiver's id the update is addressed to). A
 * version refused for good does not hold back later ones (with no receiver id yet, the next one creates).
 */
export const HEAD_OF_LINE = `NOT EXISTS (
  SELECT 1 FROM lead_versions p WHERE p.lead_id = v.lead_id AND p.version < v.version AND p.state = 'pending')`

export const idempotencyKey = (leadId: string, version: number): string => `${leadId}:${version}`

export interface SqliteLeadStoreOptions {
  readonly clock?: () => number
  readonly newId?: () => string
  /** the pid named on this store's claims (default this process's) */
  readonly owner?: string
}

export type SqliteLeadStore = LeadStorePort & LeadOutboxPort

/** The columns of a stored lead, as both stores keep them. */
export interface LeadRow {
  id: string
  tenant: string
  destination: string
  version: number
  created_at: number
  updated_at: number
  remote_id: string | null
}

/** The columns of a stored version (its payload apart: text here, JSON in PostgreSQL). */
export interface VersionRow {
  lead_id: string
  version: number
  payload: unknown
  received_at: number
  idempotency_key: string
  state: DeliveryState
  attempts: number
  last_error: string | null
  delivered_at: number | null
}

/** A due version joined with its lead, as a claim reads it. */
export interface DueRow {
  lead_id: string
  version: number
  idempotency_key: string
  attempts: number
  tenant: string
  destination: string
  remote_id: string | null
}

export const versionOf = (row: VersionRow, payload: LeadPayload): LeadVersion => ({
  version: row.version,
  payload,
  received_at: row.received_at,
  idempotency_key: row.idempotency_key,
  state: row.state,
  attempts: row.attempts,
  last_error: row.last_error,
  delivered_at: row.delivered_at,
})

/** A lead from its row and its versions (oldest first, at least one). */
export function leadOf(row: LeadRow, history: LeadVersion[]): StoredLead {
  const latest = history[history.length - 1]!
  return {
    id: row.id,
    tenant: row.tenant,
    destination: row.destination as LeadDestination,
    version: row.version,
    payload: latest.payload,
    created_at: row.created_at,
    updated_at: row.updated_at,
    remote_id: row.remote_id,
    state: latest.state,
    history,
  }
}

export const deliveryOf = (row: DueRow, payload: LeadPayload): LeadDelivery => ({
  leadId: row.lead_id,
  version: row.version,
  tenant: row.tenant,
  destination: row.destination as LeadDestination,
  payload,
  idempotencyKey: row.idempotency_key,
  remoteId: row.remote_id,
  attempts: row.attempts,
})

/** What a create answers when it wrote the lead: built from what was written, not read back (every lead request). */
export function createdLead(
  id: string,
  input: { tenant: string; destination: LeadDestination; payload: LeadPayload },
  now: number,
): StoredLead {
  const first: LeadVersion = {
    version: 1,
    payload: input.payload,
    received_at: now,
    idempotency_key: idempotencyKey(id, 1),
    state: 'pending',
    attempts: 0,
    last_error: null,
    delivered_at: null,
  }
  return {
    id,
    tenant: input.tenant,
    destination: input.destination,
    version: 1,
    payload: input.payload,
    created_at: now,
    updated_at: now,
    remote_id: null,
    state: 'pending',
    history: [first],
  }
}

export function createSqliteLeadStore(db: Database, options: SqliteLeadStoreOptions = {}): SqliteLeadStore {
  const clock = options.clock ?? Date.now
  const newId = options.newId ?? randomUUID
  migrateLeadStore(db)
  const writes = groupCommit(db)

  const insertLead = db.prepare(
    'INSERT INTO leads (id, tenant, destination, version, created_at, updated_at, request_key) VALUES (?, ?, ?, 1, ?, ?, ?)',
  )
  const selectByRequestKey = db.prepare('SELECT * FROM leads WHERE tenant = ? AND request_key = ?')
  const insertVersion = db.prepare(
    `INSERT INTO lead_versions (lead_id, version, payload, received_at, idempotency_key, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
  const selectLead = db.prepare('SELECT * FROM leads WHERE id = ? AND tenant = ?')
  const bumpLead = db.prepare('UPDATE leads SET version = ?, updated_at = ? WHERE id = ?')
  const selectVersions = db.prepare('SELECT * FROM lead_versions WHERE lead_id = ? ORDER BY version')
  const listAll = db.prepare('SELECT * FROM leads ORDER BY created_at DESC, rowid DESC LIMIT ?')
  const listTenant = db.prepare('SELECT * FROM leads WHERE tenant = ? ORDER BY created_at DESC, rowid DESC LIMIT ?')
  const headOfLine = HEAD_OF_LINE
  // Ordered as the `lead_versions_due` index is (rowid is insertion order), so a claim reads the first few due rows
  // instead of sorting the whole backlog.
  const selectDue = db.prepare(`
    SELECT v.lead_id, v.version, v.payload, v.idempotency_key, v.attempts, l.tenant, l.destination, l.remote_id
    FROM lead_versions v JOIN leads l ON l.id = v.lead_id
    WHERE v.state = 'pending' AND v.next_attempt_at <= ? AND (v.claimed_until IS NULL OR v.claimed_until <= ?)
      AND ${headOfLine}
    ORDER BY v.next_attempt_at, v.rowid
    LIMIT ?`)
  const owner = options.owner ?? String(process.pid)
  const claim = db.prepare('UPDATE lead_versions SET claimed_until = ?, claimed_by = ? WHERE idempotency_key = ?')
  const delivered = db.prepare(
    `UPDATE lead_versions SET state = 'delivered', delivered_at = ?, attempts = attempts + 1, claimed_until = NULL,
       last_error = NULL
     WHERE idempotency_key = ? AND state = 'pending' RETURNING lead_id`,
  )
  const setRemoteId = db.prepare('UPDATE leads SET remote_id = ? WHERE id = ? AND remote_id IS NULL')
  const retry = db.prepare(
    `UPDATE lead_versions SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, claimed_until = NULL
     WHERE idempotency_key = ? AND state = 'pending'`,
  )
  const failed = db.prepare(
    `UPDATE lead_versions SET state = 'failed', attempts = attempts + 1, last_error = ?, claimed_until = NULL,
       next_attempt_at = ?
     WHERE idempotency_key = ? AND state = 'pending'`,
  )
  const holders = db.prepare('SELECT DISTINCT claimed_by FROM lead_versions WHERE claimed_until IS NOT NULL')
  const release = db.prepare(
    'UPDATE lead_versions SET claimed_until = NULL, claimed_by = NULL WHERE claimed_until IS NOT NULL AND claimed_by IS ?',
  )
  const nextDue = db.prepare(
    `SELECT MIN(MAX(v.next_attempt_at, COALESCE(v.claimed_until, 0))) AS due FROM lead_versions v
     WHERE v.state = 'pending' AND ${headOfLine}`,
  )
  const countStates = db.prepare('SELECT state, COUNT(*) AS n FROM lead_versions GROUP BY state')
  const oldestPending = db.prepare("SELECT MIN(received_at) AS at FROM lead_versions WHERE state = 'pending'")

  function toLead(row: LeadRow): StoredLead {
    const history = (selectVersions.all(row.id) as unknown as VersionRow[]).map((v) =>
      versionOf(v, JSON.parse(v.payload as string) as LeadPayload),
    )
    return leadOf(row, history)
  }

  const findLead = (tenant: string, id: string): LeadRow | undefined =>
    selectLead.get(id, tenant) as unknown as LeadRow | undefined
  const findByRequestKey = (tenant: string, requestKey: string): LeadRow | undefined =>
    selectByRequestKey.get(tenant, requestKey) as unknown as LeadRow | undefined

  return {
    async create({ tenant, destination, payload, requestKey = null }) {
      const id = newId()
      const now = clock()
      const key = idempotencyKey(id, 1)
      // looked up in the write's own transaction (one writer at a time, across processes too): a create with a key
      // already used on this tenant writes nothing and answers that lead
      const earlier = await writes.run(() => {
        const found = requestKey === null ? undefined : findByRequestKey(tenant, requestKey)
        if (found) return found
        insertLead.run(id, tenant, destination, now, now, requestKey)
        insertVersion.run(id, 1, JSON.stringify(payload), now, key, now)
        return undefined
      })
      if (earlier) return { ...toLead(earlier), replayed: true }
      return { ...createdLead(id, { tenant, destination, payload }, now), replayed: false }
    },

    async leadIdOfRequestKey(tenant, requestKey) {
      return findByRequestKey(tenant, requestKey)?.id ?? null
    },

    async update(tenant, id, payload) {
      const now = clock()
      const row = await writes.run(() => {
        const current = findLead(tenant, id)
        if (!current) return undefined
        const version = current.version + 1
        insertVersion.run(id, version, JSON.stringify(payload), now, idempotencyKey(id, version), now)
        bumpLead.run(version, now, id)
        return findLead(tenant, id)
      })
      return row ? toLead(row) : null
    },

    async get(tenant, id) {
      const row = findLead(tenant, id)
      return row ? toLead(row) : null
    },

    async list(tenant, limit) {
      const rows = (tenant === null ? listAll.all(limit) : listTenant.all(tenant, limit)) as unknown as LeadRow[]
      return rows.map(toLead)
    },

    async claimDue(now, limit, claimUntil) {
      if (limit <= 0) return []
      return writes.run(() => {
        const rows = selectDue.all(now, now, limit) as unknown as (DueRow & { payload: string })[]
        for (const row of rows) claim.run(claimUntil, owner, row.idempotency_key)
        return rows.map((row) => deliveryOf(row, JSON.parse(row.payload) as LeadPayload))
      })
    },

    async markDelivered(key, remoteId, now) {
      await writes.run(() => {
        const row = delivered.get(now, key) as { lead_id: string } | undefined
        if (row && remoteId !== null) setRemoteId.run(remoteId, row.lead_id)
      })
    },

    async markRetry(key, error, nextAttemptAt) {
      await writes.run(() => retry.run(error.slice(0, 500), nextAttemptAt, key))
    },

    async markFailed(key, error, now) {
      await writes.run(() => failed.run(error.slice(0, 500), now, key))
    },

    async releaseClaims() {
      // after a restart nothing of this process is in flight; a running process's claims are its deliveries
      for (const { claimed_by: holder } of holders.all() as { claimed_by: string | null }[]) {
        if (holder === owner || !running(holder)) release.run(holder)
      }
    },

    async nextDueAt() {
      const row = nextDue.get() as { due: number | null } | undefined
      return row?.due ?? null
    },

    async counts() {
      const out: Record<DeliveryState, number> = { pending: 0, delivered: 0, failed: 0 }
      for (const row of countStates.all() as unknown as { state: DeliveryState; n: number }[]) out[row.state] = row.n
      return out
    },

    async oldestPendingAt() {
      const row = oldestPending.get() as { at: number | null } | undefined
      return row?.at ?? null
    },
  }
}
