import type { SweepTimers } from '@application/checkout/pending-sweep-loop.ts'

/** Node's timers, unref'd: a sweep waiting for its turn never keeps the process alive. */
export const nodeTimers: SweepTimers = {
  set(run, ms) {
    const timer = setTimeout(run, ms)
    timer.unref()
    return timer
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
