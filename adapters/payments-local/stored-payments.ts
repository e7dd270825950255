import { randomUUID } from 'node:crypto'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { IntentStorePort } from '@domain/ports/intent-store.port.ts'
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
export interface StoredPaymentsDeps {
  /** where the intents are kept: the shared store's (`intents`), or a table of this embedded database (`db`) */
  readonly intents?: IntentStorePort
  readonly db?: Database
  readonly clock: ClockPort
  readonly newId?: () => string
}

export function storedPayments(deps: StoredPaymentsDeps, gateway: ProviderGateway): PaymentPort {
  const store = deps.intents ?? (deps.db ? createIntentStore(deps.db) : null)
  if (!store) throw new Error('stored payments need an intent store or a database')
  return createStoredPaymentPort({ store, gateway, clock: deps.clock, newId: deps.newId ?? newReservationId })
}
