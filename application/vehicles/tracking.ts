import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import type { TrackingKind, TrackingStore } from '@domain/ports/tracking-store.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { isValidCarId } from '@domain/validation/validators.ts'
import { failure, success, type Outcome } from '../kernel/outcome.ts'
import type { RateLimiter } from '@domain/ports/rate-limiter.port.ts'

/** tracking bodies are three ids and a phone number */
export const MAX_TRACKING_BODY_BYTES = 2 * 1024
/**
 * Tracking calls per client address: a shopper reveals a number and calls it, a few cars a visit (2 calls a car);
 * 20 at once, then 30 a minute, holds a script to a trickle of stored rows and dealer-API events.
 */
export const TRACKING_RATE_LIMIT = { capacity: 20, refillPerMinute: 30 } as const

const asNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}

export interface TrackingDeps {
  readonly store: TrackingStore
  /** the dealer API's events; null: kept on this server only */
  readonly events: VehicleEventsPort | null
  readonly clock: ClockPort
  /** the tenant's stock: a call names one of its cars */
  readonly inventory: Pick<InventoryPort, 'carById'>
  /** tracking calls per client address */
  readonly limiter: RateLimiter
}

export type Track = (
  site: SiteConfig,
  kind: TrackingKind,
  body: unknown,
  client: string,
) => Promise<Outcome<{ readonly ok: true }>>

/**
 * The detail page's tracking calls (SPEC §7): phone reveal (car_id, dealership_id, website_id) and the car phone
 * call event. The ids must belong to the tenant of the request (the car one of its listed cars), a client is held
 * to TRACKING_RATE_LIMIT, and nothing is stored or forwarded for a call that is refused.
 */
export function createTracking({ store, events, clock, inventory, limiter }: TrackingDeps): Track {
  return async (site, kind, body, client) => {
    const rate = await limiter.take(`track|${client}`, clock.now())
    if (!rate.ok)
      return failure('too_many', 'Too many tracking calls; please wait a moment', {
        retryAfterSeconds: rate.retryAfterSeconds,
      })
    const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const carId = typeof data.car_id === 'string' ? data.car_id : String(data.car_id ?? '')
    const dealershipId = asNumber(data.dealership_id)
    const websiteId = asNumber(data.website_id)
    if (!isValidCarId(carId) || carId.length > 100)
      return failure('invalid', 'car_id is missing or invalid', { field: 'car_id' })
    if (dealershipId === null || !site.dealerships.some((d) => d.id === dealershipId)) {
      return failure('invalid', 'dealership_id does not belong to this website', { field: 'dealership_id' })
    }
    if (websiteId !== site.id)
      return failure('invalid', 'website_id does not match this website', { field: 'website_id' })
    const car = await inventory.carById(site, carId).catch(() => undefined)
    if (car === undefined) return failure('unavailable', 'Tracking is unavailable right now')
    if (car === null) return failure('not_found', 'car_id is not a vehicle listed by this website', { field: 'car_id' })
    if (car.dealership_id !== dealershipId)
      return failure('invalid', "dealership_id is not this vehicle's dealership", { field: 'dealership_id' })
    store.record({ tenant: site.slug, kind, carId, dealershipId, websiteId, at: clock.now() })
    // the dealer API gets the event too (fire and forget; the port logs its own failures)
    if (events) {
      const subject = { car_id: carId, dealership_id: dealershipId, website_id: websiteId }
      const phone = typeof data.phone === 'string' ? data.phone.slice(0, 20) : undefined
      void (
        kind === 'phone_reveal'
          ? events.phoneReveal(subject)
          : events.carPhoneCall({ ...subject, ...(phone ? { phone } : {}), event_id: 25 })
      ).catch(() => false)
    }
    return success({ ok: true })
  }
}
