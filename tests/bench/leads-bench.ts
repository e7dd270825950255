/**
 * Lead route benchmark: the POST /api/leads handler (validation, SQLite outbox write, background
 * delivery to the local inbox) on a loopback server, hit by 50 concurrent clients for a few seconds.
 * Prints throughput, p50/p90/p99 latency and the error count, then how long the outbox took to drain.
 * The load comes from autocannon (an HTTP/1.1 load generator light enough not to be what is measured), after a warm-up.
 *
 *   npx tsx tests/bench/leads-bench.ts            (or, without tsx, on Node 22: node tests/bench/leads-bench.ts)
 *   BENCH_SECONDS=10 BENCH_CLIENTS=50 …
 *
 * The rate limit is off here: 50 clients from one address would otherwise measure the 429 path.
 * The server runs in a child process, so the 50 clients do not compete with it for the same event loop.
 * `LEADS_BENCH_ROLE=server node tests/bench/leads-bench.ts` starts the server alone and prints its address, for an
 * outside load generator such as wrk.
 */
import { registerHooks } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join, resolve } from 'node:path'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fork } from 'node:child_process'

// Plain Node strips the types but knows nothing of the tsconfig path aliases: map them here.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
registerHooks({
  resolve(specifier, context, next) {
    const alias = /^@(domain|adapters|web|tenants|tests)\/(.*)$/.exec(specifier)
    return next(alias ? pathToFileURL(join(root, alias[1]!, alias[2]!)).href : specifier, context)
  },
})
process.removeAllListeners('warning')

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
  const { default: autocannon } = await import('autocannon')
  const child = fork(fileURLToPath(import.meta.url), { env: { ...process.env, LEADS_BENCH_ROLE: 'server' } })
  const base = await new Promise<string>((ok) => child.once('message', (m: { url: string }) => ok(m.url)))
  const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')

  // Each POST is a new lead (the server gives it a fresh id), so one body serves every request.
  const body = JSON.stringify({ lead: makeLeadPayload({ message: 'bench lead', visited_pages: ['/', '/search', '/cars/x'] }) })
  // autocannon 9 takes `warmup`; its published types predate it
  const options: Parameters<typeof autocannon>[0] & { warmup: { connections: number; duration: number } } = {
    url: new URL('/api/leads', base).href,
    method: 'POST',
    headers: { 'x-forwarded-host': 'demo-motors.localhost', 'content-type': 'application/json', accept: 'application/json' },
    body,
    connections: clients,
    duration: seconds,
    // the first second of a fresh process compiles code on first use: not what a running site answers with
    warmup: { connections: clients, duration: warmupSeconds },
  }
  const result = await autocannon(options)

  const drained = (await (await fetch(new URL('/__drain', base))).json()) as { backlog: number; drainMs: number; inbox: number }
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))
  const errors = result.errors + result.timeouts + result.non2xx
  const ms = (v: number) => `${v.toFixed(1)} ms`
  const { latency } = result

  console.log(`POST /api/leads, ${clients} concurrent clients, ${result.duration.toFixed(1)} s after a ${warmupSeconds} s warm-up, node ${process.version}`)
  console.log(`requests ${result.requests.total}  throughput ${result.requests.average.toFixed(0)}/s  errors ${errors}`)
  console.log(`latency p50 ${ms(latency.p50)}  p90 ${ms(latency.p90)}  p99 ${ms(latency.p99)}  max ${ms(latency.max)}`)
  console.log(`statuses ${JSON.stringify(statuses)}`)
  console.log(`outbox backlog at end ${drained.backlog}, drained to the inbox in ${ms(drained.drainMs)}; inbox holds ${drained.inbox}`)

  child.send('stop')
}
