/**
 * Search-page SSR at 5,000 cars per tenant, through the production handler in this process.
 * Run: `npx vite build && npx tsx tests/bench/search-ssr-bench.ts [cars=5000] [requests=200]`.
 * Tenant files are copied with demo_stock.count raised; each request is a different listing address
 * (paths, facets, price ranges, sorts, pages) so the figure is not one cached page. Prints p50/p95 per tenant.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { loadBuiltApp } from '../fuzz/support-built-app.ts'

const TENANTS = ['demo-motors', 'ridewest-motorcycles', 'heavy-haul-trucks'] as const
const TARGET_P50_MS = 50

const ADDRESSES = [
  '',
  '/used-cars',
  '/new-cars',
  '?sortBy=price_asc',
  '?sortBy=latest&page=3',
  '?range[price]=10000:40000',
  '?refinementList[body][0]=suv',
  '?refinementList[fuel][0]=Diesel&sortBy=price_desc',
  '?weekly[0]=100-125&weekly[1]=125-150',
  '?query=auto',
  '?range[year]=2018:&page=2',
  '/7-seater-cars',
  '/cars-under-150-per-week',
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

export async function main(args: string[] = process.argv.slice(2)) {
  const cars = Number(args[0] ?? 5000)
  const requests = Number(args[1] ?? 200)
  const source = resolve(import.meta.dirname, '../../tenants/sites')
  const dir = mkdtempSync(join(tmpdir(), 'search-bench-tenants-'))
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(source).filter((n) => n.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(source, name), 'utf8'))
    file.demo_stock = { ...file.demo_stock, count: cars }
    writeFileSync(join(dir, name), JSON.stringify(file))
  }
  const app = await loadBuiltApp({ TENANTS_DIR: dir })
  const results: string[] = []
  for (const slug of TENANTS) {
    const file = JSON.parse(readFileSync(join(dir, `${slug}.json`), 'utf8'))
    const base =
      file.site.search?.default_search_path ??
      (file.site.template === 'trucks' ? '/search/new-used-and-demo-trucks' : '/search/new-used-and-demo-cars')
    const urls = ADDRESSES.map((a) => (a.startsWith('/') ? `/search${a}` : `${base}${a}`))
    const cpu: number[] = []
    const get = async (path: string, marker = 'listing__count') => {
      const url = `http://${slug}.localhost${path}`
      const started = performance.now()
      const cpuStart = process.cpuUsage()
      const response = await app.fetch(
        new Request(url, { headers: { host: `${slug}.localhost`, accept: 'text/html' } }),
      )
      const html = await response.text()
      const ms = performance.now() - started
      const used = process.cpuUsage(cpuStart)
      cpu.push((used.user + used.system) / 1000)
      if (response.status !== 200 || !html.includes(marker)) throw new Error(`${url}: ${response.status}`)
      return ms
    }
    const first = await get(urls[0]!) // builds the tenant's index: reported apart
    for (const url of urls) await get(url) // warm each address's code paths once
    // the shell alone (home page) on the same machine at the same moment: what any page costs here
    const home: number[] = []
    for (let i = 0; i < 20; i++) home.push(await get('/', '</html>'))
    home.sort((a, b) => a - b)
    cpu.length = 0
    const times: number[] = []
    for (let i = 0; i < requests; i++) times.push(await get(urls[i % urls.length]!))
    times.sort((a, b) => a - b)
    cpu.sort((a, b) => a - b)
    const count = /data-count="(\d+)"/.exec(
      await (
        await app.fetch(new Request(`http://${slug}.localhost${base}`, { headers: { host: `${slug}.localhost` } }))
      ).text(),
    )?.[1]
    results.push(
      `${slug.padEnd(22)} listed ${count} of ${cars}  first (index build) ${first.toFixed(0)} ms  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  CPU p50 ${percentile(cpu, 50).toFixed(1)} ms  (home page p50 ${percentile(home, 50).toFixed(1)} ms; ${requests} requests)`,
    )
  }
  console.log(`Search SSR at ${cars} cars per tenant (target p50 ≤ ${TARGET_P50_MS} ms):`)
  for (const line of results) console.log(`  ${line}`)
  process.exit(0)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main()
