import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LEAD_RATE_LIMIT, createTokenBucket } from './rate-limit.ts'

describe('lead rate limit (token bucket, burst 10, 20 a minute)', () => {
  it('lets a burst of 10 through, refuses the 11th, and names the wait', () => {
    const limiter = createTokenBucket(LEAD_RATE_LIMIT)
    const answers = Array.from({ length: 11 }, () => limiter.take('1.2.3.4', 0))
    expect(answers.filter((a) => a.ok)).toHaveLength(10)
    expect(answers[10]).toEqual({ ok: false, retryAfterSeconds: 3 })
    expect(limiter.take('5.6.7.8', 0)).toEqual({ ok: true })
  })

  it('refills one token every 3 seconds', () => {
    const limiter = createTokenBucket(LEAD_RATE_LIMIT)
    for (let i = 0; i < 10; i++) limiter.take('a', 0)
    expect(limiter.take('a', 2_999).ok).toBe(false)
    expect(limiter.take('a', 3_000).ok).toBe(true)
    expect(limiter.take('a', 3_000).ok).toBe(false)
  })

  it('property: over any schedule, accepted requests never exceed burst + rate × elapsed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        const limiter = createTokenBucket(LEAD_RATE_LIMIT)
        let now = 0
        let accepted = 0
        for (const gap of gaps) {
          now += gap
          const answer = limiter.take('k', now)
          if (answer.ok) accepted++
          else expect(answer.retryAfterSeconds).toBeGreaterThanOrEqual(1)
        }
        expect(accepted).toBeLessThanOrEqual(10 + Math.floor((now * 20) / 60_000))
      }),
    )
  })

  it('forgets the least recently seen addresses beyond maxKeys', () => {
    const limiter = createTokenBucket({ capacity: 1, refillPerMinute: 1, maxKeys: 2 })
    limiter.take('a', 0)
    limiter.take('b', 0)
    limiter.take('c', 0)
    expect(limiter.take('a', 0).ok).toBe(true) // forgotten, so full again
    expect(limiter.take('c', 0).ok).toBe(false)
  })
})
