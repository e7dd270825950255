import { describe, expect, it } from 'vitest'
import { nodeTimers } from './sweep-timers.ts'

describe("the pending sweep's timers", () => {
  it('never keep the process alive', () => {
    const handle = nodeTimers.set(() => {}, 60_000) as ReturnType<typeof setTimeout>
    expect(handle.hasRef()).toBe(false)
    nodeTimers.clear(handle)
  })
})
