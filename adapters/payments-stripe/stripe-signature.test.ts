import { describe, expect, it } from 'vitest'
import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature.ts'

const secret = 'whsec_test_secret'
const payload = '{"id":"evt_1","type":"payment_intent.payment_failed"}'
const now = 1_780_000_000
/** Stripe's documented v1 scheme, written out here so the official client is checked against it */
const v1 = (body: string, t = now, key = secret) =>
  createHmac('sha256', key).update(`${t}.${body}`, 'utf8').digest('hex')

describe("Stripe-Signature (the official client's webhooks.constructEvent)", () => {
  it("accepts Stripe's v1 HMAC-SHA256 of {t}.{payload}, also among other signatures, up to 5 minutes old", () => {
    expect(stripeSignatureHeader(secret, now, payload)).toBe(`t=${now},v1=${v1(payload)}`)
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1(payload)}`, payload, secret, nowSeconds: now })).toEqual({
      ok: true,
    })
    expect(
      verifyStripeSignature({
        header: `t=${now},v1=${'0'.repeat(64)},v1=${v1(payload)},v0=abc`,
        payload,
        secret,
        nowSeconds: now + 300,
      }).ok,
    ).toBe(true)
  })

  it('refuses another secret, another payload, a missing header, and a signed time more than 5 minutes old', () => {
    const header = `t=${now},v1=${v1(payload)}`
    expect(verifyStripeSignature({ header, payload, secret: 'whsec_other', nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header, payload: `${payload} `, secret, nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header: null, payload, secret, nowSeconds: now })).toEqual({
      ok: false,
      reason: 'no Stripe-Signature header',
    })
    expect(verifyStripeSignature({ header: `v1=${v1(payload)}`, payload, secret, nowSeconds: now }).ok).toBe(false)
    expect(
      verifyStripeSignature({ header: stripeSignatureHeader(secret, now, ''), payload: '', secret, nowSeconds: now })
        .ok,
    ).toBe(false)
    expect(verifyStripeSignature({ header, payload, secret, nowSeconds: now + 301 })).toEqual({
      ok: false,
      reason: 'Timestamp outside the tolerance zone',
    })
  })

  it('property: only the exact payload and secret verify, within the tolerance, whether or not the body is JSON', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.integer({ min: 0, max: 600 }), (body, other, age) => {
        const header = stripeSignatureHeader(secret, now, body)
        expect(verifyStripeSignature({ header, payload: body, secret, nowSeconds: now + age }).ok).toBe(age <= 300)
        if (other !== body)
          expect(verifyStripeSignature({ header, payload: other, secret, nowSeconds: now }).ok).toBe(false)
      }),
    )
  })
})
