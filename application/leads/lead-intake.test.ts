import { describe, expect, it } from 'vitest'
import { makeLeadPayload } from '@adapters/store-sqlite/testing/lead-fixture.ts'
import type { LeadStorePort, StoredLead } from '@domain/ports/leads.port.ts'
import type { Tenant } from '@domain/tenancy/tenant.schema.ts'
import { createLeadIntake, type LeadIntakeDeps } from './lead-intake.ts'
import { createUploads } from '../uploads/uploads.ts'
import { memoryUploadStore, plainSigner, sequentialUploadIds } from '@domain/uploads/testing/memory-uploads.ts'
import { unlimited } from '@domain/ports/rate-limiter.port.ts'
import { createMemoryRateLimiter } from '@adapters/store-memory/memory-rate-limiter.ts'
import { makeTenant } from '@domain/tenancy/tenant.fixture.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'

const tenant: Tenant = makeTenant()
/** The same tenant with the captcha on its forms. */
const captchaTenant: Tenant = { ...tenant, site: { ...tenant.site, forms: { ...tenant.site.forms, captcha: true } } }

/** A captcha that passes every answer, telling `onAsk` each time it is asked. */
const passingCaptcha =
  (onAsk: () => void): LeadIntakeDeps['captcha'] =>
  () => ({
    verify: async () => {
      onAsk()
      return { kind: 'passed' }
    },
  })

/** A store in memory that records every write, and fails every write when told to. */
function memoryStore() {
  const leads = new Map<string, StoredLead>()
  /** `{tenant} {request key}` → lead id */
  const keys = new Map<string, string>()
  const state = { failing: false, writes: 0 }
  const store: LeadStorePort = {
    async create({ tenant, destination, payload, requestKey = null }) {
      if (state.failing) throw new Error('disk full')
      const earlier = requestKey === null ? undefined : keys.get(`${tenant} ${requestKey}`)
      if (earlier) return { ...leads.get(earlier)!, replayed: true }
      state.writes++
      const id = `lead-${leads.size + 1}`
      const lead = {
        id,
        tenant,
        destination,
        version: 1,
        payload,
        created_at: 0,
        updated_at: 0,
        remote_id: null,
        state: 'pending',
        history: [],
      } as StoredLead
      leads.set(id, lead)
      if (requestKey !== null) keys.set(`${tenant} ${requestKey}`, id)
      return { ...lead, replayed: false }
    },
    leadIdOfRequestKey: async (tenant, requestKey) => keys.get(`${tenant} ${requestKey}`) ?? null,
    async update(tenantSlug, id, payload) {
      if (state.failing) throw new Error('disk full')
      const lead = leads.get(id)
      if (!lead || lead.tenant !== tenantSlug) return null
      state.writes++
      const next = { ...lead, version: lead.version + 1, payload }
      leads.set(id, next)
      return next
    },
    get: async (_tenant, id) => leads.get(id) ?? null,
    list: async () => [...leads.values()],
  }
  return { store, state, leads }
}

function intake(over: Partial<LeadIntakeDeps> = {}) {
  const memory = memoryStore()
  const failures: unknown[] = []
  let accepted = 0
  const use = createLeadIntake({
    mockRoutes: false,
    store: memory.store,
    limiter: unlimited,
    clock: { now: () => 0 },
    onAccepted: () => accepted++,
    log: () => {},
    reportFailure: (error) => failures.push(error),
    ...over,
  })
  return { use, memory, failures, accepted: () => accepted }
}

const sender = { tenant, clientKey: '203.0.113.1', mock: false }
const body = (over = {}) => ({ lead: makeLeadPayload(over) })

async function admitted(use: ReturnType<typeof intake>['use']) {
  const admission = await use.admit(sender)
  if (!admission.ok) throw new Error('not admitted')
  return admission.value
}

describe('lead intake: admission (before the body is read)', () => {
  it('the /mock variant first, then the rate, then the site', async () => {
    const { use } = intake({ limiter: createMemoryRateLimiter({ capacity: 1, refillPerMinute: 20 }) })
    expect(await use.admit({ ...sender, mock: true })).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'Not found' },
    })
    expect(await use.admit({ ...sender, tenant: null })).toEqual({
      ok: false,
      problem: { code: 'not_found', message: 'No dealer site at this address' },
    })
    // the rate was counted for the unknown site too: a second request is refused before its site is looked at
    expect(await use.admit({ ...sender, tenant: null })).toEqual({
      ok: false,
      problem: { code: 'too_many', message: 'Too many requests; try again in 3 s', retryAfterSeconds: 3 },
    })
  })

  it('the /mock variant is taken with the mock leads adapter', async () => {
    expect((await intake({ mockRoutes: true }).use.admit({ ...sender, mock: true })).ok).toBe(true)
  })
})

describe('lead intake: create and update', () => {
  it('writes a lead for the tenant’s destination and answers its id', async () => {
    const t = intake()
    expect(await t.use.createLead(await admitted(t.use), body())).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect(await t.use.createCarClarityCustomer(await admitted(t.use), body())).toEqual({
      ok: true,
      value: { id: 'lead-2' },
    })
    expect([...t.memory.leads.values()].map((l) => l.destination)).toEqual(['server', 'car-clarity'])
    expect(t.accepted()).toBe(2)
    expect(
      await t.use.updateLead(await admitted(t.use), 'lead-1', body({ lead_id: 'lead-1', step_number: 2 })),
    ).toEqual({ ok: true, value: { id: 'lead-1' } })
  })

  it.each([
    [[1], { code: 'invalid', message: 'Request body must be a JSON object {"lead": {…}}', field: 'lead' }],
    [
      { lead: { ...makeLeadPayload(), email: 42 } },
      { code: 'invalid', message: 'Invalid field lead.email: expected string | null', field: 'lead.email' },
    ],
    [
      body({ website_slug: 'other-motors' }),
      {
        code: 'forbidden',
        message: 'lead.website_slug does not match the site this request was sent to',
        field: 'lead.website_slug',
      },
    ],
    [
      body({ dealership_slug: 'nowhere' }),
      {
        code: 'forbidden',
        message: 'lead.dealership_slug is not a dealership of this site',
        field: 'lead.dealership_slug',
      },
    ],
  ])('refuses %j with the exact problem and writes nothing', async (sent, problem) => {
    const t = intake()
    expect(await t.use.createLead(await admitted(t.use), sent)).toEqual({ ok: false, problem })
    expect(t.memory.state.writes).toBe(0)
  })

  it('an update names a mismatched lead_id before an unknown id', async () => {
    const t = intake()
    expect(await t.use.updateLead(await admitted(t.use), 'abc', body({ lead_id: 'other' }))).toEqual({
      ok: false,
      problem: {
        code: 'invalid',
        message: 'lead.lead_id does not match the lead in the address',
        field: 'lead.lead_id',
      },
    })
    for (const id of ['bad id!', 'no-such-lead']) {
      expect(await t.use.updateLead(await admitted(t.use), id, body())).toEqual({
        ok: false,
        problem: { code: 'not_found', message: 'No lead with this id on this site' },
      })
    }
  })

  it('a store that fails answers unavailable with a retry after 5 s, and reports the failure', async () => {
    const t = intake()
    t.memory.state.failing = true
    expect(await t.use.createLead(await admitted(t.use), body())).toEqual({
      ok: false,
      problem: {
        code: 'unavailable',
        message: 'The lead could not be saved just now; please try again',
        retryAfterSeconds: 5,
      },
    })
    expect(t.failures).toHaveLength(1)
    expect(t.accepted()).toBe(0)
  })
})

describe('lead intake: SPEC §5 on the fields present (issue 16 item 8)', () => {
  it.each([
    [{ email: 'not-an-email' }, 'lead.email', 'Invalid field lead.email: invalid email address'],
    [
      { phone: 'abc<script>' },
      'lead.phone',
      'Invalid field lead.phone: Invalid phone number. Must be Australian or New Zealand number.',
    ],
    [
      { postcode: 'ABCDEFGHIJKL' },
      'lead.postcode',
      'Invalid field lead.postcode: Invalid postcode. Please enter a 4-digit number.',
    ],
    [{ url: 'javascript:alert(1)' }, 'lead.url', 'Invalid field lead.url: must be an http or https address'],
    [{ day: 1e308 }, 'lead.day', 'Invalid field lead.day: must be a whole number from 1 to 31'],
  ])(
    '%j is refused on create and update, naming %s, before the captcha, and nothing is written',
    async (over, field, message) => {
      let asked = 0
      const t = intake({ captcha: passingCaptcha(() => asked++) })
      const problem = { code: 'invalid', message, field }
      expect(await t.use.createLead(await admitted(t.use), body(over))).toEqual({ ok: false, problem })
      expect(await t.use.createCarClarityCustomer(await admitted(t.use), body(over))).toEqual({ ok: false, problem })
      expect(await t.use.updateLead(await admitted(t.use), 'lead-1', body(over))).toEqual({ ok: false, problem })
      expect(t.memory.state.writes).toBe(0)
      expect(asked).toBe(0)
    },
  )

  it('an incomplete step-one lead without email, phone or postcode is taken; a later step adds them', async () => {
    const t = intake()
    const first = body({ email: null, phone: null, message: null, name: 'Jo' })
    delete (first.lead as Record<string, unknown>).email
    expect(await t.use.createLead(await admitted(t.use), first)).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect(
      await t.use.updateLead(
        await admitted(t.use),
        'lead-1',
        body({ lead_id: 'lead-1', step_number: 2, postcode: '4000' }),
      ),
    ).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
  })
})

describe('lead intake: the Idempotency-Key of a create (issue 16 item 12)', () => {
  it('a key already used on this site answers the same id before the body or the captcha are looked at, writing nothing', async () => {
    let asked = 0
    const t = intake({ captcha: passingCaptcha(() => asked++) })
    const admission = async () => {
      const a = await t.use.admit({ ...sender, tenant: captchaTenant })
      if (!a.ok) throw new Error('not admitted')
      return a.value
    }
    expect(await t.use.createLead(await admission(), body(), 'retry-key-0001')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
    expect([t.memory.state.writes, t.accepted(), asked]).toEqual([1, 1, 1])
    // the retry of a lost answer: same id, even with a changed or broken body, and the captcha is not asked again
    expect(await t.use.createLead(await admission(), body({ email: 'not-an-email' }), 'retry-key-0001')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
    expect(await t.use.createLead(await admission(), 'junk', 'retry-key-0001')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
    expect([t.memory.state.writes, t.accepted(), asked]).toEqual([1, 1, 1])
    // another key, or none: a new lead
    expect(await t.use.createLead(await admission(), body(), 'retry-key-0002')).toEqual({
      ok: true,
      value: { id: 'lead-2' },
    })
    expect(await t.use.createLead(await admission(), body())).toEqual({ ok: true, value: { id: 'lead-3' } })
  })

  it('a refused create binds nothing to its key: the corrected retry with the same key is stored', async () => {
    const t = intake()
    expect((await t.use.createLead(await admitted(t.use), body({ email: 'not-an-email' }), 'retry-key-0003')).ok).toBe(
      false,
    )
    expect(await t.use.createLead(await admitted(t.use), body(), 'retry-key-0003')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
  })

  it.each(['', 'short', 'has space in it', 'x'.repeat(129), 'ünïcode-key', 'key/with/slash'])(
    'refuses the key %j naming the header',
    async (key) => {
      const t = intake()
      expect(await t.use.createLead(await admitted(t.use), body(), key)).toEqual({
        ok: false,
        problem: {
          code: 'invalid',
          message: 'The Idempotency-Key header must be 8 to 128 letters, digits, - _ . or :',
          field: 'Idempotency-Key',
        },
      })
      expect(t.memory.state.writes).toBe(0)
    },
  )
})

describe('lead intake: attached files', () => {
  it('a lead carries only uploads of its own site, completed by the server, and binds them to itself', async () => {
    const uploads = memoryUploadStore()
    const attachments = createUploads({
      store: uploads,
      signer: plainSigner,
      newId: sequentialUploadIds,
      clock: { now: () => 0 },
      limiter: unlimited,
    })
    const slug = tenant.site.slug
    const taken = await attachments.receive({
      tenant: slug,
      field: 'resume',
      name: 'cv.pdf',
      origin: 'https://x',
      bytes: new TextEncoder().encode('%PDF-1.4'),
    })
    if (!taken.ok) throw new Error('upload refused')
    const t = intake({ attachments })
    const withFile = body({ attachments: [{ field: 'resume', upload_id: taken.value.id }] })
    expect(await t.use.createLead(await admitted(t.use), withFile)).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect(t.memory.leads.get('lead-1')!.payload.attachments).toEqual([
      { field: 'resume', upload_id: taken.value.id, name: 'cv.pdf', type: 'application/pdf', size: 8 },
    ])
    expect((await uploads.get(slug, taken.value.id))!.lead_id).toBe('lead-1')
    // the lead's own update keeps it; another lead cannot take it, and nothing is written for that one
    expect((await t.use.updateLead(await admitted(t.use), 'lead-1', withFile)).ok).toBe(true)
    expect(await t.use.createLead(await admitted(t.use), withFile)).toMatchObject({
      ok: false,
      problem: { code: 'invalid', field: 'lead.attachments[0]' },
    })
    expect(t.memory.leads.size).toBe(1)
  })
})

describe('lead intake: a create written with its rate take (a store with createWithin)', () => {
  /** An intake whose store writes take and lead together, answering `within` (a create, 429, or null: not settled). */
  function oneWrite(within: 'create' | 'limited' | 'unsettled' = 'create', over: Partial<LeadIntakeDeps> = {}) {
    const takes: string[] = []
    const calls: { limitKey: string; now: number; requestKey: string | null }[] = []
    const t = intake({
      clock: { now: () => 7 },
      limiter: {
        take: async (key, now) => {
          takes.push(`${key}@${now}`)
          return { ok: true }
        },
      },
      createWithin: {
        async create(limitKey, now, input) {
          calls.push({ limitKey, now, requestKey: input.requestKey ?? null })
          if (within === 'limited') return { ok: false, retryAfterSeconds: 3 }
          if (within === 'unsettled') return null
          const stored = await t.memory.store.create(input)
          return { ok: true, id: stored.id, replayed: stored.replayed }
        },
      },
      ...over,
    })
    return { ...t, takes, calls }
  }

  it('admission defers the take; a valid create is one write with it (the admission time), accepted once, a replay answers its lead', async () => {
    const t = oneWrite()
    expect(await t.use.createLead(await admitted(t.use), body(), 'retry-key-0001')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
    expect(await t.use.createLead(await admitted(t.use), body(), 'retry-key-0001')).toEqual({
      ok: true,
      value: { id: 'lead-1' },
    })
    expect(t.calls).toEqual([
      { limitKey: '203.0.113.1', now: 7, requestKey: 'retry-key-0001' },
      { limitKey: '203.0.113.1', now: 7, requestKey: 'retry-key-0001' },
    ])
    expect([t.takes, t.memory.state.writes, t.accepted()]).toEqual([[], 1, 1])
  })

  it('the limit reached inside the write answers 429 and writes nothing', async () => {
    const t = oneWrite('limited')
    expect(await t.use.createLead(await admitted(t.use), body())).toEqual({
      ok: false,
      problem: { code: 'too_many', message: 'Too many requests; try again in 3 s', retryAfterSeconds: 3 },
    })
    expect([t.takes, t.memory.state.writes, t.accepted()]).toEqual([[], 0, 0])
  })

  it('a write that could not settle the take: the take is made, then the usual create', async () => {
    const t = oneWrite('unsettled')
    expect(await t.use.createLead(await admitted(t.use), body())).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect([t.calls.length, t.takes, t.memory.state.writes]).toEqual([1, ['203.0.113.1@7'], 1])
  })

  it('whatever the take guards comes after it: a refused body, attachments, an update, a site-less Host take first', async () => {
    const t = oneWrite()
    expect((await t.use.createLead(await admitted(t.use), body({ email: 'not-an-email' }))).ok).toBe(false)
    expect(t.takes).toHaveLength(1)
    expect(
      await t.use.createLead(await admitted(t.use), body({ attachments: [{ field: 'licence', upload_id: 'up-1' }] })),
    ).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect(t.takes).toHaveLength(2)
    expect((await t.use.updateLead(await admitted(t.use), 'lead-1', body({ lead_id: 'lead-1' }))).ok).toBe(true)
    expect(t.takes).toHaveLength(3)
    expect(await t.use.admit({ ...sender, tenant: null })).toMatchObject({ ok: false, problem: { code: 'not_found' } })
    expect([t.calls.length, t.takes.length]).toEqual([0, 4])
  })

  it('a captcha site takes before its captcha is asked (a hosted provider is not asked for a sender over its rate)', async () => {
    const takenWhenAsked: number[] = []
    const t = oneWrite('create', { captcha: passingCaptcha(() => takenWhenAsked.push(t.takes.length)) })
    const admission = await t.use.admit({ ...sender, tenant: captchaTenant })
    if (!admission.ok) throw new Error('not admitted')
    expect(await t.use.createLead(admission.value, body())).toEqual({ ok: true, value: { id: 'lead-1' } })
    expect([takenWhenAsked, t.calls.length]).toEqual([[1], 0])
  })

  it('counted() takes a deferred token once (a body the web layer refused), and answers 429 over the limit', async () => {
    const t = oneWrite()
    const admission = await admitted(t.use)
    const counted = await t.use.counted(admission)
    expect(counted.ok && counted.value.takeAt).toBeNull()
    expect(counted.ok && (await t.use.counted(counted.value)).ok).toBe(true)
    expect(t.takes).toEqual(['203.0.113.1@7'])
    const limited = intake({
      limiter: { take: async () => ({ ok: false, retryAfterSeconds: 9 }) },
      createWithin: { create: async () => null },
    })
    const deferred = await limited.use.admit(sender)
    expect(deferred.ok && (await limited.use.counted(deferred.value))).toEqual({
      ok: false,
      problem: { code: 'too_many', message: 'Too many requests; try again in 9 s', retryAfterSeconds: 9 },
    })
  })
})

describe('lead intake: what a lead holds, on every write (create, update, Car Clarity, the one-write create)', () => {
  const kiwi: Tenant = {
    ...tenant,
    site: makeSite({
      slug: 'kiwi-cars-nz',
      dealerships: [{ ...tenant.site.dealerships[0]!, slug: 'kiwi-cars-nz' }],
      locale: { ...tenant.site.locale, country: 'NZ' },
    }),
  }
  const forSite = (t: Tenant, over: Parameters<typeof makeLeadPayload>[0] = {}) => ({
    lead: makeLeadPayload({
      website_slug: t.site.slug,
      dealership_slug: t.site.dealerships[0]!.slug,
      phone: t === kiwi ? '021 123 4567' : '0412 345 678',
      ...over,
    }),
  })
  const complete = { form_completed: true, lead_status: 'Complete' } as const
  type Write = (
    t: ReturnType<typeof intake>,
    admission: Awaited<ReturnType<typeof admitted>>,
    b: unknown,
  ) => Promise<unknown>
  const WRITES: ReadonlyArray<readonly [string, Write, Partial<LeadIntakeDeps>]> = [
    ['create', (t, a, b) => t.use.createLead(a, b), {}],
    ['update', (t, a, b) => t.use.updateLead(a, 'lead-1', b), {}],
    ['Car Clarity', (t, a, b) => t.use.createCarClarityCustomer(a, b), {}],
    ['one-write create', (t, a, b) => t.use.createLead(a, b), { createWithin: { create: async () => null } }],
  ]
  const CASES = [
    [
      'a NUL in the message',
      { message: 'Hello\u0000there' },
      {
        code: 'bad_request',
        field: 'lead.message',
        message: 'Invalid field lead.message: must not contain control characters (found U+0000)',
      },
    ],
    [
      'an escape in an answer',
      { extra: { position: 'Advisor\u001b[2J' } },
      { code: 'bad_request', field: 'lead.extra.position' },
    ],
    [
      'a completed lead with neither email nor phone',
      { ...complete, email: null, phone: '' },
      { code: 'invalid', field: 'lead.email' },
    ],
    [
      'a completed lead with no name after the first_name fallback',
      { ...complete, name: 'undefined undefined', first_name: null },
      { code: 'invalid', field: 'lead.name' },
    ],
    [
      'a completed careers lead without its résumé',
      { ...complete, form: 'careers', extra: { position: 'Advisor' } },
      { code: 'invalid', field: 'lead.attachments' },
    ],
  ] as const

  for (const t of [tenant, kiwi])
    for (const [write, send, over] of WRITES)
      it(`${t.site.slug}, ${write}: each refused with the field named, nothing written`, async () => {
        const kit = intake({
          ...over,
          attachments: createUploads({
            store: memoryUploadStore(),
            signer: plainSigner,
            newId: sequentialUploadIds,
            clock: { now: () => 0 },
            limiter: unlimited,
          }),
        })
        const first = await kit.memory.store.create({
          tenant: t.site.slug,
          destination: 'server',
          payload: forSite(t).lead,
        })
        expect(first.id).toBe('lead-1')
        const writes = kit.memory.state.writes
        for (const [what, lead, problem] of CASES) {
          const admission = await kit.use.admit({ ...sender, tenant: t })
          if (!admission.ok) throw new Error('not admitted')
          const answer = await send(kit, admission.value, forSite(t, lead))
          expect(answer, what).toMatchObject({ ok: false, problem })
        }
        expect(kit.memory.state.writes).toBe(writes)
        // the same leads without the fault are taken
        const admission = await kit.use.admit({ ...sender, tenant: t })
        if (!admission.ok) throw new Error('not admitted')
        expect(await send(kit, admission.value, forSite(t, { ...complete, message: 'Hello\n\tthere' }))).toMatchObject({
          ok: true,
        })
      })
})
