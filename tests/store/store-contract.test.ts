import { afterAll, describe, expect, inject, it } from 'vitest'
import { BUYER } from '@domain/payments/reservation-buyer.fixture.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { LeadOutboxPort, LeadStorePort } from '@domain/ports/leads.port.ts'
import { openDatabase } from '@adapters/store-sqlite/database.ts'
import { createSqliteLeadStore } from '@adapters/store-sqlite/lead-store.ts'
import { createLocalLeadGateway, type LocalLeadGateway } from '@adapters/leads-local/local-lead-gateway.ts'
import { makeLeadDelivery, makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { openPostgres } from '@adapters/store-postgres/database.ts'
import { createPostgresLeadStore } from '@adapters/store-postgres/lead-store.ts'
import { createPostgresLeadInbox } from '@adapters/store-postgres/lead-inbox.ts'
import type { SharedStore } from '@domain/ports/shared-store.port.ts'
import { sqliteSharedStore } from '@adapters/store-sqlite/shared-store.ts'
import { postgresSharedStore } from '@adapters/store-postgres/shared-store.ts'
import { createLeadIntake, type LeadIntake } from '@application/leads/lead-intake.ts'
import type { RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { makeTenant } from '../../web/server/leads/testing/lead-test-kit.server.ts'

/** One handle on the store under test, as one process of a deployment would hold it. */
interface Handle extends SharedStore {
  readonly leads: LeadStorePort & LeadOutboxPort
  readonly inbox: LocalLeadGateway
}

/** A fresh, empty store, and how to open further handles on it (further processes). */
interface Backend {
  open(): Handle
}

const NOW = 1_800_000_000_000
const clock = () => NOW
const closers: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const close of closers) await close()
})

const backends: Record<'sqlite' | 'postgres', () => Backend> = {
  sqlite: () => {
    const file = join(mkdtempSync(join(tmpdir(), 'store-contract-')), 'app.db')
    return {
      open() {
        const db = openDatabase(file)
        closers.push(() => db.close())
        return {
          ...sqliteSharedStore(db, clock),
          leads: createSqliteLeadStore(db, { clock }),
          inbox: createLocalLeadGateway(db, clock),
        }
      },
    }
  },
  postgres: () => {
    // every case on a fresh schema of the run's one server
    const schema = `t_${randomBytes(6).toString('hex')}`
    return {
      open() {
        const db = openPostgres({ url: inject('databaseUrl'), schema, max: 4 })
        closers.push(() => db.close())
        return {
          ...postgresSharedStore(db, clock),
          leads: createPostgresLeadStore(db, { clock }),
          inbox: createPostgresLeadInbox(db, clock),
        }
      },
    }
  },
}

const lead = (over = {}) => ({ tenant: 'demo-motors', destination: 'server' as const, payload: makeLeadPayload(over) })

/** A process's lead intake on a handle: its lead limiter, and the create that takes from it where the store has one. */
function intakeOn(handle: Handle, policy: RateLimitPolicy): LeadIntake {
  const limits = handle.leadLimits(policy)
  return createLeadIntake({
    mockRoutes: false,
    store: handle.leads,
    limiter: limits.limiter,
    createWithin: limits.createWithin,
    clock: { now: clock },
    log: () => undefined,
    reportFailure: (error) => {
      throw error
    },
  })
}

const site = makeTenant()

/** POST /api/leads as the endpoint runs it: admission, then the create with the sender's Idempotency-Key. */
async function postLead(
  intake: LeadIntake,
  clientKey: string,
  requestKey: string | null,
  body: unknown = { lead: makeLeadPayload() },
) {
  const admission = await intake.admit({ tenant: site, clientKey, mock: false })
  return admission.ok ? intake.createLead(admission.value, body, requestKey) : admission
}

describe.each(['sqlite', 'postgres'] as const)('store contract: %s', (kind) => {
  const fresh = () => backends[kind]()

  it('a lead and its versions: create, replay by request key, update, get and list newest first', async () => {
    const { leads } = fresh().open()
    const first = await leads.create({ ...lead(), requestKey: 'key-0001' })
    expect(first).toMatchObject({ tenant: 'demo-motors', version: 1, state: 'pending', replayed: false })
    const again = await leads.create({ ...lead({ email: 'other@example.com' }), requestKey: 'key-0001' })
    expect(again).toMatchObject({ id: first.id, replayed: true, payload: { email: 'jo@example.com' } })
    expect(await leads.leadIdOfRequestKey('demo-motors', 'key-0001')).toBe(first.id)
    expect(await leads.leadIdOfRequestKey('other-tenant', 'key-0001')).toBeNull()
    const updated = await leads.update('demo-motors', first.id, makeLeadPayload({ step_number: 2 }))
    expect(updated?.history.map((v) => [v.version, v.idempotency_key])).toEqual([
      [1, `${first.id}:1`],
      [2, `${first.id}:2`],
    ])
    expect(await leads.update('other-tenant', first.id, makeLeadPayload())).toBeNull()
    const second = await leads.create(lead())
    expect((await leads.list('demo-motors', 10)).map((l) => l.id)).toEqual([second.id, first.id])
    expect(await leads.get('other-tenant', first.id)).toBeNull()
    expect(await leads.counts()).toEqual({ pending: 3, delivered: 0, failed: 0 })
  })

  it('concurrent creates with one request key make one lead', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).leads.create({ ...lead(), requestKey: 'key-same' })),
    )
    expect(new Set(made.map((m) => m.id)).size).toBe(1)
    expect(made.filter((m) => !m.replayed)).toHaveLength(1)
  })

  it('updates of one lead at once, from two processes, each write a version of their own', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const first = await a.leads.create(lead())
    const updates = Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? a : b).leads.update('demo-motors', first.id, makeLeadPayload({ step_number: i + 2 })),
    )
    expect((await Promise.all(updates)).every((u) => u?.id === first.id)).toBe(true)
    const stored = await b.leads.get('demo-motors', first.id)
    expect(stored?.version).toBe(7)
    expect(stored?.history.map((v) => [v.version, v.idempotency_key])).toEqual(
      Array.from({ length: 7 }, (_, i) => [i + 1, `${first.id}:${i + 1}`]),
    )
  })

  it('claims: two processes claiming at once never get the same version; updates wait for their create', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const created = await Promise.all(Array.from({ length: 12 }, () => a.leads.create(lead())))
    await a.leads.update('demo-motors', created[0]!.id, makeLeadPayload({ step_number: 2 }))
    const claims = await Promise.all([
      a.leads.claimDue(NOW, 5, NOW + 1000),
      b.leads.claimDue(NOW, 5, NOW + 1000),
      a.leads.claimDue(NOW, 5, NOW + 1000),
    ])
    const keys = claims.flat().map((d) => d.idempotencyKey)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(created.map((c) => `${c.id}:1`).sort())
    expect(await b.leads.claimDue(NOW, 5, NOW + 1000)).toEqual([])
    await a.leads.markDelivered(`${created[0]!.id}:1`, 'crm-1', NOW)
    // the update goes out once its create was delivered, addressed to the receiver's id
    expect(await b.leads.claimDue(NOW, 5, NOW + 1000)).toMatchObject([
      { idempotencyKey: `${created[0]!.id}:2`, remoteId: 'crm-1', version: 2 },
    ])
  })

  it('outcomes: retry later, refused for good, next due time, claims lapse and are released', async () => {
    const { leads } = fresh().open()
    const one = await leads.create(lead())
    const two = await leads.create(lead())
    expect(await leads.nextDueAt()).toBe(NOW)
    await leads.claimDue(NOW, 10, NOW + 5_000)
    expect(await leads.nextDueAt()).toBe(NOW + 5_000)
    await leads.markRetry(`${one.id}:1`, 'receiver down', NOW + 2_000)
    await leads.markFailed(`${two.id}:1`, 'refused', NOW)
    expect(await leads.nextDueAt()).toBe(NOW + 2_000)
    expect(await leads.claimDue(NOW + 2_000, 10, NOW + 9_000)).toMatchObject([
      { idempotencyKey: `${one.id}:1`, attempts: 1 },
    ])
    await leads.releaseClaims()
    expect(await leads.claimDue(NOW + 2_000, 10, NOW + 9_000)).toHaveLength(1)
    expect(await leads.counts()).toEqual({ pending: 1, delivered: 0, failed: 1 })
    expect((await leads.get('demo-motors', two.id))?.history[0]).toMatchObject({
      state: 'failed',
      last_error: 'refused',
      attempts: 1,
    })
  })

  it('the local inbox takes a repeated delivery once', async () => {
    const { inbox } = fresh().open()
    const delivery = makeLeadDelivery()
    await Promise.all([inbox.deliver(delivery), inbox.deliver(delivery)])
    expect((await inbox.inbox('demo-motors', 10)).map((e) => [e.idempotency_key, e.payload.email])).toEqual([
      ['L1:1', 'jo@example.com'],
    ])
    expect(await inbox.inbox('other', 10)).toEqual([])
  })

  it('20 concurrent reservations of one car over two processes: exactly one succeeds', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).carReservations.reserve('demo-motors', 'car-1', NOW, `res_${i}`),
      ),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    // the winning reservation finished again (by another process at the same moment) still holds it; others do not
    const winner = `res_${answers.indexOf(true)}`
    expect(await a.carReservations.reserve('demo-motors', 'car-1', NOW, winner)).toBe(true)
    expect(await b.carReservations.reserve('demo-motors', 'car-1', NOW, 'res_other')).toBe(false)
    expect(await b.carReservations.reserve('demo-motors', 'car-1', NOW)).toBe(false)
    expect(await b.carReservations.reservedCars('demo-motors')).toEqual(['car-1'])
    expect(await a.carReservations.reservedCars('other')).toEqual([])
  })

  it('tenant versions change with a bump, seen by every process', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const before = await b.tenantVersions.current('demo-motors')
    await a.tenantVersions.bump('demo-motors')
    const after = await b.tenantVersions.current('demo-motors')
    expect(after).not.toBe(before)
    expect(await b.tenantVersions.current('other')).toBe(before)
    await Promise.all([a.tenantVersions.bump('demo-motors'), b.tenantVersions.bump('demo-motors')])
    expect(new Set([before, after, await a.tenantVersions.current('demo-motors')]).size).toBe(3)
  })

  it('a spent captcha answer counts on its own lead only, until it expires', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    expect(await a.spentAnswers.spentOn('answer-1')).toBeNull()
    const spends = await Promise.all([
      a.spentAnswers.spend('answer-1', 'lead-1', NOW + 60_000),
      b.spentAnswers.spend('answer-1', 'lead-2', NOW + 60_000),
    ])
    expect(spends.filter(Boolean)).toHaveLength(1)
    const owner = spends[0] ? 'lead-1' : 'lead-2'
    expect(await b.spentAnswers.spentOn('answer-1')).toBe(owner)
    expect(await a.spentAnswers.spend('answer-1', owner, NOW + 60_000)).toBe(true)
    // an expired record is forgotten
    await a.spentAnswers.spend('answer-2', 'lead-3', NOW - 1)
    expect(await a.spentAnswers.spentOn('answer-2')).toBeNull()
    expect(await b.spentAnswers.spend('answer-2', 'lead-4', NOW + 60_000)).toBe(true)
  })

  it('a passed hosted-captcha token is kept for every process until it ends', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    expect(await b.passedTokens.passedUntil('hash-1')).toBeNull()
    await a.passedTokens.remember('hash-1', NOW + 1_800_000)
    expect(await b.passedTokens.passedUntil('hash-1')).toBe(NOW + 1_800_000)
    await b.passedTokens.remember('hash-1', NOW + 1_900_000)
    expect(await a.passedTokens.passedUntil('hash-1')).toBe(NOW + 1_900_000)
  })

  it('a provider event is claimed once across processes, however many copies arrive at once (issue 26 item 9d)', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const until = NOW + 60_000
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).seenEvents.claim('stripe:evt_1', NOW, until)),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await a.seenEvents.claim('stripe:evt_1', NOW + 1_000, until)).toBe(false)
    // another event is its own
    expect(await b.seenEvents.claim('stripe:evt_2', NOW, until)).toBe(true)
    // given back (its processing failed): the provider's retry is claimed once again
    await a.seenEvents.release('stripe:evt_1')
    const retries = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).seenEvents.claim('stripe:evt_1', NOW, until)),
    )
    expect(retries.filter(Boolean)).toHaveLength(1)
    // once expired it may be claimed again
    expect(await b.seenEvents.claim('stripe:evt_1', until, until + 60_000)).toBe(true)
  })

  it('rate limits count across processes: concurrent takes spend each token once', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const policy = { capacity: 5, refillPerMinute: 20 }
    const [la, lb] = [a.rateLimiter('leads', policy), b.rateLimiter('leads', policy)]
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? la : lb).take('1.2.3.4', NOW)))
    expect(answers.filter((d) => d.ok)).toHaveLength(5)
    expect(answers.find((d) => !d.ok)).toEqual({ ok: false, retryAfterSeconds: 3 })
    // one token back after 3 s; another name and another key have buckets of their own
    expect((await lb.take('1.2.3.4', NOW + 3_000)).ok).toBe(true)
    expect((await la.take('1.2.3.4', NOW + 3_000)).ok).toBe(false)
    expect((await a.rateLimiter('lookups', policy).take('1.2.3.4', NOW)).ok).toBe(true)
    expect((await la.take('5.6.7.8', NOW)).ok).toBe(true)
  })

  it('rate limits: takes alternating between processes, one at a time, each count (what one remembers is checked)', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const policy = { capacity: 3, refillPerMinute: 1 }
    const [la, lb] = [a.rateLimiter('leads', policy), b.rateLimiter('leads', policy)]
    const answers: boolean[] = []
    for (let i = 0; i < 5; i++) answers.push((await (i % 2 ? la : lb).take('9.9.9.9', NOW + i)).ok)
    expect(answers).toEqual([true, true, true, false, false])
  })

  it('sign-in: codes, one session per code however many processes verify it, sessions and watchlists', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const code = { tenant: 't', email: 'jo@example.com', codeHash: 'h1', createdAt: NOW, expiresAt: NOW + 600_000 }
    const codeId = (await a.auth.addCodeWithin(code, { since: NOW - 1, max: 1 }))!
    // the address is at its limit of one since NOW - 1: nothing written; a later window counts afresh
    expect(await b.auth.addCodeWithin({ ...code, codeHash: 'h0' }, { since: NOW - 1, max: 1 })).toBeNull()
    expect(await b.auth.takeAttempt('t', 'jo@example.com', NOW, 2)).toEqual({
      kind: 'taken',
      code: { id: codeId, codeHash: 'h1', expiresAt: NOW + 600_000, attempts: 1 },
    })
    expect(await b.auth.takeAttempt('t', 'nobody@example.com', NOW, 2)).toEqual({ kind: 'none' })
    expect(await a.auth.takeAttempt('t', 'jo@example.com', NOW + 600_000, 2)).toEqual({ kind: 'spent' })
    const input = { codeId, tenant: 't', email: 'jo@example.com', at: NOW, expiresAt: NOW + 1_000 }
    const signedIn = await Promise.all([
      a.auth.signIn({ ...input, newUserId: 'u1', tokenHash: 'tok-a' }),
      b.auth.signIn({ ...input, newUserId: 'u2', tokenHash: 'tok-b' }),
    ])
    expect(signedIn.filter(Boolean)).toHaveLength(1)
    const token = signedIn[0] ? 'tok-a' : 'tok-b'
    const user = await b.auth.sessionUser('t', token, NOW)
    expect(user?.email).toBe('jo@example.com')
    expect(await b.auth.sessionUser('other', token, NOW)).toBeNull()
    expect(await b.auth.sessionUser('t', token, NOW + 1_000)).toBeNull()
    await a.auth.replaceWatchlist(user!.id, ['c3', 'c1', 'c2'])
    await b.auth.replaceWatchlist(user!.id, ['c2', 'c9'])
    expect(await a.auth.watchlist(user!.id)).toEqual(['c2', 'c9'])
    // the same account for the same email on a later code
    const next = (await b.auth.addCodeWithin({ ...code, codeHash: 'h2', createdAt: NOW + 1 }, { since: NOW, max: 1 }))!
    expect(await b.auth.signIn({ ...input, codeId: next, newUserId: 'u3', tokenHash: 'tok-c' })).toBe(true)
    expect((await a.auth.sessionUser('t', 'tok-c', NOW))?.id).toBe(user!.id)
    await a.auth.dropSession('t', 'tok-c')
    expect(await b.auth.sessionUser('t', 'tok-c', NOW)).toBeNull()
    // a used code takes no more checks; with the later one dropped, the first (used) is the latest again
    expect(await a.auth.takeAttempt('t', 'jo@example.com', NOW, 5)).toEqual({ kind: 'spent' })
    await a.auth.dropCode(next)
    expect(await b.auth.takeAttempt('t', 'jo@example.com', NOW, 5)).toEqual({ kind: 'spent' })
    expect(await b.auth.addCodeWithin({ ...code, createdAt: NOW + 2 }, { since: NOW, max: 1 })).not.toBeNull()
  })

  it('payment intents: written by one process, moved on by another, pending verifications listed longest waiting first', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const intent = (id: string, actionAt: number | null) => ({
      id,
      provider: 'Stripe' as const,
      tenant: 'demo-motors',
      carId: 'car-1',
      amountCents: 50_000,
      currency: 'aud',
      state: 'card_entry' as const,
      failure: null,
      clientData: { mode: 'local' },
      nextAction: actionAt === null ? null : { kind: 'card_action' as const },
      providerRef: null,
      attempt: 0,
      dealerAction: null,
      actionAt,
      createdAt: NOW,
      updatedAt: NOW,
      buyer: null,
    })
    await a.intents.insert(intent('res_1', null))
    await a.intents.insert(intent('res_2', NOW - 500))
    await b.intents.insert(intent('res_3', NOW - 900))
    expect(await b.intents.get('res_1')).toEqual(intent('res_1', null))
    await b.intents.update('res_1', { state: 'card_entry', attempt: 1, failure: 'declined' }, NOW + 1)
    const moved = await a.intents.update(
      'res_1',
      { state: 'authorised', providerRef: 'pi_1', dealerAction: null },
      NOW + 2,
    )
    expect(moved).toMatchObject({
      state: 'authorised',
      providerRef: 'pi_1',
      attempt: 1,
      failure: 'declined',
      clientData: { mode: 'local' },
      updatedAt: NOW + 2,
      actionAt: null,
    })
    expect(await b.intents.get('res_1')).toEqual(moved)
    expect((await b.intents.pendingActions(NOW)).map((i) => i.id)).toEqual(['res_3', 'res_2'])
    expect((await a.intents.forCar('demo-motors', 'car-1')).map((i) => i.id).sort()).toEqual([
      'res_1',
      'res_2',
      'res_3',
    ])
    await expect(b.intents.update('res_none', { state: 'failed' }, NOW)).rejects.toThrow('No payment intent res_none')
    // who reserves is kept with the reservation, for the dealer's lead
    const buyer = { ...BUYER, url: 'https://demo-motors.example/cars/car-1/checkout', userAgent: null }
    await a.intents.insert({ ...intent('res_4', null), carId: 'car-2', buyer })
    expect((await b.intents.get('res_4'))?.buyer).toEqual(buyer)
  })

  it('lead creates count against their sender across processes: each token once, then 429 and nothing written', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const policy = { capacity: 5, refillPerMinute: 20 }
    const [ia, ib] = [intakeOn(a, policy), intakeOn(b, policy)]
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postLead(i % 2 ? ia : ib, '1.2.3.4', `key-${String(i).padStart(4, '0')}`)),
    )
    expect(answers.filter((o) => o.ok)).toHaveLength(5)
    expect(answers.find((o) => !o.ok)).toEqual({
      ok: false,
      problem: { code: 'too_many', message: 'Too many requests; try again in 3 s', retryAfterSeconds: 3 },
    })
    expect(await a.leads.counts()).toEqual({ pending: 5, delivered: 0, failed: 0 })
    // the plain limiter's buckets are the same ones: another address is let through, this one is not
    expect((await b.leadLimits(policy).limiter.take('1.2.3.4', NOW)).ok).toBe(false)
    expect((await postLead(ia, '5.6.7.8', null)).ok).toBe(true)
  })

  it('lead creates and their limit: a replay answers its lead and counts, a refused body counts, the limit holds for replays too', async () => {
    const backend = fresh()
    const [a, b] = [backend.open(), backend.open()]
    const policy = { capacity: 4, refillPerMinute: 1 }
    const [ia, ib] = [intakeOn(a, policy), intakeOn(b, policy)]
    const first = await postLead(ia, '9.9.9.9', 'key-once')
    expect(await postLead(ib, '9.9.9.9', 'key-once')).toEqual(first)
    // a body the intake refuses, and one the endpoint refuses before the intake reads it (counted)
    expect(await postLead(ia, '9.9.9.9', 'key-other', { lead: { ...makeLeadPayload(), email: 42 } })).toMatchObject({
      ok: false,
      problem: { code: 'invalid' },
    })
    const admission = await ib.admit({ tenant: site, clientKey: '9.9.9.9', mock: false })
    expect(admission.ok && (await ib.counted(admission.value)).ok).toBe(true)
    expect(await postLead(ia, '9.9.9.9', 'key-once')).toMatchObject({ ok: false, problem: { code: 'too_many' } })
    expect(await a.leads.counts()).toEqual({ pending: 1, delivered: 0, failed: 0 })
  })
})
