import { normalisePhone, phonePrefixCountry } from './normalise-phone.ts'

export const PHONE_TOO_MANY_CHARACTERS = 'Invalid phone number. Too many characters.'
export const PHONE_NOT_AU_OR_NZ = 'Invalid phone number. Must be Australian or New Zealand number.'
/** SPEC §5/§9: on numeric-entry sites a phone must be under 15 characters. */
export const NUMERIC_PHONE_MAX_LENGTH = 14

/** Australian numbers after normalisation: 0[2-578] + 8 digits, or 0[34679] + 7-9 digits. */
export const AU_PHONE = /^(?:0[2-578]\d{8}|0[34679]\d{7,9})$/
/** New Zealand numbers after normalisation: 0[234679] + 7-9 digits. */
export const NZ_PHONE = /^0[234679]\d{7,9}$/

export interface PhoneRules {
  /** the site takes numeric phone entry (SiteConfig.forms.numeric_phone) */
  readonly numeric: boolean
  readonly country: 'AU' | 'NZ' | 'US'
}

export const isAustralianPhone = (raw: string): boolean => AU_PHONE.test(normalisePhone(raw))

/**
 * A number is valid when its normalised form is Australian; or New Zealand shaped and either the site is a
 * NZ site or the number was written with +64/0064 (the "New Zealand 0064 variants" of SPEC §5).
 */
export function isValidPhone(raw: string, country: PhoneRules['country']): boolean {
  const normalised = normalisePhone(raw)
  if (AU_PHONE.test(normalised)) return true
  return NZ_PHONE.test(normalised) && (country === 'NZ' || phonePrefixCountry(raw) === 'NZ')
}

/** Field validator; an empty value passes (the required rule reports it). */
export function validatePhone(value: string, rules: PhoneRules): string | null {
  if (value.trim() === '') return null
  if (rules.numeric) return value.length <= NUMERIC_PHONE_MAX_LENGTH ? null : PHONE_TOO_MANY_CHARACTERS
  return isValidPhone(value, rules.country) ? null : PHONE_NOT_AU_OR_NZ
}

/** As a form field validator: `(value) => message | null` over any field value. */
export const phoneValidator =
  (rules: PhoneRules) =>
  (value: unknown): string | null =>
    value === null || value === undefined ? null : validatePhone(String(value), rules)
