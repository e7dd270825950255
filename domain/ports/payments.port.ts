import type { PaymentProvider } from '../tenancy/site-config.schema.ts'

export type ReservationState = 'deposit' | 'card_entry' | 'authorised' | 'reserved' | 'failed'

export interface ReservationIntent {
  readonly id: string
  readonly provider: PaymentProvider
  readonly carId: string
  /** in cents, computed by the server from the car, never taken from the browser */
  readonly amountCents: number
  readonly state: ReservationState
  /** what the provider's browser SDK needs (publishable key, client secret); never a secret key */
  readonly clientData: Record<string, string>
}

export interface CardDetails {
  readonly number: string
  readonly expiry: string
  readonly cvc: string
  readonly name: string
}

export interface PaymentPort {
  createIntent(input: { provider: PaymentProvider; tenant: string; carId: string; amountCents: number; publishableKey: string | null }): Promise<ReservationIntent>
  authorise(intentId: string, card: CardDetails): Promise<ReservationIntent>
  get(intentId: string): Promise<ReservationIntent | null>
}
