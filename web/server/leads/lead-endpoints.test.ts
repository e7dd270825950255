import { afterEach, describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { REVIEW_BAD_LEADS } from '@domain/leads/testing/review-bad-leads.ts'
import { LEAD_RATE_LIMIT } from '@application/leads/rate-limit.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { leadRequest, leadTestKit } from './testing/lead-test-kit.server.ts'
import type { LeadTestServices } from './testing/lead-test-kit.server.ts'

const open: LeadTestServices[] = []
afterEach(async () => {
  for (const s of open.splice(0)) await s.close()
})
function kit(options: Parameters<typeof leadTestKit>[0] = {}) {
  const k = leadTestKit(options)
  open.push(k.services)
  return k.services
}
const body = (over = {}) => ({ lead: makeLeadPayload(over) })
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

describe('POST /api/leads checks SPEC §5 on the fields present (issue 16 item 8)', () => {
  it.each(REVIEW_BAD_LEADS)('%j: 422 {error, field: %s}, nothing stored', async (over, field) => {
    const s = kit()
    const res = await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', body(over))))
    expect(res.status).toBe(422)
    expect(res.body).toEqual({ error: expect.stringContaining(`Invalid field ${field}: `), field })
    expect(await s.store.list(null, 10)).toEqual([])
  })
})

describe('POST /api/leads', () => {
  it('stores the lead for the Host’s site and answers 201 {id}', async () => {
    const s = kit()
    const res = await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', body())))
    expect(res.status).toBe(201)
    expect(Object.keys(res.body)).toEqual(['id'])
    const stored = await s.store.get('demo-motors', res.body.id)
    expect(stored).toMatchObject({ tenant: 'demo-motors', destination: 'server', version: 1 })
    expect(stored?.payload.email).toBe('jo@example.com')
  })

  it('delivers it to the local inbox in mock mode', async () => {
    const s = kit()
    const res = await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', body())))
    await s.delivery.idle()
    expect((await s.inbox?.inbox('demo-motors', 10))?.map((e) => e.idempotency_key)).toEqual([`${res.body.id}:1`])
  })

  it('sends a car-clarity tenant’s leads to car-clarity', async () => {
    const s = kit()
    const req = leadRequest(
      'POST',
      '/api/leads',
      body({ website_slug: 'other-motors', dealership_slug: 'other-motors' }),
      {
        host: 'other-motors.example',
      },
    )
    const res = await answer(await s.handlers.createLead(req))
    expect((await s.store.get('other-motors', res.body.id))?.destination).toBe('car-clarity')
  })

  it('accepts a second dealership of the same site', async () => {
    const s = kit()
    expect(
      (await s.handlers.createLead(leadRequest('POST', '/api/leads', body({ dealership_slug: 'demo-trucks' })))).status,
    ).toBe(201)
  })

  it.each([
    ['website_slug of another site', body({ website_slug: 'other-motors' }), 'lead.website_slug'],
    ['dealership of another site', body({ dealership_slug: 'other-motors' }), 'lead.dealership_slug'],
  ])('403 for a %s, naming the field, and stores nothing', async (_name, payload, field) => {
    const s = kit()
    const res = await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', payload)))
    expect(res).toMatchObject({ status: 403, body: { field } })
    expect(await s.store.list(null, 10)).toEqual([])
  })

  it('404 when the Host is no dealer site', async () => {
    const s = kit()
    const res = await answer(
      await s.handlers.createLead(leadRequest('POST', '/api/leads', body(), { host: 'nobody.example' })),
    )
    expect(res).toEqual({ status: 404, body: { error: 'No dealer site at this address' } })
  })

  it('400 for bad JSON and for an empty body', async () => {
    const s = kit()
    expect(await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', '{"lead":')))).toEqual({
      status: 400,
      body: { error: 'Request body is not valid JSON' },
    })
    expect((await s.handlers.createLead(leadRequest('POST', '/api/leads', ''))).status).toBe(400)
  })

  it('415 when the body is not sent as JSON', async () => {
    const s = kit()
    const req = leadRequest('POST', '/api/leads', body(), { headers: { 'content-type': 'text/plain' } })
    expect(await answer(await s.handlers.createLead(req))).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    })
  })

  it.each([
    [
      { lead: { ...makeLeadPayload(), website_slug: undefined } },
      'lead.website_slug',
      'Invalid field lead.website_slug: missing key',
    ],
    [body({ email: 42 }), 'lead.email', 'Invalid field lead.email: expected string | null'],
    [body({ source: 'Email' }), 'lead.source', 'Invalid field lead.source: expected "Website"'],
    [{ nope: 1 }, 'lead', 'Invalid field lead: missing key'],
    [[1, 2], 'lead', 'Request body must be a JSON object {"lead": {…}}'],
  ])('422 names the field (%#)', async (payload, field, error) => {
    const s = kit()
    const res = await answer(await s.handlers.createLead(leadRequest('POST', '/api/leads', payload)))
    expect(res).toEqual({ status: 422, body: { error, field } })
  })

  it('413 past 64 KB, by Content-Length or by what is read', async () => {
    const s = kit()
    const big = body({ message: 'x'.repeat(64 * 1024) })
    expect((await s.handlers.createLead(leadRequest('POST', '/api/leads', big))).status).toBe(413)
    // no Content-Length: a streamed body is counted as it is read
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = new Request('http://demo-motors.localhost/api/leads', {
      method: 'POST',
      headers: { host: 'demo-motors.localhost', 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await answer(await s.handlers.createLead(streamed))).toEqual({
      status: 413,
      body: { error: 'Request body is larger than 65536 bytes' },
    })
    // a lying Content-Length does not help either
    const lying = leadRequest('POST', '/api/leads', big, { headers: { 'content-length': '10' } })
    expect((await s.handlers.createLead(lying)).status).toBe(413)
    expect(await s.store.list(null, 10)).toEqual([])
  })

  it('429 with Retry-After once an address has used its burst of 10', async () => {
    const s = kit({ limiter: createMemoryRateLimiter(LEAD_RATE_LIMIT) })
    const send = (ip: string) =>
      s.handlers.createLead(
        leadRequest('POST', '/api/leads', body(), { headers: { 'x-forwarded-for': `${ip}, 10.0.0.1` } }),
      )
    for (let i = 0; i < 10; i++) expect((await send('203.0.113.1')).status).toBe(201)
    const refused = await send('203.0.113.1')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('3')
    expect((await refused.json()).error).toMatch(/^Too many requests/)
    expect((await send('203.0.113.2')).status).toBe(201)
  })
})

describe('POST /api/leads with the rate take written with the lead (as on PostgreSQL)', () => {
  /** a kit whose store writes take and lead together: the memory limiter's take, then the kit's own create */
  function oneWriteKit() {
    const limiter = createMemoryRateLimiter(LEAD_RATE_LIMIT)
    const s: LeadTestServices = kit({
      limiter,
      createWithin: {
        async create(limitKey, now, input) {
          const rate = await limiter.take(limitKey, now)
          if (!rate.ok) return rate
          const stored = await s.store.create(input)
          return { ok: true, id: stored.id, replayed: stored.replayed }
        },
      },
    })
    return s
  }
  const send = (s: LeadTestServices, sent: string) =>
    s.handlers.createLead(leadRequest('POST', '/api/leads', sent, { headers: { 'x-forwarded-for': '203.0.113.7' } }))

  it('the same answers: 201 within the burst of 10, then 429 with Retry-After, nothing stored for it', async () => {
    const s = oneWriteKit()
    for (let i = 0; i < 10; i++) expect((await send(s, JSON.stringify(body()))).status).toBe(201)
    const refused = await send(s, JSON.stringify(body()))
    expect([refused.status, refused.headers.get('retry-after')]).toEqual([429, '3'])
    expect(await s.store.list(null, 20)).toHaveLength(10)
  })

  it('a body refused before the intake reads it still counts against its sender', async () => {
    const s = oneWriteKit()
    for (let i = 0; i < 10; i++) expect((await send(s, '{"lead": ')).status).toBe(400)
    expect((await send(s, '{"lead": ')).status).toBe(429)
    expect((await send(s, JSON.stringify(body()))).status).toBe(429)
    expect(await s.store.list(null, 20)).toEqual([])
  })
})

describe('PUT /api/leads/{id}', () => {
  it('adds a version and answers {id}', async () => {
    const s = kit()
    const { id } = await (await s.handlers.createLead(leadRequest('POST', '/api/leads', body()))).json()
    const res = await answer(
      await s.handlers.updateLead(leadRequest('PUT', `/api/leads/${id}`, body({ lead_id: id, step_number: 2 })), id),
    )
    expect(res).toEqual({ status: 200, body: { id } })
    const stored = await s.store.get('demo-motors', id)
    expect(stored?.history.map((v) => v.payload.step_number)).toEqual([1, 2])
  })

  it('404 for an unknown id or another site’s lead', async () => {
    const s = kit()
    const created = await (
      await s.handlers.createLead(
        leadRequest('POST', '/api/leads', body({ website_slug: 'other-motors', dealership_slug: 'other-motors' }), {
          host: 'other-motors.example',
        }),
      )
    ).json()
    for (const id of ['no-such-lead', created.id, '../../etc']) {
      const res = await answer(await s.handlers.updateLead(leadRequest('PUT', `/api/leads/x`, body()), id))
      expect(res).toEqual({ status: 404, body: { error: 'No lead with this id on this site' } })
    }
  })

  it('422 when the body’s lead_id names another lead', async () => {
    const s = kit()
    const { id } = await (await s.handlers.createLead(leadRequest('POST', '/api/leads', body()))).json()
    const res = await answer(
      await s.handlers.updateLead(leadRequest('PUT', `/api/leads/${id}`, body({ lead_id: 'other' })), id),
    )
    expect(res).toMatchObject({ status: 422, body: { field: 'lead.lead_id' } })
  })
})

describe('POST /api/carClarityCustomer', () => {
  it('stores a lead for car-clarity whatever the site’s default destination', async () => {
    const s = kit()
    const res = await answer(
      await s.handlers.createCarClarityCustomer(leadRequest('POST', '/api/carClarityCustomer', body())),
    )
    expect(res.status).toBe(201)
    expect((await s.store.get('demo-motors', res.body.id))?.destination).toBe('car-clarity')
  })
})

describe('/mock/api variants', () => {
  it('answer in mock mode and 404 in demo and live modes', async () => {
    expect(
      (await kit({ mode: 'mock' }).handlers.createLead(leadRequest('POST', '/mock/api/leads', body()), { mock: true }))
        .status,
    ).toBe(201)
    const demo = kit({ mode: 'demo' })
    const res = await answer(
      await demo.handlers.createLead(leadRequest('POST', '/mock/api/leads', body()), { mock: true }),
    )
    expect(res).toEqual({ status: 404, body: { error: 'Not found' } })
    expect(await demo.store.list(null, 10)).toEqual([])
    expect(
      (await demo.handlers.updateLead(leadRequest('PUT', '/mock/api/leads/x', body()), 'x', { mock: true })).status,
    ).toBe(404)
  })
})

describe('POST /api/leads with an Idempotency-Key (issue 16 item 12)', () => {
  const post = (s: LeadTestServices, key: string | null, payload = body(), host = 'demo-motors.localhost') =>
    s.handlers.createLead(
      leadRequest('POST', '/api/leads', payload, { host, headers: key === null ? {} : { 'idempotency-key': key } }),
    )

  it('the same key twice: 201 with the same {id} both times, one lead', async () => {
    const s = kit()
    const first = await answer(await post(s, 'a1b2c3d4e5f6a7b8'))
    const again = await answer(await post(s, 'a1b2c3d4e5f6a7b8'))
    expect(first.status).toBe(201)
    expect(again).toEqual(first)
    expect(await s.store.list(null, 10)).toHaveLength(1)
  })

  it('different keys (or none): two leads', async () => {
    const s = kit()
    const ids = [await post(s, 'key-one-0001'), await post(s, 'key-two-0002'), await post(s, null), await post(s, null)]
    const answers = await Promise.all(ids.map(answer))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201])
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(4)
    expect(await s.store.list(null, 10)).toHaveLength(4)
  })

  it('concurrent POSTs with one key: one lead, every answer its id', async () => {
    const s = kit()
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(s, 'concurrent-key-1').then(answer)))
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201))
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
    expect(await s.store.list(null, 20)).toHaveLength(1)
    await s.delivery.idle()
    expect(await s.inbox?.inbox('demo-motors', 10)).toHaveLength(1)
  })

  it('a key reused with a different body on another site is independent', async () => {
    const s = kit()
    const here = await answer(await post(s, 'shared-key-0001'))
    const there = await answer(
      await post(
        s,
        'shared-key-0001',
        body({ website_slug: 'other-motors', dealership_slug: 'other-motors', message: 'other' }),
        'other-motors.example',
      ),
    )
    expect([here.status, there.status]).toEqual([201, 201])
    expect(there.body.id).not.toBe(here.body.id)
    expect((await s.store.get('other-motors', there.body.id))?.payload.message).toBe('other')
  })

  it('/api/carClarityCustomer honours the key too; a malformed key is 422 naming the header', async () => {
    const s = kit()
    const send = (key: string) =>
      s.handlers.createCarClarityCustomer(
        leadRequest('POST', '/api/carClarityCustomer', body(), { headers: { 'idempotency-key': key } }),
      )
    const first = await answer(await send('cc-key-000001'))
    expect(await answer(await send('cc-key-000001'))).toEqual(first)
    expect(await answer(await send('bad key'))).toEqual({
      status: 422,
      body: {
        error: 'The Idempotency-Key header must be 8 to 128 letters, digits, - _ . or :',
        field: 'Idempotency-Key',
      },
    })
    expect(await s.store.list(null, 10)).toHaveLength(1)
  })
})
