import pg from 'pg'
import { MIGRATIONS } from './migrations.ts'
import { asStoreError } from './outage.ts'

/** A value a query binds. */
export type Param = string | number | boolean | null | readonly string[] | readonly boolean[]

/** What runs a statement: the pool, or one client inside a transaction. */
export interface Queryable {
  query<R extends pg.QueryResultRow>(sql: string, params?: readonly Param[]): Promise<pg.QueryResult<R>>
}

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string
  /** a schema of its own (tests run each case in a fresh one); default: the server's search_path */
  readonly schema?: string
  /** connections per process (default 10) */
  readonly max?: number
}

export interface Postgres {
  /**
   * A statement on a pooled connection, once the schema is migrated. The database out of reach is thrown as the
   * port's StoreUnavailableError (outage.ts), any other failure as the driver's. The migration runs on first use and is tried
   * again on the next use when the database could not be reached, so a process started while the database was
   * down comes up with it.
   */
  query<R extends pg.QueryResultRow>(sql: string, params?: readonly Param[]): Promise<pg.QueryResult<R>>
  /**
   * A statement as `query` runs it, whose commit does not wait for the disk's flush (`synchronous_commit = off`, on
   * a small pool of its own): only for writes a crash may undo without losing anything acknowledged, the delivery
   * loop's claims and marks (a mark undone is a delivery made again, which receivers take once by its key). A lead's
   * own write never goes here: it is answered only once flushed. The WAL is one sequence, so a later flushed commit
   * (any lead's) makes these durable too.
   */
  bookkeeping<R extends pg.QueryResultRow>(sql: string, params?: readonly Param[]): Promise<pg.QueryResult<R>>
  /** `work` in one transaction on one connection (rolled back when it throws) */
  transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T>
  /**
   * LISTENs on `channel` on a connection of its own (outside the pool), calling `notified` for each NOTIFY; a lost
   * connection (the database restarted) is opened again, every few seconds until it is back. Answers how to stop.
   */
  listen(channel: string, notified: () => void): () => Promise<void>
  /** the pool's connections in use and idle (for /metrics) */
  stats(): { readonly total: number; readonly idle: number; readonly waiting: number }
  close(): Promise<void>
}

// BIGINT (epoch milliseconds, ids) as numbers: every value kept is well inside 2^53
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * Each statement text gets a name, so every pooled connection parses and plans it once and then only binds and
 * executes it (the lead path's CTEs cost more to plan than to run). The texts are the adapter's own constants; past
 * this many a text runs unnamed rather than growing every connection's statement cache.
 */
const MAX_NAMED_STATEMENTS = 200
const statementNames = new Map<string, string>()
function named(sql: string, params: readonly Param[]): pg.QueryConfig {
  let name = statementNames.get(sql)
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `s${statementNames.size + 1}`
    statementNames.set(sql, name)
  }
  return { text: sql, values: params as unknown[], ...(name ? { name } : {}) }
}

/** One advisory lock number for the whole schema's migrations: instances starting together take turns. */
const MIGRATION_LOCK = 7_141_014

const identifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unusable schema name ${name}`)
  return name
}

/** Connections of the pool whose commits do not wait for the flush (the delivery loop's bookkeeping). */
const BOOKKEEPING_CONNECTIONS = 3

export function openPostgres(options: PostgresOptions): Postgres {
  const schema = options.schema ? identifier(options.schema) : null
  const poolOf = (max: number, settings: readonly string[]) => {
    const opened = new pg.Pool({
      connectionString: options.url,
      max,
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
      types: TYPES,
      ...(settings.length > 0 ? { options: settings.join(' ') } : {}),
    })
    // a connection dropped while idle (the database restarted) is replaced on the next checkout, not a crash
    opened.on('error', (error) => console.warn(`[store] PostgreSQL connection lost: ${error.message}`))
    return opened
  }
  const searchPath = schema ? [`-c search_path=${schema}`] : []
  const pool = poolOf(options.max ?? 10, searchPath)
  let unflushed: pg.Pool | null = null
  const run = async <R extends pg.QueryResultRow>(on: () => pg.Pool, sql: string, params: readonly Param[]) => {
    try {
      await ready()
      return await on().query<R>(named(sql, params))
    } catch (error) {
      throw asStoreError(error)
    }
  }

  let migrated: Promise<void> | null = null
  const ready = (): Promise<void> => {
    migrated ??= migrate(pool, schema).catch((error: unknown) => {
      migrated = null
      throw error
    })
    return migrated
  }

  return {
    query: (sql, params = []) => run(() => pool, sql, params),
    bookkeeping: (sql, params = []) =>
      run(
        () => (unflushed ??= poolOf(BOOKKEEPING_CONNECTIONS, [...searchPath, '-c synchronous_commit=off'])),
        sql,
        params,
      ),
    async transaction(work) {
      let client: pg.PoolClient
      try {
        await ready()
        client = await pool.connect()
      } catch (error) {
        throw asStoreError(error)
      }
      try {
        await client.query('BEGIN')
        const result = await work({ query: (sql, params = []) => client.query(named(sql, params)) })
        await client.query('COMMIT')
        client.release()
        return result
      } catch (error) {
        // a broken connection is destroyed rather than handed out again
        const rollback = await client.query('ROLLBACK').then(
          () => null,
          (e: unknown) => e as Error,
        )
        client.release(rollback ?? undefined)
        throw asStoreError(error)
      }
    },
    listen: (channel, notified) => listenOn(options.url, identifier(channel), notified),
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([pool.end(), unflushed?.end()])
    },
  }
}

/** How long a lost LISTEN connection waits before trying again. */
const RELISTEN_MS = 2_000

function listenOn(url: string, channel: string, notified: () => void): () => Promise<void> {
  let stopped = false
  let client: pg.Client | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  async function open(): Promise<void> {
    const listening = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 })
    client = listening
    let lost = false
    // the connection lost (the database restarted, or it never came): once, a new one a little later
    const again = () => {
      if (lost) return
      lost = true
      client = null
      void listening.end().catch(() => undefined)
      if (stopped) return
      retry = setTimeout(() => void open(), RELISTEN_MS)
      retry.unref?.()
    }
    listening.on('error', again)
    listening.on('end', again)
    listening.on('notification', () => notified())
    try {
      await listening.connect()
      await listening.query(`LISTEN ${channel}`)
      // what was stored while no one listened: the loop looks now
      notified()
    } catch {
      again()
    }
  }
  void open()
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}

/**
 * Brings the schema up to date: each migration once, in order, recorded in `schema_migrations`, while holding an
 * advisory lock so instances starting together migrate one at a time (the others wait, then find nothing to do).
 */
async function migrate(pool: pg.Pool, schema: string | null): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      )
      const done = new Set(
        (await client.query<{ id: number }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id),
      )
      for (const [index, sql] of MIGRATIONS.entries()) {
        const id = index + 1
        if (done.has(id)) continue
        await client.query('BEGIN')
        await client.query(sql)
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [id])
        await client.query('COMMIT')
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
    client.release()
  } catch (error) {
    client.release(error as Error)
    throw error
  }
}
