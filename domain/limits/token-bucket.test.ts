import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { takeToken, type Bucket } from './token-bucket.ts'

const POLICY = { capacity: 10, refillPerMinute: 20 }

/** Takes one after another from one bucket, as a store would: the bucket written back each time. */
function run(times: readonly number[]) {
  let bucket: Bucket | null = null
  return times.map((now) => {
    const taken = takeToken(bucket, now, POLICY)
    bucket = taken.bucket
    return taken.decision
  })
}

describe('token bucket (burst 10, 20 a minute)', () => {
  it('lets a burst of 10 through, refuses the 11th, and names the wait', () => {
    const answers = run(Array.from({ length: 11 }, () => 0))
    expect(answers.filter((a) => a.ok)).toHaveLength(10)
    expect(answers[10]).toEqual({ ok: false, retryAfterSeconds: 3 })
    expect(takeToken(null, 0, POLICY).decision).toEqual({ ok: true })
  })

  it('refills one token every 3 seconds', () => {
    const answers = run([...Array.from({ length: 10 }, () => 0), 2_999, 3_000, 3_000])
    expect(answers.slice(10).map((a) => a.ok)).toEqual([false, true, false])
  })

  it('property: over any schedule, accepted requests never exceed burst + rate × elapsed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (gaps) => {
        let now = 0
        const times = gaps.map((gap) => (now += gap))
        const answers = run(times)
        for (const answer of answers) if (!answer.ok) expect(answer.retryAfterSeconds).toBeGreaterThanOrEqual(1)
        expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(10 + Math.floor((now * 20) / 60_000))
      }),
    )
  })
})
