import { afterAll, beforeAll } from 'vitest'
import { openDatabase, type Database } from '@adapters/store-sqlite/database.ts'
import { createStripePayments } from '@adapters/payments-stripe/stripe-payments.ts'
import { createTillPayments } from '@adapters/payments-till/till-payments.ts'
import { createStGeorgePayments } from '@adapters/payments-stgeorge/stgeorge-payments.ts'
import type { StoredPaymentsDeps } from '@adapters/payments-local/stored-payments.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { Loopback } from '../../live/support/loopback.ts'
import { fakePaymentsEnv, PAYMENT_CREDENTIALS, startFakePayments } from '../../live/support/fake-payments.ts'

/**
 * A test file's (or describe block's) loopback payment providers: started before its tests, closed after them,
 * with the fixed clock the adapters are built with, the card tokens they confirm with, and each live adapter
 * configured as the live stack configures it against these fakes (an in-memory database unless one is given).
 */
export function fakePaymentsSuite() {
  let fake: Loopback | undefined
  beforeAll(async () => {
    fake = await startFakePayments()
  })
  afterAll(() => fake?.close())
  const running = (): Loopback => {
    if (!fake) throw new Error('the fake payment providers start in beforeAll')
    return fake
  }
  const clock = { now: () => Date.UTC(2026, 5, 1) }
  const env = () => fakePaymentsEnv(running().url)
  const timeoutMs = 2_000
  /** an adapter on the given database (its own in-memory one by default), with options read once the fakes run */
  const onDatabase =
    <O>(create: (deps: StoredPaymentsDeps & { options: O }) => PaymentPort, options: () => O) =>
    (db: Database = openDatabase(':memory:')) =>
      create({ db, clock, options: options() })
  return {
    get fake(): Loopback {
      return running()
    },
    clock,
    token: (t: string) => ({ kind: 'token' as const, token: t }),
    stripe: onDatabase(createStripePayments, () => ({
      secretKey: env().STRIPE_SECRET_KEY!,
      baseUrl: env().STRIPE_API_URL,
      timeoutMs,
    })),
    till: onDatabase(createTillPayments, () => ({
      apiKey: env().TILL_API_KEY!,
      username: env().TILL_USERNAME!,
      password: env().TILL_PASSWORD!,
      sharedSecret: PAYMENT_CREDENTIALS.tillSharedSecret,
      baseUrl: env().TILL_API_URL,
      timeoutMs,
    })),
    stGeorge: onDatabase(createStGeorgePayments, () => ({
      secretKey: env().ST_GEORGE_API_KEY!,
      merchantId: env().ST_GEORGE_MERCHANT_ID!,
      baseUrl: env().ST_GEORGE_API_URL,
      timeoutMs,
    })),
  }
}
