/**
 * Reads of one key that share round trips without ever answering from before they were asked: a read asked while
 * one of the same key is in flight waits for the next, which starts as soon as that one ends and answers everyone
 * who asked meanwhile. So each caller gets a value read after its call (a tenant's version bumped by a committed
 * reservation is seen by the next request, as the response cache needs), and under load a key costs one round trip
 * per round trip's time instead of one per request: without it a hot page reads its tenant's version as often as it
 * is asked for.
 */
export function freshReads<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  interface Waiting {
    readonly promise: Promise<T>
    readonly settle: (from: Promise<T>) => void
  }
  /** keys with a read in flight, and the callers waiting for the next one */
  const flights = new Map<string, { waiting: Waiting | null }>()

  function start(key: string): Promise<T> {
    const flight: { waiting: Waiting | null } = { waiting: null }
    flights.set(key, flight)
    const reading = read(key)
    const next = () => {
      if (flight.waiting) flight.waiting.settle(start(key))
      else flights.delete(key)
    }
    reading.then(next, next)
    return reading
  }

  return (key) => {
    const flight = flights.get(key)
    if (!flight) return start(key)
    if (!flight.waiting) {
      let settle!: (from: Promise<T>) => void
      const promise = new Promise<T>((resolve, reject) => {
        settle = (from) => from.then(resolve, reject)
      })
      flight.waiting = { promise, settle }
    }
    return flight.waiting.promise
  }
}
