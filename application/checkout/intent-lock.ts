/**
 * One step at a time per reservation in this process: the shopper's page, a provider's notification and a
 * retried notification may all try to finish the same reservation at once, and two finishing it together would
 * see the car taken by the other and release the hold. Steps for different reservations do not wait.
 */
const tails = new Map<string, Promise<unknown>>()

export function withIntentLock<T>(intentId: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(intentId) ?? Promise.resolve()
  const run = before.then(work, work)
  const tail = run.catch(() => undefined)
  tails.set(intentId, tail)
  void tail.then(() => {
    if (tails.get(intentId) === tail) tails.delete(intentId)
  })
  return run
}

/** Reservations with a step running or waiting (tests). */
export const lockedIntents = (): number => tails.size
