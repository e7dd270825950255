import { isValidCarId } from '@domain/validation/validators.ts'
import { errorAnswer, jsonAnswer } from '../server/http/answers.ts'
import { readJsonBody } from '../server/http/json-body.ts'
import { requestTenant } from '../site/site-context.server.ts'
import { getServices } from '../server/composition/composition.server.ts'
import type { TrackingRecord } from '../server/composition/vehicle-services.server.ts'

/** tracking bodies are three ids and a phone number */
const MAX_TRACKING_BODY_BYTES = 2 * 1024

const asNumber = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null
}

/**
 * POST handlers for the detail page's tracking calls (SPEC §7): phone reveal (car_id, dealership_id,
 * website_id) and the car phone call event. The tenant comes from the Host; ids must belong to it; the call
 * answers 202 and never holds the shopper up.
 */
export function trackingHandler(kind: TrackingRecord['kind']) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    const tenant = requestTenant()
    if (!tenant) return errorAnswer(404, 'Not found')
    const body = await readJsonBody(request, MAX_TRACKING_BODY_BYTES)
    if (!body.ok) return body.response
    const data = (body.value ?? {}) as Record<string, unknown>
    const carId = typeof data.car_id === 'string' ? data.car_id : String(data.car_id ?? '')
    const dealershipId = asNumber(data.dealership_id)
    const websiteId = asNumber(data.website_id)
    if (!isValidCarId(carId) || carId.length > 100) return errorAnswer(422, 'car_id is missing or invalid', { field: 'car_id' })
    if (dealershipId === null || !tenant.site.dealerships.some((d) => d.id === dealershipId)) {
      return errorAnswer(422, 'dealership_id does not belong to this website', { field: 'dealership_id' })
    }
    if (websiteId !== tenant.site.id) return errorAnswer(422, 'website_id does not match this website', { field: 'website_id' })
    getServices().vehicle.track({ tenant: tenant.site.slug, kind, carId, dealershipId, websiteId })
    // live: the dealer API gets the event too (fire and forget; the port logs its own failures)
    const events = getServices().vehicleEvents
    if (events) {
      const subject = { car_id: carId, dealership_id: dealershipId, website_id: websiteId }
      const phone = typeof data.phone === 'string' ? data.phone.slice(0, 20) : undefined
      void (kind === 'phone_reveal'
        ? events.phoneReveal(subject)
        : events.carPhoneCall({ ...subject, ...(phone ? { phone } : {}), event_id: 25 })
      ).catch(() => false)
    }
    return jsonAnswer(202, { ok: true })
  }
}
