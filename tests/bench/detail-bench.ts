/**
 * Vehicle detail page SSR benchmark (target p50 ≤ 40 ms): the built server's handler renders detail pages of
 * two templates (car and motorcycle) in process, the way the production server calls it, one request at a time.
 * Needs a build first (`npx vite build`).
 *
 *   node tests/bench/detail-bench.ts [rounds]      (or: npx tsx tests/bench/detail-bench.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'

const TENANTS = ['demo-motors', 'ridewest-motorcycles'] as const
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const fmt = (ms: number) => `${ms.toFixed(1)} ms`

type App = { fetch(request: Request): Promise<Response> }

async function get(app: App, host: string, path: string): Promise<Response> {
  return app.fetch(new Request(`http://${host}${path}`, { headers: { host, accept: 'text/html' } }))
}

export async function main(args: readonly string[] = process.argv.slice(2)) {
  const rounds = Number(args[0] ?? 200)
  const dataDir = mkdtempSync(join(tmpdir(), 'detail-bench-'))
  process.env.ADAPTERS = 'demo'
  process.env.DATA_DIR = dataDir
  process.removeAllListeners('warning')
  const root = resolve(import.meta.dirname, '../..')
  process.chdir(root)
  const app = (await import(pathToFileURL(join(root, 'dist/server/server.js')).href)).default as App

  const pages: { host: string; path: string }[] = []
  for (const slug of TENANTS) {
    const host = `${slug}.localhost:3000`
    const stock = (await (await get(app, host, '/mock/vehicle-stock.json')).json()) as {
      cars: { path: string; sold: boolean }[]
    }
    pages.push(...stock.cars.slice(0, 40).map((c) => ({ host, path: c.path })))
  }
  // warm-up: first renders compile templates and fill the stock caches
  for (const page of pages.slice(0, 20)) await (await get(app, page.host, page.path)).text()

  const times: number[] = []
  let bytes = 0
  for (let i = 0; i < rounds; i += 1) {
    const page = pages[i % pages.length]!
    const started = performance.now()
    const response = await get(app, page.host, page.path)
    const html = await response.text()
    times.push(performance.now() - started)
    if (response.status !== 200) throw new Error(`${page.path}: HTTP ${response.status}`)
    bytes += html.length
  }
  times.sort((a, b) => a - b)
  console.log(`detail page SSR, ${rounds} requests over ${pages.length} vehicles of ${TENANTS.join(' and ')}`)
  console.log(
    `  p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(times.at(-1)!)}  (target p50 ≤ 40 ms)`,
  )
  console.log(`  average page ${(bytes / rounds / 1024).toFixed(1)} KiB`)
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
