import { randomUUID } from 'node:crypto'
import type {
  AuthStorePort,
  CarReservationsPort,
  PassedTokensPort,
  SeenEventsPort,
  SpentAnswersPort,
  StoredUser,
} from '@domain/ports/shared-state.port.ts'
import type { RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import type { TenantVersionPort } from '@domain/ports/tenant-version.port.ts'
import { takeToken, type Bucket } from '@domain/limits/token-bucket.ts'
import { addColumnOnce, transaction, type Database } from './database.ts'
import { groupCommit } from './group-commit.ts'

/**
 * The shared state of domain/ports/shared-state.port.ts in the embedded database. Every write is a transaction on
 * the file (one writer at a time, across processes too: WAL and the busy timeout of database.ts), and every rule
 * that must hold across processes is a key of a table, never a lock in memory.
 */
export function migrateSharedState(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS reservations (
      tenant TEXT NOT NULL, car_id TEXT NOT NULL, reserved_at INTEGER NOT NULL, PRIMARY KEY (tenant, car_id));
    CREATE TABLE IF NOT EXISTS spent_answers (key TEXT PRIMARY KEY, lead_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS passed_tokens (key TEXT PRIMARY KEY, until INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS seen_events (key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS tenant_versions (tenant TEXT PRIMARY KEY, version INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS rate_buckets (
      name TEXT NOT NULL, key TEXT NOT NULL, tokens REAL NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (name, key));
    CREATE TABLE IF NOT EXISTS auth_codes (
      tenant TEXT NOT NULL, email TEXT NOT NULL, code_hash TEXT NOT NULL, created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS auth_codes_email ON auth_codes (tenant, email, created_at);
    CREATE TABLE IF NOT EXISTS auth_users (
      id TEXT PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (tenant, email));
    CREATE TABLE IF NOT EXISTS auth_sessions (
      token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS auth_watchlist (
      user_id TEXT NOT NULL, car_id TEXT NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (user_id, car_id));
  `)
}

export function createSqliteCarReservations(db: Database): CarReservationsPort {
  migrateSharedState(db)
  // files made before reservations named their reservation: theirs are held by none
  addColumnOnce(db, 'reservations', 'intent_id', 'TEXT')
  const insert = db.prepare(
    'INSERT OR IGNORE INTO reservations (tenant, car_id, reserved_at, intent_id) VALUES (?, ?, ?, ?)',
  )
  const holder = db.prepare('SELECT intent_id FROM reservations WHERE tenant = ? AND car_id = ?')
  const reservedOf = db.prepare('SELECT car_id FROM reservations WHERE tenant = ?')
  return {
    async reserve(tenant, carId, at, by = null) {
      if (Number(insert.run(tenant, carId, at, by).changes) === 1) return true
      return by !== null && (holder.get(tenant, carId) as { intent_id: string | null }).intent_id === by
    },
    async reservedCars(tenant) {
      return (reservedOf.all(tenant) as { car_id: string }[]).map((r) => r.car_id)
    },
  }
}

export function createSqliteSpentAnswers(db: Database, clock: () => number = Date.now): SpentAnswersPort {
  migrateSharedState(db)
  const select = db.prepare('SELECT lead_id FROM spent_answers WHERE key = ? AND expires_at > ?')
  const sweep = db.prepare('DELETE FROM spent_answers WHERE key = ? AND expires_at <= ?')
  const insert = db.prepare('INSERT OR IGNORE INTO spent_answers (key, lead_id, expires_at) VALUES (?, ?, ?)')
  const settle = db.prepare('UPDATE spent_answers SET lead_id = ? WHERE key = ? AND lead_id = ?')
  const release = db.prepare('DELETE FROM spent_answers WHERE key = ? AND lead_id = ?')
  const spentOn = (key: string) => (select.get(key, clock()) as { lead_id: string } | undefined)?.lead_id ?? null
  // checked and written in one immediate transaction: one writer at a time on the file, every process included
  const spend = (key: string, owner: string, expiresAt: number) =>
    transaction(db, () => {
      sweep.run(key, clock())
      insert.run(key, owner, expiresAt)
      return spentOn(key) === owner
    })
  return {
    async spentOn(key) {
      return spentOn(key)
    },
    async spend(key, leadId, expiresAt) {
      return spend(key, leadId, expiresAt)
    },
    async claim(key, expiresAt) {
      const claim = `claim:${randomUUID()}`
      return spend(key, claim, expiresAt) ? claim : null
    },
    async settle(key, claim, leadId) {
      settle.run(leadId, key, claim)
    },
    async release(key, owner) {
      release.run(key, owner)
    },
  }
}

export function createSqlitePassedTokens(db: Database): PassedTokensPort {
  migrateSharedState(db)
  const select = db.prepare('SELECT until FROM passed_tokens WHERE key = ?')
  const upsert = db.prepare(
    'INSERT INTO passed_tokens (key, until) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET until = excluded.until',
  )
  const sweep = db.prepare('DELETE FROM passed_tokens WHERE until <= ?')
  return {
    async passedUntil(key) {
      return (select.get(key) as { until: number } | undefined)?.until ?? null
    },
    async remember(key, until) {
      // a pass lives as long as any other: the ones that ended are swept as new ones come
      sweep.run(until - 2 * 60 * 60 * 1000)
      upsert.run(key, until)
    },
  }
}

export function createSqliteSeenEvents(db: Database): SeenEventsPort {
  migrateSharedState(db)
  const sweep = db.prepare('DELETE FROM seen_events WHERE expires_at <= ?')
  const insert = db.prepare('INSERT OR IGNORE INTO seen_events (key, expires_at) VALUES (?, ?)')
  const drop = db.prepare('DELETE FROM seen_events WHERE key = ?')
  return {
    async claim(key, now, expiresAt) {
      // one transaction on the file: of two processes claiming at once, one inserts and the other finds its row
      return transaction(db, () => {
        sweep.run(now)
        return Number(insert.run(key, expiresAt).changes) === 1
      })
    },
    async release(key) {
      drop.run(key)
    },
  }
}

export function createSqliteTenantVersions(db: Database): TenantVersionPort {
  migrateSharedState(db)
  const select = db.prepare('SELECT version FROM tenant_versions WHERE tenant = ?')
  const bump = db.prepare(
    'INSERT INTO tenant_versions (tenant, version) VALUES (?, 1) ON CONFLICT (tenant) DO UPDATE SET version = version + 1',
  )
  return {
    async current(tenant) {
      return String((select.get(tenant) as { version: number } | undefined)?.version ?? 0)
    },
    async bump(tenant) {
      bump.run(tenant)
    },
  }
}

/** One named set of buckets (leads, lookups…): read, take and written back in one transaction. */
export function createSqliteRateLimiter(db: Database, name: string, policy: RateLimitPolicy): RateLimiter {
  migrateSharedState(db)
  const select = db.prepare('SELECT tokens, at FROM rate_buckets WHERE name = ? AND key = ?')
  const upsert = db.prepare(
    'INSERT INTO rate_buckets (name, key, tokens, at) VALUES (?, ?, ?, ?) ON CONFLICT (name, key) DO UPDATE SET tokens = excluded.tokens, at = excluded.at',
  )
  const writes = groupCommit(db)
  return {
    take(key, now) {
      return writes.run(() => {
        const { bucket, decision } = takeToken((select.get(name, key) as Bucket | undefined) ?? null, now, policy)
        upsert.run(name, key, bucket.tokens, bucket.at)
        return decision
      })
    },
  }
}

interface CodeRow {
  id: number
  code_hash: string
  expires_at: number
  attempts: number
}

export function createSqliteAuthStore(db: Database): AuthStorePort {
  migrateSharedState(db)
  const recentCodes = db.prepare(
    'SELECT COUNT(*) AS n FROM auth_codes WHERE tenant = ? AND email = ? AND created_at > ?',
  )
  const insertCode = db.prepare(
    'INSERT INTO auth_codes (tenant, email, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
  const LATEST_CODE =
    'SELECT rowid FROM auth_codes WHERE tenant = ? AND email = ? ORDER BY created_at DESC, rowid DESC LIMIT 1'
  const anyCode = db.prepare(LATEST_CODE)
  // the check is counted by the statement that finds the latest code usable: one statement, one write on the file
  const takeAttempt = db.prepare(
    `UPDATE auth_codes SET attempts = attempts + 1
     WHERE rowid = (${LATEST_CODE}) AND used = 0 AND attempts < ? AND expires_at > ?
     RETURNING rowid AS id, code_hash, expires_at, attempts`,
  )
  const dropCode = db.prepare('DELETE FROM auth_codes WHERE rowid = ?')
  const spendCode = db.prepare('UPDATE auth_codes SET used = 1 WHERE rowid = ? AND used = 0')
  const userByEmail = db.prepare('SELECT id FROM auth_users WHERE tenant = ? AND email = ?')
  const insertUser = db.prepare('INSERT INTO auth_users (id, tenant, email, created_at) VALUES (?, ?, ?, ?)')
  const insertSession = db.prepare(
    'INSERT INTO auth_sessions (token_hash, tenant, user_id, expires_at) VALUES (?, ?, ?, ?)',
  )
  const sessionUser = db.prepare(
    `SELECT u.id AS id, u.email AS email FROM auth_sessions s JOIN auth_users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.tenant = ? AND s.expires_at > ?`,
  )
  const deleteSession = db.prepare('DELETE FROM auth_sessions WHERE token_hash = ? AND tenant = ?')
  const watchlistOf = db.prepare('SELECT car_id FROM auth_watchlist WHERE user_id = ? ORDER BY position')
  const clearWatchlist = db.prepare('DELETE FROM auth_watchlist WHERE user_id = ?')
  const addWatch = db.prepare('INSERT OR IGNORE INTO auth_watchlist (user_id, car_id, position) VALUES (?, ?, ?)')
  return {
    async addCodeWithin({ tenant, email, codeHash, createdAt, expiresAt }, { since, max }) {
      // counted and written in one immediate transaction: one writer at a time on the file, every process included
      return transaction(db, () => {
        if ((recentCodes.get(tenant, email, since) as { n: number }).n >= max) return null
        return Number(insertCode.run(tenant, email, codeHash, createdAt, expiresAt).lastInsertRowid)
      })
    },
    async takeAttempt(tenant, email, now, maxAttempts) {
      const row = takeAttempt.get(tenant, email, maxAttempts, now) as CodeRow | undefined
      if (row)
        return {
          kind: 'taken',
          code: { id: row.id, codeHash: row.code_hash, expiresAt: row.expires_at, attempts: row.attempts },
        }
      return anyCode.get(tenant, email) ? { kind: 'spent' } : { kind: 'none' }
    },
    async dropCode(id) {
      dropCode.run(id)
    },
    async signIn({ codeId, tenant, email, newUserId, tokenHash, at, expiresAt }) {
      return transaction(db, () => {
        if (Number(spendCode.run(codeId).changes) !== 1) return false
        let user = userByEmail.get(tenant, email) as { id: string } | undefined
        if (!user) {
          user = { id: newUserId }
          insertUser.run(user.id, tenant, email, at)
        }
        insertSession.run(tokenHash, tenant, user.id, expiresAt)
        return true
      })
    },
    async sessionUser(tenant, tokenHash, now) {
      return (sessionUser.get(tokenHash, tenant, now) as StoredUser | undefined) ?? null
    },
    async dropSession(tenant, tokenHash) {
      deleteSession.run(tokenHash, tenant)
    },
    async watchlist(userId) {
      return (watchlistOf.all(userId) as { car_id: string }[]).map((r) => r.car_id)
    },
    async replaceWatchlist(userId, carIds) {
      transaction(db, () => {
        clearWatchlist.run(userId)
        carIds.forEach((id, position) => {
          addWatch.run(userId, id, position)
        })
      })
    },
  }
}
