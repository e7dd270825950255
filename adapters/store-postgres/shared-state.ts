import { randomUUID } from 'node:crypto'
import type {
  AuthStorePort,
  CarReservationsPort,
  PassedTokensPort,
  SeenEventsPort,
  SpentAnswersPort,
  StoredUser,
} from '@domain/ports/shared-state.port.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import type { Postgres } from './database.ts'
import { batched } from './batched.ts'
import { byPosition } from './by-position.ts'
import { freshReads } from './fresh-reads.ts'

/** One reservation per tenant and car: the primary key decides between instances. */
export function createPostgresCarReservations(db: Postgres): CarReservationsPort {
  return {
    async reserve(tenant, carId, at, by = null) {
      const inserted = await db.query(
        'INSERT INTO reservations (tenant, car_id, reserved_at, intent_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [tenant, carId, at, by],
      )
      if (inserted.rowCount === 1) return true
      const held = await db.query<{ intent_id: string | null }>(
        'SELECT intent_id FROM reservations WHERE tenant = $1 AND car_id = $2',
        [tenant, carId],
      )
      return by !== null && held.rows[0]?.intent_id === by
    },
    async reservedCars(tenant) {
      return (
        await db.query<{ car_id: string }>('SELECT car_id FROM reservations WHERE tenant = $1', [tenant])
      ).rows.map((r) => r.car_id)
    },
  }
}

/** The live owners of the answers asked about together: the position asked at and the lead it was spent on. */
const SPENT_ON = `
  SELECT t.ord, s.lead_id FROM unnest($1::text[]) WITH ORDINALITY AS t (key, ord)
  JOIN spent_answers s ON s.key = t.key AND s.expires_at > $2`

/**
 * The spends of one batch: each answer recorded on its lead (an expired record of the key is taken over; a live one
 * stays with its lead), answering each position's owner afterwards: the lead written, else the one found. A key twice
 * in one batch fails the statement, and batched.ts then writes each alone.
 */
const SPEND = `
  WITH input AS (SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[]) WITH ORDINALITY AS t (key, lead_id, expires_at, ord)),
  written AS (
    INSERT INTO spent_answers (key, lead_id, expires_at) SELECT key, lead_id, expires_at FROM input ORDER BY ord
    ON CONFLICT (key) DO UPDATE SET lead_id = excluded.lead_id, expires_at = excluded.expires_at WHERE spent_answers.expires_at <= $4
    RETURNING key, lead_id)
  SELECT i.ord, COALESCE(w.lead_id, s.lead_id) AS lead_id FROM input i
  LEFT JOIN written w ON w.key = i.key LEFT JOIN spent_answers s ON s.key = i.key`

/** Asks and spends in flight at once, and the most one statement carries. */
const SPEND_BATCHES = { inFlight: 2, maxBatch: 100 } as const

/**
 * A captcha site's lead asks about its answer before its write and spends it after: the asks, and the spends,
 * arriving together share one statement each.
 */
export function createPostgresSpentAnswers(db: Postgres, clock: () => number = Date.now): SpentAnswersPort {
  const owners = batched<string, string | null>(async (keys) => {
    const found = await db.query<{ ord: number; lead_id: string }>(SPENT_ON, [keys, clock()])
    return byPosition(found.rows, keys.length, (r) => r.lead_id)
  }, SPEND_BATCHES)
  const spends = batched<{ key: string; leadId: string; expiresAt: number }, boolean>(async (batch) => {
    const found = await db.query<{ ord: number; lead_id: string | null }>(SPEND, [
      batch.map((b) => b.key),
      batch.map((b) => b.leadId),
      batch.map((b) => String(b.expiresAt)),
      clock(),
    ])
    return byPosition(found.rows, batch.length, (r) => r.lead_id).map((owner, i) => owner === batch[i]!.leadId)
  }, SPEND_BATCHES)
  return {
    spentOn: (key) => owners.run(key),
    spend: (key, leadId, expiresAt) => spends.run({ key, leadId, expiresAt }),
    async claim(key, expiresAt) {
      const claim = `claim:${randomUUID()}`
      return (await spends.run({ key, leadId: claim, expiresAt })) ? claim : null
    },
    async settle(key, claim, leadId) {
      await db.query('UPDATE spent_answers SET lead_id = $3 WHERE key = $1 AND lead_id = $2', [key, claim, leadId])
    },
    async release(key, owner) {
      await db.query('DELETE FROM spent_answers WHERE key = $1 AND lead_id = $2', [key, owner])
    },
  }
}

export function createPostgresPassedTokens(db: Postgres): PassedTokensPort {
  return {
    async passedUntil(key) {
      return (
        (await db.query<{ until: number }>('SELECT until FROM passed_tokens WHERE key = $1', [key])).rows[0]?.until ??
        null
      )
    },
    async remember(key, until) {
      await db.query('DELETE FROM passed_tokens WHERE until <= $1', [until - 2 * 60 * 60 * 1000])
      await db.query(
        'INSERT INTO passed_tokens (key, until) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET until = excluded.until',
        [key, until],
      )
    },
  }
}

export function createPostgresSeenEvents(db: Postgres): SeenEventsPort {
  return {
    async claim(key, now, expiresAt) {
      // one statement: a new key is inserted, an expired one taken over; of concurrent claims the unique key lets
      // one through (the others wait for it, then find a live row and change nothing)
      const claimed = await db.query(
        `INSERT INTO seen_events (key, expires_at) VALUES ($1, $3)
         ON CONFLICT (key) DO UPDATE SET expires_at = excluded.expires_at WHERE seen_events.expires_at <= $2
         RETURNING key`,
        [key, now, expiresAt],
      )
      if (claimed.rows.length === 1) await db.query('DELETE FROM seen_events WHERE expires_at <= $1', [now])
      return claimed.rows.length === 1
    },
    async release(key) {
      await db.query('DELETE FROM seen_events WHERE key = $1', [key])
    },
  }
}

export function createPostgresTenantVersions(db: Postgres): TenantVersionPort {
  // every cached page asks for its tenant's version: requests meanwhile share the next read (fresh-reads.ts)
  const current = freshReads(async (tenant) => {
    const found = await db.query<{ version: number }>('SELECT version FROM tenant_versions WHERE tenant = $1', [tenant])
    return String(found.rows[0]?.version ?? 0)
  })
  return {
    current,
    async bump(tenant) {
      await db.query(
        'INSERT INTO tenant_versions (tenant, version) VALUES ($1, 1) ON CONFLICT (tenant) DO UPDATE SET version = tenant_versions.version + 1',
        [tenant],
      )
    },
  }
}

/**
 * One check on an address's latest code, counted by the statement that finds it usable: guesses arriving together
 * queue on the row, and each sees the count the one before it wrote (the condition is checked again on the row as
 * committed), so no more than the limit are ever taken. `latest` tells none (no code) from spent.
 */
const TAKE_ATTEMPT = `
  WITH latest AS (
    SELECT id FROM auth_codes WHERE tenant = $1 AND email = $2 ORDER BY created_at DESC, id DESC LIMIT 1),
  taken AS (
    UPDATE auth_codes c SET attempts = c.attempts + 1 FROM latest
    WHERE c.id = latest.id AND NOT c.used AND c.attempts < $4 AND c.expires_at > $3
    RETURNING c.id, c.code_hash, c.expires_at, c.attempts)
  SELECT (SELECT id FROM latest) AS latest, t.id, t.code_hash, t.expires_at, t.attempts
  FROM (SELECT 1) AS one LEFT JOIN taken t ON TRUE`

interface AttemptRow {
  latest: number | null
  id: number | null
  code_hash: string
  expires_at: number
  attempts: number
}

/** The advisory lock space of the per-address code counts (two-key locks: apart from the migration's one-key lock). */
const CODE_COUNT_LOCKS = 7_141_015

export function createPostgresAuthStore(db: Postgres): AuthStorePort {
  return {
    addCodeWithin({ tenant, email, codeHash, createdAt, expiresAt }, { since, max }) {
      // one transaction at a time per address (an advisory lock on it), so the count it reads is the count it adds to
      return db.transaction(async (tx) => {
        await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2 || ' ' || $3))", [CODE_COUNT_LOCKS, tenant, email])
        const recent = await tx.query<{ n: number }>(
          'SELECT COUNT(*)::bigint AS n FROM auth_codes WHERE tenant = $1 AND email = $2 AND created_at > $3',
          [tenant, email, since],
        )
        if ((recent.rows[0]?.n ?? 0) >= max) return null
        const added = await tx.query<{ id: number }>(
          'INSERT INTO auth_codes (tenant, email, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [tenant, email, codeHash, createdAt, expiresAt],
        )
        return added.rows[0]!.id
      })
    },
    async takeAttempt(tenant, email, now, maxAttempts) {
      const row = (await db.query<AttemptRow>(TAKE_ATTEMPT, [tenant, email, now, maxAttempts])).rows[0]
      if (!row || row.latest === null) return { kind: 'none' }
      if (row.id === null) return { kind: 'spent' }
      return {
        kind: 'taken',
        code: { id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at, attempts: row.attempts },
      }
    },
    async dropCode(id) {
      await db.query('DELETE FROM auth_codes WHERE id = $1', [id])
    },
    signIn({ codeId, tenant, email, newUserId, tokenHash, at, expiresAt }) {
      return db.transaction(async (tx) => {
        const spent = await tx.query('UPDATE auth_codes SET used = TRUE WHERE id = $1 AND NOT used', [codeId])
        if (spent.rowCount !== 1) return false
        const user = await tx.query<{ id: string }>(
          `INSERT INTO auth_users (id, tenant, email, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (tenant, email) DO UPDATE SET email = excluded.email RETURNING id`,
          [newUserId, tenant, email, at],
        )
        await tx.query('INSERT INTO auth_sessions (token_hash, tenant, user_id, expires_at) VALUES ($1, $2, $3, $4)', [
          tokenHash,
          tenant,
          user.rows[0]!.id,
          expiresAt,
        ])
        return true
      })
    },
    async sessionUser(tenant, tokenHash, now) {
      const found = await db.query<StoredUser>(
        `SELECT u.id AS id, u.email AS email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.tenant = $2 AND s.expires_at > $3`,
        [tokenHash, tenant, now],
      )
      return found.rows[0] ?? null
    },
    async dropSession(tenant, tokenHash) {
      await db.query('DELETE FROM auth_sessions WHERE token_hash = $1 AND tenant = $2', [tokenHash, tenant])
    },
    async watchlist(userId) {
      return (
        await db.query<{ car_id: string }>('SELECT car_id FROM auth_watchlist WHERE user_id = $1 ORDER BY position', [
          userId,
        ])
      ).rows.map((r) => r.car_id)
    },
    async replaceWatchlist(userId, carIds) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM auth_watchlist WHERE user_id = $1', [userId])
        await tx.query(
          `INSERT INTO auth_watchlist (user_id, car_id, position)
           SELECT $1, car_id, ord - 1 FROM unnest($2::text[]) WITH ORDINALITY AS t (car_id, ord) ON CONFLICT DO NOTHING`,
          [userId, carIds],
        )
      })
    },
  }
}
