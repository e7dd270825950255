import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { LeadPayload } from './lead-payload.schema.ts'
import {
  CONVERSION_DELAY_MS,
  LEAD_SUBMIT_ERROR,
  MISSING_LEAD_ID_ERROR,
  applyLeadAnswer,
  applyLeadFailure,
  categorySlug,
  initialLeadFlow,
  leadErrorReport,
  planLeadRequest,
  successPath,
  type AnswerContext,
  type LeadFlowState,
} from './lead-lifecycle.ts'

const lead: LeadPayload = {
  category: 'General Enquiry',
  dealership_slug: 'd',
  website_slug: 'w',
  source: 'Website',
  form_completed: false,
  lead_status: 'Incomplete',
}
const server = { destination: 'server', mock: false, eventId: 22 }
const ctx = (index: number, isLastStep: boolean, over: Partial<AnswerContext> = {}): AnswerContext => ({
  index,
  isLastStep,
  category: 'Trade-In Valuation',
  eventId: 22,
  ...over,
})

describe('lead lifecycle', () => {
  it('the first save creates the lead (POST), later steps update it (PUT /api/leads/{lead_id})', () => {
    const first = planLeadRequest(initialLeadFlow, { index: 0, lead }, false, server)
    expect(first).toEqual({
      method: 'POST',
      path: '/api/leads',
      body: { lead: { ...lead, lead_status: 'Incomplete', form_completed: false } },
    })
    const { state, outcome } = applyLeadAnswer(initialLeadFlow, { id: 123 }, ctx(0, false))
    expect(outcome).toEqual({ kind: 'step-saved', result: { lead_id: '123', error: null } })
    expect(state).toEqual({ leadId: '123', savedSteps: [0], error: null, completed: false })
    const second = planLeadRequest(state, { index: 1, lead }, false, server)
    expect(second?.method).toBe('PUT')
    expect(second?.path).toBe('/api/leads/123')
    expect(second?.body.lead.lead_id).toBe('123')
  })

  it('accepts lead_id as well as id', () => {
    expect(applyLeadAnswer(initialLeadFlow, { lead_id: 'abc' }, ctx(0, false)).state.leadId).toBe('abc')
  })

  it('a step already saved is not saved again', () => {
    const state: LeadFlowState = { leadId: '9', savedSteps: [0, 1], error: null, completed: false }
    expect(planLeadRequest(state, { index: 1, lead }, false, server)).toBeNull()
    expect(planLeadRequest(state, { index: 2, lead }, false, server)).not.toBeNull()
  })

  it('prefixes /mock in mock mode; car-clarity posts to /api/carClarityCustomer; other destinations throw', () => {
    expect(planLeadRequest(initialLeadFlow, { index: 0, lead }, false, { ...server, mock: true })?.path).toBe(
      '/mock/api/leads',
    )
    expect(
      planLeadRequest({ ...initialLeadFlow, leadId: '5' }, { index: 1, lead }, false, { ...server, mock: true })?.path,
    ).toBe('/mock/api/leads/5')
    expect(
      planLeadRequest({ ...initialLeadFlow, leadId: '5' }, { index: 1, lead }, false, {
        ...server,
        destination: 'car-clarity',
      }),
    ).toMatchObject({ method: 'POST', path: '/api/carClarityCustomer' })
    expect(() =>
      planLeadRequest(initialLeadFlow, { index: 0, lead }, false, { ...server, destination: 'crm' }),
    ).toThrow('Unknown submit destination: crm')
  })

  it('the last step marks the lead complete with the configured event id, default 22', () => {
    const last = planLeadRequest({ ...initialLeadFlow, leadId: '5' }, { index: 2, lead }, true, {
      ...server,
      eventId: 15,
    })
    expect(last?.body.lead).toMatchObject({ lead_status: 'Complete', form_completed: true, event_id: 15, lead_id: '5' })
    expect(
      planLeadRequest(initialLeadFlow, { index: 0, lead }, true, { ...server, eventId: null })?.body.lead.event_id,
    ).toBe(22)
  })

  it('completion fires the conversion after 250 ms and goes to /success?category=…', () => {
    expect(CONVERSION_DELAY_MS).toBe(250)
    const { state, outcome } = applyLeadAnswer(
      { ...initialLeadFlow, leadId: '5' },
      { id: 5 },
      ctx(2, true, { successQuery: { car_id: 'c1' } }),
    )
    expect(outcome).toEqual({
      kind: 'completed',
      result: { success: true, lead_id: '5' },
      conversion: { eventId: 22, delayMs: 250 },
      redirect: '/success?category=trade-in-valuation&car_id=c1',
    })
    expect(state.completed).toBe(true)
    expect(planLeadRequest(state, { index: 2, lead }, true, server)).toBeNull()
    const none = applyLeadAnswer(initialLeadFlow, { id: 5 }, ctx(0, true, { eventId: null })).outcome
    expect(none.kind === 'completed' && none.conversion).toBeNull()
  })

  it('a step-save error keeps the user on the step with the error stored', () => {
    const { state, outcome } = applyLeadAnswer(
      { ...initialLeadFlow, leadId: '5', savedSteps: [0] },
      { error: 'Phone rejected' },
      ctx(1, false),
    )
    expect(outcome).toEqual({
      kind: 'step-failed',
      result: { lead_id: null, error: 'Phone rejected' },
      alert: 'An error occurred when submitting this form',
      report: 'Trade-In Valuation Form submission error occured Phone rejected',
    })
    expect(state).toEqual({ leadId: '5', savedSteps: [0], error: 'Phone rejected', completed: false })
  })

  it("an answer without lead id is 'An unexpected error occured'; a failed submit is success false", () => {
    expect(MISSING_LEAD_ID_ERROR).toBe('An unexpected error occured')
    const { outcome } = applyLeadAnswer(initialLeadFlow, {}, ctx(0, true))
    expect(outcome).toMatchObject({
      kind: 'submit-failed',
      result: { success: false, lead_id: null, error: 'An unexpected error occured' },
    })
    expect(applyLeadFailure(initialLeadFlow, new Error('offline'), ctx(0, true)).outcome).toMatchObject({
      result: { success: false, lead_id: null, error: 'offline' },
      alert: LEAD_SUBMIT_ERROR,
    })
    expect(applyLeadFailure(initialLeadFlow, null, ctx(0, false)).state.error).toBe(
      'An error occurred when submitting this form',
    )
    expect(leadErrorReport('Service Booking', 'x')).toBe('Service Booking Form submission error occured x')
  })

  it('builds the success path from the category slug', () => {
    expect(categorySlug('General Enquiry')).toBe('general-enquiry')
    expect(successPath('Sell My Car')).toBe('/success?category=sell-my-car')
    expect(successPath('Service Booking', { location: 'north side' })).toBe(
      '/success?category=service-booking&location=north%20side',
    )
  })
})

describe('lead lifecycle properties', () => {
  type Answer = { id: number } | { lead_id: string } | { error: string } | Record<string, never> | 'network'
  const answerArb: fc.Arbitrary<Answer> = fc.oneof(
    fc.integer({ min: 1, max: 999 }).map((id) => ({ id })),
    fc.stringMatching(/^[a-z0-9]{1,5}$/).map((lead_id) => ({ lead_id })),
    fc.constant({ error: 'bad' }),
    fc.constant({}),
    fc.constant('network' as const),
  )

  it('walking a form: POST once then PUT with the kept id, each step saved once, advance only on success', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), answerArb), { maxLength: 25 }),
        (n, attempts) => {
          let state = initialLeadFlow
          for (const [rawIndex, answer] of attempts) {
            const index = rawIndex % n
            const isLast = index === n - 1
            const before = state
            const plan = planLeadRequest(state, { index, lead }, isLast, server)
            if (state.completed || (!isLast && state.savedSteps.includes(index))) {
              expect(plan).toBeNull()
              continue
            }
            expect(plan).not.toBeNull()
            if (plan!.method === 'POST') {
              expect(state.leadId).toBeNull()
            } else expect(plan!.path).toBe(`/api/leads/${state.leadId}`)
            expect(plan!.body.lead.form_completed).toBe(isLast)
            const c = ctx(index, isLast)
            const r =
              answer === 'network' ? applyLeadFailure(state, new Error('down'), c) : applyLeadAnswer(state, answer, c)
            state = r.state
            const ok = r.outcome.kind === 'step-saved' || r.outcome.kind === 'completed'
            if (ok) {
              expect(state.error).toBeNull()
              expect(state.savedSteps).toContain(index)
            } else {
              expect(state.error).not.toBeNull()
              expect(state.savedSteps).toEqual(before.savedSteps)
              expect(state.leadId).toBe(before.leadId)
            }
            if (r.outcome.kind === 'submit-failed' || r.outcome.kind === 'step-failed')
              expect(r.outcome.result.lead_id).toBeNull()
          }
          if (state.leadId !== null) expect(new Set(state.savedSteps).size).toBe(state.savedSteps.length)
        },
      ),
    )
  })
})
