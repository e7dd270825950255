import type { ClockPort } from '../clock.port.ts'

/** A clock for tests that stands still at `startMs` until the test moves it on with `advance`. */
export function manualClock(startMs = 0): ClockPort & { advance(ms: number): void } {
  let now = startMs
  return {
    now: () => now,
    advance: (ms) => {
      now += ms
    },
  }
}
