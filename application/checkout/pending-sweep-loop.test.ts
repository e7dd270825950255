import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { startPendingSweepLoop, type SweepTimers } from './pending-sweep-loop.ts'

/** Timers driven by hand: `fire()` runs the one waiting, as if its time had come. */
function handTimers() {
  const waiting = new Map<number, { run: () => void; ms: number }>()
  let n = 0
  const timers: SweepTimers = {
    set(run, ms) {
      waiting.set(++n, { run, ms })
      return n
    },
    clear: (handle) => void waiting.delete(handle as number),
  }
  return {
    timers,
    waiting,
    fire() {
      const [[id, entry]] = [...waiting.entries()] as [[number, { run: () => void; ms: number }]]
      waiting.delete(id)
      entry.run()
    },
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Counts the sweeps running: `now()` at this moment, `most()` at once so far. */
function overlaps() {
  let active = 0
  let most = 0
  return {
    start() {
      active += 1
      most = Math.max(most, active)
    },
    end() {
      active -= 1
    },
    now: () => active,
    most: () => most,
  }
}

describe('pending verification sweep loop', () => {
  it("sweeps one interval after start, then one interval after each sweep ends, at the clock's time", async () => {
    const hand = handTimers()
    let now = 1_000
    const at: number[] = []
    const loop = startPendingSweepLoop({
      intervalMs: 60_000,
      clock: { now: () => now },
      sweep: async (t) => void at.push(t),
      timers: hand.timers,
    })
    expect(at).toEqual([])
    expect([...hand.waiting.values()].map((w) => w.ms)).toEqual([60_000])
    now = 61_000
    hand.fire()
    await settle()
    now = 121_000
    hand.fire()
    await settle()
    expect(at).toEqual([61_000, 121_000])
    expect(hand.waiting.size).toBe(1)
    await loop.stop()
  })

  it('a sweep that fails (rejects or throws at once) is logged, and the next one still comes', async () => {
    const hand = handTimers()
    const logged: string[] = []
    let calls = 0
    const loop = startPendingSweepLoop({
      intervalMs: 30_000,
      clock: { now: () => 5 },
      timers: hand.timers,
      log: (l) => logged.push(l),
      sweep: (() => {
        calls += 1
        if (calls === 1) throw new Error('database locked')
        if (calls === 2) return Promise.reject(new Error('provider down'))
        return Promise.resolve()
      }) as (now: number) => Promise<unknown>,
    })
    for (let i = 0; i < 3; i += 1) {
      hand.fire()
      await settle()
    }
    expect(calls).toBe(3)
    expect(logged).toEqual([
      '[payments] pending verification sweep failed: database locked; trying again in 30 s',
      '[payments] pending verification sweep failed: provider down; trying again in 30 s',
    ])
    expect(hand.waiting.size).toBe(1)
    await loop.stop()
  })

  it('sweeps never overlap: runNow while one runs waits for it; stop waits for it and no sweep follows', async () => {
    const hand = handTimers()
    let release = () => {}
    const running = overlaps()
    let calls = 0
    const loop = startPendingSweepLoop({
      intervalMs: 1_000,
      clock: { now: () => 0 },
      timers: hand.timers,
      sweep: () => {
        calls += 1
        running.start()
        return new Promise<void>(
          (resolve) =>
            (release = () => {
              running.end()
              resolve()
            }),
        )
      },
    })
    hand.fire()
    const again = loop.runNow()
    await settle()
    expect(calls).toBe(1)
    const stopping = loop.stop()
    let stoppedYet = false
    void stopping.then(() => (stoppedYet = true))
    await settle()
    expect(stoppedYet).toBe(false)
    release()
    await Promise.all([again, stopping])
    expect(loop.stopped).toBe(true)
    expect(hand.waiting.size).toBe(0)
    await loop.runNow()
    expect(calls).toBe(1)
    expect(running.most()).toBe(1)
  })

  it('property: whatever mix of timer firings and runNow calls, sweeps never overlap and each one ends before the next starts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('fire', 'runNow', 'tick'), { maxLength: 20 }), async (steps) => {
        const hand = handTimers()
        const running = overlaps()
        const loop = startPendingSweepLoop({
          intervalMs: 10,
          clock: { now: () => 0 },
          timers: hand.timers,
          sweep: async () => {
            running.start()
            await settle()
            running.end()
          },
        })
        for (const step of steps) {
          if (step === 'fire' && hand.waiting.size > 0) hand.fire()
          else if (step === 'runNow') void loop.runNow()
          else await settle()
        }
        await loop.stop()
        expect(running.most()).toBeLessThanOrEqual(1)
        expect(running.now()).toBe(0)
        expect(hand.waiting.size).toBe(0)
      }),
      { numRuns: 50 },
    )
  })

  it('a non-positive interval is refused', async () => {
    expect(() =>
      startPendingSweepLoop({
        intervalMs: 0,
        clock: { now: () => 0 },
        sweep: async () => {},
        timers: handTimers().timers,
      }),
    ).toThrow('positive interval')
  })
})
