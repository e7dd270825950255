import { resolve } from 'node:path'
import type { Selection } from './adapter-choice.ts'
import {
  readCaptchaSecret,
  readLeadsSynchronous,
  readMode,
  type LeadsSynchronous,
  type LiveSettings,
} from './environment.ts'
import type { Mode } from './environment.ts'
import { readStoreSetting, type StoreSetting } from './store.server.ts'
import { DEFAULT_STOCK_WATCH_SECONDS } from '@application/stock-watch/stock-watch.ts'

/** Thrown at start-up; its message is the exact lines to print before exiting. */
export class StartupError extends Error {
  override readonly name = 'StartupError'
}

/**
 * The composition root's first step: everything the server takes from its environment, read and checked once.
 * The steps after it (adapters, use cases, jobs) read this, never the environment.
 */
export interface Configuration {
  /** the preset (`ADAPTERS`): pages use it only for what no single port decides */
  readonly mode: Mode
  /** which adapter serves each port */
  readonly selection: Selection
  /** the live adapters' settings; null when every port is on a stand-in */
  readonly live: LiveSettings | null
  /** the embedded file (no DATABASE_URL) or PostgreSQL */
  readonly store: StoreSetting
  readonly leadsSynchronous: LeadsSynchronous
  /** how often the delivery loop looks at the outbox unprompted (a stored lead wakes it at once: outbox signal) */
  readonly leadsPollMs: number
  /** how often the stock watch compares each tenant's stock (STOCK_WATCH_SECONDS; once per deployment per period) */
  readonly stockWatchMs: number
  /**
   * Whether this process runs the instance's background jobs: lead delivery, the payment and upload sweeps. One
   * process does: the first worker of `npm start` (WEB_WORKER 1) or a process started alone, unless
   * BACKGROUND_JOBS=off (an instance that only serves); the other workers store leads and leave delivery to it.
   */
  readonly jobs: boolean
  readonly tenantsDir: string
  readonly dataDir: string
  /** tenant pictures and logos, served under /tenant-assets/ */
  readonly assetsDir: string
  /** signs shoppers' sessions; null: a random key per start (demo and mock) */
  readonly sessionSecret: string | null
  /** signs the local captcha's challenges; undefined: a random key per start */
  readonly captchaSecret: string | undefined
  /** signs attachment links: UPLOAD_SECRET, else SESSION_SECRET; null: a key kept beside the uploads */
  readonly uploadSecret: string | null
}

type Environment = Readonly<Record<string, string | undefined>>

/**
 * Reads the configuration from `env` (`cwd` places the default folders). Pure: the same environment gives the same
 * configuration. A variable start-up cannot run with throws a StartupError naming it.
 */
export function readConfiguration(env: Environment, cwd: string): Configuration {
  const reading = readMode(env)
  if (!reading.ok) throw new StartupError(reading.errors.join('\n'))
  const leadsSynchronous = readLeadsSynchronous(env)
  if (!leadsSynchronous.ok) throw new StartupError(leadsSynchronous.error)
  const store = readStoreSetting(env)
  if (!store.ok) throw new StartupError(store.error)
  const tenantsDir = env.TENANTS_DIR ?? resolve(cwd, 'tenants/sites')
  return {
    mode: reading.selection.preset,
    selection: reading.selection,
    live: reading.live,
    store: store.value,
    leadsSynchronous: leadsSynchronous.value,
    leadsPollMs: readPollSeconds(env) * 1000,
    stockWatchMs: readStockWatchSeconds(env) * 1000,
    jobs: readJobs(env),
    tenantsDir,
    dataDir: env.DATA_DIR ?? resolve(cwd, 'data'),
    assetsDir: env.TENANT_ASSETS_DIR ?? resolve(tenantsDir, '../assets'),
    sessionSecret: env.SESSION_SECRET ?? null,
    captchaSecret: readCaptchaSecret(env),
    uploadSecret: env.UPLOAD_SECRET ?? env.SESSION_SECRET ?? null,
  }
}

/** BACKGROUND_JOBS (on or off, default on) and which worker this is (WEB_WORKER, set by `npm start`'s primary). */
function readJobs(env: Environment): boolean {
  const setting = env.BACKGROUND_JOBS ?? 'on'
  if (setting !== 'on' && setting !== 'off')
    throw new StartupError(`BACKGROUND_JOBS must be on or off, not "${setting}"`)
  return setting === 'on' && (env.WEB_WORKER ?? '1') === '1'
}

/** STOCK_WATCH_SECONDS: whole seconds from 1, default DEFAULT_STOCK_WATCH_SECONDS. */
function readStockWatchSeconds(env: Environment): number {
  const text = env.STOCK_WATCH_SECONDS ?? String(DEFAULT_STOCK_WATCH_SECONDS)
  const seconds = Number(text)
  if (!(Number.isInteger(seconds) && seconds >= 1))
    throw new StartupError(`STOCK_WATCH_SECONDS must be a whole number of seconds from 1, not "${text}"`)
  return seconds
}

function readPollSeconds(env: Environment): number {
  const seconds = Number(env.LEADS_POLL_SECONDS ?? 5)
  if (!(Number.isFinite(seconds) && seconds > 0))
    throw new StartupError(`LEADS_POLL_SECONDS must be a number of seconds above 0, not "${env.LEADS_POLL_SECONDS}"`)
  return seconds
}
