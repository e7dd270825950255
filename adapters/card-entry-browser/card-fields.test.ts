import { describe, expect, it, vi } from 'vitest'
import { withTimeout } from './card-fields.ts'

describe('withTimeout', () => {
  it('passes an answer through in time and rejects a late one', async () => {
    await expect(withTimeout(Promise.resolve(7), 10, 'x')).resolves.toBe(7)
    vi.useFakeTimers()
    const late = withTimeout(new Promise(() => {}), 50, 'frame')
    const outcome = expect(late).rejects.toThrow('frame: no answer within 50 ms')
    vi.advanceTimersByTime(50)
    await outcome
    vi.useRealTimers()
  })
})
