import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader, getRequestProtocol, setResponseHeader } from '@tanstack/react-start/server'
import type { PaymentConfirmation } from '@domain/ports/payments.port.ts'
import { requireTenant } from '../site/site-context.server.ts'
import { confirmReservation, loadCheckout, resumeReservation, startReservation, type CheckoutAnswer, type CheckoutVariant, type ReservationAnswer, type ReturnTo } from './checkout.server.ts'

const text = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '')
const record = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {})

export const getCheckout = createServerFn({ method: 'GET' })
  .validator((data: unknown) => {
    const d = record(data)
    return { slug: text(d.slug, 200), variant: (d.variant === 'buy-online' ? 'buy-online' : 'checkout') as CheckoutVariant }
  })
  .handler(async ({ data }): Promise<CheckoutAnswer> => {
    setResponseHeader('Cache-Control', 'no-store')
    return loadCheckout(requireTenant().site, data.slug, data.variant)
  })

/** Only the slug is read: an amount sent by the browser is dropped here, the server computes the deposit. */
export const beginReservation = createServerFn({ method: 'POST' })
  .validator((data: unknown) => ({ slug: text(record(data).slug, 200) }))
  .handler(async ({ data }): Promise<ReservationAnswer> => startReservation(requireTenant().site, data.slug))

/** A card token from the provider's browser script (live), else the demo form's card fields. */
const asConfirmation = (d: Record<string, unknown>): PaymentConfirmation => {
  const card = record(d.card)
  if (typeof d.token === 'string' && d.token.trim() !== '') return { kind: 'token', token: d.token.trim().slice(0, 200) }
  return { kind: 'card', card: { number: text(card.number, 30), expiry: text(card.expiry, 10), cvc: text(card.cvc, 4), name: text(card.name, 100) } }
}

const variantOf = (v: unknown): CheckoutVariant => (v === 'buy-online' ? 'buy-online' : 'checkout')

/**
 * Where a 3-D Secure redirect comes back to: the host this request came in on (it resolved to this tenant, so
 * the shopper only ever returns to this site), never an address from the body.
 */
function returnTo(variant: CheckoutVariant): ReturnTo | null {
  const host = getRequestHeader('x-forwarded-host')?.split(',')[0]?.trim() || getRequestHeader('host')
  if (!host) return null
  const forwarded = getRequestHeader('x-forwarded-proto')?.split(',')[0]?.trim()
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : getRequestProtocol()
  return { origin: `${proto}://${host}`, variant }
}

/** The amount is never read: the server recomputes the deposit from the car before the hold is placed. */
export const completeReservation = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const d = record(data)
    return { intentId: text(d.intentId, 80), confirmation: asConfirmation(d), variant: variantOf(d.variant) }
  })
  .handler(async ({ data }): Promise<ReservationAnswer> =>
    confirmReservation(requireTenant().site, data.intentId, data.confirmation, returnTo(data.variant)))

/** After 3-D Secure (in the page, or back from the bank's page): the provider says how it ended. */
export const resumeReservationFn = createServerFn({ method: 'POST' })
  .validator((data: unknown) => ({ intentId: text(record(data).intentId, 80) }))
  .handler(async ({ data }): Promise<ReservationAnswer> => {
    setResponseHeader('Cache-Control', 'no-store')
    return resumeReservation(requireTenant().site, data.intentId)
  })
