import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { afterLeadOutcome, leadProgressOf } from './form-flow.ts'
import { skipTo, startForm, type FormMachine } from './multi-step-form.ts'
import { applyLeadAnswer, initialLeadFlow } from '../leads/lead-lifecycle.ts'

const ctx = (m: FormMachine) => ({
  index: m.index,
  isLastStep: leadProgressOf(m).isLastStep,
  category: 'General Enquiry',
  eventId: 22,
})

describe('form flow', () => {
  it('advances on a saved step, completes on the last, stays on an error', () => {
    let m = startForm(2)
    m = afterLeadOutcome(m, applyLeadAnswer(initialLeadFlow, { id: 1 }, ctx(m)).outcome)
    expect(m.index).toBe(1)
    expect(afterLeadOutcome(m, applyLeadAnswer(initialLeadFlow, { error: 'x' }, ctx(m)).outcome)).toBe(m)
    const done = afterLeadOutcome(m, applyLeadAnswer(initialLeadFlow, { id: 1 }, ctx(m)).outcome)
    expect(done.complete).toBe(true)
  })
  it('reports the 1-based step number and skips for the lead', () => {
    expect(leadProgressOf(skipTo(startForm(4), 2))).toEqual({
      stepNumber: 3,
      skippedSteps: [{ from: 0, to: 2 }],
      isLastStep: false,
    })
  })
})

describe('form flow properties', () => {
  it('an error never moves the step; success moves it by at most one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(fc.boolean(), { maxLength: 12 }), (n, oks) => {
        let m = startForm(n)
        for (const ok of oks) {
          const before = m
          m = afterLeadOutcome(m, applyLeadAnswer(initialLeadFlow, ok ? { id: 7 } : {}, ctx(m)).outcome)
          if (!ok) expect(m).toBe(before)
          else expect(m.index - before.index).toBeLessThanOrEqual(1)
          expect(m.complete).toBe(before.complete || (ok && before.index === n - 1))
        }
      }),
    )
  })
})
