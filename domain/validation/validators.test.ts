import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  carId,
  compose,
  email,
  field,
  isValidCarId,
  limitPostcodeInput,
  oneOf,
  postcode,
  required,
  INVALID_EMAIL_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
} from './validators.ts'
import { CAR_TYPES, DEFAULT_CATEGORY, ENQUIRY_CATEGORIES, ENQUIRY_TYPES, HEAR_ABOUT_US_OPTIONS } from './options.ts'
import type { FieldValidator } from '../forms/validate-step.ts'

describe('required (SPEC §5)', () => {
  it('reports empty values with the spec message', () => {
    expect(REQUIRED_MESSAGE).toBe('*This is a required field.')
    for (const v of ['', '   ', null, undefined, [], false]) expect(required()(v)).toBe(REQUIRED_MESSAGE)
    for (const v of ['x', 0, true, ['a']]) expect(required()(v)).toBeNull()
  })
})

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@dealer.com.au', 'x@sub.domain.nz'])('accepts %s', (v) =>
    expect(email(v)).toBeNull(),
  )
  it.each(['plain', 'a@b', 'a@@b.com', 'a b@c.com', '@b.com', 'a@.com'])('refuses %s', (v) =>
    expect(email(v)).toBe('invalid email address'),
  )
  it('accepts every local@domain.tld of simple parts', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,10}$/)
    fc.assert(fc.property(part, part, fc.stringMatching(/^[a-z]{2,4}$/), (l, d, t) => email(`${l}@${d}.${t}`) === null))
  })
  it('refuses, without throwing, a value that has no text (a JSON object whose toString is not a function)', () => {
    expect(email(JSON.parse('{"toString": 1}'))).toBe(INVALID_EMAIL_MESSAGE)
  })
  it('refuses anything without exactly one @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== '' && s.split('@').length !== 2),
        (s) => email(s) === INVALID_EMAIL_MESSAGE,
      ),
    )
  })
})

describe('postcode', () => {
  it('is exactly 4 digits', () => {
    expect(postcode('4000')).toBeNull()
    expect(postcode('400')).toBe('Invalid postcode. Please enter a 4-digit number.')
    expect(postcode('40000')).toBe(INVALID_POSTCODE_MESSAGE)
    expect(postcode('40a0')).toBe(INVALID_POSTCODE_MESSAGE)
    expect(limitPostcodeInput('400012')).toBe('4000')
  })
  it('valid exactly for 4-digit strings; input limited to 4 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }).filter((s) => s.trim() !== ''),
        (s) => (postcode(s) === null) === /^\d{4}$/.test(s.trim()),
      ),
    )
    fc.assert(
      fc.property(
        fc.string(),
        (s) => Array.from(limitPostcodeInput(s)).length <= 4 && s.startsWith(limitPostcodeInput(s)),
      ),
    )
  })
})

describe('car id', () => {
  it('letters, digits, hyphen or underscore', () => {
    expect(isValidCarId('abc-123_X')).toBe(true)
    expect(isValidCarId('abc/123')).toBe(false)
    expect(isValidCarId('')).toBe(false)
    expect(carId('../etc')).not.toBeNull()
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => isValidCarId(s) === /^[\w-]+$/.test(s)))
  })
})

describe('options and composition', () => {
  it('spec option lists', () => {
    // SPEC §5 and §9 give both lists as one sentence each; the lists must read exactly as quoted there.
    expect(HEAR_ABOUT_US_OPTIONS.join(', ')).toBe(
      'Facebook Marketplace, Facebook, Instagram, Google, Word of Mouth, Car Sales, Repeat Customer, Other',
    )
    expect(ENQUIRY_TYPES.join(', ')).toBe(
      'General, Service, Parts, New Vehicle, Used Vehicle, Fleet, Finance, Careers, Sell My Car',
    )
    expect(DEFAULT_CATEGORY).toBe('General Enquiry')
    expect(ENQUIRY_CATEGORIES).toContain(DEFAULT_CATEGORY)
    expect(CAR_TYPES).toEqual(['new', 'used', 'demo'])
    expect(oneOf(HEAR_ABOUT_US_OPTIONS)('Google')).toBeNull()
    expect(oneOf(HEAR_ABOUT_US_OPTIONS)('TikTok')).not.toBeNull()
  })
  it('compose answers the first failing message; field() adds required', () => {
    expect(compose(email, postcode)('nope')).toBe(INVALID_EMAIL_MESSAGE)
    expect(field(true, email)('')).toBe(REQUIRED_MESSAGE)
    expect(field(false, email)('')).toBeNull()
    fc.assert(fc.property(fc.string(), (s) => compose(required(), email)(s) === (required()(s) ?? email(s))))
  })
  it('validators fit the form engine', () => {
    const asField: FieldValidator = email
    expect(asField('a@b.co', { field: {} as never, values: {} })).toBeNull()
  })
})
