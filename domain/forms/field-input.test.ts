import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { FIELD_TYPES, field, options } from './form-field.ts'
import { SERVICE_INTERVAL_OPTIONS, STAR_OPTIONS, TYRE_OPTIONS } from './field-options.ts'
import { optionsFor, textKind } from './field-input.ts'

describe('how a text field takes input', () => {
  it('asks for the keyboard and autofill of its type', () => {
    expect(textKind({ type: 'email' }, false)).toEqual({ type: 'email', inputMode: 'email', autoComplete: 'email' })
    expect(textKind({ type: 'phone' }, false)).toMatchObject({ type: 'tel', inputMode: 'tel', autoComplete: 'tel' })
    expect(textKind({ type: 'card-expiry' }, false)).toMatchObject({ inputMode: 'numeric', maxLength: 5 })
  })

  it('gives a number pad for phones only where the tenant takes numeric phones', () => {
    expect(textKind({ type: 'phone' }, true).inputMode).toBe('numeric')
  })

  it('takes a postcode as at most four characters unless the field says otherwise', () => {
    const kind = textKind({ type: 'postcode' }, false)
    expect(kind.maxLength).toBe(4)
    expect(kind.transform?.('400012')).toBe('4000')
    expect(textKind({ type: 'postcode', maxLength: 6 }, false).maxLength).toBe(6)
  })

  it('property: a rego or licence number is written in capitals, whatever is typed', () => {
    fc.assert(
      fc.property(fc.constantFrom('rego' as const, 'licence-number' as const), fc.string(), (type, typed) => {
        expect(textKind({ type }, false).transform?.(typed)).toBe(typed.toUpperCase())
      }),
    )
  })
})

describe("a choice field's options", () => {
  it("uses the field's own list before its type's default", () => {
    const own = options('A', 'B')
    expect(optionsFor(field('service-interval', 'interval', 'Interval', { options: own }))).toEqual(own)
    expect(optionsFor(field('service-interval', 'interval', 'Interval'))).toBe(SERVICE_INTERVAL_OPTIONS)
    expect(optionsFor(field('tyres', 'tyres', 'Tyres'))).toBe(TYRE_OPTIONS)
    expect(optionsFor(field('star-rating', 'stars', 'Rating'))).toBe(STAR_OPTIONS)
  })

  it('property: a field of any other type without a list offers none', () => {
    const defaults = ['service-interval', 'tyres', 'star-rating']
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES.filter((t) => !defaults.includes(t))), (type) => {
        expect(optionsFor(field(type, 'x', 'X'))).toEqual([])
      }),
    )
  })
})
