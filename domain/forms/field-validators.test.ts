import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { validateStep } from './validate-step.ts'
import { buildForm } from './build-form.ts'
import { field, options } from './form-field.ts'
import { fieldValidators } from './field-validators.ts'
import { DOB_IN_FUTURE_MESSAGE } from '../validation/date-of-birth.ts'

const contact = (site = makeSite()) => buildForm('contact', site).steps[0]!

describe('form validation through the domain validators (SPEC §5)', () => {
  it('gives the exact messages', () => {
    const site = makeSite()
    const result = validateStep(
      contact(site),
      { name: '', email: 'nope', phone: '12' },
      fieldValidators(site, () => '2026-12-07'),
    )
    expect(result.errors).toMatchObject({
      name: '*This is a required field.',
      email: 'invalid email address',
      phone: 'Invalid phone number. Must be Australian or New Zealand number.',
      message: '*This is a required field.',
    })
    const pc = validateStep(
      { fields: [field('postcode', 'postcode', 'Postcode')] },
      { postcode: '40' },
      fieldValidators(site, () => '2026-12-07'),
    )
    expect(pc.errors.postcode).toBe('Invalid postcode. Please enter a 4-digit number.')
  })
  it('numeric-phone sites only limit the length', () => {
    const site = makeSite({ forms: { numeric_phone: true }, locale: { country: 'NZ' } })
    const v = fieldValidators(site, () => '2026-12-07')
    const step = { fields: [field('phone', 'phone', 'Mobile')] }
    expect(validateStep(step, { phone: '123456789012345' }, v).errors.phone).toBe(
      'Invalid phone number. Too many characters.',
    )
    expect(validateStep(step, { phone: '12345678901234' }, v).valid).toBe(true)
  })
  it('a valid contact form passes', () => {
    const site = makeSite()
    const values = {
      category: 'General Enquiry',
      name: 'Jane Citizen',
      phone: '0412 345 678',
      email: 'jane@example.com',
      message: 'Hi',
    }
    expect(
      validateStep(
        contact(site),
        values,
        fieldValidators(site, () => '2026-12-07'),
      ),
    ).toEqual({ valid: true, errors: {} })
  })
  it('option fields accept only their options', () => {
    const step = { fields: [field('select', 'pick', 'Pick', { options: options('A', 'B') })] }
    const v = fieldValidators(makeSite(), () => '2026-12-07')
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (s) => {
          expect(validateStep(step, { pick: s }, v).valid).toBe(s.trim() === 'A' || s.trim() === 'B')
        },
      ),
    )
  })
  it("a date of birth after the shopper's today is refused with its message; today and before pass (issue 30 item 9)", () => {
    const site = makeSite()
    const aboutYou = buildForm('finance-application', site).steps.find((s) => s.fields.some((f) => f.type === 'dob'))!
    const v = fieldValidators(site, () => '2026-12-07')
    const dobError = (dob: string) => validateStep(aboutYou, { dob }, v).errors.dob
    expect(dobError('2026-12-08')).toBe(DOB_IN_FUTURE_MESSAGE)
    expect(dobError('2099-01-01')).toBe(DOB_IN_FUTURE_MESSAGE)
    expect(dobError('2026-12-07')).toBeUndefined()
    expect(dobError('1980-06-15')).toBeUndefined()
  })
})
