/**
 * Lead route benchmark: the POST /api/leads handler (validation, SQLite outbox write, background
 * delivery to the local inbox) on a loopback server, hit by 50 concurrent clients for a few seconds.
 * Prints throughput, p50/p90/p99 latency and the error count, then how long the outbox took to drain.
 * The load comes from autocannon (an HTTP/1.1 load generator light enough not to be what is measured), after a warm-up.
 * When a build exists, the same load then goes through the production server (Start handler, router, file route).
 *
 *   npx tsx tests/bench/leads-bench.ts            (or, without tsx, on Node 22: node tests/bench/leads-bench.ts)
 *   BENCH_SECONDS=10 BENCH_CLIENTS=50 …
 *
 * The rate limit is off here: 50 clients from one address would otherwise measure the 429 path.
 * The server runs in a child process, so the 50 clients do not compete with it for the same event loop.
 * `LEADS_BENCH_ROLE=server node tests/bench/leads-bench.ts` starts the server alone and prints its address, for an
 * outside load generator such as wrk.
 */
import { REPOSITORY_ROOT as root } from '../support/path-aliases.ts'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fork, spawn } from 'node:child_process'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const clients = Number(process.env.BENCH_CLIENTS ?? 50)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2)

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
      if (new URL(request.url).pathname !== '/__drain') return services.handlers.createLead(request, { clientAddress: request.ip })
      // after the run: how many versions waited, how long delivery took to empty the outbox
      const started = performance.now()
      const backlog = (await services.store.counts()).pending
      while ((await services.store.counts()).pending > 0) {
        services.delivery.kick()
        await new Promise((r) => setTimeout(r, 20))
      }
      return Response.json({ backlog, drainMs: performance.now() - started, inbox: services.inbox?.inbox(null, 1e9).length ?? 0 })
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
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, LEADS_BENCH_ROLE: 'server' } })
  const base = await new Promise<string>((ok) => child.once('message', (m: { url: string }) => ok(m.url)))
  const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')

  // Each POST is a new lead (the server gives it a fresh id), so one body serves every request.
  const body = JSON.stringify({ lead: makeLeadPayload({ message: 'bench lead', visited_pages: ['/', '/search', '/cars/x'] }) })
  const result = await load(new URL('/api/leads', base).href, 'demo-motors.localhost', body)
  const drained = (await (await fetch(new URL('/__drain', base))).json()) as { backlog: number; drainMs: number; inbox: number }
  child.send('stop')

  console.log(`POST /api/leads (the lead handler on srvx), ${clients} concurrent clients, ${result.duration.toFixed(1)} s after a ${warmupSeconds} s warm-up, node ${process.version}`)
  report(result)
  console.log(`outbox backlog at end ${drained.backlog}, drained to the inbox in ${ms(drained.drainMs)}; inbox holds ${drained.inbox}`)

  await throughProductionServer()
}

function ms(v: number): string {
  return `${v.toFixed(1)} ms`
}

type LoadResult = import('autocannon').Result

async function load(url: string, host: string, body: string, setupRequest?: (request: Record<string, unknown>) => Record<string, unknown>): Promise<LoadResult> {
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
    ...(setupRequest ? { requests: [{ setupRequest: setupRequest as never }] } : {}),
  }
  return autocannon(options)
}

function report(result: LoadResult): void {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, (stat as { count?: number }).count ?? 0]))
  const errors = result.errors + result.timeouts + result.non2xx
  const { latency } = result
  console.log(`requests ${result.requests.total}  throughput ${result.requests.average.toFixed(0)}/s  errors ${errors}`)
  console.log(`latency p50 ${ms(latency.p50)}  p90 ${ms(latency.p90)}  p99 ${ms(latency.p99)}  max ${ms(latency.max)}`)
  console.log(`statuses ${JSON.stringify(statuses)}`)
}

/**
 * The same load through the production server (`scripts/serve.mjs`: srvx, the Start handler and router, the file
 * route), when a build exists. subscribe-cars shows no captcha; each request comes from its own address (as 50
 * shoppers would), so the per-address rate limit measures nothing here.
 */
async function throughProductionServer(): Promise<void> {
  if (!existsSync(join(root, 'dist/server/server.js'))) {
    console.log('\n(no build: run npm run build first to also measure the route through the production server)')
    return
  }
  const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-bench-prod-'))
  const port = 20_000 + Math.floor(Math.random() * 20_000)
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, TRUST_PROXY: 'loopback', ADAPTERS: 'demo', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    const base = `http://127.0.0.1:${port}`
    for (let i = 0; i < 120; i++) {
      if (await fetch(base).then(() => true, () => false)) break
      await new Promise((r) => setTimeout(r, 250))
    }
    const body = JSON.stringify({
      lead: makeLeadPayload({ website_slug: 'subscribe-cars', dealership_slug: 'subscribe-cars', message: 'bench lead', visited_pages: ['/', '/search'] }),
    })
    let n = 0
    const result = await load(`${base}/api/leads`, 'subscribe-cars.localhost', body, (request) => {
      n++
      const headers = { ...(request['headers'] as Record<string, string>), 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
      return { ...request, headers }
    })
    console.log(`\nPOST /api/leads through the production server, ${clients} concurrent clients, ${result.duration.toFixed(1)} s after a ${warmupSeconds} s warm-up`)
    report(result)
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
