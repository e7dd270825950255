import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { ReservePayments } from '../reserve-payments.ts'

/**
 * Reserve-online payments where every provider pays through `port`, with no setup warning: the demo card form
 * without notifications, or (`provider`) a provider's own card script with its notifications verified.
 */
export const onePaymentPort = (port: PaymentPort, cardEntry: 'demo' | 'provider' = 'demo'): ReservePayments => ({
  forProvider: () => port,
  notificationsEnabled: () => cardEntry === 'provider',
  cardEntry: { kind: cardEntry, tillScriptUrl: null },
  setupWarning: () => null,
})
