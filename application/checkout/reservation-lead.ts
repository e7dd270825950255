import type { Car } from '@domain/cars/car.schema.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { LeadStorePort } from '@domain/ports/leads.port.ts'
import type { ReservationIntent } from '@domain/ports/payments.port.ts'
import type { ReservationBuyer } from '@domain/payments/reservation-buyer.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { publicSite } from '@domain/tenancy/public-site.schema.ts'
import { buildReservationLead, reservationLeadKey } from '@domain/leads/reservation-lead.ts'

export interface ReservationLeadDeps {
  /** the lead intake's store (its outbox delivers the lead like any other) */
  readonly store: Pick<LeadStorePort, 'create' | 'leadIdOfRequestKey'>
  readonly clock: ClockPort
  /** called after the lead is first written (wakes the delivery loop), as the intake does */
  readonly onAccepted?: () => void
  /** where a lead that could not be written is reported (the reservation stands; the next step writes it) */
  readonly reportFailure: (error: unknown) => void
}

/** A reserved reservation, its buyer and how to find its car: what its lead is built from. */
export interface ReservedFor {
  readonly site: SiteConfig
  readonly intent: ReservationIntent
  readonly buyer: ReservationBuyer
  readonly car: () => Promise<Car | null>
}

/**
 * Sends a reserved reservation's buyer to the dealer: the reserve car lead, stored under the reservation's key, so
 * however often and from wherever the success is reported (the shopper's page, a provider's notification, the sweep,
 * several at once, on any instance) the store holds one lead and the outbox delivers it once. Answers the lead's id,
 * or null when it could not be written (reported; the reservation is not undone for it).
 */
export function createReservationLeads(deps: ReservationLeadDeps) {
  return async function sendReservationLead({ site, intent, buyer, car }: ReservedFor): Promise<string | null> {
    try {
      const key = reservationLeadKey(intent.id)
      // reported again (a retried notification, a reload): the lead is written already
      const written = await deps.store.leadIdOfRequestKey(site.slug, key)
      if (written !== null) return written
      const stored = await deps.store.create({
        tenant: site.slug,
        destination: site.forms.lead_destination,
        payload: buildReservationLead({
          site: publicSite(site),
          car: await car(),
          buyer,
          reservation: intent,
          nowMs: deps.clock.now(),
        }),
        requestKey: key,
      })
      if (!stored.replayed) deps.onAccepted?.()
      return stored.id
    } catch (error) {
      deps.reportFailure(error)
      return null
    }
  }
}

export type SendReservationLead = ReturnType<typeof createReservationLeads>
