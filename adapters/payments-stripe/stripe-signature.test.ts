import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { stripeSignature, verifyStripeSignature } from './stripe-signature.ts'

const secret = 'whsec_test_secret'
const payload = '{"id":"evt_1","type":"payment_intent.payment_failed"}'
const now = 1_780_000_000

describe('Stripe-Signature', () => {
  it('accepts Stripe\'s v1 HMAC-SHA256 of {t}.{payload}, also among other signatures', () => {
    const v1 = stripeSignature(secret, now, payload)
    expect(v1).toMatch(/^[0-9a-f]{64}$/)
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1}`, payload, secret, nowSeconds: now })).toEqual({ ok: true, timestamp: now })
    expect(verifyStripeSignature({ header: `t=${now},v1=${'0'.repeat(64)},v1=${v1},v0=abc`, payload, secret, nowSeconds: now + 300 }).ok).toBe(true)
  })

  it('refuses another secret, another payload, a missing header, and a time more than 5 minutes away', () => {
    const v1 = stripeSignature(secret, now, payload)
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1}`, payload, secret: 'whsec_other', nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1}`, payload: `${payload} `, secret, nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header: null, payload, secret, nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header: `v1=${v1}`, payload, secret, nowSeconds: now }).ok).toBe(false)
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1}`, payload, secret, nowSeconds: now + 301 })).toEqual({ ok: false, reason: 'the signed time is outside the tolerance' })
    expect(verifyStripeSignature({ header: `t=${now},v1=${v1}`, payload, secret, nowSeconds: now - 301 }).ok).toBe(false)
  })

  it('property: only the exact payload, time and secret verify', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.integer({ min: 0, max: 600 }), (body, other, skew) => {
      const header = `t=${now},v1=${stripeSignature(secret, now, body)}`
      expect(verifyStripeSignature({ header, payload: body, secret, nowSeconds: now + skew }).ok).toBe(skew <= 300)
      if (other !== body) expect(verifyStripeSignature({ header, payload: other, secret, nowSeconds: now }).ok).toBe(false)
    }))
  })
})
