/**
 * One process of a deployment on a store, for the stock watch's store tests: it opens the store named by its
 * arguments (`sqlite <file>` or `postgres <url> <schema>`), says `ready`, and on each message does one thing:
 * `{ take }` tries the stock watch's lease once and answers whether it got it; `{ record }` reads the tenant's kept
 * snapshot, works out the run to the stock given by `record` (see `stockOf`) and writes it, saying `recording` just
 * before the write and `recorded` after (the test kills it in between).
 */
import '../../support/path-aliases.ts'

const { openDatabase } = await import('@adapters/store-sqlite/database.ts')
const { sqliteSharedStore } = await import('@adapters/store-sqlite/shared-store.ts')
const { openPostgres } = await import('@adapters/store-postgres/database.ts')
const { postgresSharedStore } = await import('@adapters/store-postgres/shared-store.ts')
const { diffSnapshots } = await import('@domain/stock-watch/stock-changes.ts')
const { stockOf } = await import('./stock-of.ts')

const [kind, target, schema] = process.argv.slice(2) as [string, string, string | undefined]
const store =
  kind === 'sqlite'
    ? sqliteSharedStore(openDatabase(target))
    : postgresSharedStore(openPostgres({ url: target, schema: schema!, max: 2 }))

type Message =
  | { take: { holder: string; now: number; until: number } }
  | { record: { cars: number; version: number; at: number } }

process.on('message', (message: Message) => {
  void (async () => {
    if ('take' in message) {
      const { holder, now, until } = message.take
      process.send!({ took: await store.jobLeases.take('stock-watch', holder, now, until) })
      return
    }
    const { cars, version, at } = message.record
    const kept = await store.stockWatch.snapshot('demo-motors')
    const run = diffSnapshots(kept?.rows ?? null, stockOf(cars, version), at)
    process.send!({ recording: run.changes.length })
    process.send!({ recorded: await store.stockWatch.record('demo-motors', kept?.run ?? null, run) })
  })()
})
process.send!({ ready: true })
