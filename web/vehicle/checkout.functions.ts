import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import type { PaymentConfirmation } from '@domain/ports/payments.port.ts'
import { requireTenant } from '../site/site-context.server.ts'
import { confirmReservation, loadCheckout, startReservation, type CheckoutAnswer, type CheckoutVariant, type ReservationAnswer } from './checkout.server.ts'

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

const asConfirmation = (d: Record<string, unknown>): PaymentConfirmation => {
  const card = record(d.card)
  if (typeof d.token === 'string' && d.token.trim() !== '') return { kind: 'token', token: d.token.slice(0, 200) }
  return { kind: 'card', card: { number: text(card.number, 30), expiry: text(card.expiry, 10), cvc: text(card.cvc, 4), name: text(card.name, 100) } }
}

export const completeReservation = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const d = record(data)
    return { intentId: text(d.intentId, 80), confirmation: asConfirmation(d) }
  })
  .handler(async ({ data }): Promise<ReservationAnswer> => confirmReservation(requireTenant().site, data.intentId, data.confirmation))
