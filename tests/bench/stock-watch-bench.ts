/**
 * Stock watch benchmark (issue 31): one run of the stock watch for one tenant at 5,000 and 50,000 cars, its time and
 * memory, as the job runs it: the compact snapshot read from a Meilisearch documents endpoint (a loopback server in a
 * child process, answering pages by id), compared with the kept snapshot, and the changes and the new snapshot written
 * to the embedded SQLite store. For each size: the baseline run (every car first seen), then a run where a tenth of
 * the cars changed price, one in fifty was sold, one in a hundred is gone and as many are new.
 *
 *   node tests/bench/stock-watch-bench.ts
 *   BENCH_CARS=5000,50000,100000 …   (the sizes)
 *
 * Printed per run: wall time, this process's CPU time, the heap and resident memory grown during the run and the
 * peak resident memory of the process so far.
 */
import '../support/path-aliases.ts'
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const { openDatabase } = await import('@adapters/store-sqlite/database.ts')
const { sqliteSharedStore } = await import('@adapters/store-sqlite/shared-store.ts')
const { createMeilisearchSearch } = await import('@adapters/search-meilisearch/meilisearch-search.ts')
const { createStockWatch } = await import('@application/stock-watch/stock-watch.ts')
const { makeSite } = await import('@domain/tenancy/site.fixture.ts')

if (process.env.STOCK_BENCH_ROLE === 'server') {
  const { serveStock } = await import('./support/stock-documents-server.ts')
  const url = await serveStock()
  process.send!({ url })
} else {
  const sizes = (process.env.BENCH_CARS ?? '5000,50000').split(',').map(Number)
  const site = makeSite({ search: { search_filters: [] } })
  const server = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, STOCK_BENCH_ROLE: 'server' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const url = await new Promise<string>((ok) => server.once('message', (m: { url: string }) => ok(m.url)))
  const setStock = (cars: number, version: number) =>
    new Promise<void>((ok) => {
      server.once('message', () => ok())
      server.send({ cars, version, dealership: site.dealerships[0]!.slug })
    })
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.log('cars     run        changes   wall      cpu       heap +     rss +     peak rss')
  for (const cars of sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'stock-watch-bench-'))
    const db = openDatabase(join(dir, 'app.db'))
    const store = sqliteSharedStore(db)
    let now = Date.UTC(2026, 0, 1)
    const watch = createStockWatch({
      tenants: () => [site],
      search: createMeilisearchSearch({
        apiKey: 'bench',
        defaultHost: url,
        clock: { now: () => now },
        timeoutMs: 60_000,
      }),
      store: store.stockWatch,
      leases: store.jobLeases,
      clock: { now: () => now },
      holder: 'bench',
      everyMs: 900_000,
    })
    for (const version of [0, 1]) {
      await setStock(cars, version)
      global.gc?.()
      const heap = process.memoryUsage().heapUsed
      const rss = process.memoryUsage().rss
      const cpu = process.cpuUsage()
      const started = performance.now()
      const run = await watch.run()
      const wall = performance.now() - started
      const used = process.cpuUsage(cpu)
      const memory = process.memoryUsage()
      const tenant = run?.tenants[0]
      if (tenant?.outcome !== 'recorded') throw new Error(`run did not record: ${JSON.stringify(tenant)}`)
      console.log(
        [
          String(cars).padEnd(8),
          (version === 0 ? 'baseline' : 'changes').padEnd(10),
          String(tenant.changes).padEnd(9),
          `${wall.toFixed(0)} ms`.padEnd(9),
          `${((used.user + used.system) / 1000).toFixed(0)} ms`.padEnd(9),
          mb(memory.heapUsed - heap).padEnd(10),
          mb(memory.rss - rss).padEnd(9),
          mb(process.resourceUsage().maxRSS * 1024),
        ].join(' '),
      )
      now += 900_000
    }
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
  server.kill()
}
