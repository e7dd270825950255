// `npm start`'s primary process: one worker per core (WEB_CONCURRENCY), all serving the same port (Node's cluster).
// Each worker listens on a socket of its own with SO_REUSEPORT (srvx passes reusePort, and Node then listens
// exclusively instead of asking the primary): the kernel picks a socket for each new connection, and the primary
// accepts nothing (the cluster's round-robin is not used).
// Each worker is told its number (WEB_WORKER); which of them runs the instance's background jobs (lead delivery,
// the sweeps) is the composition root's decision (web/server/composition/configuration.ts). A worker that stored a
// lead says so through here, and the word goes to the others (on PostgreSQL the database tells them). The keys
// sessions and captchas are signed with are the composition root's too (web/server/composition/kept-secret.server.ts).
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { availableParallelism } from 'node:os'
import { serverNodeOptions } from './server-node-options.mjs'

/** WEB_CONCURRENCY as a worker count: a whole number from 1, or unset (`fallback`). */
export function readConcurrency(value, fallback) {
  if (value === undefined || value === '') return { ok: true, count: fallback }
  const count = Number(value)
  return Number.isInteger(count) && count >= 1
    ? { ok: true, count }
    : { ok: false, error: `WEB_CONCURRENCY must be a whole number of workers from 1, not "${value}"` }
}

export const defaultConcurrency = () => availableParallelism()

const SCRAPE = 'dealer-sites:scrape'
/** A worker stored a lead (adapters/store-sqlite/outbox-signal.ts): handed to the worker that delivers them. */
const LEAD_STORED = 'dealer-sites:lead-stored'
export const READY = 'dealer-sites:ready'
/** A worker has loaded the app and waits for the word to listen. */
const LOADED = 'dealer-sites:loaded'
const LISTEN = 'dealer-sites:listen'

/**
 * In a worker: tell the primary the app is loaded, and start accepting connections (srvx's `serve()`, for a server
 * made with `manual`) when it says so. The workers of one start listen together, once every one has loaded: each
 * listens with SO_REUSEPORT and the kernel spreads new connections over the sockets listening at that moment, so a
 * worker that listened seconds before the others got every connection made meanwhile (a balancer's first
 * keep-alive connections, a bench's whole load) and kept it. A replacement worker is told at once.
 */
export function listenWhenTold(server) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type !== LISTEN) return
      process.off('message', onMessage)
      server.serve().then(resolve, reject)
    }
    process.on('message', onMessage)
    process.send({ type: LOADED })
  })
}

/**
 * Forks the workers: the first alone (a bad tenant file or variable stops start-up with its one line, printed
 * once), then the others; once every one has loaded the app, all are told to listen together. A worker that dies
 * later is replaced (and listens as soon as it has loaded). SIGTERM/SIGINT: every worker stops in order
 * (scripts/serve.mjs) and the primary exits 0 once they have.
 */
export async function runPrimary({ count, serveScript, describe }) {
  // the workers run with the server's Node options however the primary was started (scripts/server-node-options.mjs)
  cluster.setupPrimary({ exec: serveScript, execArgv: serverNodeOptions(process.execArgv) })
  let stopping = false
  let metricsServer = null
  const metrics = await aggregator()

  // the workers of this start wait for each other before listening; a later replacement does not wait
  let together = true
  const fork = (index) => {
    const worker = cluster.fork({ WEB_WORKER: String(index) })
    worker.on('message', (message) => void answerScrape(worker, message, metrics))
    // a lead stored by one worker wakes the delivery loop of whichever runs it now, not on its next look at the outbox
    worker.on('message', (message) => {
      if (message?.type !== LEAD_STORED) return
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other !== worker && other.isConnected()) other.send(message)
    })
    worker.on('message', (message) => message?.type === LOADED && !together && worker.send({ type: LISTEN }))
    return worker
  }
  // a worker's word (`type`), or its exit code if it stops first
  const said = (worker, type) =>
    new Promise((resolve, reject) => {
      worker.on('message', (message) => message?.type === type && resolve(worker))
      worker.once('exit', (code) => reject(code || 1))
    })

  const stop = async () => {
    if (stopping) return
    stopping = true
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) =>
        new Promise((resolve) => {
          if (worker.isDead()) return resolve()
          worker.once('exit', resolve)
          worker.process.kill('SIGTERM')
        }),
    )
    await Promise.all(exits)
    metricsServer?.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())

  let workers
  try {
    const first = fork(1)
    await said(first, LOADED)
    const others = Array.from({ length: count - 1 }, (_, i) => fork(i + 2))
    await Promise.all(others.map((worker) => said(worker, LOADED)))
    workers = [first, ...others]
    together = false
    // READY: the worker listens (with reusePort the cluster itself emits no 'listening')
    const listening = workers.map((worker) => said(worker, READY))
    for (const worker of workers) worker.send({ type: LISTEN })
    await Promise.all(listening)
  } catch (code) {
    // stopped while starting (SIGTERM), or a worker could not start: it printed why, and the others are stopped
    if (stopping) return
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    process.exit(typeof code === 'number' ? code : 1)
  }

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    const index = workers.indexOf(worker) + 1 || 1
    console.error(`worker ${index} stopped (${signal ?? `exit ${code}`}); starting another in a second`)
    setTimeout(() => {
      if (!stopping) workers[index - 1] = fork(index)
    }, 1_000)
  })

  if (process.env.METRICS_PORT)
    metricsServer = await serveMetrics(
      Number(process.env.METRICS_PORT),
      metricsHost(process.env),
      () => metrics.clusterMetrics(),
      metrics.contentType,
    )

  console.log(describe(`${count} workers`))
}

async function aggregator() {
  const { AggregatorRegistry } = await import('prom-client')
  return new AggregatorRegistry()
}

async function answerScrape(worker, message, metrics) {
  if (message?.type !== SCRAPE) return
  try {
    worker.send({ type: `${SCRAPE}:reply`, id: message.id, text: await metrics.clusterMetrics() })
  } catch (error) {
    worker.send({
      type: `${SCRAPE}:reply`,
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

/**
 * Where the internal metrics port listens: loopback, unless METRICS_HOST names another address (a scraper on
 * another machine, `0.0.0.0` for every interface). It answers without a token, so it is never on every interface
 * by default, whatever HOST the site listens on.
 */
export const metricsHost = (env) => env.METRICS_HOST?.trim() || '127.0.0.1'

/** The internal metrics port (METRICS_PORT): GET /metrics, no token; everything else 404. */
export function serveMetrics(port, hostname, text, contentType) {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    try {
      const body = await text()
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body)
    } catch (error) {
      response
        .writeHead(503, { 'content-type': 'text/plain' })
        .end(`metrics unavailable: ${error instanceof Error ? error.message : error}`)
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, hostname, () => resolve(server))
  })
}
