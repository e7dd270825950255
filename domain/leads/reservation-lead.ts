import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import type { ReservationBuyer } from '../payments/reservation-buyer.ts'
import { EVENT_CATALOGUE } from '../events/event-catalogue.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { buildLeadPayload } from './lead-payload.ts'
import type { LeadPayload } from './lead-payload.schema.ts'
import { messageWithNotes } from './lead-notes.ts'

/** SPEC §3/§9: a reservation reaches the dealer as the reserve car form's submission. */
export const RESERVE_CAR_CATEGORY = 'Reserve Car'
export const RESERVE_CAR_EVENT_ID = EVENT_CATALOGUE.find((e) => e.key === 'form_reserve_car')!.id

/** The `extra` keys of a reservation's lead: fields the spec does not name (docs/LIVE.md), also in `message`. */
export const RESERVATION_LEAD_FIELDS = {
  reference: 'reservation_reference',
  /** the deposit authorised, in the currency's units (dollars, not cents) */
  deposit: 'deposit_amount',
  /** ISO 4217, upper case */
  currency: 'deposit_currency',
} as const

/**
 * The Idempotency-Key a reservation's lead is stored under: one lead per reservation, however many times and from
 * wherever its success is reported (the lead store's unique key makes concurrent reports write one lead).
 */
export const reservationLeadKey = (reservationId: string): string => `reservation:${reservationId}`

export interface ReservationLeadInput {
  readonly site: PublicSite
  /** the car reserved; null when the stock source no longer has it (its id still goes with the lead) */
  readonly car: Car | null
  readonly buyer: ReservationBuyer
  readonly reservation: {
    readonly id: string
    readonly carId: string
    readonly amountCents: number
    /** ISO 4217 in either case */
    readonly currency: string
  }
  readonly nowMs: number
}

/** The complete lead a reservation sends the dealer once its deposit is authorised and the car reserved. */
export function buildReservationLead(input: ReservationLeadInput): LeadPayload {
  const { site, car, buyer, reservation } = input
  const currency = reservation.currency.toUpperCase()
  const deposit = reservation.amountCents / 100
  const lead = buildLeadPayload({
    values: {
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      car_id: reservation.carId,
      [RESERVATION_LEAD_FIELDS.reference]: reservation.id,
      [RESERVATION_LEAD_FIELDS.deposit]: deposit,
      [RESERVATION_LEAD_FIELDS.currency]: currency,
    },
    site,
    car,
    category: RESERVE_CAR_CATEGORY,
    form: 'reserve-contact',
    page: { url: buyer.url ?? '', userAgent: buyer.userAgent ?? '' },
    tracking: { visited_pages: [], linked_query_params: {} },
    progress: { stepNumber: 1, skippedSteps: [], complete: true, leadId: null, eventId: RESERVE_CAR_EVENT_ID },
    nowMs: input.nowMs,
  })
  const vehicle = car ? `${car.name}${car.stocknum ? ` (stock ${car.stocknum})` : ''}` : `car id ${reservation.carId}`
  return {
    ...lead,
    url: buyer.url,
    user_agent: buyer.userAgent,
    message: messageWithNotes(null, [
      `Reserved online: ${vehicle}`,
      `Deposit authorised: ${formatPrice(deposit)} ${currency}`,
      `Reservation reference: ${reservation.id}`,
    ]),
  }
}
