import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { normalisePhone, phonePrefixCountry } from './normalise-phone.ts'
import {
  PHONE_NOT_AU_OR_NZ,
  PHONE_TOO_MANY_CHARACTERS,
  isValidPhone,
  phoneValidator,
  validatePhone,
} from './validate-phone.ts'
import { formatPhone } from './format-phone.ts'
import { maskPhone } from './mask-phone.ts'

const AU = { numeric: false, country: 'AU' } as const
const NZ = { numeric: false, country: 'NZ' } as const
const arbPhoneish = fc
  .array(fc.constantFrom('0', '1', '2', '4', '6', '9', '+', ' ', '(', ')', '00', '61', '64', '-'), { maxLength: 16 })
  .map((p) => p.join(''))

describe('normalisePhone (SPEC §5)', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['(07) 3000 0000', '0730000000'],
    ['+61 412 345 678', '0412345678'],
    ['0061 412 345 678', '0412345678'],
    ['+61 (0)7 3000 0000', '0730000000'],
    ['+64 9 123 4567', '091234567'],
    ['0064 21 123 4567', '0211234567'],
  ])('%s → %s', (raw, n) => {
    expect(normalisePhone(raw)).toBe(n)
  })
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(arbPhoneish, fc.string()), (s) => normalisePhone(normalisePhone(s)) === normalisePhone(s)),
    )
  })
  it('leaves no spaces, brackets or +', () => {
    fc.assert(fc.property(fc.oneof(arbPhoneish, fc.string()), (s) => !/[\s()+]/.test(normalisePhone(s))))
  })
  it('names the prefix country', () => {
    expect(phonePrefixCountry('+61 4')).toBe('AU')
    expect(phonePrefixCountry('0064 9')).toBe('NZ')
    expect(phonePrefixCountry('09')).toBeNull()
  })
})

describe('validatePhone (SPEC §5)', () => {
  it('numeric sites: fewer than 15 characters', () => {
    const numeric = { numeric: true, country: 'AU' } as const
    expect(validatePhone('12345678901234', numeric)).toBeNull()
    expect(validatePhone('123456789012345', numeric)).toBe(PHONE_TOO_MANY_CHARACTERS)
    expect(PHONE_TOO_MANY_CHARACTERS).toBe('Invalid phone number. Too many characters.')
  })
  it.each([
    '0412 345 678',
    '(02) 9876 5432',
    '+61 412 345 678',
    '0061 7 3000 0000',
    '0812345678',
    '0512345678',
    '031234567',
    '09 123 4567',
    '0412345678',
    '+64 9 123 4567',
    '0064 21 123 4567',
    '+64 21 123 4567',
  ])('AU site accepts %s', (raw) => {
    expect(validatePhone(raw, AU)).toBeNull()
  })
  it.each(['0112345678', '041234567890', '12345678', '0412-345-678', 'phone', '021 123 456', '+1 555 123 4567'])(
    'AU site refuses %s',
    (raw) => {
      expect(validatePhone(raw, AU)).toBe(PHONE_NOT_AU_OR_NZ)
    },
  )
  it('NZ sites also accept 0[234679] + 7-9 digits', () => {
    expect(validatePhone('021 123 456', NZ)).toBeNull()
    expect(validatePhone('+64 21 123 456', AU)).toBeNull()
    expect(validatePhone('0211234', NZ)).toBe(PHONE_NOT_AU_OR_NZ)
    expect(PHONE_NOT_AU_OR_NZ).toBe('Invalid phone number. Must be Australian or New Zealand number.')
  })
  it('empty passes (the required rule reports it); works as a field validator', () => {
    expect(validatePhone('', AU)).toBeNull()
    expect(phoneValidator(AU)(null)).toBeNull()
    expect(phoneValidator(AU)('12')).toBe(PHONE_NOT_AU_OR_NZ)
  })
  it('validity depends only on the normalised form and the prefix country', () => {
    fc.assert(
      fc.property(
        arbPhoneish,
        fc.constantFrom('AU', 'NZ') as fc.Arbitrary<'AU' | 'NZ'>,
        (raw, country) =>
          phonePrefixCountry(raw) === 'NZ' || isValidPhone(raw, country) === isValidPhone(normalisePhone(raw), country),
      ),
    )
  })
  it('every AU-pattern number is valid on both AU and NZ sites, written any of the ways', () => {
    const digits = fc.stringMatching(/^\d{8}$/)
    fc.assert(
      fc.property(
        fc.constantFrom('2', '3', '4', '5', '7', '8'),
        digits,
        fc.constantFrom('0', '+61 ', '0061', '+61 (0)'),
        (area, rest, prefix) =>
          isValidPhone(`${prefix}${area} ${rest}`, 'AU') && isValidPhone(`${prefix}${area}${rest}`, 'NZ'),
      ),
    )
  })
})

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['0412345678', 'AU', '0412 345 678'],
    ['0298765432', 'AU', '(02) 9876 5432'],
    ['07 3000 0000', 'AU', '(07) 3000 0000'],
    ['1300123456', 'AU', '1300 123 456'],
    ['+61412345678', 'AU', '+61 412 345 678'],
    ['+61730000000', 'AU', '+61 7 3000 0000'],
    ['+442071234567', 'AU', '+44 2071 234567'],
    ['091234567', 'NZ', '(09) 123 4567'],
    ['+6491234567', 'NZ', '+64 9 123 4567'],
    ['0211234567', 'NZ', '021 123 4567'],
    ['+64211234567', 'NZ', '+64 21 123 4567'],
    ['call us', 'AU', 'call us'],
  ] as const)('%s (%s) → %s', (raw, country, shown) => {
    expect(formatPhone(raw, country)).toBe(shown)
  })
  it('keeps every digit and is idempotent', () => {
    const arb = fc.oneof(fc.stringMatching(/^0[2-9]\d{7,9}$/), fc.stringMatching(/^\+(61|64|44)\d{8,10}$/), fc.string())
    fc.assert(
      fc.property(arb, fc.constantFrom('AU', 'NZ') as fc.Arbitrary<'AU' | 'NZ'>, (raw, c) => {
        const shown = formatPhone(raw, c)
        return shown.replace(/\D/g, '') === raw.replace(/\D/g, '') && formatPhone(shown, c) === shown
      }),
    )
  })
})

describe('maskPhone (SPEC §4)', () => {
  it('shows the first 5 characters and stars the rest', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 *******')
    expect(maskPhone('0412')).toBe('0412')
  })
  it('keeps the length and the first five characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (p) => {
        const m = maskPhone(p)
        return m.length === p.length && m.slice(0, 5) === p.slice(0, 5) && /^\**$/.test(m.slice(5))
      }),
    )
  })
})
