import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LeadDeliveryError, type LeadDelivery, type LeadGatewayPort } from '@domain/ports/leads.port.ts'
import { openDatabase, type Database } from './database.ts'
import { createSqliteLeadStore } from './lead-store.ts'
import { backoffDelay, startLeadDelivery, type LeadDeliveryLoop } from './lead-delivery.ts'
import { makeLeadPayload } from './testing/lead-fixture.ts'

const dbs: Database[] = []
const loops: LeadDeliveryLoop[] = []
afterEach(async () => {
  for (const loop of loops.splice(0)) await loop.stop()
  for (const db of dbs.splice(0)) db.close()
})

function setup(
  gateway: LeadGatewayPort,
  extra: { attemptTimeoutMs?: number; claimIntervalMs?: number; concurrency?: number } = {},
) {
  const db = openDatabase(':memory:')
  dbs.push(db)
  const store = createSqliteLeadStore(db)
  const claims: number[] = []
  const loop = startLeadDelivery({
    // the outbox as the loop sees it, each claim's size noted
    outbox: {
      ...store,
      claimDue: async (...args) => {
        const jobs = await store.claimDue(...args)
        claims.push(jobs.length)
        return jobs
      },
    },
    gateway,
    backoff: { baseMs: 5, maxMs: 20 },
    pollIntervalMs: 10,
    onError: () => {},
    ...extra,
  })
  loops.push(loop)
  return { store, loop, claims }
}

const until = async (check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('backoffDelay', () => {
  it('doubles from the base and never passes the cap', () => {
    const policy = { baseMs: 1_000, maxMs: 300_000 }
    expect([1, 2, 3, 4].map((a) => backoffDelay(a, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000])
    expect(backoffDelay(50, policy, () => 1)).toBe(300_000)
    expect(backoffDelay(3, policy, () => 0)).toBe(2_000)
  })
  it('property: between half the ceiling and the ceiling, and at most maxMs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (attempt, r) => {
        const policy = { baseMs: 1_000, maxMs: 300_000 }
        const ceiling = Math.min(300_000, 1_000 * 2 ** Math.min(attempt - 1, 30))
        const delay = backoffDelay(attempt, policy, () => r)
        expect(delay).toBeGreaterThanOrEqual(Math.floor(ceiling / 2))
        expect(delay).toBeLessThanOrEqual(ceiling)
      }),
    )
  })
})

describe('lead delivery loop', () => {
  it('delivers each version once, in order per lead, passing the receiver id to updates', async () => {
    const seen: LeadDelivery[] = []
    const { store, loop } = setup({
      async deliver(d) {
        seen.push(d)
        return { remoteId: `crm-${d.leadId}` }
      },
    })
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    await store.update('t', lead.id, makeLeadPayload({ step_number: 2 }))
    loop.kick()
    await until(async () => (await store.counts()).delivered === 2)
    expect(seen.map((d) => [d.idempotencyKey, d.remoteId])).toEqual([
      [`${lead.id}:1`, null],
      [`${lead.id}:2`, `crm-${lead.id}`],
    ])
  })

  it('with a claim interval, the leads kicked within it after a claim go out together in one claim, each once', async () => {
    const seen: string[] = []
    const { store, loop, claims } = setup(
      {
        async deliver(d) {
          seen.push(d.idempotencyKey)
          return { remoteId: null }
        },
      },
      { claimIntervalMs: 2_000, concurrency: 64 },
    )
    const first = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    loop.kick()
    await until(async () => (await store.counts()).delivered === 1)
    const rest = []
    for (let i = 0; i < 19; i++) {
      rest.push(await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() }))
      loop.kick()
    }
    await until(async () => (await store.counts()).delivered === 20)
    // the first lead's claim, then one for the nineteen (empty claims, when the loop found nothing due, aside)
    expect(claims.filter((n) => n > 0)).toEqual([1, 19])
    expect(seen.sort()).toEqual([first, ...rest].map((lead) => `${lead.id}:1`).sort())
  })

  it('retries a failing receiver with the same key until it answers', async () => {
    let calls = 0
    const keys: string[] = []
    const { store, loop } = setup({
      async deliver(d) {
        keys.push(d.idempotencyKey)
        if (++calls <= 3) throw new Error('CRM unavailable')
        return { remoteId: '1' }
      },
    })
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    loop.kick()
    await until(async () => (await store.counts()).delivered === 1)
    expect(keys).toEqual(Array(4).fill(`${lead.id}:1`))
    expect((await store.get('t', lead.id))?.history[0]?.attempts).toBe(4)
  })

  it('gives up on a hung attempt after the timeout and tries again', async () => {
    let calls = 0
    const { store, loop } = setup(
      {
        deliver: (_d, signal) => (++calls === 1 ? new Promise(() => void signal) : Promise.resolve({ remoteId: null })),
      },
      { attemptTimeoutMs: 50 },
    )
    await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    loop.kick()
    await until(async () => (await store.counts()).delivered === 1)
    expect(calls).toBe(2)
  })

  it('marks a refused version failed and does not retry it', async () => {
    let calls = 0
    let refusedId = ''
    const { store, loop } = setup({
      async deliver(d) {
        // a later lead fails three times, retried after backoffs longer than any the refused one could get
        if (d.leadId !== refusedId && d.attempts < 3)
          throw new LeadDeliveryError('HTTP 503', { permanent: false, status: 503 })
        if (d.leadId !== refusedId) return { remoteId: null }
        calls++
        throw new LeadDeliveryError('HTTP 422', { permanent: true, status: 422 })
      },
    })
    const lead = await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    refusedId = lead.id
    loop.kick()
    await until(async () => (await store.counts()).failed === 1)
    // once the later lead is delivered, the loop has looked at the outbox four times since, past every backoff
    await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    loop.kick()
    await until(async () => (await store.counts()).delivered === 1)
    expect(calls).toBe(1)
    expect((await store.get('t', lead.id))?.history[0]).toMatchObject({ state: 'failed', last_error: 'HTTP 422' })
  })

  it('stop() abandons attempts in flight and leaves them due at once; a new loop sends them again', async () => {
    const db = openDatabase(':memory:')
    dbs.push(db)
    const store = createSqliteLeadStore(db)
    await store.create({ tenant: 't', destination: 'server', payload: makeLeadPayload() })
    let started = 0
    const first = startLeadDelivery({
      outbox: store,
      gateway: {
        deliver: () => {
          started++
          return new Promise(() => {})
        },
      },
      pollIntervalMs: 10,
      onError: () => {},
    })
    await until(async () => started === 1)
    await first.stop()
    expect((await store.list('t', 1))[0]?.history[0]).toMatchObject({ state: 'pending', attempts: 1 })
    const second = startLeadDelivery({ outbox: store, gateway: { deliver: async () => ({ remoteId: null }) } })
    loops.push(second)
    await until(async () => (await store.counts()).delivered === 1)
  })
})
