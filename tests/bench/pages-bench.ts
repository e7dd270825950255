/**
 * Pages under load: the production server (`scripts/serve.mjs`, demo mode) as one process and then as one worker per
 * core (`WEB_CONCURRENCY`, as `npm start` runs it; BENCH_WORKERS to choose), and, in the same run, a bare React page of the same listing data (the first page's cards and the facet options) rendered with
 * react-dom/server on plain node:http as the anchor: what this machine can do for a page of that size right now.
 * Run after a build: `npx vite build && npm run bench:pages` (BENCH_SECONDS per run, default 10; BENCH_PORT and
 * BENCH_ANCHOR_PORT to choose the two servers' ports, else free ones; BENCH_SERVE_SCRIPT=…/serve.mjs another build's
 * server, to compare two builds in one sitting).
 *
 * Loads (autocannon; the production server is asked with `Accept-Encoding: br, gzip` as browsers do):
 * - uncached listing: 20 connections, every request a different address (a price range no one asked before);
 * - uncached vehicle page and home: 50 connections, each request with a personal cookie (never served cached);
 * - hot listing, vehicle page and home: 50 connections, the same address again (the response cache).
 * Both runs get the same loads and the same addresses (the uncached listing's n-th request asks the same price range
 * in each). A run starts once every worker listens (the primary's "Serving …" line, not the first worker's /readyz)
 * and once each serving process has rendered every page type five times (counted from its request log lines).
 * Prints req/s, p50, p99, errors and non-2xx per load, the ratio to the anchor, all workers against one process per
 * load with the server's CPU per request beside it, the requests each worker answered during each load (an uneven
 * split shows), each process's CPU during each load (/proc: main thread, libuv's pool, V8's threads; the load
 * generator's too, it shares the machine), and the listing's HTML and serialised-state bytes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { coresBetween, describeCores, machineBusyMs, treeCpu, type ProcessCpu } from './support/process-cpu.ts'
import { answeredBetween, countRequests, describeSplit, readLog, type RequestCounts } from './support/server-log.ts'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'

const SLUG = 'demo-motors'
const HOST = `${SLUG}.localhost`
const LISTING = '/search/new-used-and-demo-cars'
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const root = resolve(import.meta.dirname, '../..')
/** BENCH_SERVE_SCRIPT: another build's server (its worktree's scripts/serve.mjs), to compare two builds in one sitting */
const serveScript = process.env.BENCH_SERVE_SCRIPT ?? join(root, 'scripts/serve.mjs')

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

/** The production server as `workers` processes (WEB_CONCURRENCY; 1: scripts/serve.mjs alone), once every one listens. */
async function startProduction(workers: number): Promise<Production> {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()))
  const dir = mkdtempSync(join(tmpdir(), 'pages-bench-'))
  const log = join(dir, 'stdout.log')
  const child = spawn(process.execPath, [...serverNodeOptions(), serveScript], {
    env: {
      ...process.env,
      ADAPTERS: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      WEB_CONCURRENCY: String(workers),
    },
    // the log lines go to a file (read between loads for each process's requests), not a pipe this process reads
    stdio: ['ignore', openSync(log, 'w'), 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const url = `http://127.0.0.1:${port}`
  // "Serving …" is printed once every worker listens. A load begun while only some listen keeps its connections on
  // those for the whole run, so a load begun on the first worker's /readyz while the second still loads measures the
  // first worker alone (the workers also listen together: scripts/cluster.mjs).
  while (!/^Serving /m.test(readLog(log))) {
    if (child.exitCode !== null)
      throw new Error(`the production server exited (${child.exitCode}); is there a build? npx vite build`)
    await new Promise((r) => setTimeout(r, 250))
  }
  // the processes that answer: the one process, or the workers (worker 1 first; found through /proc, so none
  // elsewhere and then no split is printed)
  const servers =
    workers === 1
      ? [child.pid!]
      : treeCpu(child.pid!)
          .filter((p) => p.ppid === child.pid && p.command.includes('serve.mjs'))
          .map((p) => p.pid)
          .sort((a, b) => a - b)
  if (servers.length > 0 && servers.length !== workers)
    throw new Error(`expected ${workers} serving processes, found ${servers.length}`)
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  return { url, pid: child.pid!, servers, requests: () => countRequests(readLog(log)), stop }
}

interface Production {
  readonly url: string
  /** the process started (the primary with workers) */
  readonly pid: number
  /** the processes that answer requests, worker 1 first */
  readonly servers: readonly number[]
  /** requests answered so far, by process and route (from the request log lines) */
  readonly requests: () => RequestCounts
  readonly stop: () => Promise<void>
}

/** fetch() drops a Host header; node:http sends it as given (on a connection of its own: the kernel spreads those over the workers) */
function ask(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<string> {
  return new Promise((answer, fail) => {
    const request = httpRequest(
      url,
      {
        agent: false,
        method: init.method ?? 'GET',
        headers: {
          host: HOST,
          ...(init.body ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => answer(Buffer.concat(chunks).toString()))
      },
    )
    request.on('error', fail)
    request.end(init.body)
  })
}

interface Hit {
  readonly name?: string
  readonly slug?: string
  readonly price?: number
  readonly images?: readonly string[]
  readonly [key: string]: unknown
}

/** The anchor page: the listing's cards and facet checkboxes, nothing else. */
function anchorPage(hits: readonly Hit[], facets: Record<string, Record<string, number>>): string {
  const card = (hit: Hit, i: number) =>
    h(
      'li',
      { key: i, className: 'card' },
      h(
        'a',
        { href: `/cars/${hit.slug ?? i}` },
        h('img', {
          src: String(hit.images?.[0] ?? '/placeholder.webp'),
          alt: String(hit.name ?? ''),
          width: 320,
          height: 240,
          loading: i < 3 ? 'eager' : 'lazy',
        }),
        h('h3', null, String(hit.name ?? '')),
        h('p', { className: 'price' }, `$${Number(hit.price ?? 0).toLocaleString('en-AU')}`),
      ),
    )
  const options = Object.entries(facets)
    .flatMap(([facet, counts]) => Object.entries(counts).map(([value, count]) => ({ facet, value, count })))
    .slice(0, 80)
  const facet = (o: { facet: string; value: string; count: number }, i: number) =>
    h(
      'label',
      { key: i },
      h('input', { type: 'checkbox', name: `refinementList[${o.facet}][]`, value: o.value }),
      ` ${o.value} (${o.count})`,
    )
  const body = h(
    'main',
    null,
    h('h1', null, 'Cars for sale'),
    h('aside', null, options.map(facet)),
    h('ol', null, hits.map(card)),
  )
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Cars for sale</title></head><body>${renderToString(body)}</body></html>`
}

async function startAnchor(
  hits: readonly Hit[],
  facets: Record<string, Record<string, number>>,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    const html = anchorPage(hits, facets)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) })
    response.end(html)
  })
  const port = Number(process.env.BENCH_ANCHOR_PORT ?? (await freePort()))
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${port}`, server }
}

interface Figures {
  readonly label: string
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly errors: number
  readonly non2xx: number
  /** each process's CPU during the load (the server's and this one's: autocannon), in cores */
  readonly cores: readonly ProcessCpu[]
  /** the whole machine's busy cores during the load (null without /proc): what is not ours is other work's */
  readonly machine: number | null
  /** the requests each serving process answered during the load (empty for the anchor) */
  readonly split: readonly { pid: number; requests: number }[]
  /** the server's CPU (every process and thread of it) per answered request, in ms: holds on a busy machine */
  readonly serverMsPerRequest: number | null
}

async function load(
  label: string,
  url: string,
  options: {
    connections: number
    headers?: Record<string, string>
    paths: (i: number) => string
    production?: Production
  },
): Promise<Figures> {
  console.error(`… ${label}`)
  let i = 0
  const { production } = options
  const reading = () => [...(production ? treeCpu(production.pid) : []), ...treeCpu(process.pid).slice(0, 1)]
  const answered = production?.requests()
  const before = reading()
  const machineBefore = machineBusyMs()
  const started = performance.now()
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: seconds,
    headers: { host: HOST, ...options.headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: options.paths(i++) }) }],
  })
  const wall = performance.now() - started
  const cores = coresBetween(before, reading(), wall)
  const machineAfter = machineBusyMs()
  const machine = machineBefore === null || machineAfter === null ? null : (machineAfter - machineBefore) / wall
  const split = production && answered ? answeredBetween(answered, production.requests(), production.servers) : []
  const requests = split.reduce((sum, s) => sum + s.requests, 0)
  const serverCores = cores.filter((c) => c.pid !== process.pid).reduce((sum, c) => sum + c.main + c.pool + c.other, 0)
  const serverMsPerRequest = requests === 0 ? null : (serverCores * wall) / requests
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cores,
    machine,
    split,
    serverMsPerRequest,
  }
}

const BROWSER = { 'accept-encoding': 'br, gzip' }

/** The production loads, in order; `detail` is a vehicle page's address. */
function productionLoads(detail: string) {
  const distinct = (i: number) => `${LISTING}?range[price]=${1000 + i}:`
  const personal = { ...BROWSER, cookie: 'bench=1' }
  return [
    {
      label: 'listing, uncached (a new address each request), 20 connections',
      connections: 20,
      headers: BROWSER,
      paths: distinct,
    },
    {
      label: 'vehicle page, uncached (personal cookie), 50 connections',
      connections: 50,
      headers: personal,
      paths: () => detail,
    },
    { label: 'home, uncached (personal cookie), 50 connections', connections: 50, headers: personal, paths: () => '/' },
    { label: 'listing, hot (response cache), 50 connections', connections: 50, headers: BROWSER, paths: () => LISTING },
    { label: 'vehicle page, hot, 50 connections', connections: 50, headers: BROWSER, paths: () => detail },
    { label: 'home, hot, 50 connections', connections: 50, headers: BROWSER, paths: () => '/' },
  ]
}

/** The warm-up's pages and the route pattern each is logged under. */
const warmUpPages = (detail: string) => [
  { route: '/search/$', path: (i: number) => `${LISTING}?page=${(i % 5) + 2}` },
  { route: '/cars/$slug', path: () => detail },
  { route: '/', path: () => '/' },
]

/** Every load against the production server as `workers` processes. */
async function measureServer(workers: number, detail: string): Promise<Figures[]> {
  const production = await startProduction(workers)
  try {
    console.error(
      `… production server up at ${production.url} (${workers === 1 ? 'one process' : `${workers} workers`})`,
    )
    // warm-up: every page type rendered at least five times in every serving process (JIT, the tenant's index, the
    // lazily loaded route chunks), as its request log says: each ask is a connection of its own, which the kernel
    // hands to any worker, so the count is checked rather than assumed
    const warm = (i: number) => {
      if (production.servers.length === 0) return i >= 5 * workers // no /proc: the workers are not known by id
      const counts = production.requests()
      return production.servers.every((pid) =>
        warmUpPages(detail).every(({ route }) => (counts.get(pid)?.get(route) ?? 0) >= 5),
      )
    }
    for (let i = 0; !warm(i); i++) {
      if (i === 50 * workers) throw new Error('the warm-up did not reach every worker: is one of them not listening?')
      for (const { path } of warmUpPages(detail))
        await ask(`${production.url}${path(i)}`, { headers: { cookie: 'bench=1' } })
    }
    const figures: Figures[] = []
    for (const { label, ...options } of productionLoads(detail)) {
      figures.push(
        await load(`${label} [${workers === 1 ? '1 process' : `${workers} workers`}]`, production.url, {
          ...options,
          production,
        }),
      )
    }
    return figures
  } finally {
    await production.stop()
  }
}

async function main() {
  const workers = Number(process.env.BENCH_WORKERS ?? availableParallelism())
  const probe = await startProduction(1)
  let listingHtml: string
  let answer: { hits: Hit[]; facetDistribution: Record<string, Record<string, number>> }
  try {
    listingHtml = await ask(`${probe.url}${LISTING}`, { headers: { cookie: 'bench=1' } })
    answer = JSON.parse(
      await ask(`${probe.url}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          limit: 21,
          facets: ['car_type', 'make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'location_name'],
        }),
      }),
    ) as typeof answer
  } finally {
    await probe.stop()
  }
  const scripts = [...listingHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]!),
    0,
  )
  const total = Buffer.byteLength(listingHtml)
  const detail = /href="(\/(?:cars|motorcycles|campers)\/[^"/?#]+)"/.exec(listingHtml)?.[1]
  if (!detail) throw new Error('no vehicle link on the listing')

  const anchor = await startAnchor(answer.hits, answer.facetDistribution ?? {})
  const anchorFigures = await load('anchor: bare React page of the same listing data, 20 connections', anchor.url, {
    connections: 20,
    paths: () => '/',
  })
  anchor.server.close()
  // one process, then every worker, in the same run: the ratio is the issue's figure (all workers ≥ 1.6× one process)
  const single = await measureServer(1, detail)
  const all = workers > 1 ? await measureServer(workers, detail) : []

  const row = (f: Figures) =>
    `${f.label.padEnd(82)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(5)} ms  errors ${f.errors}  non-2xx ${f.non2xx}`
  console.log(
    `Pages under load (${seconds} s each, autocannon on loopback, demo mode, ${SLUG}; ${availableParallelism()} cores):`,
  )
  console.log(`  ${row(anchorFigures)}`)
  for (const f of [...single, ...all]) console.log(`  ${row(f)}  ${(f.rps / anchorFigures.rps).toFixed(2)}× anchor`)
  const workerName = (f: Figures, pid: number) =>
    f.split.length > 1 ? `worker ${f.split.findIndex((s) => s.pid === pid) + 1}` : 'server'
  const generator = (f: Figures) => f.cores.find((c) => c.pid === process.pid)
  if (all.length > 0) {
    // the issue's figure is the server's throughput: on the hot loads the load generator, on the same two cores,
    // takes most of one (its cores are printed), so there the ratio says how much of the machine autocannon left,
    // and the server's CPU per request (which a second worker should not raise) is the figure to read
    console.log(
      `All ${workers} workers against one process, same run (the issue asks ≥ 1.6× in throughput; server CPU per request, and the load generator's cores, beside it):`,
    )
    single.forEach((one, i) => {
      const many = all[i]!
      const ms = (f: Figures) => (f.serverMsPerRequest === null ? '?' : f.serverMsPerRequest.toFixed(1))
      const cores = (f: Figures) => {
        const c = generator(f)
        return c ? (c.main + c.pool + c.other).toFixed(2) : '?'
      }
      console.log(
        `  ${one.label.replace(/ \[.*$/, '').padEnd(70)} ${(many.rps / one.rps).toFixed(2)}×  server CPU ${ms(one)} → ${ms(many)} ms/request  load generator ${cores(one)} → ${cores(many)} cores`,
      )
    })
  }
  console.log('Requests each serving process answered during each load (from the request log lines):')
  for (const f of [...single, ...all])
    console.log(`  ${f.label}: ${describeSplit(f.split, (pid) => workerName(f, pid))}`)
  console.log(
    "CPU during each load, in cores (/proc: each process's main thread, libuv's thread pool, V8's and other threads):",
  )
  for (const f of [anchorFigures, ...single, ...all]) {
    const primary = f.cores.find(
      (c) =>
        c.command.includes('serve.mjs') && f.cores.some((w) => w.ppid === c.pid && w.command.includes('serve.mjs')),
    )
    const nameOf = (c: ProcessCpu) =>
      c.pid === process.pid
        ? 'load generator (autocannon, this process)'
        : c === primary
          ? 'primary'
          : c.command.includes('serve.mjs')
            ? workerName(f, c.pid)
            : c.command
    const ours = f.cores.reduce((sum, c) => sum + c.main + c.pool + c.other, 0)
    const others =
      f.machine === null
        ? ''
        : `; the machine ${f.machine.toFixed(2)} cores busy, ${Math.max(0, f.machine - ours).toFixed(2)} of them other work`
    console.log(`  ${f.label} (ours ${ours.toFixed(2)} cores${others})`)
    for (const line of describeCores(f.cores, nameOf)) console.log(`    ${line}`)
  }
  console.log(
    `  listing HTML ${(total / 1024).toFixed(1)} KB uncompressed, of which inline scripts (serialised state and loader) ${(scripts / 1024).toFixed(1)} KB; anchor page ${(Buffer.byteLength(anchorPage(answer.hits, answer.facetDistribution ?? {})) / 1024).toFixed(1)} KB`,
  )
  process.exit(0)
}

await main().catch((error) => {
  console.error(error)
  process.exit(1)
})
