import cluster from 'node:cluster'
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  register,
} from 'prom-client'

/**
 * The server's Prometheus metrics (prom-client's default registry). Other modules record through the small
 * functions below; `GET /metrics` (operations.ts) or the internal port (METRICS_PORT) exposes them. Under
 * `npm start`'s cluster the primary process adds up every worker's (prom-client's AggregatorRegistry); a gauge read
 * from the shared store (the outbox) is the same in every worker and is aggregated with `max`, not summed.
 */

/**
 * The metric of that name, made once per process: the dev server re-evaluates this module on a change while
 * prom-client's registry (a dependency, loaded once) keeps the first one.
 */
function registered<M>(name: string, make: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? make()
}

/** Each kind of metric, made once per process under its own name. */
const histogram = <T extends string>(config: HistogramConfiguration<T>) =>
  registered(config.name, () => new Histogram(config))
const counter = <T extends string>(config: CounterConfiguration<T>) =>
  registered(config.name, () => new Counter(config))
const gauge = <T extends string>(config: GaugeConfiguration<T>) => registered(config.name, () => new Gauge(config))

// the process's own: CPU, memory, event-loop delay, garbage collection
if (!register.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics()

const requestDuration = histogram({
  name: 'http_request_duration_seconds',
  help: 'time to the response head, by route pattern (never the raw path) and tenant',
  labelNames: ['method', 'route', 'tenant', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
})

const cacheLookups = counter({
  name: 'cache_lookups_total',
  help: 'lookups in a process cache (the response cache, …) by cache and outcome (hit or miss)',
  labelNames: ['cache', 'outcome'] as const,
})

const deliveryFailures = counter({
  name: 'lead_delivery_failures_total',
  help: 'failed lead delivery attempts by destination (server: the CRM, car-clarity); retried unless permanent',
  labelNames: ['destination'] as const,
})

const searchDuration = histogram({
  name: 'search_duration_seconds',
  help: 'search port calls (the embedded index or Meilisearch) by method',
  labelNames: ['method'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
})

const leadWrites = histogram({
  name: 'lead_store_write_seconds',
  help: "a lead create on PostgreSQL by phase: queued (waiting for a batch slot), statement (its batch's round trip, the commit's disk flush included)",
  labelNames: ['phase'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1],
})

/** What the lead outbox says at scrape time (read from the store every process shares). */
export interface OutboxReading {
  readonly pending: number
  readonly oldestPendingAt: number | null
}

let readOutbox: (() => Promise<OutboxReading>) | null = null
let readPool: (() => PoolReading) | null = null

gauge({
  name: 'lead_outbox_pending',
  help: 'lead versions accepted and not yet delivered (alert when it keeps growing)',
  aggregator: 'max',
  async collect() {
    if (readOutbox) this.set((await readOutbox()).pending)
  },
})

gauge({
  name: 'lead_outbox_oldest_pending_age_seconds',
  help: 'age of the oldest lead version not yet delivered; 0 when none waits (alert when it passes minutes)',
  aggregator: 'max',
  async collect() {
    if (!readOutbox) return
    const { oldestPendingAt } = await readOutbox()
    this.set(oldestPendingAt === null ? 0 : Math.max(0, (Date.now() - oldestPendingAt) / 1000))
  },
})

/** A database pool's use, where the store has one (PostgreSQL). */
export interface PoolReading {
  readonly total: number
  readonly idle: number
  readonly waiting: number
}

gauge({
  name: 'db_pool_connections',
  help: 'database pool connections by state (total, idle, waiting clients); absent without a pool',
  labelNames: ['state'] as const,
  collect() {
    const pool = readPool?.()
    if (!pool) return
    this.set({ state: 'total' }, pool.total)
    this.set({ state: 'idle' }, pool.idle)
    this.set({ state: 'waiting' }, pool.waiting)
  },
})

/** One answered request. */
export function observeRequest(
  labels: { method: string; route: string; tenant: string; status: number },
  seconds: number,
): void {
  requestDuration.observe({ ...labels, status: String(labels.status) }, seconds)
}

/** One lead create's wait for a batch slot and its batch's statement, in ms (the PostgreSQL store's group commit). */
export function observeLeadWrite(queuedMs: number, statementMs: number): void {
  leadWrites.observe({ phase: 'queued' }, queuedMs / 1000)
  leadWrites.observe({ phase: 'statement' }, statementMs / 1000)
}

/** A process cache was asked: `hit` when it answered. For the response cache and any other cache worth watching. */
export function countCacheLookup(cache: string, hit: boolean): void {
  cacheLookups.inc({ cache, outcome: hit ? 'hit' : 'miss' })
}

export function countDeliveryFailure(destination: string): void {
  deliveryFailures.inc({ destination })
}

export function observeSearch(method: string, seconds: number): void {
  searchDuration.observe({ method }, seconds)
}

/** Where the outbox gauges read from at scrape time (the server entry hands in the composed application's). */
export function watchOutbox(read: () => Promise<OutboxReading>): void {
  readOutbox = read
}

/** Where the pool gauge reads from (a store adapter with a pool). */
export function watchPool(read: () => PoolReading): void {
  readPool = read
}

export const METRICS_CONTENT_TYPE = register.contentType

// A worker answers its primary's requests for its metrics (prom-client's cluster protocol).
if (cluster.isWorker) new AggregatorRegistry()

/**
 * The metrics text: this process's, or, in a worker of `npm start`'s cluster, every worker's added up (asked of
 * the primary, which holds the aggregator).
 */
export function scrapeMetrics(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics()
  return askPrimary()
}

const SCRAPE = 'dealer-sites:scrape'
let nextScrape = 0
const scrapes = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>()

function askPrimary(): Promise<string> {
  if (scrapes.size === 0) process.on('message', onReply)
  const id = ++nextScrape
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => settle(id, new Error('the primary process did not answer the metrics request')),
      5_000,
    )
    timer.unref()
    scrapes.set(id, {
      resolve: (text) => {
        clearTimeout(timer)
        resolve(text)
      },
      reject: (error) => {
        clearTimeout(timer)
        reject(error)
      },
    })
    process.send!({ type: SCRAPE, id })
  })
}

function onReply(message: unknown): void {
  const reply = message as { type?: string; id?: number; text?: string; error?: string } | null
  if (reply?.type !== `${SCRAPE}:reply` || typeof reply.id !== 'number') return
  settle(reply.id, reply.error === undefined ? (reply.text ?? '') : new Error(reply.error))
}

function settle(id: number, result: string | Error): void {
  const waiting = scrapes.get(id)
  if (!waiting) return
  scrapes.delete(id)
  if (scrapes.size === 0) process.off('message', onReply)
  if (result instanceof Error) waiting.reject(result)
  else waiting.resolve(result)
}
