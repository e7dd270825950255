import { afterAll, describe, expect, inject, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { isStoreUnavailable } from '@domain/ports/store-unavailable.ts'
import { openPostgres } from '@adapters/store-postgres/database.ts'
import { createPostgresLeadStore } from '@adapters/store-postgres/lead-store.ts'
import { createPostgresSpentAnswers } from '@adapters/store-postgres/shared-state.ts'
import { createPostgresRateLimiter } from '@adapters/store-postgres/rate-limiter.ts'
import { createPostgresLeadCreateWithin } from '@adapters/store-postgres/lead-create-within.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { register } from 'prom-client'
import { postgresSharedStore } from '@adapters/store-postgres/shared-store.ts'
import { observeLeadWrite } from '../../web/server/ops/metrics.ts'

/**
 * The PostgreSQL lead store's group commit (adapters/store-postgres/batched.ts) on a real server: the creates of one
 * turn go to the database as one statement, and each still gets the answer it would have had alone.
 */
const closers: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

/** A lead store on a fresh schema, and a plain connection on the same schema to meddle with it. */
async function fresh() {
  const schema = `b_${randomBytes(6).toString('hex')}`
  const db = openPostgres({ url: inject('databaseUrl'), schema, max: 4 })
  const side = new pg.Client({ connectionString: inject('databaseUrl'), options: `-c search_path=${schema}` })
  // the side connection is ours to end; a server stopping under it is no test's concern
  side.on('error', () => undefined)
  await side.connect()
  closers.push(async () => {
    await side.end()
    await db.close()
  })
  const leads = createPostgresLeadStore(db)
  // migrates the schema, so the side connection finds the tables
  await leads.counts()
  /** a process's lead limiter (capacity 2, a token every 3 s) and the create that takes from it in its write */
  const limited = () => {
    const limiter = createPostgresRateLimiter(db, 'leads', { capacity: 2, refillPerMinute: 20 })
    return { limiter, within: createPostgresLeadCreateWithin(db, limiter) }
  }
  return { db, leads, side, limited, spentAnswers: createPostgresSpentAnswers(db, () => NOW) }
}

const NOW = 1_800_000_000_000

const lead = (over: { tenant?: string; requestKey?: string } = {}) => ({
  tenant: over.tenant ?? 'demo-motors',
  destination: 'server' as const,
  payload: makeLeadPayload(),
  requestKey: over.requestKey ?? null,
})

describe('lead creates committed together (PostgreSQL)', () => {
  it('a lead the database refuses fails alone: the others of its batch are stored and answered', async () => {
    const { leads } = await fresh()
    // a NUL character is a value PostgreSQL's text refuses: the batch's one statement fails for this lead's sake
    const settled = await Promise.allSettled(
      [lead(), lead(), lead({ tenant: 'demo\u0000motors' }), lead(), lead()].map((l) => leads.create(l)),
    )
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled'])
    const refused = (settled[2] as PromiseRejectedResult).reason
    expect(isStoreUnavailable(refused)).toBe(false)
    const stored = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value.id] : []))
    expect((await leads.list('demo-motors', 10)).map((l) => l.id).sort()).toEqual([...stored].sort())
    expect(await leads.counts()).toEqual({ pending: 4, delivered: 0, failed: 0 })
  })

  it('creates of one batch keep idempotency: one lead per request key, the others answered with it, replayed', async () => {
    const { leads } = await fresh()
    const keys = ['key-a', 'key-b', 'key-a', null, 'key-b', 'key-a', null]
    const made = await Promise.all(keys.map((requestKey) => leads.create(lead(requestKey ? { requestKey } : {}))))
    const idOf = (key: string) => new Set(made.filter((_, i) => keys[i] === key).map((m) => m.id))
    expect([idOf('key-a').size, idOf('key-b').size]).toEqual([1, 1])
    expect(made.map((m) => m.replayed)).toEqual([false, false, true, false, true, true, false])
    expect(await leads.leadIdOfRequestKey('demo-motors', 'key-a')).toBe([...idOf('key-a')][0])
    expect(await leads.counts()).toEqual({ pending: 4, delivered: 0, failed: 0 })
  })

  it('request-key look-ups asked together are each answered for their own site and key', async () => {
    const { leads } = await fresh()
    const a = await leads.create(lead({ requestKey: 'key-a' }))
    const b = await leads.create(lead({ tenant: 'other-site', requestKey: 'key-b' }))
    const asked: [string, string][] = [
      ['demo-motors', 'key-a'],
      ['other-site', 'key-a'],
      ['other-site', 'key-b'],
      ['demo-motors', 'key-none'],
      ['demo-motors', 'key-a'],
    ]
    expect(await Promise.all(asked.map(([tenant, key]) => leads.leadIdOfRequestKey(tenant, key)))).toEqual([
      a.id,
      null,
      b.id,
      null,
      a.id,
    ])
  })

  it('captcha answers spent together: one lead per answer, a live record kept, an expired one taken over, each asked about alone', async () => {
    const { spentAnswers } = await fresh()
    await spentAnswers.spend('answer-old', 'lead-0', NOW - 1)
    await spentAnswers.spend('answer-kept', 'lead-1', NOW + 60_000)
    const spends = await Promise.all([
      spentAnswers.spend('answer-new', 'lead-2', NOW + 60_000),
      spentAnswers.spend('answer-kept', 'lead-3', NOW + 60_000),
      spentAnswers.spend('answer-old', 'lead-4', NOW + 60_000),
      spentAnswers.spend('answer-kept', 'lead-1', NOW + 60_000),
      // the same answer twice in one batch: one of the two leads has it
      spentAnswers.spend('answer-twice', 'lead-5', NOW + 60_000),
      spentAnswers.spend('answer-twice', 'lead-6', NOW + 60_000),
    ])
    expect(spends).toEqual([true, false, true, true, true, false])
    const owners = await Promise.all(
      ['answer-new', 'answer-kept', 'answer-old', 'answer-twice', 'answer-none'].map((k) => spentAnswers.spentOn(k)),
    )
    expect(owners).toEqual(['lead-2', 'lead-1', 'lead-4', 'lead-5', null])
  })

  it('the database lost mid-batch: each lead of it fails as unavailable (503), none is half-stored, earlier leads stay, the next is stored', async () => {
    const { leads, side } = await fresh()
    const acknowledged = await leads.create(lead())
    // hold the batch's statement in the database, then cut its connection as a restart would
    await side.query('BEGIN')
    await side.query('LOCK TABLE leads IN EXCLUSIVE MODE')
    const blocker = (await side.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid
    const batch = Promise.allSettled([lead(), lead(), lead()].map((l) => leads.create(l)))
    let waiting: number[] = []
    while (waiting.length === 0) {
      waiting = (
        await side.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))', [
          blocker,
        ])
      ).rows.map((r) => r.pid)
    }
    expect(waiting).toHaveLength(1)
    await side.query('SELECT pg_terminate_backend($1)', [waiting[0]])
    const settled = await batch
    await side.query('ROLLBACK')
    expect(settled.map((s) => s.status === 'rejected' && isStoreUnavailable(s.reason))).toEqual([true, true, true])
    expect((await leads.list('demo-motors', 10)).map((l) => l.id)).toEqual([acknowledged.id])
    const after = await leads.create(lead())
    expect((await leads.list('demo-motors', 10)).map((l) => l.id).sort()).toEqual([acknowledged.id, after.id].sort())
  })

  it('a create within the limit: the take and the lead in one write, the limit reached inside it writes no lead', async () => {
    const { leads, side, limited } = await fresh()
    const { limiter, within } = limited()
    const made = []
    for (let i = 0; i < 3; i++) made.push(await within.create('10.0.0.1', NOW, lead()))
    expect(made.map((m) => m?.ok)).toEqual([true, true, false])
    expect(made[2]).toEqual({ ok: false, retryAfterSeconds: 3 })
    expect((await leads.list('demo-motors', 10)).map((l) => l.id).sort()).toEqual(
      made
        .slice(0, 2)
        .map((m) => (m?.ok ? m.id : ''))
        .sort(),
    )
    // the takes were written: the bucket is empty for the plain limiter too, and full for another address
    expect(await limiter.take('10.0.0.1', NOW)).toEqual({ ok: false, retryAfterSeconds: 3 })
    expect((await side.query('SELECT key, rev FROM rate_buckets ORDER BY key')).rows).toEqual([
      { key: '10.0.0.1', rev: '3' },
    ])
    expect((await within.create('10.0.0.2', NOW, lead()))?.ok).toBe(true)
  })

  it('creates within the limit arriving together: an Idempotency-Key replayed answers its lead, an address twice is left to the caller', async () => {
    const { leads, limited } = await fresh()
    const { within } = limited()
    const earlier = await within.create('10.0.0.9', NOW, lead({ requestKey: 'key-old' }))
    const made = await Promise.all([
      within.create('10.0.0.1', NOW, lead({ requestKey: 'key-a' })),
      within.create('10.0.0.2', NOW, lead({ requestKey: 'key-a' })),
      within.create('10.0.0.3', NOW, lead({ requestKey: 'key-old' })),
      // the same address twice in one statement: its second take is not written, nor its lead (null: take, then create)
      within.create('10.0.0.1', NOW, lead()),
    ])
    const a = made[0]!.ok ? made[0]!.id : ''
    expect(made).toEqual([
      { ok: true, id: a, replayed: false },
      { ok: true, id: a, replayed: true },
      { ok: true, id: earlier?.ok ? earlier.id : '', replayed: true },
      null,
    ])
    expect(await leads.counts()).toEqual({ pending: 2, delivered: 0, failed: 0 })
  })

  it("a batch's creates read no more of the leads table than their request keys' index: the outbox's size does not add to a batch's cost", async () => {
    const { side } = await fresh()
    // a pool of the test's own, closed after the creates: a backend reports its table counters as it ends
    const db = openPostgres({
      url: inject('databaseUrl'),
      schema: (await side.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s,
      max: 2,
    })
    const within = createPostgresLeadCreateWithin(
      db,
      createPostgresRateLimiter(db, 'leads', { capacity: 2, refillPerMinute: 20 }),
    )
    const scans = async (inserted: number) => {
      for (;;) {
        const row = (
          await side.query<{ seq_scan: string; n_tup_ins: string }>(
            "SELECT seq_scan, n_tup_ins FROM pg_stat_user_tables WHERE relname = 'leads' AND schemaname = current_schema()",
          )
        ).rows[0]!
        if (Number(row.n_tup_ins) >= inserted) return Number(row.seq_scan)
        await new Promise((r) => setTimeout(r, 50))
      }
    }
    const earlier = await within.create('10.1.0.99', NOW, lead({ requestKey: 'key-old' }))
    const made = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        within.create(`10.1.0.${i}`, NOW, lead({ requestKey: i === 7 ? 'key-old' : `key-${i}` })),
      ),
    )
    await db.close()
    expect(made[7]).toEqual({ ok: true, id: earlier?.ok ? earlier.id : '', replayed: true })
    expect(made.filter((m) => m?.ok && !m.replayed)).toHaveLength(19)
    // the leads written (1 + 19) reported, and not one read of the whole table among them
    expect(await scans(20)).toBe(0)
  })

  it('a bucket another process wrote meanwhile: nothing written, null, and the next create reads it', async () => {
    const { leads, limited } = await fresh()
    const [one, other] = [limited(), limited()]
    expect((await one.within.create('10.0.0.1', NOW, lead()))?.ok).toBe(true)
    expect((await other.limiter.take('10.0.0.1', NOW)).ok).toBe(true)
    expect(await one.within.create('10.0.0.1', NOW, lead())).toBeNull()
    expect(await leads.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
    // forgotten, so read: the bucket is empty
    expect(await one.limiter.take('10.0.0.1', NOW)).toEqual({ ok: false, retryAfterSeconds: 3 })
  })

  it('a create within the limit the database refuses fails alone: its take is not written, the rest of its batch is', async () => {
    const { leads, side, limited } = await fresh()
    const { within } = limited()
    const settled = await Promise.allSettled([
      within.create('10.0.0.1', NOW, lead()),
      within.create('10.0.0.2', NOW, lead({ tenant: 'demo\u0000motors' })),
      within.create('10.0.0.3', NOW, lead()),
    ])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(isStoreUnavailable((settled[1] as PromiseRejectedResult).reason)).toBe(false)
    expect(await leads.counts()).toEqual({ pending: 2, delivered: 0, failed: 0 })
    expect((await side.query('SELECT key FROM rate_buckets ORDER BY key')).rows.map((r) => r.key)).toEqual([
      '10.0.0.1',
      '10.0.0.3',
    ])
  })

  it("a lead's write commits once flushed to disk; only the delivery loop's bookkeeping does not wait for the flush", async () => {
    const { db } = await fresh()
    const setting = async (run: typeof db.query) =>
      (await run<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!.synchronous_commit
    expect(await setting(db.query)).toBe('on')
    expect(await setting(db.bookkeeping)).toBe('off')
  })

  it("the store as the root composes it reports each lead create's wait for a batch slot and its statement on /metrics", async () => {
    const { db } = await fresh()
    const { createWithin } = postgresSharedStore(db, Date.now, { observeLeadWrite }).leadLimits({
      capacity: 100,
      refillPerMinute: 100,
    })
    const counted = async (phase: string) => {
      const metric = await register.getSingleMetric('lead_store_write_seconds')!.get()
      return (
        metric.values.find(
          (v) =>
            (v as { metricName?: string }).metricName === 'lead_store_write_seconds_count' && v.labels.phase === phase,
        )?.value ?? 0
      )
    }
    const before = [await counted('queued'), await counted('statement')]
    const made = await Promise.all(
      ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => createWithin!.create(address, NOW, lead())),
    )
    expect(made.map((m) => m?.ok)).toEqual([true, true, true])
    expect([await counted('queued'), await counted('statement')]).toEqual(before.map((n) => n + 3))
  })

  it("a version's claim and delivery mark, and its lead's receiver id, are written on the row's own page", async () => {
    const { leads, side } = await fresh()
    // forty leads of about a kilobyte each: pages filled by their inserts would leave no room beside them
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        leads.create({
          tenant: 't',
          destination: 'server',
          payload: makeLeadPayload({ email: `page-${n}@example.com` }),
        }),
      ),
    )
    const pageOf = async () =>
      new Map(
        (
          await side.query<{ key: string; ctid: string; lead: string }>(
            'SELECT v.idempotency_key AS key, v.ctid::text AS ctid, l.ctid::text AS lead FROM lead_versions v JOIN leads l ON l.id = v.lead_id',
          )
        ).rows.map((r) => [r.key, `${r.ctid.split(',')[0]} ${r.lead.split(',')[0]}`]),
      )
    const before = await pageOf()
    const claimed = await leads.claimDue(NOW + 1, 100, NOW + 60_000)
    expect(claimed).toHaveLength(40)
    await Promise.all(claimed.map((c) => leads.markDelivered(c.idempotencyKey, `crm-${c.leadId}`, NOW + 2)))
    expect((await leads.counts()).delivered).toBe(40)
    // the page of each row version (ctid's block): where it was inserted, where the WAL logs only the changed bytes
    expect(await pageOf()).toEqual(before)
  })
})
