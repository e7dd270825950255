import type { PaymentPort } from '@domain/ports/payments.port.ts'
import type { PaymentProvider, SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * How shoppers enter their card: the demo form (the local payments adapter takes raw test cards), or the
 * provider's own browser script minting a token (the providers' adapters).
 */
export interface CardEntry {
  readonly kind: 'demo' | 'provider'
  /** where Till's payment.js is loaded from (the sandbox or production gateway); null with the demo form */
  readonly tillScriptUrl: string | null
}

/**
 * Reserve-online payments as the composition root set them up for this server: which providers it can take
 * payments with, whether their notifications are verified, and how the card is entered. Built from the chosen
 * payments adapter and its settings; use cases never read those themselves.
 */
export interface ReservePayments {
  /** the provider's payment port, or null when this server holds no credentials for it */
  forProvider(provider: PaymentProvider): PaymentPort | null
  /** whether this server verifies (and, for Till, asks for) the provider's notifications */
  notificationsEnabled(provider: PaymentProvider): boolean
  readonly cardEntry: CardEntry
  /** the line naming a tenant whose provider cannot be used here (or whose notifications are off), else null */
  setupWarning(site: SiteConfig): string | null
}
