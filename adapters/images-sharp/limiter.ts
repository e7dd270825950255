/** Thrown by a limiter whose queue is full; the optimiser answers 503 so memory stays bounded under a burst. */
export class LimiterBusyError extends Error {
  override readonly name = 'LimiterBusyError'
}

export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>
  readonly active: number
  readonly queued: number
}

/** At most `concurrency` tasks at once, at most `maxQueue` waiting; first come, first served. */
export function createLimiter(concurrency: number, maxQueue: number): Limiter {
  let active = 0
  const waiting: (() => void)[] = []

  const release = () => {
    active -= 1
    const next = waiting.shift()
    if (next) {
      active += 1
      next()
    }
  }

  return {
    async run(task) {
      if (active >= concurrency) {
        if (waiting.length >= maxQueue) throw new LimiterBusyError('Too many images are being processed')
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else {
        active += 1
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
    get active() {
      return active
    },
    get queued() {
      return waiting.length
    },
  }
}
