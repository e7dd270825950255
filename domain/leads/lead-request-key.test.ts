import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isLeadRequestKey, leadRequestKey } from './lead-request-key.ts'

describe('lead request keys (Idempotency-Key)', () => {
  it('takes 8 to 128 letters, digits, - _ . :; nothing else', () => {
    for (const good of ['abcdefgh', '6062abda-a5aa-4414-ac91-ecd7944c0f8d', 'a:b.c_d-e', 'k'.repeat(128)])
      expect(isLeadRequestKey(good)).toBe(true)
    for (const bad of [
      '',
      'abcdefg',
      'k'.repeat(129),
      'has space',
      'semi;colon',
      'ünïcode!',
      'a/b/c/d/e',
      'line\nbreak1',
    ]) {
      expect(isLeadRequestKey(bad)).toBe(false)
    }
  })
  it('property: a key made from any 16 random bytes is 32 hex digits and accepted; different bytes, different keys', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        (a, b) => {
          const key = leadRequestKey(a)
          expect(key).toMatch(/^[0-9a-f]{32}$/)
          expect(isLeadRequestKey(key)).toBe(true)
          expect(leadRequestKey(b) === key).toBe(Buffer.from(a).equals(Buffer.from(b)))
        },
      ),
    )
  })
})
