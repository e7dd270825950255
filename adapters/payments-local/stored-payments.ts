import { randomUUID } from 'node:crypto'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { Database } from '../store-sqlite/database.ts'
import { createIntentStore } from './intent-store.ts'
import { createStoredPaymentPort, type ProviderGateway } from './stored-payment-port.ts'

/** A reservation id nobody can guess: `res_` and a random UUID's hex. */
export const newReservationId = (): string => `res_${randomUUID().replace(/-/g, '')}`

/**
 * A provider's PaymentPort: its gateway (local, Stripe, Till, St George) over the intents kept in the embedded
 * database, so every provider follows the same reservation states.
 */
export function storedPayments(deps: { readonly db: Database; readonly clock: ClockPort; readonly newId?: () => string }, gateway: ProviderGateway): PaymentPort {
  return createStoredPaymentPort({ store: createIntentStore(deps.db), gateway, clock: deps.clock, newId: deps.newId ?? newReservationId })
}
