/**
 * SPEC §5 field validators. Each is `(value) => message | null` over an unknown value, so the form engine can
 * hold them as its FieldValidator and compose them. Apart from `required`, an empty value passes: emptiness is
 * the required rule's business, and optional fields may stay blank.
 */
export type Validator = (value: unknown) => string | null

export const REQUIRED_MESSAGE = '*This is a required field.'
export const INVALID_EMAIL_MESSAGE = 'invalid email address'
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.'
export const INVALID_OPTION_MESSAGE = 'Please choose one of the options.'
export const INVALID_CAR_ID_MESSAGE = 'Invalid car id.'

export const POSTCODE_LENGTH = 4

/** Nothing, blank text, an empty list, NaN or an unticked box. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  return Array.isArray(value) && value.length === 0
}

/** A value's text; an object with no usable text (its `toString` is not a function) has none. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  try {
    return String(value)
  } catch {
    return ''
  }
}

/** Every field is required unless marked otherwise (SPEC §5). */
export const required =
  (message = REQUIRED_MESSAGE): Validator =>
  (value) =>
    isEmpty(value) ? message : null

/** A standard address shape: something@domain.tld, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/
export const email: Validator = (value) =>
  isEmpty(value) || EMAIL_PATTERN.test(text(value)) ? null : INVALID_EMAIL_MESSAGE

export const POSTCODE_PATTERN = /^\d{4}$/
export const postcode: Validator = (value) =>
  isEmpty(value) || POSTCODE_PATTERN.test(text(value)) ? null : INVALID_POSTCODE_MESSAGE
/** Postcode input is limited to 4 characters as it is typed. */
export const limitPostcodeInput = (input: string): string => Array.from(input).slice(0, POSTCODE_LENGTH).join('')

/** SPEC §5: a car id in a detail lookup is letters, digits, hyphen or underscore. */
export const CAR_ID_PATTERN = /^[A-Za-z0-9_-]+$/
export const isValidCarId = (id: string): boolean => CAR_ID_PATTERN.test(id)
export const carId: Validator = (value) => (isEmpty(value) || isValidCarId(text(value)) ? null : INVALID_CAR_ID_MESSAGE)

/** A value (or every value of a list) must be one of `options`. */
export const oneOf =
  (options: readonly string[], message = INVALID_OPTION_MESSAGE): Validator =>
  (value) => {
    if (isEmpty(value)) return null
    const values = Array.isArray(value) ? value : [value]
    return values.every((v) => options.includes(text(v))) ? null : message
  }

/** The first message of the validators, in order. */
export const compose =
  (...validators: readonly Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const message = validate(value)
      if (message !== null) return message
    }
    return null
  }

/** `validators` behind the required rule, or allowing blank when the field is optional. */
export const field = (isRequired: boolean, ...validators: readonly Validator[]): Validator =>
  isRequired ? compose(required(), ...validators) : compose(...validators)
