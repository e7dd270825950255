import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import type { AnalyticsEvent } from '@domain/ports/analytics.port.ts'
import { memoryStorage, recordVisit, USER_KEY } from '../local-data/local-data.ts'
import { createLeadSubmitter, type LeadSubmitDeps } from './lead-submitter.ts'
import { configuredEventId, formSubmissionEvent } from '@domain/events/form-events.ts'

interface Call {
  method: string
  path: string
  body: any
  key: string | null
}

function harness(
  over: Partial<LeadSubmitDeps> = {},
  answers: ((call: Call) => { status?: number; body: unknown })[] = [],
) {
  const calls: Call[] = []
  const events: AnalyticsEvent[] = []
  const reports: string[] = []
  const sleeps: number[] = []
  const navigations: string[] = []
  const local = memoryStorage()
  const session = memoryStorage()
  let n = 0
  const fetchImpl = (async (path: string, init: RequestInit) => {
    const call = {
      method: String(init.method),
      path,
      body: JSON.parse(String(init.body)),
      key: new Headers(init.headers).get('idempotency-key'),
    }
    calls.push(call)
    const answer = answers[n++]?.(call) ?? { body: { id: 101 } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      statusText: answer.status ? 'Bad' : 'OK',
    })
  }) as unknown as typeof fetch
  const deps: LeadSubmitDeps = {
    site: makeSite(),
    mock: false,
    car: null,
    formKind: 'trade-in',
    category: 'Trade-In Valuation',
    fetch: fetchImpl,
    analytics: { track: (e) => void events.push(e) },
    errors: { report: (m) => void reports.push(m) },
    now: () => 1_700_000_000_000,
    sleep: async (ms) => void sleeps.push(ms),
    page: () => ({ url: 'http://demo-motors.localhost/trade-in', userAgent: 'test-agent' }),
    localStorage: local,
    sessionStorage: session,
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    ...over,
  }
  const router = { navigate: ({ href }: { href: string }) => void navigations.push(href) }
  return { submitter: createLeadSubmitter(deps), calls, events, reports, sleeps, navigations, router, local, session }
}

const values = { name: 'Jane Citizen', phone: '0412345678', email: 'jane@example.com', make: 'Toyota' }

describe('submitLead', () => {
  it('POSTs the first step, PUTs later steps to the kept id, and completes with the event id', async () => {
    const h = harness({}, [
      () => ({ body: { id: 'L1' } }),
      () => ({ body: { lead_id: 'L1' } }),
      () => ({ body: { lead_id: 'L1' } }),
    ])
    expect(await h.submitter.submitLead({ values, stepIndex: 0 }, false)).toEqual({ lead_id: 'L1', error: null })
    expect(await h.submitter.submitLead({ values, stepIndex: 1, skips: [{ from: 1, to: 2 }] }, false)).toEqual({
      lead_id: 'L1',
      error: null,
    })
    const last = await h.submitter.submitLead({ values, stepIndex: 2 }, true, h.router, 22)
    expect(last).toMatchObject({ success: true, lead_id: 'L1', redirect: '/success?category=trade-in-valuation' })
    expect(h.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/leads',
      'PUT /api/leads/L1',
      'PUT /api/leads/L1',
    ])
    expect(h.calls[0]!.body.lead).toMatchObject({
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 1,
      source: 'Website',
      user_agent: 'test-agent',
    })
    expect(h.calls[0]!.body.lead.lead_id).toBeUndefined()
    expect(h.calls[1]!.body.lead).toMatchObject({ lead_id: 'L1', step_number: 2, skipped_steps: [{ from: 1, to: 2 }] })
    expect(h.calls[2]!.body.lead).toMatchObject({
      lead_id: 'L1',
      lead_status: 'Complete',
      form_completed: true,
      event_id: 22,
    })
    expect(h.navigations).toEqual(['/success?category=trade-in-valuation'])
  })

  it('does not save a step again', async () => {
    const h = harness()
    await h.submitter.submitLead({ values, stepIndex: 0 }, false)
    expect(await h.submitter.submitLead({ values, stepIndex: 0 }, false)).toEqual({ lead_id: '101', error: null })
    expect(h.calls).toHaveLength(1)
  })

  it('fires the form event at once and the conversion 250 ms later, then goes to success with extra params', async () => {
    const h = harness()
    await h.submitter.submitLead({ values, stepIndex: 0 }, true, h.router, 22, { offer: 'rejected' })
    expect(h.sleeps).toEqual([250])
    expect(h.events.map((e) => [e.id, e.name])).toEqual([
      [13, 'form_trade_in'],
      [22, 'conversion'],
    ])
    expect(h.navigations).toEqual(['/success?category=trade-in-valuation&offer=rejected'])
  })

  it('without a configured event id: lead still marked 22, no conversion', async () => {
    const h = harness()
    await h.submitter.submitLead({ values, stepIndex: 0 }, true, h.router, null)
    expect(h.calls[0]!.body.lead.event_id).toBe(22)
    expect(h.sleeps).toEqual([])
    expect(h.events.map((e) => e.id)).toEqual([13])
  })

  it('uses /mock/api/leads in mock mode and /api/carClarityCustomer for Car Clarity', async () => {
    const mock = harness({ mock: true })
    await mock.submitter.submitLead({ values, stepIndex: 0 }, false)
    await mock.submitter.submitLead({ values, stepIndex: 1 }, true)
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /mock/api/leads', 'PUT /mock/api/leads/101'])
    const cc = harness({ site: makeSite({ forms: { lead_destination: 'car-clarity' } }) })
    await cc.submitter.submitLead({ values, stepIndex: 0 }, true)
    expect(cc.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/carClarityCustomer'])
  })

  it('reports a server error as "{category} Form submission error occured {message}" and keeps the step', async () => {
    const h = harness({}, [() => ({ status: 422, body: { error: 'Email is invalid' } })])
    const result = await h.submitter.submitLead({ values, stepIndex: 0 }, false)
    expect(result).toEqual({
      lead_id: null,
      error: 'Email is invalid',
      alert: 'An error occurred when submitting this form',
    })
    expect(h.reports).toEqual(['Trade-In Valuation Form submission error occured Email is invalid'])
    expect(h.submitter.state.error).toBe('Email is invalid')
  })

  it('an answer without an id fails with "An unexpected error occured"; a network failure fails the submit', async () => {
    const h = harness({}, [() => ({ body: {} })])
    expect(await h.submitter.submitLead({ values, stepIndex: 0 }, true, h.router)).toEqual({
      success: false,
      lead_id: null,
      error: 'An unexpected error occured',
      alert: 'An error occurred when submitting this form',
    })
    expect(h.navigations).toEqual([])
    const broken = harness({
      fetch: (async () => {
        throw new Error('Failed to fetch')
      }) as unknown as typeof fetch,
    })
    expect(await broken.submitter.submitLead({ values, stepIndex: 0 }, true)).toMatchObject({
      success: false,
      error: 'Failed to fetch',
    })
    expect(broken.reports).toEqual(['Trade-In Valuation Form submission error occured Failed to fetch'])
  })

  it('sends the captcha beside the answers, never inside them', async () => {
    const h = harness()
    await h.submitter.submitLead(
      { values: { ...values, captcha_token: 'tok', captcha_answer: '7' }, stepIndex: 0 },
      false,
    )
    const lead = h.calls[0]!.body.lead
    expect(lead.captcha_token).toBe('tok')
    expect(lead.captcha_answer).toBe('7')
    expect(JSON.stringify(lead.extra ?? {})).not.toContain('tok')
    // the lead names its form: the server checks the captcha was issued for it
    expect(lead.form).toBe('trade-in')
  })

  it('carries tracking data and remembers the shopper, and keeps the car for the success page', async () => {
    const h = harness()
    recordVisit('/', '?gclid=abc&x=1', 1_700_000_000_000 - 1000, h.local)
    recordVisit('/trade-in', '', 1_700_000_000_000 - 500, h.local)
    await h.submitter.submitLead({ values, stepIndex: 0 }, true)
    expect(h.calls[0]!.body.lead).toMatchObject({
      visited_pages: ['/', '/trade-in'],
      linked_query_params: { gclid: 'abc' },
      url: 'http://demo-motors.localhost/trade-in',
    })
    expect(JSON.parse(h.local.map.get(USER_KEY)!)).toEqual({
      name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      phone: '0412345678',
    })
  })

  it('property: requests are one POST then only PUTs to the first id, one per newly saved step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }), async (steps) => {
        const h = harness()
        for (const s of steps) await h.submitter.submitLead({ values, stepIndex: s }, false)
        expect(h.calls.length).toBe(new Set(steps).size)
        expect(h.calls[0]!.method).toBe('POST')
        expect(h.calls.slice(1).every((c) => c.method === 'PUT' && c.path === '/api/leads/101')).toBe(true)
      }),
    )
  })
})

describe('form events', () => {
  it.each([
    ['trade-in-four-step', undefined, 13],
    ['service-booking', undefined, 18],
    ['parts', undefined, 19],
    ['finance-application', undefined, 20],
    ['sell-my-car', undefined, 24],
    ['careers', undefined, 33],
    ['contact', undefined, 22],
    ['enquiry', { car_type: 'used', tag: null }, 15],
    ['test-drive', { car_type: 'new', tag: null }, 17],
  ] as const)('maps %s (car %j) to its SPEC §9 form-submission event %i', (form, car, id) => {
    expect(formSubmissionEvent(form, car).id).toBe(id)
  })
  it('configured event id: specific form events win, else the tenant id; null turns conversions off', () => {
    expect(configuredEventId(makeSite(), 22)).toBe(22)
    expect(configuredEventId(makeSite({ forms: { conversion_event_id: 30 } }), 22)).toBe(30)
    expect(configuredEventId(makeSite({ forms: { conversion_event_id: 30 } }), 15)).toBe(15)
    expect(configuredEventId(makeSite({ forms: { conversion_event_id: null } }), 15)).toBeNull()
  })
})

describe('submitLead: the Idempotency-Key of a create (issue 16 item 12)', () => {
  const lost = (): never => {
    throw new TypeError('Failed to fetch')
  }
  let seed = 0
  const randomBytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (seed * 31 + i) & 0xff)
  const keyed = (answers: Parameters<typeof harness>[1]) =>
    harness(
      {
        randomBytes: (n) => {
          seed++
          return randomBytes(n)
        },
      },
      answers,
    )

  it("a step's create and its retries after a lost answer carry one key; a PUT carries none", async () => {
    const h = keyed([lost, lost, () => ({ body: { id: 'L1' } }), () => ({ body: { lead_id: 'L1' } })])
    for (let i = 0; i < 3; i++) await h.submitter.submitLead({ values, stepIndex: 0 }, false)
    await h.submitter.submitLead({ values, stepIndex: 1 }, false)
    expect(h.calls.map((c) => c.method)).toEqual(['POST', 'POST', 'POST', 'PUT'])
    const [a, b, c, put] = h.calls.map((c) => c.key)
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect([b, c]).toEqual([a, a])
    expect(put).toBeNull()
  })

  it('a new form (reset) or another create gets a fresh key', async () => {
    const h = keyed([() => ({ body: { id: 'L1' } }), () => ({ body: { id: 'L2' } })])
    await h.submitter.submitLead({ values, stepIndex: 0 }, true)
    h.submitter.reset()
    await h.submitter.submitLead({ values, stepIndex: 0 }, true)
    const [first, second] = h.calls.map((c) => c.key)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).toMatch(/^[0-9a-f]{32}$/)
    expect(second).not.toBe(first)
  })

  it("car-clarity sites POST every step: one key per step, each reused on that step's retry", async () => {
    const site = makeSite({ forms: { lead_destination: 'car-clarity' } })
    const h = harness(
      {
        site,
        randomBytes: (n) => {
          seed++
          return randomBytes(n)
        },
      },
      [() => ({ body: { id: 'C1' } }), lost, () => ({ body: { id: 'C1' } })],
    )
    await h.submitter.submitLead({ values, stepIndex: 0 }, false)
    await h.submitter.submitLead({ values, stepIndex: 1 }, false)
    await h.submitter.submitLead({ values, stepIndex: 1 }, false)
    const [step1, step2, retry] = h.calls.map((c) => c.key)
    expect(h.calls.map((c) => c.path)).toEqual(Array(3).fill('/api/carClarityCustomer'))
    expect(step2).not.toBe(step1)
    expect(retry).toBe(step2)
  })
})
