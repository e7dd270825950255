import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { openDatabase, type Database } from './database.ts'
import { createSqliteLeadStore, idempotencyKey, migrateLeadStore } from './lead-store.ts'
import { makeLeadPayload } from './testing/lead-fixture.ts'

const open: Database[] = []
function memoryStore(clock = () => 1_000) {
  const db = openDatabase(':memory:')
  open.push(db)
  let n = 0
  return createSqliteLeadStore(db, { clock, newId: () => `lead-${++n}` })
}
afterEach(() => {
  for (const db of open.splice(0)) if (db.isOpen) db.close()
})

/** Runs `work` with a lead database file in a fresh folder, removed afterwards (restarts and second handles). */
async function withLeadFile(work: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lead-store-'))
  try {
    await work(join(dir, 'leads.sqlite'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('lead store', () => {
  it('creates version 1 with its payload, a pending delivery and the key {id}:1', async () => {
    const store = memoryStore()
    const lead = await store.create({ tenant: 'demo-motors', destination: 'server', payload: makeLeadPayload() })
    expect(lead).toMatchObject({ id: 'lead-1', tenant: 'demo-motors', version: 1, state: 'pending', remote_id: null })
    expect(lead.history).toHaveLength(1)
    expect(lead.history[0]).toMatchObject({ version: 1, idempotency_key: 'lead-1:1', attempts: 0, state: 'pending' })
    expect(lead.payload.email).toBe('jo@example.com')
    // create answers without reading back: what it answers is what a later read finds
    const { replayed, ...stored } = lead
    expect(replayed).toBe(false)
    expect(await store.get('demo-motors', lead.id)).toEqual(stored)
  })

  it('keeps every payload on update and counts versions', async () => {
    let now = 1_000
    const store = memoryStore(() => now)
    const lead = await store.create({
      tenant: 't',
      destination: 'server',
      payload: makeLeadPayload({ step_number: 1 }),
    })
    now = 2_000
    await store.update('t', lead.id, makeLeadPayload({ step_number: 2 }))
    now = 3_000
    const third = await store.update('t', lead.id, makeLeadPayload({ step_number: 3, form_completed: true }))
    expect(third?.version).toBe(3)
    expect(third?.updated_at).toBe(3_000)
    expect(third?.created_at).toBe(1_000)
    expect(third?.history.map((v) => [v.version, v.payload.step_number, v.received_at])).toEqual([
      [1, 1, 1_000],
      [2, 2, 2_000],
      [3, 3, 3_000],
    ])
  })

  it('never shows or updates another tenant’s lead', async () => {
    const store = memoryStore()
    const lead = await store.create({ tenant: 'a', destination: 'server', payload: makeLeadPayload() })
    expect(await store.get('b', lead.id)).toBeNull()
    expect(await store.update('b', lead.id, makeLeadPayload())).toBeNull()
    expect(await store.list('b', 10)).toEqual([])
    expect((await store.get('a', lead.id))?.version).toBe(1)
  })

  it('lists newest first', async () => {
    let now = 0
    const store = memoryStore(() => (now += 10))
    for (let i = 0; i < 3; i++) await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    expect((await store.list('t', 10)).map((l) => l.id)).toEqual(['lead-3', 'lead-2', 'lead-1'])
    expect((await store.list(null, 2)).map((l) => l.id)).toEqual(['lead-3', 'lead-2'])
  })

  it('hands out a lead’s versions in order: an update waits until the create is delivered', async () => {
    const store = memoryStore()
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    await store.update('t', lead.id, makeLeadPayload({ step_number: 2 }))
    const first = await store.claimDue(5_000, 10, 6_000)
    expect(first.map((d) => d.idempotencyKey)).toEqual([idempotencyKey(lead.id, 1)])
    expect(await store.claimDue(5_000, 10, 6_000)).toEqual([]) // claimed, and v2 waits behind it
    await store.markDelivered(first[0]!.idempotencyKey, 'crm-7', 5_001)
    const second = await store.claimDue(5_002, 10, 6_000)
    expect(second.map((d) => [d.idempotencyKey, d.remoteId])).toEqual([[`${lead.id}:2`, 'crm-7']])
  })

  it('a retry waits until its time; a refused version does not hold back the next', async () => {
    const store = memoryStore()
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    await store.update('t', lead.id, makeLeadPayload({ step_number: 2 }))
    const [v1] = await store.claimDue(1_000, 1, 9_000)
    await store.markRetry(v1!.idempotencyKey, 'CRM down', 4_000)
    expect(await store.claimDue(3_999, 10, 9_000)).toEqual([])
    expect(await store.nextDueAt()).toBe(4_000)
    const [again] = await store.claimDue(4_000, 10, 9_000)
    expect(again).toMatchObject({ version: 1, attempts: 1 })
    await store.markFailed(again!.idempotencyKey, 'HTTP 422', 4_001)
    const [v2] = await store.claimDue(4_002, 10, 9_000)
    expect(v2).toMatchObject({ version: 2, remoteId: null })
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, failed: 1 })
  })

  it('the oldest pending version is what the outbox age alert reads: delivered and refused ones do not count', async () => {
    let now = 1_000
    const store = memoryStore(() => now)
    expect(await store.oldestPendingAt()).toBeNull()
    const first = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    now = 2_000
    const second = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    expect(await store.oldestPendingAt()).toBe(1_000)
    await store.markDelivered(`${first.id}:1`, 'crm-1', 3_000)
    expect(await store.oldestPendingAt()).toBe(2_000)
    await store.markFailed(`${second.id}:1`, 'HTTP 422', 3_000)
    expect(await store.oldestPendingAt()).toBeNull()
  })

  it('marking a version delivered twice changes nothing the second time', async () => {
    const store = memoryStore()
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    await store.markDelivered(`${lead.id}:1`, 'crm-1', 2_000)
    await store.markDelivered(`${lead.id}:1`, 'crm-2', 3_000)
    const stored = await store.get('t', lead.id)
    expect(stored).toMatchObject({ remote_id: 'crm-1', state: 'delivered' })
    expect(stored?.history[0]).toMatchObject({ delivered_at: 2_000, attempts: 1 })
  })

  it('survives a restart: pending and claimed versions are there again after reopening the file', async () => {
    await withLeadFile(async (file) => {
      const db1 = openDatabase(file)
      const store1 = createSqliteLeadStore(db1)
      const a = await store1.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
      const b = await store1.create({ tenant: 't', destination: 'car-clarity', payload: makeLeadPayload() })
      await store1.claimDue(Date.now(), 1, Date.now() + 60_000) // in flight when the process dies
      db1.close()
      const db2 = openDatabase(file)
      open.push(db2)
      const store2 = createSqliteLeadStore(db2)
      await store2.releaseClaims()
      const due = await store2.claimDue(Date.now(), 10, Date.now() + 60_000)
      expect(due.map((d) => d.leadId).sort()).toEqual([a.id, b.id].sort())
      expect(due.find((d) => d.leadId === b.id)?.destination).toBe('car-clarity')
    })
  })

  it("several processes on one file: a starting one releases its own claims and a dead process's, never a running one's", async () => {
    await withLeadFile(async (file) => {
      const opened = (owner: string) => {
        const db = openDatabase(file)
        open.push(db)
        return createSqliteLeadStore(db, { owner })
      }
      const running = opened(String(process.ppid))
      const dead = opened('2147483646')
      const self = opened(String(process.pid))
      const leads = await Promise.all(
        [1, 2, 3].map(() => self.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })),
      )
      const now = Date.now()
      const claimed = [
        await running.claimDue(now, 1, now + 60_000),
        await dead.claimDue(now, 1, now + 60_000),
        await self.claimDue(now, 1, now + 60_000),
      ]
      expect(claimed.flat()).toHaveLength(3)
      await self.releaseClaims()
      // the dead process's version and this one's are due again; the running one's stays with it
      const again = await self.claimDue(now, 10, now + 60_000)
      expect(again.map((d) => d.leadId).sort()).toEqual([claimed[1]![0]!.leadId, claimed[2]![0]!.leadId].sort())
      expect(leads).toHaveLength(3)
    })
  })

  it('property: after any sequence of creates and updates, each lead has versions 1..n with distinct keys', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), async (ops) => {
        const store = memoryStore()
        const ids: string[] = []
        for (const op of ops) {
          const target = ids[op]
          if (target) await store.update('t', target, makeLeadPayload({ step_number: op }))
          else ids.push((await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })).id)
        }
        const leads = await store.list('t', 100)
        expect(leads).toHaveLength(ids.length)
        const keys = leads.flatMap((l) => l.history.map((v) => v.idempotency_key))
        expect(new Set(keys).size).toBe(keys.length)
        for (const lead of leads) expect(lead.history.map((v) => v.version)).toEqual(lead.history.map((_, i) => i + 1))
        const counts = await store.counts()
        expect(counts.pending).toBe(ops.length)
      }),
      { numRuns: 50 },
    )
  })
})

describe("lead store: the sender's Idempotency-Key (issue 16 item 12)", () => {
  const create = (store: ReturnType<typeof memoryStore>, tenant: string, requestKey: string | null, over = {}) =>
    store.create({
      tenant,
      destination: 'server',
      payload: makeLeadPayload({ website_slug: tenant, ...over }),
      requestKey,
    })

  it('the same key twice on one tenant: one lead, the same id, the second replayed and nothing written', async () => {
    const store = memoryStore()
    const first = await create(store, 'demo-motors', 'key-00000001')
    const again = await create(store, 'demo-motors', 'key-00000001', { message: 'sent again' })
    expect([first.replayed, again.replayed]).toEqual([false, true])
    expect(again.id).toBe(first.id)
    expect(again.payload.message).toBe(first.payload.message)
    expect(await store.list(null, 10)).toHaveLength(1)
    expect(await store.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
    expect(await store.leadIdOfRequestKey('demo-motors', 'key-00000001')).toBe(first.id)
  })

  it('different keys, no key, or the same key on another tenant: independent leads', async () => {
    const store = memoryStore()
    const ids = [
      await create(store, 'demo-motors', 'key-00000001'),
      await create(store, 'demo-motors', 'key-00000002'),
      await create(store, 'demo-motors', null),
      await create(store, 'demo-motors', null),
      await create(store, 'other-motors', 'key-00000001', { message: 'another body' }),
    ].map((lead) => [lead.id, lead.replayed])
    expect(ids).toEqual([
      ['lead-1', false],
      ['lead-2', false],
      ['lead-3', false],
      ['lead-4', false],
      ['lead-5', false],
    ])
    expect(await store.leadIdOfRequestKey('other-motors', 'key-00000001')).toBe('lead-5')
    expect(await store.leadIdOfRequestKey('other-motors', 'key-00000002')).toBeNull()
  })

  it('concurrent creates with one key make one lead (the store decides, in one transaction or across two handles)', async () => {
    await withLeadFile(async (file) => {
      const a = openDatabase(file)
      const b = openDatabase(file)
      open.push(a, b)
      let n = 0
      const stores = [a, b].map((db) => createSqliteLeadStore(db, { newId: () => `lead-${++n}` }))
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          stores[i % 2]!.create({
            tenant: 't',
            destination: 'server',
            payload: makeLeadPayload(),
            requestKey: 'same-key-123',
          }),
        ),
      )
      expect(new Set(answers.map((l) => l.id)).size).toBe(1)
      expect(answers.filter((l) => !l.replayed)).toHaveLength(1)
      expect(await stores[0]!.list(null, 50)).toHaveLength(1)
    })
  })

  it('property: n creates over k keys make exactly k leads, each key answering one id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('key-aaaaaaa1', 'key-aaaaaaa2', 'key-aaaaaaa3'), { minLength: 1, maxLength: 12 }),
        async (keys) => {
          const store = memoryStore()
          const answers = await Promise.all(keys.map((key) => create(store, 't', key)))
          const idOf = new Map<string, string>()
          answers.forEach((lead, i) => {
            const key = keys[i]!
            expect(idOf.get(key) ?? lead.id).toBe(lead.id)
            idOf.set(key, lead.id)
          })
          expect(await store.list(null, 50)).toHaveLength(new Set(keys).size)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('the migration adds the key to a file made before it, and running it again changes nothing', async () => {
    const db = openDatabase(':memory:')
    open.push(db)
    db.exec(`CREATE TABLE leads (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, destination TEXT NOT NULL, version INTEGER NOT NULL,
      created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, remote_id TEXT)`)
    db.exec(`INSERT INTO leads VALUES ('old-1', 't', 'server', 1, 1, 1, NULL)`)
    migrateLeadStore(db)
    migrateLeadStore(db)
    const store = createSqliteLeadStore(db, { newId: () => 'new-1' })
    expect((await create(store, 't', 'key-00000009')).replayed).toBe(false)
    expect((await create(store, 't', 'key-00000009')).id).toBe('new-1')
    const columns = (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name)
    expect(columns.filter((c) => c === 'request_key')).toHaveLength(1)
  })
})
