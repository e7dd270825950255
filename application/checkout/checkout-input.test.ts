import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkoutRequest, reservationCompletion, reservationResume, reservationStart } from './checkout-input.ts'

describe('what the reserve page may send', () => {
  it('an amount, or any other field, is never read, whatever else is sent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.anything(), (body, amount) => {
        const sent = { ...body, amount, deposit: amount }
        for (const read of [checkoutRequest(sent), reservationStart(sent), reservationCompletion(sent)])
          expect(Object.keys(read).sort()).not.toContain('amount')
        expect(Object.keys(reservationStart(sent)).sort()).toEqual(['buyer', 'slug', 'variant'])
        expect(Object.keys(reservationCompletion(sent)).sort()).toEqual(['confirmation', 'intentId', 'variant'])
      }),
    )
  })

  it('each text is cut to its bound, and what is not text reads as empty', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1000 }), fc.anything(), (long, other) => {
        const read = reservationStart({ slug: long, buyer: { name: long, email: other, phone: long } })
        expect(read.slug).toBe(long.slice(0, 200))
        expect(read.buyer.name).toBe(long.slice(0, 400))
        expect(read.buyer.email).toBe(typeof other === 'string' ? other.slice(0, 400) : '')
        expect(reservationResume({ intentId: long }).intentId).toBe(long.slice(0, 80))
      }),
    )
  })

  it('the variant is buy-online only when sent as such; a missing intent is null', () => {
    expect(checkoutRequest({ slug: 'a', variant: 'buy-online' })).toEqual({
      slug: 'a',
      variant: 'buy-online',
      intent: null,
    })
    expect(checkoutRequest({ variant: 'BUY-ONLINE', intent: 'pi_1' })).toEqual({
      slug: '',
      variant: 'checkout',
      intent: 'pi_1',
    })
    expect(checkoutRequest(null)).toEqual({ slug: '', variant: 'checkout', intent: null })
  })

  it("a provider's token wins over card fields; without one the demo card's fields are read, cut to their bounds", () => {
    expect(reservationCompletion({ intentId: 'i', token: '  tok_1 ', card: { number: '4242' } }).confirmation).toEqual({
      kind: 'token',
      token: 'tok_1',
    })
    expect(
      reservationCompletion({
        intentId: 'i',
        token: '  ',
        card: { number: '4242 4242 4242 4242 4242 4242 4242', expiry: '12/39', cvc: '12345', name: 'A' },
      }).confirmation,
    ).toEqual({
      kind: 'card',
      card: { number: '4242 4242 4242 4242 4242 4242 ', expiry: '12/39', cvc: '1234', name: 'A' },
    })
  })
})
