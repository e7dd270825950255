import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { TrackingKind, TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'

/** tracking bodies are three ids and a phone number */
export const MAX_TRACKING_BODY_BYTES = 2 * 1024

const asNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}

export interface TrackingDeps {
  readonly store: TrackingStore
  /** the dealer API's events; null: kept on this server only */
  readonly events: VehicleEventsPort | null
  readonly clock: ClockPort
}

export type Track = (site: SiteConfig, kind: TrackingKind, body: unknown) => Outcome<{ readonly ok: true }>

/**
 * The detail page's tracking calls (SPEC §7): phone reveal (car_id, dealership_id, website_id) and the car phone
 * call event. The ids must belong to the tenant of the request; the call never holds the shopper up.
 */
export function createTracking({ store, events, clock }: TrackingDeps): Track {
  return (site, kind, body) => {
    const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const carId = typeof data.car_id === 'string' ? data.car_id : String(data.car_id ?? '')
    const dealershipId = asNumber(data.dealership_id)
    const websiteId = asNumber(data.website_id)
    if (!isValidCarId(carId) || carId.length > 100) return failure('invalid', 'car_id is missing or invalid', { field: 'car_id' })
    if (dealershipId === null || !site.dealerships.some((d) => d.id === dealershipId)) {
      return failure('invalid', 'dealership_id does not belong to this website', { field: 'dealership_id' })
    }
    if (websiteId !== site.id) return failure('invalid', 'website_id does not match this website', { field: 'website_id' })
    store.record({ tenant: site.slug, kind, carId, dealershipId, websiteId, at: clock.now() })
    // the dealer API gets the event too (fire and forget; the port logs its own failures)
    if (events) {
      const subject = { car_id: carId, dealership_id: dealershipId, website_id: websiteId }
      const phone = typeof data.phone === 'string' ? data.phone.slice(0, 20) : undefined
      void (kind === 'phone_reveal'
        ? events.phoneReveal(subject)
        : events.carPhoneCall({ ...subject, ...(phone ? { phone } : {}), event_id: 25 })
      ).catch(() => false)
    }
    return success({ ok: true })
  }
}
