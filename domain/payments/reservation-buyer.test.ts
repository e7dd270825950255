import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../validation/validators.ts'
import { PHONE_NOT_AU_OR_NZ, PHONE_TOO_MANY_CHARACTERS } from '../phone/validate-phone.ts'
import { checkReservationBuyer, NAME_CONTROL_MESSAGE } from './reservation-buyer.ts'

const AU = { numeric: false, country: 'AU' } as const
const ok = { name: '  Sam Buyer ', email: 'sam@example.com', phone: '0412 345 678' }

describe('checkReservationBuyer', () => {
  it('takes a name, an email and a phone, trimmed', () => {
    expect(checkReservationBuyer(ok, AU)).toEqual({
      ok: true,
      buyer: { name: 'Sam Buyer', email: 'sam@example.com', phone: '0412 345 678' },
    })
  })

  it("refuses each missing or wrong field with the spec's message", () => {
    expect(checkReservationBuyer({}, AU)).toEqual({
      ok: false,
      errors: { name: REQUIRED_MESSAGE, email: REQUIRED_MESSAGE, phone: REQUIRED_MESSAGE },
    })
    expect(checkReservationBuyer({ name: 'A\u0000B', email: 'sam@', phone: '12345' }, AU)).toEqual({
      ok: false,
      errors: { name: NAME_CONTROL_MESSAGE, email: INVALID_EMAIL_MESSAGE, phone: PHONE_NOT_AU_OR_NZ },
    })
    // a numeric-entry site only limits the length
    expect(checkReservationBuyer({ ...ok, phone: '123456789012345' }, { numeric: true, country: 'AU' })).toEqual({
      ok: false,
      errors: { phone: PHONE_TOO_MANY_CHARACTERS },
    })
    // a New Zealand site takes its own numbers
    expect(checkReservationBuyer({ ...ok, phone: '021 123 4567' }, { numeric: false, country: 'NZ' }).ok).toBe(true)
  })

  it('never passes a value that is not text, or too long', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.constant(null),
          fc.object(),
          fc.string({ minLength: 199 }).map((s) => `A${s}A`),
        ),
        (bad) => {
          const check = checkReservationBuyer({ ...ok, name: bad }, AU)
          expect(check.ok).toBe(false)
        },
      ),
    )
  })
})
