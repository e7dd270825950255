import { describe, expect, it } from 'vitest'
import pg from 'pg'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { built, startInstances, type Instance } from './support/instances.ts'
import { eventually, postgresStore, sqliteStore, type Store } from './support/stores.ts'

/**
 * Issue 14: a lead accepted by a process that runs no delivery loop (another instance's, or one of `npm start`'s
 * other workers) goes out at once, woken by the word of it (PostgreSQL's NOTIFY; npm start's primary for the
 * embedded store), not on the loop's next poll. The poll is set to an hour here: only the wake can deliver in time.
 */
const SUBSCRIBE = 'subscribe-cars.localhost'
const HOURLY = { LEADS_POLL_SECONDS: '3600' }

async function post(site: Instance, n: number): Promise<string> {
  const lead = {
    lead: makeLeadPayload({
      website_slug: 'subscribe-cars',
      dealership_slug: 'subscribe-cars',
      email: `wake-${n}@example.com`,
    }),
  }
  // a connection each (as separate shoppers): npm start's workers share the port, and each takes some
  const answer = await site.call('POST', '/api/leads', {
    host: SUBSCRIBE,
    json: lead,
    headers: { 'x-forwarded-for': `203.0.113.${100 + n}`, connection: 'close' },
  })
  expect(answer.status).toBe(201)
  return (JSON.parse(answer.text) as { id: string }).id
}

async function deliveredOnce(store: Store, ids: readonly string[]): Promise<void> {
  await eventually(async () => {
    const delivered = await store.deliveries(ids)
    return ids.every((id) => delivered.get(id) === 1)
  })
}

describe.skipIf(!built && !process.env.CI)(
  'a lead stored by a process without the delivery loop goes out at once',
  () => {
    it('PostgreSQL: posted to an instance that delivers nothing, delivered once by the other, woken by NOTIFY', async () => {
      const store = await postgresStore(HOURLY)
      const [a, b] = await startInstances([store.env(0), { ...store.env(1), BACKGROUND_JOBS: 'off' }])
      try {
        // the delivering instance listens (and has looked at the empty outbox once): from here only a wake delivers
        const client = new pg.Client(store.url!)
        await client.connect()
        await eventually(
          async () =>
            (
              await client.query(
                "SELECT 1 FROM pg_stat_activity WHERE query = 'LISTEN lead_outbox' AND datname = current_database()",
              )
            ).rowCount! > 0,
        )
        await client.end()
        const ids = [await post(b!, 1), await post(b!, 2), await post(b!, 3)]
        await deliveredOnce(store, ids)
      } finally {
        await Promise.all([a?.stop(), b?.stop()])
        await store.close()
      }
    })

    it("SQLite, npm start's two workers: leads taken by the worker without the loop are delivered once by the first one's", async () => {
      const store = await sqliteStore({ ...HOURLY, WEB_CONCURRENCY: '2' })
      const [site] = await startInstances([store.env(0)])
      try {
        // one at a time, each delivered before the next is sent: the first worker's loop is idle (its next look an hour
        // away) whenever a lead arrives, so one taken by the other worker only goes out if the word of it reaches it
        // both workers took leads (the request log lines name their process): at least twelve, and more until both
        // have (the kernel gives each new connection to either worker, so twelve in a row to one is rare, not impossible)
        const takers = () =>
          new Set(
            site!
              .output()
              .split('\n')
              .filter((line) => line.includes('"route":"/api/leads"'))
              .map((line) => (JSON.parse(line) as { pid: number }).pid),
          )
        for (let n = 1; n <= 12 || (n <= 40 && takers().size < 2); n++)
          await deliveredOnce(store, [await post(site!, n)])
        expect(takers().size).toBe(2)
      } finally {
        await site?.stop()
        await store.close()
      }
    })
  },
)
