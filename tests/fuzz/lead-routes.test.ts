import { afterAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import type { RateLimiter } from '@domain/ports/rate-limiter.port.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { leadTestKit } from '@web/server/leads/testing/lead-test-kit.server.ts'

/**
 * 1,000 random and malformed requests straight at the lead endpoints (the web layer over the intake use case). Whatever arrives: never a 5xx,
 * always a JSON answer; a refusal is a 4xx `{error}` with a readable message and writes nothing;
 * an acceptance writes exactly one version, unless it is a create whose Idempotency-Key the site already took:
 * then it answers that lead's id and writes nothing.
 */
// One address has a tiny budget so 429s are in the mix without starving the rest of the run.
const strict = createMemoryRateLimiter({ capacity: 3, refillPerMinute: 1 })
const limiter: RateLimiter = {
  take: (key, now) => (key === '198.51.100.9' ? strict.take(key, now) : Promise.resolve({ ok: true as const })),
}
const kit = leadTestKit({ mode: 'mock', limiter })
afterAll(() => kit.services.close())

const valid = makeLeadPayload()
const LEAD_KEYS = Object.keys(valid)

const arbValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(null, true, 0, -1, 1e308, '', 'Website', 'demo-motors', 'other-motors', [], {}),
)

/** A valid lead with a few fields dropped, replaced by junk, or added. */
const arbMutatedLead = fc
  .record({
    drop: fc.subarray(LEAD_KEYS, { maxLength: 2 }),
    replace: fc.dictionary(
      fc.constantFrom(...LEAD_KEYS, 'skipped_steps', 'extra', 'opt_in', 'visited_pages', 'location_id'),
      arbValue,
      {
        maxKeys: 2,
      },
    ),
    add: fc.dictionary(fc.string({ maxLength: 8 }), arbValue, { maxKeys: 2 }),
  })
  .map(({ drop, replace, add }) => {
    const lead: Record<string, unknown> = { ...add, ...valid, ...replace }
    for (const key of drop) delete lead[key]
    return lead
  })

const arbBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: arbMutatedLead.map((lead) => JSON.stringify({ lead })) },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ lead: valid })) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: arbMutatedLead.map((lead) => JSON.stringify({ lead }).slice(0, -3)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 60_000, max: 80_000 })
      .map((n) => JSON.stringify({ lead: { ...valid, message: 'x'.repeat(n) } })),
  },
)

function weighted<T>(choices: [T, number][]): fc.Arbitrary<T> {
  return fc.oneof(...choices.map(([value, weight]) => ({ weight, arbitrary: fc.constant(value) })))
}

const arbRequest = fc.record({
  route: fc.constantFrom('create', 'update', 'carClarity'),
  mock: fc.boolean(),
  // weighted towards requests that get past the cheap checks, so the field checks see most of the run
  host: weighted([
    ['demo-motors.localhost', 5],
    ['demo-motors.example', 3],
    ['other-motors.example', 2],
    ['nobody.example', 1],
    ['', 1],
    ['localhost', 1],
  ]),
  contentType: weighted<string | null>([
    ['application/json', 8],
    ['application/json; charset=utf-8', 2],
    ['text/plain', 1],
    ['application/x-www-form-urlencoded', 1],
    [null, 1],
  ]),
  ip: weighted([
    ['203.0.113.1', 4],
    ['203.0.113.2', 4],
    ['198.51.100.9', 1],
    ['', 1],
    [' , ', 1],
  ]),
  leadId: fc.oneof({ weight: 3, arbitrary: fc.constant('known') }, fc.string({ maxLength: 40 }), fc.uuid()),
  // a create's Idempotency-Key: mostly none; two keys that recur (so retries are in the mix), fresh ones, bad ones
  requestKey: fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom('fuzz-key-0001', 'fuzz-key-0002') },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.string({ maxLength: 140 }).filter((k) => /^[\x20-\x7e]*$/.test(k) && k.trim() === k) },
  ),
  body: arbBody,
})

async function versionCount(): Promise<number> {
  const c = await kit.services.store.counts()
  return c.pending + c.delivered + c.failed
}

describe('lead routes (fuzz)', () => {
  it('1,000 random requests: no 5xx, JSON answers, refusals store nothing', async () => {
    const seed = await kit.services.handlers.createLead(
      new Request('http://demo-motors.localhost/api/leads', {
        method: 'POST',
        headers: {
          host: 'demo-motors.localhost',
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.200',
        },
        body: JSON.stringify({ lead: valid }),
      }),
    )
    const knownId = ((await seed.json()) as { id: string }).id
    const statuses = new Map<number, number>()
    const createdByKey = new Map<string, string>()
    let replays = 0

    await fc.assert(
      fc.asyncProperty(arbRequest, async (r) => {
        const headers: Record<string, string> = { 'x-forwarded-for': r.ip }
        if (r.requestKey !== null) headers['idempotency-key'] = r.requestKey
        if (r.host) headers.host = r.host
        if (r.contentType) headers['content-type'] = r.contentType
        const leadId = r.leadId === 'known' ? knownId : r.leadId
        const path = r.route === 'update' ? `/api/leads/${encodeURIComponent(leadId)}` : '/api/leads'
        const request = new Request(`http://${r.host || 'unknown.invalid'}${path}`, {
          method: r.route === 'update' ? 'PUT' : 'POST',
          headers,
          body: r.body,
        })
        const before = await versionCount()
        const h = kit.services.handlers
        const response =
          r.route === 'create'
            ? await h.createLead(request, { mock: r.mock })
            : r.route === 'carClarity'
              ? await h.createCarClarityCustomer(request, { mock: r.mock })
              : await h.updateLead(request, leadId, { mock: r.mock })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)

        expect(response.status).toBeLessThan(500)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        const answer = (await response.json()) as Record<string, unknown>
        const after = await versionCount()
        if (response.status >= 400) {
          expect(typeof answer.error).toBe('string')
          expect((answer.error as string).length).toBeGreaterThan(5)
          expect(answer.error).not.toMatch(/undefined|\[object Object\]/)
          if ('field' in answer) expect(answer.field).toMatch(/^(lead(\.|\[|$)|Idempotency-Key$)/)
          if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
          expect(after).toBe(before)
        } else {
          expect([200, 201]).toContain(response.status)
          expect(Object.keys(answer)).toEqual(['id'])
          const tenant = r.host.startsWith('other') ? 'other-motors' : 'demo-motors'
          // a create whose key this site already used answers that lead and writes nothing
          const keyed = r.route !== 'update' && r.requestKey !== null ? `${tenant} ${r.requestKey}` : null
          const earlier = keyed === null ? undefined : createdByKey.get(keyed)
          if (earlier !== undefined) {
            replays++
            expect(answer.id).toBe(earlier)
            expect(after).toBe(before)
          } else {
            expect(after).toBe(before + 1)
            if (keyed !== null) createdByKey.set(keyed, answer.id as string)
          }
          const stored = await kit.services.store.get(tenant, answer.id as string)
          expect(stored).not.toBeNull()
        }
      }),
      { numRuns: 1_000 },
    )
    // the run really covered acceptance and the main refusals
    console.info('lead fuzz statuses', JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))))
    for (const status of [200, 201, 400, 403, 404, 413, 415, 422, 429])
      expect(statuses.get(status) ?? 0).toBeGreaterThan(0)
    expect(replays).toBeGreaterThan(0)
  })
})
