import type { PaymentProvider } from '@domain/tenancy/site-config.schema.ts'
import type { CreateCardEntry } from './card-entry.ts'

/**
 * The provider's card-entry module, fetched (its own chunk) only when the shopper reaches card entry in live
 * mode: pages that never take a card never download any of them.
 */
export function loadCardEntry(provider: PaymentProvider): Promise<CreateCardEntry> {
  switch (provider) {
    case 'Stripe':
      return import('./stripe-card-entry.ts').then((m) => m.createStripeCardEntry)
    case 'Till':
      return import('./till-card-entry.ts').then((m) => m.createTillCardEntry)
    case 'St George':
      return import('./payway-card-entry.ts').then((m) => m.createPayWayCardEntry)
  }
}
