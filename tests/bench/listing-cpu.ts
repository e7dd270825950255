/**
 * The uncached listing's own cost, in process: CPU milliseconds (all threads, and the main thread alone) and bytes
 * allocated per render, for one or more builds side by side. Each build is loaded in a child process of its own
 * (the built server's `fetch`, `cookie: bench=1` so the response cache is not used, every request a new price range
 * as `bench:pages` asks); the children take turns, one batch at a time, so load from other work on the machine falls
 * on every build alike. Prints each build's median per round, and lower/upper quartiles.
 *
 * Run: `node tests/bench/listing-cpu.ts [distDir …]` (default: ./dist; `plain:distDir` without the server's Node options), LISTING_ROUNDS (default 12) rounds of
 * LISTING_BATCH (default 20) requests after a warm-up of 150; LISTING_PAGE=/path measures that page instead; LISTING_REQUEST=miss asks anonymously and compressed (the response cache's miss), LISTING_REQUEST=hot the same anonymous address each time (its hit), LISTING_REQUEST=lead posts a lead as bench:leads does (demo store). Without compression, HTTP or logging to a socket:
 * what the page's render and data cost, for comparing builds, not the server's CPU per request over HTTP.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { GCProfiler, getHeapStatistics } from 'node:v8'
import { serverNodeOptions } from '../../scripts/server-node-options.mjs'
import { makeLeadPayload } from '../../domain/leads/testing/lead-fixture.ts'

const root = resolve(import.meta.dirname, '../..')
const HOST = 'demo-motors.localhost'
const LISTING = '/search/new-used-and-demo-cars'

interface Reading {
  readonly cpuMs: number
  readonly mainMs: number
  readonly allocatedKb: number
}

/** The main thread's CPU time so far, to the microsecond (a /proc tick is too coarse for one page's render). */
const mainThreadMs = (): number => {
  const used = process.threadCpuUsage()
  return (used.user + used.system) / 1000
}

/** Bytes allocated while `work` runs: what each collection found beyond what the previous one left, plus the rest. */
async function measured(work: () => Promise<void>): Promise<{ allocated: number }> {
  const profiler = new GCProfiler()
  const usedBefore = getHeapStatistics().used_heap_size
  profiler.start()
  await work()
  const usedAfter = getHeapStatistics().used_heap_size
  const result = profiler.stop()
  let allocated = 0
  let last = usedBefore
  for (const gc of result?.statistics ?? []) {
    allocated += gc.beforeGC.heapStatistics.usedHeapSize - last
    last = gc.afterGC.heapStatistics.usedHeapSize
  }
  allocated += usedAfter - last
  return { allocated }
}

/**
 * A CPU profile of `work` (listing.cpuprofile in `dir`), or with LISTING_PROFILE_HEAP=1 an allocation profile
 * (sampled, collected objects included: listing.heapprofile). Open them in Chrome's DevTools.
 */
async function profiled(dir: string, work: () => Promise<void>): Promise<void> {
  const session = new Session()
  session.connect()
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((done, fail) =>
      session.post(method, params ?? {}, (error, result) => (error ? fail(error) : done(result as T))),
    )
  await post('Profiler.enable')
  // one at a time: sampling allocations slows the code down unevenly, which would skew the CPU profile
  if (process.env.LISTING_PROFILE_HEAP === '1') {
    await post('HeapProfiler.enable')
    await post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    })
    await work()
    const { profile } = await post<{ profile: object }>('HeapProfiler.stopSampling')
    writeFileSync(join(dir, 'listing.heapprofile'), JSON.stringify(profile))
  } else {
    await post('Profiler.setSamplingInterval', { interval: 250 })
    await post('Profiler.start')
    await work()
    const { profile } = await post<{ profile: object }>('Profiler.stop')
    writeFileSync(join(dir, 'listing.cpuprofile'), JSON.stringify(profile))
  }
  session.disconnect()
}

type Fetch = (request: Request) => Promise<Response>

/** The request each build answers, by LISTING_REQUEST, as an asynchronous function that checks its answer. */
function requestOf(kind: string, app: { fetch: Fetch }): () => Promise<void> {
  let next = 1000
  const page = process.env.LISTING_PAGE // another page's path (a vehicle page, `/`): the same address every time
  const address = () => (page ? `http://${HOST}${page}` : `http://${HOST}${LISTING}?range[price]=${next++}:`)
  const answered = async (url: string, request: Request, status: number, ends: string) => {
    const response = await app.fetch(request)
    const text = await response.text()
    if (response.status !== status || !text.includes(ends)) throw new Error(`${url}: ${response.status}`)
  }
  if (kind === 'uncached')
    return () => {
      const url = address()
      return answered(
        url,
        new Request(url, { headers: { host: HOST, accept: 'text/html', cookie: 'bench=1' } }),
        200,
        '</html>',
      )
    }
  if (kind === 'miss')
    // as bench:pages' uncached listing asks it: anonymous, compressed, a new address each time (the response cache's
    // miss, its key and ETag, and the compression included)
    return () => {
      const url = address()
      const headers = { host: HOST, accept: 'text/html', 'accept-encoding': 'br, gzip' }
      return answered(url, new Request(url, { headers }), 200, '')
    }
  if (kind === 'hot') {
    // the same anonymous address every time, compressed as a browser asks: the response cache's kept page
    const url = page ? `http://${HOST}${page}` : `http://${HOST}${LISTING}`
    const headers = { host: HOST, accept: 'text/html', 'accept-encoding': 'br, gzip' }
    return () => answered(url, new Request(url, { headers }), 200, '')
  }
  if (kind === 'lead') {
    // POST /api/leads as bench:leads sends it: through a trusted proxy, each from an address and with a key of its own
    const body = JSON.stringify({ lead: makeLeadPayload(LEAD) })
    return () => {
      const n = next++
      const url = 'http://127.0.0.1/api/leads'
      const request = new Request(url, {
        method: 'POST',
        headers: {
          'x-forwarded-host': 'subscribe-cars.localhost',
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          'idempotency-key': `cpu-${process.pid}-${n}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body,
      })
      Object.defineProperty(request, 'ip', { value: '127.0.0.1', configurable: true }) // the socket's, as the server sets it
      return answered(url, request, 201, '"id"')
    }
  }
  throw new Error(`LISTING_REQUEST: ${kind} is not uncached, miss, hot or lead`)
}

const LEAD = {
  website_slug: 'subscribe-cars',
  dealership_slug: 'subscribe-cars',
  message: 'bench lead',
  visited_pages: ['/', '/search'],
}

async function child(dist: string): Promise<void> {
  const copy = join(root, 'node_modules/.cache', `listing-cpu-${process.pid}`)
  cpSync(dist, join(copy, 'dist'), { recursive: true })
  process.on('exit', () => rmSync(copy, { recursive: true, force: true }))
  process.on('SIGTERM', () => process.exit(0)) // the driver's kill: remove the copy on the way out
  Object.assign(process.env, {
    ADAPTERS: 'demo',
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'listing-cpu-')),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
  })
  const app = (
    (await import(pathToFileURL(join(copy, 'dist/server/server.js')).href)) as {
      default: { fetch(r: Request): Promise<Response> }
    }
  ).default
  const render = requestOf(process.env.LISTING_REQUEST ?? 'uncached', app)
  for (let i = 0; i < 150; i++) await render()
  const profileDir = process.env.LISTING_PROFILE_DIR
  if (profileDir) {
    await profiled(profileDir, async () => {
      for (let i = 0; i < Number(process.env.LISTING_PROFILE_RENDERS ?? 300); i++) await render()
    })
    process.exit(0)
  }
  process.send?.({ ready: true })
  process.on('message', async (message: { batch: number }) => {
    const cpu = process.cpuUsage()
    const main = mainThreadMs()
    const { allocated } = await measured(async () => {
      for (let i = 0; i < message.batch; i++) await render()
    })
    const used = process.cpuUsage(cpu)
    const reading: Reading = {
      cpuMs: (used.user + used.system) / 1000 / message.batch,
      mainMs: (mainThreadMs() - main) / message.batch,
      allocatedKb: allocated / 1024 / message.batch,
    }
    process.send?.(reading)
  })
}

const quartiles = (values: number[]): string => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number
  return `${at(0.5).toFixed(1)} (${at(0.25).toFixed(1)}–${at(0.75).toFixed(1)})`
}

async function driver(dists: string[]): Promise<void> {
  const rounds = Number(process.env.LISTING_ROUNDS ?? 12)
  const batch = Number(process.env.LISTING_BATCH ?? 20)
  if (process.env.LISTING_PROFILE_DIR) {
    const c = fork(import.meta.filename, ['--child', dists[0] as string], {
      execArgv: serverNodeOptions(process.execArgv),
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
    await new Promise((done) => c.once('exit', done))
    return
  }
  // each build runs with the production server's Node options (scripts/server-node-options.mjs); `plain:DIR` runs
  // DIR without them, with Node's own defaults, to compare
  const children: ChildProcess[] = dists.map((dist) => {
    const plain = dist.startsWith('plain:')
    const execArgv = plain ? process.execArgv : serverNodeOptions(process.execArgv)
    return fork(import.meta.filename, ['--child', plain ? dist.slice('plain:'.length) : dist], {
      execArgv,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    })
  })
  // the next message of this tool's own (the app may send its own: a stored lead's notice)
  const nextMessage = <T>(c: ChildProcess) =>
    new Promise<T>((done) => {
      const read = (m: unknown) => {
        if (typeof m !== 'object' || m === null || !('ready' in m || 'cpuMs' in m)) return
        c.off('message', read)
        done(m as T)
      }
      c.on('message', read)
    })
  // loaded one after another so the warm-ups do not compete
  for (const c of children) {
    await nextMessage(c)
  }
  const readings: Reading[][] = dists.map(() => [])
  for (let r = 0; r < rounds; r++) {
    for (const [k, c] of children.entries()) {
      const reply = nextMessage<Reading>(c)
      c.send({ batch })
      readings[k]!.push(await reply)
    }
  }
  for (const c of children) c.kill()
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  console.log(
    `${rounds} rounds of ${batch} ${process.env.LISTING_REQUEST ?? 'uncached'} ${process.env.LISTING_PAGE ?? 'listings'} per build, median (quartiles) per request; load average ${load}`,
  )
  for (const [k, dist] of dists.entries()) {
    const rs = readings[k]!
    console.log(
      `${dist}: CPU ${quartiles(rs.map((x) => x.cpuMs))} ms, main thread ${quartiles(rs.map((x) => x.mainMs))} ms, allocated ${quartiles(rs.map((x) => x.allocatedKb))} KB`,
    )
  }
}

if (process.argv[2] === '--child') await child(process.argv[3] as string)
else await driver(process.argv.length > 2 ? process.argv.slice(2) : [join(root, 'dist')])
