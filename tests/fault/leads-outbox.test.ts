import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import type { LeadGatewayPort } from '@domain/ports/leads.port.ts'
import { createDashboardLeadGateway } from '@adapters/leads-dashboard/dashboard-lead-gateway.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { leadRequest, leadTestKit, type LeadTestServices } from '@web/server/leads/testing/lead-test-kit.server.ts'

/**
 * A CRM on loopback that can be down (503), hang (never answers) or up. When up it creates a record
 * per POST and answers its id; it counts every request it actually processed, per Idempotency-Key,
 * so a duplicate delivery shows as a count of 2. With `dedupe`, it honours the key as a real CRM
 * should: a repeated key gets the first answer again and creates nothing.
 */
type CrmMode = 'down' | 'hang' | 'up' | 'lose-ack'
const crm = {
  mode: 'up' as CrmMode,
  dedupe: false,
  processed: new Map<string, number>(),
  answers: new Map<string, string>(),
  records: new Map<string, { key: string; updates: string[] }>(),
  refused: 0,
  hung: 0,
  lostAcks: 0,
  replays: 0,
  unknownPuts: 0,
  /** each test talks to its own path prefix: a late request from an earlier test is ignored */
  generation: 1,
  reset() {
    this.generation++
    this.processed.clear()
    this.answers.clear()
    this.records.clear()
    this.refused = this.hung = this.lostAcks = this.replays = this.unknownPuts = 0
    this.dedupe = false
  },
}
let server: Server
let base: string
let dir: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'])
      const prefix = `/g${crm.generation}`
      if (!req.url!.startsWith(`${prefix}/`)) {
        res.writeHead(410).end()
        return
      }
      const path = req.url!.slice(prefix.length)
      if (crm.mode === 'down') {
        crm.refused++
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"maintenance"}')
        return
      }
      if (crm.mode === 'hang') {
        crm.hung++
        return // never answers; the client gives up
      }
      if (crm.dedupe && crm.answers.has(key)) {
        crm.replays++
        res.writeHead(200, { 'content-type': 'application/json' }).end(crm.answers.get(key))
        return
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead: { lead_id?: string } }
      let id: string
      if (req.method === 'POST' && path === '/api/leads') {
        id = `crm-${crm.records.size + 1}`
        crm.records.set(id, { key, updates: [] })
      } else {
        id = decodeURIComponent(path.replace('/api/leads/', ''))
        const record = crm.records.get(id)
        if (req.method !== 'PUT' || !record || body.lead.lead_id !== id) {
          crm.unknownPuts++
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no such lead"}')
          return
        }
        record.updates.push(key)
      }
      crm.processed.set(key, (crm.processed.get(key) ?? 0) + 1)
      const answer = JSON.stringify({ id })
      crm.answers.set(key, answer)
      if (crm.mode === 'lose-ack' && crm.lostAcks < 40) {
        crm.lostAcks++
        req.socket.destroy() // processed, but the answer never arrives
        return
      }
      res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(answer)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

let services: LeadTestServices | undefined
afterEach(async () => {
  await services?.close()
  services = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
  crm.reset()
})

/** The crm leads adapter over `file`, the intake use case over it, and the lead endpoints over that. */
function boot(file: string, gateway?: LeadGatewayPort): LeadTestServices {
  return leadTestKit({
    mode: 'live',
    database: file,
    gateway:
      gateway ?? createDashboardLeadGateway({ baseUrl: `${base}/g${crm.generation}`, timeoutMs: 250, retries: 1 }),
    delivery: {
      concurrency: 16,
      attemptTimeoutMs: 2_000,
      pollIntervalMs: 50,
      backoff: { baseMs: 20, maxMs: 250 },
      onError: () => {},
    },
  }).services
}

const HOST = { host: 'demo-motors.example' }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Waits until `check` holds (the machine may be busy: no fixed sleeps for what must have happened). */
async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

/** Submits `count` leads through the POST handler, `concurrency` at a time; answers the accepted keys. */
async function submitLeads(s: LeadTestServices, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let start = 0; start < count; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
        const res = await s.handlers.createLead(
          leadRequest('POST', '/api/leads', { lead: makeLeadPayload({ message: `lead ${start + i}` }) }, HOST),
        )
        expect(res.status).toBe(201)
        return ((await res.json()) as { id: string }).id
      }),
    )
    ids.push(...batch)
  }
  return ids
}

async function updateLeads(s: LeadTestServices, ids: readonly string[], step: number): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const body = {
        lead: makeLeadPayload({ lead_id: id, step_number: step, form_completed: true, lead_status: 'Complete' }),
      }
      const res = await s.handlers.updateLead(leadRequest('PUT', `/api/leads/${id}`, body, HOST), id)
      expect(res.status).toBe(200)
    }),
  )
}

async function drained(s: LeadTestServices, ms = 40_000): Promise<void> {
  const end = Date.now() + ms
  for (;;) {
    const counts = await s.store.counts()
    if (counts.pending === 0) return
    if (Date.now() > end) throw new Error(`still pending after ${ms} ms: ${JSON.stringify(counts)}`)
    s.delivery.kick()
    await sleep(50)
  }
}

describe('lead outbox under a CRM outage (fault)', () => {
  it('delivers every accepted lead version exactly once (per idempotency key) after the CRM fails, hangs and the server restarts', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-fault-'))
    const file = join(dir, 'leads.sqlite')
    const accepted = new Map<string, number>() // lead id → versions accepted

    // A timed-out attempt the CRM did process is resent with the same key: over a real network, exactly
    // once means at-least-once sending plus a receiver that honours the key. (The in-process test below
    // shows the outbox itself never sends an acknowledged version twice.)
    crm.dedupe = true

    // 1. CRM down: 300 leads and 150 updates are still accepted.
    crm.mode = 'down'
    services = boot(file)
    const first = await submitLeads(services, 300)
    first.forEach((id) => {
      accepted.set(id, 1)
    })
    const updated = first.slice(0, 150)
    await updateLeads(services, updated, 2)
    updated.forEach((id) => {
      accepted.set(id, 2)
    })
    await until(() => crm.refused >= 50, 'refused deliveries')

    // 2. CRM hangs: 100 more leads while attempts time out.
    crm.mode = 'hang'
    const second = await submitLeads(services, 100)
    second.forEach((id) => {
      accepted.set(id, 1)
    })
    await until(() => crm.hung >= 16, 'hung deliveries')
    expect(crm.processed.size).toBe(0)

    // 3. Restart in the middle of the outage: stop, close the database, reopen, start a new loop.
    await services.close()
    services = boot(file)
    const third = await submitLeads(services, 50)
    third.forEach((id) => {
      accepted.set(id, 1)
    })
    const lateUpdates = [...second.slice(0, 40), ...updated.slice(0, 40)]
    await updateLeads(services, lateUpdates, 3)
    lateUpdates.forEach((id) => {
      accepted.set(id, accepted.get(id)! + 1)
    })

    // 4. The CRM recovers.
    crm.mode = 'up'
    await drained(services)

    const expectedKeys = [...accepted].flatMap(([id, versions]) =>
      Array.from({ length: versions }, (_, v) => `${id}:${v + 1}`),
    )
    expect(expectedKeys).toHaveLength(300 + 150 + 100 + 50 + 80)
    const duplicates = [...crm.processed].filter(([, n]) => n !== 1)
    expect(duplicates).toEqual([])
    expect([...crm.processed.keys()].sort()).toEqual(expectedKeys.sort())
    expect(crm.unknownPuts).toBe(0)
    expect(await services.store.counts()).toEqual({ pending: 0, delivered: expectedKeys.length, failed: 0 })
    // each lead is one CRM record, its updates addressed to that record, in order
    expect(crm.records.size).toBe(accepted.size)
    for (const record of crm.records.values()) {
      const [leadId] = record.key.split(':')
      const versions = accepted.get(leadId!)!
      expect(record.updates).toEqual(Array.from({ length: versions - 1 }, (_, v) => `${leadId}:${v + 2}`))
    }
  })

  it('a lost answer is retried with the same key, and a key-honouring CRM makes no duplicate', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-fault-'))
    crm.mode = 'lose-ack'
    crm.dedupe = true
    services = boot(join(dir, 'leads.sqlite'))
    const ids = await submitLeads(services, 200)
    await drained(services)
    expect(crm.lostAcks).toBe(40)
    expect(crm.replays).toBeGreaterThanOrEqual(40)
    expect(crm.records.size).toBe(200)
    expect([...crm.processed.values()].every((n) => n === 1)).toBe(true)
    const remoteIds = new Set((await services.store.list(null, 500)).map((l) => l.remote_id))
    expect(remoteIds.size).toBe(200)
    expect([...remoteIds].every((id) => id !== null && crm.records.has(id))).toBe(true)
    expect(ids).toHaveLength(200)
  })

  it('in process (no lost answers): the outbox sends each accepted version exactly once through failures, hangs and a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'lead-fault-'))
    const file = join(dir, 'leads.sqlite')
    let mode: 'fail' | 'hang' | 'up' = 'fail'
    const sent = new Map<string, number>()
    let failures = 0
    let hangs = 0
    // Commits only when it answers: a duplicate in `sent` can only come from the outbox resending.
    const gateway: LeadGatewayPort = {
      deliver: (d, signal) => {
        if (mode === 'fail') {
          failures++
          return Promise.reject(new Error('CRM unavailable'))
        }
        if (mode === 'hang') {
          hangs++
          return new Promise((_, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
          )
        }
        return new Promise((resolve) =>
          setTimeout(() => {
            sent.set(d.idempotencyKey, (sent.get(d.idempotencyKey) ?? 0) + 1)
            resolve({ remoteId: `crm-${d.leadId}` })
          }, Math.random() * 5),
        )
      },
    }
    services = boot(file, gateway)
    const ids = await submitLeads(services, 250)
    await updateLeads(services, ids.slice(0, 100), 2)
    await until(() => failures >= 50, 'failed deliveries')
    mode = 'hang'
    const more = await submitLeads(services, 100)
    await until(() => hangs >= 16, 'hung deliveries')
    await services.close()
    services = boot(file, gateway)
    await updateLeads(services, more.slice(0, 50), 2)
    mode = 'up'
    await drained(services)
    expect(failures).toBeGreaterThan(0)
    expect(hangs).toBeGreaterThan(0)
    expect(sent.size).toBe(250 + 100 + 100 + 50)
    expect([...sent.values()].every((n) => n === 1)).toBe(true)
  })
})
