import { describe, expect, it } from 'vitest'
import { createMemoryRateLimiter } from './memory-rate-limiter.ts'

describe('in-memory rate limiter', () => {
  it('forgets the least recently seen keys beyond maxKeys', async () => {
    const limiter = createMemoryRateLimiter({ capacity: 1, refillPerMinute: 1, maxKeys: 2 })
    await limiter.take('a', 0)
    await limiter.take('b', 0)
    await limiter.take('c', 0)
    expect((await limiter.take('a', 0)).ok).toBe(true) // forgotten, so full again
    expect((await limiter.take('c', 0)).ok).toBe(false)
  })
})
