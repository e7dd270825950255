import type { ClockPort } from '@domain/ports/clock.port.ts'

/** How the loop waits between sweeps: the server's timers (the composition root's), a hand-driven one in tests. */
export interface SweepTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

export interface PendingSweepLoop {
  /** runs a sweep now (or waits for the one running); the timer carries on as before */
  runNow(): Promise<void>
  /** no more sweeps; waits for one in flight to end */
  stop(): Promise<void>
  readonly stopped: boolean
}

export interface PendingSweepLoopInput {
  /** what a failed sweep's log line calls it (default: the payments' pending verification sweep) */
  readonly name?: string
  readonly intervalMs: number
  readonly clock: ClockPort
  /** one sweep at the clock's time; a rejection is logged, and the next sweep comes as usual */
  readonly sweep: (nowMs: number) => Promise<unknown>
  readonly timers: SweepTimers
  readonly log?: (line: string) => void
}

/**
 * Runs `sweep` every `intervalMs`, the first one interval after start (the services are still starting). Sweeps
 * never overlap: the next is timed from the end of the last, so a slow provider delays it instead of piling up.
 */
export function startPendingSweepLoop({
  name = '[payments] pending verification sweep',
  intervalMs,
  clock,
  sweep,
  timers,
  log = (line) => console.warn(line),
}: PendingSweepLoopInput): PendingSweepLoop {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0)
    throw new Error(`${name} needs a positive interval (got ${intervalMs})`)
  let stopped = false
  let handle: unknown = null
  let running: Promise<void> | null = null

  const schedule = () => {
    if (stopped) return
    handle = timers.set(() => {
      handle = null
      void run().then(schedule)
    }, intervalMs)
  }
  const run = (): Promise<void> => {
    if (running) return running
    if (stopped) return Promise.resolve()
    // always asynchronous, so `running` is set before the sweep can end (even one that throws at once)
    const pass = Promise.resolve()
      .then(() => sweep(clock.now()))
      .then(
        () => undefined,
        (error: unknown) =>
          log(
            `${name} failed: ${error instanceof Error ? error.message : String(error)}; trying again in ${Math.round(intervalMs / 1000)} s`,
          ),
      )
      .finally(() => {
        running = null
      })
    running = pass
    return pass
  }
  schedule()
  return {
    runNow: run,
    async stop() {
      stopped = true
      if (handle !== null) timers.clear(handle)
      handle = null
      await running
    },
    get stopped() {
      return stopped
    },
  }
}
