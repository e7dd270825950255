import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FIELD_TYPES, field } from './form-field.ts'
import { buildForm } from './build-form.ts'
import { makeSite } from '../tenancy/site.fixture.ts'
import { stepIsSkippable } from './skippable-step.ts'
import { makeDealership } from '../tenancy/dealership.fixture.ts'

describe('skippable steps', () => {
  it('the four-step valuation offers to skip its photos-and-extras step only', () => {
    const site = makeSite({
      dealerships: [makeDealership('d', 1, { name: 'D', four_step_valuation_form: true })],
    })
    const def = buildForm('trade-in', site)
    expect(def.kind).toBe('trade-in-four-step')
    expect(def.steps.map(stepIsSkippable)).toEqual([false, false, true, false])
  })
  it('a step is skippable exactly when it has an input and no required input', () => {
    const arbField = fc
      .record({ type: fc.constantFrom(...FIELD_TYPES), required: fc.boolean() })
      .map(({ type, required }) => field(type, `f-${type}`, 'L', { required }))
    fc.assert(
      fc.property(fc.array(arbField, { maxLength: 6 }), (fields) => {
        const inputs = fields.filter((f) => f.type !== 'hidden' && f.type !== 'button')
        expect(stepIsSkippable({ fields })).toBe(inputs.length > 0 && inputs.every((f) => !f.required))
      }),
    )
  })
})
