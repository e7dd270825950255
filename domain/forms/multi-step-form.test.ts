import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  backStep,
  completeForm,
  formButtons,
  isLastStep,
  nextStep,
  progressPercent,
  skipTo,
  startForm,
  stepLabel,
  type FormMachine,
} from './multi-step-form.ts'

describe('multi-step form machine', () => {
  it('starts at step 0 and advances by one up to the last step', () => {
    let m = startForm(3)
    expect(m.index).toBe(0)
    m = nextStep(m)
    expect(m.index).toBe(1)
    m = nextStep(nextStep(m))
    expect(m.index).toBe(2)
    expect(isLastStep(m)).toBe(true)
  })

  it('refuses a form without steps', () => {
    expect(() => startForm(0)).toThrow()
  })

  it('back returns to the step before a skip, else index − 1', () => {
    let m = skipTo(startForm(5), 3)
    expect(m.skips).toEqual([{ from: 0, to: 3 }])
    m = nextStep(m)
    expect(m.index).toBe(4)
    m = backStep(m)
    expect(m.index).toBe(3)
    m = backStep(m)
    expect(m.index).toBe(0)
    expect(m.skips).toEqual([])
  })

  it('advancing clears skips spanning the current step', () => {
    const m: FormMachine = {
      index: 1,
      stepCount: 5,
      complete: false,
      skips: [
        { from: 0, to: 3 },
        { from: 3, to: 4 },
      ],
    }
    expect(nextStep(m).skips).toEqual([{ from: 3, to: 4 }])
    expect(nextStep({ ...m, index: 0 }).skips).toEqual([{ from: 3, to: 4 }])
  })

  it('progress is index over step count, 100 once complete', () => {
    let m = startForm(4)
    expect(progressPercent(m)).toBe(0)
    m = nextStep(m)
    expect(progressPercent(m)).toBe(25)
    m = nextStep(nextStep(m))
    expect(progressPercent(m)).toBe(75)
    expect(progressPercent(completeForm(m))).toBe(100)
  })

  it("labels the step 'Step X of Y'", () => {
    expect(stepLabel(startForm(3))).toBe('Step 1 of 3')
    expect(stepLabel(nextStep(startForm(3)))).toBe('Step 2 of 3')
  })

  it('shows Go Back except on the first step, Submit/Loading on the last', () => {
    expect(formButtons(startForm(2), false)).toEqual({ back: false, primary: 'Continue' })
    expect(formButtons(nextStep(startForm(2)), false)).toEqual({ back: true, primary: 'Submit' })
    expect(formButtons(nextStep(startForm(2)), true)).toEqual({ back: true, primary: 'Loading' })
  })

  it('ignores skips backwards or outside the form', () => {
    const m = nextStep(nextStep(startForm(4)))
    expect(skipTo(m, 1)).toBe(m)
    expect(skipTo(m, 4)).toBe(m)
  })
})

type Op = { op: 'next' } | { op: 'back' } | { op: 'skip'; to: number }
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ op: 'next' as const }),
  fc.constant({ op: 'back' as const }),
  fc.integer({ min: -2, max: 12 }).map((to) => ({ op: 'skip' as const, to })),
)
const apply = (m: FormMachine, o: Op): FormMachine =>
  o.op === 'next' ? nextStep(m) : o.op === 'back' ? backStep(m) : skipTo(m, o.to)

describe('multi-step form machine properties', () => {
  it('the index never leaves [0, n−1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(opArb, { maxLength: 60 }), (n, ops) => {
        let m = startForm(n)
        for (const o of ops) {
          m = apply(m, o)
          expect(m.index).toBeGreaterThanOrEqual(0)
          expect(m.index).toBeLessThanOrEqual(n - 1)
        }
      }),
    )
  })

  it('after any sequence of next/skipTo/back, back returns to a previously visited step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(opArb, { maxLength: 60 }), (n, ops) => {
        let m = startForm(n)
        const visited = new Set([0])
        for (const o of ops) {
          m = apply(m, o)
          if (o.op === 'back') expect(visited.has(m.index)).toBe(true)
          visited.add(m.index)
        }
        expect(visited.has(backStep(m).index)).toBe(true)
      }),
    )
  })

  it('progress stays within 0..100 and only reaches 100 when complete', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(opArb, { maxLength: 30 }), (n, ops) => {
        const m = ops.reduce(apply, startForm(n))
        expect(progressPercent(m)).toBeGreaterThanOrEqual(0)
        expect(progressPercent(m)).toBeLessThan(100)
        expect(progressPercent(completeForm(m))).toBe(100)
      }),
    )
  })

  it('every recorded skip goes forward and starts from a step before the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(opArb, { maxLength: 60 }), (n, ops) => {
        const m = ops.reduce(apply, startForm(n))
        for (const s of m.skips) {
          expect(s.from).toBeLessThan(s.to)
          expect(s.to).toBeLessThanOrEqual(m.index)
        }
      }),
    )
  })
})
