import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { createLimiter, LimiterBusyError } from './limiter.ts'

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createLimiter', () => {
  it('never runs more than its concurrency at once, and runs every task', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }),
        async (concurrency, delays) => {
          const limiter = createLimiter(concurrency, 100)
          let running = 0
          let peak = 0
          const results = await Promise.all(
            delays.map((d, i) =>
              limiter.run(async () => {
                running += 1
                peak = Math.max(peak, running)
                for (let k = 0; k < d; k += 1) await tick()
                running -= 1
                return i
              }),
            ),
          )
          expect(results).toEqual(delays.map((_, i) => i))
          expect(peak).toBeLessThanOrEqual(concurrency)
        },
      ),
      { numRuns: 30 },
    )
  })

  it('refuses work beyond its queue, and frees a slot when a task throws', async () => {
    const limiter = createLimiter(1, 1)
    let release!: () => void
    const first = limiter.run(() => new Promise<void>((r) => (release = r)))
    const second = limiter.run(async () => 'second')
    await expect(limiter.run(async () => 'third')).rejects.toBeInstanceOf(LimiterBusyError)
    release()
    await first
    expect(await second).toBe('second')
    await expect(
      limiter.run(async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await limiter.run(async () => 'after')).toBe('after')
    expect(limiter.active).toBe(0)
  })
})
