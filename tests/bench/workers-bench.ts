/**
 * Page throughput with every worker against one process: the production server (`scripts/serve.mjs`, after a build)
 * with WEB_CONCURRENCY=1, then with one worker per core, each hit by 50 connections (autocannon) on demo-motors'
 * listing and one of its car pages. Prints requests/s, p50 and p99 per page and run, and the ratio.
 *
 *   npm run build && npm run bench:workers
 *   BENCH_SECONDS=10 BENCH_CLIENTS=50 BENCH_WORKERS=4 BENCH_PORT=4420 …
 *
 * The load generator runs in this process, on the same machine: it takes some of the cores the workers would use,
 * in both runs alike.
 */
import { REPOSITORY_ROOT as root } from '../support/path-aliases.ts'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { get } from 'node:http'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CLIENTS ?? 50)
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 5)
const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism())
/** a cookie the response cache treats as personal: every request is rendered, which is the work the workers share */
const RENDERED = 'bench=rendered'

const port = Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 20_000))
const host = 'demo-motors.localhost'

type Figures = { readonly rps: number; readonly p50: number; readonly p99: number; readonly errors: number }

if (!existsSync(join(root, 'dist/server/server.js'))) {
  console.error('No build: run npm run build first.')
  process.exit(1)
}

const runs: Record<string, Record<string, Figures>> = {}
for (const count of [1, workers]) runs[`${count} ${count === 1 ? 'process' : 'workers'}`] = await measure(count)

console.log(`\n${connections} connections, ${seconds} s per page after a ${warmup} s warm-up, demo-motors\n`)
console.log('| run | page | requests/s | p50 | p99 | errors |')
console.log('|---|---|---|---|---|---|')
for (const [run, pages] of Object.entries(runs)) {
  for (const [page, f] of Object.entries(pages)) console.log(`| ${run} | ${page} | ${f.rps.toFixed(0)} | ${f.p50} ms | ${f.p99} ms | ${f.errors} |`)
}
const [single, all] = Object.values(runs)
for (const page of Object.keys(single!)) console.log(`${page}: all workers ${(all![page]!.rps / single![page]!.rps).toFixed(2)}× one process`)

async function measure(count: number): Promise<Record<string, Figures>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'workers-bench-'))
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, ADAPTERS: 'demo', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_CONCURRENCY: String(count), LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  try {
    const base = `http://127.0.0.1:${port}`
    while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 250))
    const listing = await fetch(`${base}/search/used-cars`, { headers: { 'x-forwarded-host': host } }).then((r) => r.text())
    const car = /href="(\/cars\/[^"?#]+)"/.exec(listing)?.[1]
    if (!car) throw new Error('no car link on the listing')
    // every worker builds its own index on its first listing: each page on fresh connections first, so no run
    // measures a worker still building it (the kernel spreads new connections over the workers)
    for (let i = 0; i < 8 * count; i++) for (const path of ['/search/used-cars', car]) await fresh(`${base}${path}`)
    return { listing: await hit(`${base}/search/used-cars`), detail: await hit(`${base}${car}`) }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await new Promise((r) => server.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function hit(url: string): Promise<Figures> {
  const { default: autocannon } = await import('autocannon')
  // autocannon 9 takes `warmup`; its published types predate it
  const result = await autocannon({ url, headers: { 'x-forwarded-host': host, 'accept-encoding': 'br', cookie: RENDERED }, connections, duration: seconds, warmup: { connections, duration: warmup } } as Parameters<typeof autocannon>[0])
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx }
}

/** One GET on a connection of its own. */
function fresh(url: string): Promise<void> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'x-forwarded-host': host }, agent: false }, (res) => res.resume().on('end', () => done())).on('error', fail)
  })
}
