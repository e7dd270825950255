import { afterAll, beforeAll } from 'vitest'
import type { Loopback } from '../../live/support/loopback.ts'
import { startFakePayments } from '../../live/support/fake-payments.ts'

/**
 * A test file's loopback payment providers: started before its tests, closed after them, with the fixed clock the
 * adapters are built with and the card tokens they confirm with.
 */
export function fakePaymentsSuite() {
  let fake: Loopback | undefined
  beforeAll(async () => {
    fake = await startFakePayments()
  })
  afterAll(() => fake?.close())
  return {
    get fake(): Loopback {
      if (!fake) throw new Error('the fake payment providers start in beforeAll')
      return fake
    },
    clock: { now: () => Date.UTC(2026, 5, 1) },
    token: (t: string) => ({ kind: 'token' as const, token: t }),
  }
}
