/**
 * Lead route benchmark: the POST /api/leads handler (validation, SQLite outbox write, background
 * delivery to the local inbox) on a loopback server, hit by 50 concurrent clients for a few seconds.
 * Prints throughput, p50/p90/p99 latency and the error count, then how long the outbox took to drain.
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
const url = new URL('/api/leads', base).href
const { makeLeadPayload } = await import('@adapters/store-sqlite/testing/lead-fixture.ts')

const latencies: number[] = []
let errors = 0
const statuses = new Map<string, number>()
const deadline = performance.now() + seconds * 1_000
const startedAt = performance.now()

async function client(n: number): Promise<void> {
  let i = 0
  while (performance.now() < deadline) {
    const body = JSON.stringify({ lead: makeLeadPayload({ message: `bench client ${n} lead ${i++}`, visited_pages: ['/', '/search', '/cars/x'] }) })
    const t0 = performance.now()
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'x-forwarded-host': 'demo-motors.localhost', 'content-type': 'application/json', accept: 'application/json' },
        body,
      })
      await res.arrayBuffer()
      latencies.push(performance.now() - t0)
      statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1)
      if (res.status !== 201) errors++
    } catch (error) {
      latencies.push(performance.now() - t0)
      errors++
      const key = error instanceof Error ? error.name : 'error'
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
    }
  }
}

await Promise.all(Array.from({ length: clients }, (_, n) => client(n)))
const elapsed = (performance.now() - startedAt) / 1_000

const sorted = [...latencies].sort((a, b) => a - b)
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const ms = (v: number) => `${v.toFixed(1)} ms`

const drained = (await (await fetch(new URL('/__drain', base))).json()) as { backlog: number; drainMs: number; inbox: number }

console.log(`POST /api/leads, ${clients} concurrent clients, ${elapsed.toFixed(1)} s, node ${process.version}`)
console.log(`requests ${sorted.length}  throughput ${(sorted.length / elapsed).toFixed(0)}/s  errors ${errors}`)
console.log(`latency p50 ${ms(pct(50))}  p90 ${ms(pct(90))}  p99 ${ms(pct(99))}  max ${ms(sorted[sorted.length - 1] ?? NaN)}`)
console.log(`statuses ${JSON.stringify(Object.fromEntries(statuses))}`)
console.log(`outbox backlog at end ${drained.backlog}, drained to the inbox in ${ms(drained.drainMs)}; inbox holds ${drained.inbox}`)

child.send('stop')
}
