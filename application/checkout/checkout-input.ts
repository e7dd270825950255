import type { PaymentConfirmation } from '@domain/ports/payments.port.ts'
import type { BuyerInput } from '@domain/payments/reservation-buyer.ts'
import type { CheckoutVariant } from './reservations.ts'

// What the reserve page's calls may send, read into the reservations use case's input: each text cut to a bound
// (the use case checks the values and says what is wrong), anything else dropped. An amount is never read: the
// server computes the deposit from the car.

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '')
const record = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' ? (data as Record<string, unknown>) : {}

/** buy-online when sent as such, else the checkout. */
export const variantOf = (v: unknown): CheckoutVariant => (v === 'buy-online' ? 'buy-online' : 'checkout')

/** The reserve page's load: the car's slug, the variant, and the return address's intent (null when none). */
export function checkoutRequest(data: unknown): { slug: string; variant: CheckoutVariant; intent: string | null } {
  const d = record(data)
  return { slug: text(d.slug, 200), variant: variantOf(d.variant), intent: text(d.intent, 80) || null }
}

/** The buyer's name, email and phone as sent. */
const buyerInput = (d: Record<string, unknown>): BuyerInput => {
  const buyer = record(d.buyer)
  return { name: text(buyer.name, 400), email: text(buyer.email, 400), phone: text(buyer.phone, 400) }
}

/** The start of a reservation: the slug, the variant and the buyer. */
export function reservationStart(data: unknown): { slug: string; variant: CheckoutVariant; buyer: BuyerInput } {
  const d = record(data)
  return { slug: text(d.slug, 200), variant: variantOf(d.variant), buyer: buyerInput(d) }
}

/** A card token from the provider's browser script (live), else the demo form's card fields. */
const confirmationOf = (d: Record<string, unknown>): PaymentConfirmation => {
  const card = record(d.card)
  if (typeof d.token === 'string' && d.token.trim() !== '')
    return { kind: 'token', token: d.token.trim().slice(0, 200) }
  return {
    kind: 'card',
    card: {
      number: text(card.number, 30),
      expiry: text(card.expiry, 10),
      cvc: text(card.cvc, 4),
      name: text(card.name, 100),
    },
  }
}

/** The payment of a started reservation: its intent, the card's token or fields, the variant. */
export function reservationCompletion(data: unknown): {
  intentId: string
  confirmation: PaymentConfirmation
  variant: CheckoutVariant
} {
  const d = record(data)
  return { intentId: text(d.intentId, 80), confirmation: confirmationOf(d), variant: variantOf(d.variant) }
}

/** The intent whose 3-D Secure step ended. */
export const reservationResume = (data: unknown): { intentId: string } => ({
  intentId: text(record(data).intentId, 80),
})
