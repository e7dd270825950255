import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LeadDeliveryError, type LeadDelivery } from '@domain/ports/leads.port.ts'
import { createDashboardLeadGateway } from '@adapters/leads-dashboard/dashboard-lead-gateway.ts'
import { createCarClarityLeadGateway } from '@adapters/leads-carclarity/car-clarity-lead-gateway.ts'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import { jsonOrEmpty, startLoopback, type Loopback, type Received } from '../live/support/loopback.ts'

/** a request as the receiver saw it, its body parsed (null when empty) */
type Seen = Pick<Received, 'method' | 'url' | 'headers'> & { body: unknown }

/** A loopback receiver: records every request and answers from a script (then the fallback). */
let server: Loopback
let base: string
let seen: Seen[] = []
let script: ((req: Seen) => { status: number; body?: unknown } | 'hang')[] = []
let fallback: (req: Seen) => { status: number; body?: unknown } | 'hang' = () => ({ status: 201, body: { id: 77 } })

beforeAll(async () => {
  server = await startLoopback((r) => {
    const entry: Seen = { method: r.method, url: r.url, headers: r.headers, body: r.text ? JSON.parse(r.text) : null }
    seen.push(entry)
    return jsonOrEmpty((script.shift() ?? fallback)(entry))
  })
  base = server.url
})
afterAll(() => server.close())
beforeEach(() => {
  seen = []
  script = []
  fallback = () => ({ status: 201, body: { id: 77 } })
})

const payload = makeLeadPayload({ 'Vehicle Make': 'Toyota', car_id: 'abc-1' })
const delivery = (over: Partial<LeadDelivery> = {}): LeadDelivery => ({
  leadId: 'L-1',
  version: 1,
  tenant: 'demo-motors',
  destination: 'server',
  payload,
  idempotencyKey: 'L-1:1',
  remoteId: null,
  attempts: 0,
  ...over,
})

describe('dashboard CRM lead gateway (contract)', () => {
  it('creates with POST {base}/api/leads, body {lead}, JSON headers and the idempotency key; answers the CRM id', async () => {
    const gateway = createDashboardLeadGateway({ baseUrl: base })
    expect(await gateway.deliver(delivery())).toEqual({ remoteId: '77' })
    expect(seen).toHaveLength(1)
    const [req] = seen
    expect(req!.method).toBe('POST')
    expect(req!.url).toBe('/api/leads')
    expect(req!.headers['idempotency-key']).toBe('L-1:1')
    expect(req!.headers['content-type']).toMatch(/^application\/json/)
    expect(req!.headers.accept).toBe('application/json')
    expect(req!.body).toEqual({ lead: payload })
  })

  it('accepts lead_id instead of id in the answer, and drops our own lead_id from a create', async () => {
    fallback = () => ({ status: 200, body: { lead_id: 'crm-5' } })
    const gateway = createDashboardLeadGateway({ baseUrl: `${base}/` })
    const result = await gateway.deliver(delivery({ payload: { ...payload, lead_id: 'L-1' } }))
    expect(result).toEqual({ remoteId: 'crm-5' })
    expect((seen[0]!.body as { lead: Record<string, unknown> }).lead).not.toHaveProperty('lead_id')
  })

  it("never sends the site's own form key (not a SPEC §3 lead field), on a create or an update", async () => {
    fallback = () => ({ status: 200, body: { id: 'crm-6' } })
    const gateway = createDashboardLeadGateway({ baseUrl: base })
    await gateway.deliver(delivery({ payload: { ...payload, form: 'contact' } }))
    await gateway.deliver(delivery({ payload: { ...payload, form: 'contact' }, version: 2, remoteId: 'crm-6' }))
    expect(seen.map((r) => (r.body as { lead: Record<string, unknown> }).lead)).toEqual([
      payload,
      { ...payload, lead_id: 'crm-6' },
    ])
  })

  it('updates with PUT {base}/api/leads/{crm id}, lead_id set to the CRM id', async () => {
    fallback = () => ({ status: 200, body: { id: 'crm 9' } })
    const gateway = createDashboardLeadGateway({ baseUrl: `${base}/crm` })
    const result = await gateway.deliver(delivery({ version: 2, idempotencyKey: 'L-1:2', remoteId: 'crm 9' }))
    expect(result).toEqual({ remoteId: 'crm 9' })
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/crm/api/leads/crm%209' })
    expect(seen[0]!.headers['idempotency-key']).toBe('L-1:2')
    expect(seen[0]!.body).toEqual({ lead: { ...payload, lead_id: 'crm 9' } })
  })

  it('retries a 503 twice with the same key, then succeeds', async () => {
    script = [() => ({ status: 503, body: { error: 'down' } }), () => ({ status: 502 })]
    const gateway = createDashboardLeadGateway({ baseUrl: base, timeoutMs: 1_000 })
    expect(await gateway.deliver(delivery())).toEqual({ remoteId: '77' })
    expect(seen.map((s) => [s.method, s.headers['idempotency-key']])).toEqual(Array(3).fill(['POST', 'L-1:1']))
  })

  it('a 5xx that outlasts the retries is a transient failure (the outbox tries again later)', async () => {
    fallback = () => ({ status: 500 })
    const gateway = createDashboardLeadGateway({ baseUrl: base, retries: 2 })
    const error = await gateway.deliver(delivery()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LeadDeliveryError)
    expect(error).toMatchObject({ permanent: false, status: 500 })
    expect(seen).toHaveLength(3)
  })

  it('a 422 is a refusal: no retry, permanent', async () => {
    fallback = () => ({ status: 422, body: { error: 'email invalid' } })
    const gateway = createDashboardLeadGateway({ baseUrl: base })
    await expect(gateway.deliver(delivery())).rejects.toMatchObject({ permanent: true, status: 422 })
    expect(seen).toHaveLength(1)
  })

  it('an {error} in a 200 answer is a refusal (SPEC §3: the answer has id or error)', async () => {
    fallback = () => ({ status: 200, body: { error: 'duplicate' } })
    const gateway = createDashboardLeadGateway({ baseUrl: base })
    await expect(gateway.deliver(delivery())).rejects.toMatchObject({
      permanent: true,
      message: expect.stringContaining('duplicate'),
    })
  })

  it('a CRM that never answers times out as a transient failure', async () => {
    fallback = () => 'hang'
    const gateway = createDashboardLeadGateway({ baseUrl: base, timeoutMs: 150, retries: 1 })
    await expect(gateway.deliver(delivery())).rejects.toMatchObject({ permanent: false })
    expect(seen).toHaveLength(2)
    expect(new Set(seen.map((s) => s.headers['idempotency-key']))).toEqual(new Set(['L-1:1']))
  })

  it('stops when the caller aborts', async () => {
    const controller = new AbortController()
    // the caller gives up once the receiver has the request, and the receiver never answers
    fallback = () => {
      controller.abort(new Error('stop'))
      return 'hang'
    }
    const gateway = createDashboardLeadGateway({ baseUrl: base, timeoutMs: 5_000 })
    await expect(gateway.deliver(delivery(), controller.signal)).rejects.toMatchObject({
      permanent: false,
      message: 'lead CRM: stop',
    })
  })
})

describe('Car Clarity lead gateway (contract)', () => {
  it('POSTs {base}/api/carClarityCustomer with {lead}, our lead id, bearer key and idempotency key', async () => {
    fallback = () => ({ status: 200, body: { id: 'cc-1' } })
    const gateway = createCarClarityLeadGateway({ baseUrl: base, apiKey: 'k-123' })
    expect(
      await gateway.deliver(delivery({ destination: 'car-clarity', version: 2, idempotencyKey: 'L-1:2' })),
    ).toEqual({
      remoteId: 'cc-1',
    })
    const [req] = seen
    expect(req).toMatchObject({ method: 'POST', url: '/api/carClarityCustomer' })
    expect(req!.headers.authorization).toBe('Bearer k-123')
    expect(req!.headers['idempotency-key']).toBe('L-1:2')
    expect(req!.headers.accept).toBe('application/json')
    expect(req!.body).toEqual({ lead: { ...payload, lead_id: 'L-1' } })
    await gateway.deliver(delivery({ payload: { ...payload, form: 'contact' } }))
    expect(seen.at(-1)!.body).toEqual({ lead: { ...payload, lead_id: 'L-1' } })
  })

  it('sends no authorization header without a key, and classifies a 400 as a refusal', async () => {
    fallback = () => ({ status: 400, body: { error: 'bad' } })
    const gateway = createCarClarityLeadGateway({ baseUrl: base })
    await expect(gateway.deliver(delivery())).rejects.toMatchObject({ permanent: true, status: 400 })
    expect(seen[0]!.headers.authorization).toBeUndefined()
  })
})
