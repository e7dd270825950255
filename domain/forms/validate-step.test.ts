import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { field } from './form-field.ts'
import { REQUIRED_MESSAGE } from './form-options.ts'
import { isEmptyValue, validateStep, type FieldValidators } from './validate-step.ts'

const validators: FieldValidators = {
  email: (v) => (typeof v === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v) ? null : 'invalid email address'),
}
const step = {
  fields: [
    field('full-name', 'name', 'Name'),
    field('email', 'email', 'Email'),
    field('rego', 'rego', 'Rego', { required: false }),
    field('hidden', 'car_id', 'Car'),
    field('opt-in', 'opt_in', 'Opt in', { required: false, defaultValue: true }),
  ],
}

describe('validateStep', () => {
  it("marks empty required fields '*This is a required field.'", () => {
    expect(REQUIRED_MESSAGE).toBe('*This is a required field.')
    expect(validateStep(step, {}, validators)).toEqual({
      valid: false,
      errors: { name: '*This is a required field.', email: '*This is a required field.' },
    })
    expect(validateStep(step, { name: '   ', email: 'a@b.co' }, validators).errors).toEqual({ name: REQUIRED_MESSAGE })
  })
  it('delegates filled fields to the validator named by the field', () => {
    expect(validateStep(step, { name: 'Jo', email: 'nope' }, validators).errors).toEqual({
      email: 'invalid email address',
    })
    expect(validateStep(step, { name: 'Jo', email: 'jo@example.com' }, validators)).toEqual({ valid: true, errors: {} })
  })
  it('treats blanks, empty lists, unticked boxes and NaN as empty', () => {
    expect([undefined, null, '', ' ', [], false, Number.NaN].every(isEmptyValue)).toBe(true)
    expect([0, 'a', ['x'], true].some(isEmptyValue)).toBe(false)
  })
})

describe('validateStep properties', () => {
  it('a required field errors exactly when its value is empty (without validators)', () => {
    const valueArb = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.string({ maxLength: 3 }),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.integer(),
    )
    fc.assert(
      fc.property(fc.boolean(), valueArb, (required, value) => {
        const r = validateStep({ fields: [field('string', 'x', 'X', { required })] }, { x: value }, {})
        expect(r.errors.x === REQUIRED_MESSAGE).toBe(required && isEmptyValue(value))
        expect(r.valid).toBe(!(required && isEmptyValue(value)))
      }),
    )
  })
  it("a validator's message is reported for a filled field, required or not", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.string({ minLength: 1 }),
        (required, value, msg) => {
          const r = validateStep(
            { fields: [field('phone', 'p', 'P', { required })] },
            { p: value },
            { phone: () => msg },
          )
          expect(r.errors).toEqual({ p: msg })
        },
      ),
    )
  })
})
