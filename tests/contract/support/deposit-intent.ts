import type { CreateIntentInput } from '@domain/ports/payments.port.ts'

let n = 0

/** A $750 deposit intent for `provider` on a car no other intent of the test run has used. */
export const depositIntent = (
  provider: CreateIntentInput['provider'],
  over: Partial<CreateIntentInput> = {},
): CreateIntentInput => ({
  provider,
  tenant: 'demo-motors',
  carId: `1001-${++n}`,
  amountCents: 75_000,
  currency: 'aud',
  publishableKey: 'pk_test_1',
  description: 'deposit',
  ...over,
})
