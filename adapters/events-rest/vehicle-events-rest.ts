import ky, { isHTTPError, isTimeoutError } from 'ky'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { VehicleEventSubject, VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'

export interface VehicleEventsRestOptions {
  /** SPEC §7 "{base api}": EVENTS_API_URL, else the CRM base (LEADS_API_URL) */
  readonly baseUrl: string
  readonly clock: ClockPort
  /** per event (default 5000 ms); events never hold a page up, the caller does not await them */
  readonly timeoutMs?: number
  readonly fetch?: typeof fetch
  readonly log?: (message: string, context: Record<string, unknown>) => void
}

export const CAR_PHONE_CALL_PATH = '/api/events/car_phone_call'
/** SPEC §7 phone-reveal tracking: path not shown; this is the adapter's choice, beside the call event. */
export const PHONE_REVEAL_PATH = '/api/events/phone_reveal'

/**
 * VehicleEventsPort over the dealer API: `POST {base}/api/events/car_phone_call` and
 * `POST {base}/api/events/phone_reveal`, JSON `{car_id, dealership_id, website_id, occurred_at, …}`.
 * One retry on a network error or 5xx only: an event counted twice is worse than one lost.
 */
export function createVehicleEventsRest(options: VehicleEventsRestOptions): VehicleEventsPort {
  const base = options.baseUrl.replace(/\/+$/, '')
  const log = options.log ?? ((message, context) => console.warn(`[events] ${message}`, context))
  const api = ky.create({
    timeout: options.timeoutMs ?? 5_000,
    retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504], retryOnTimeout: false, delay: () => 200 },
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  async function send(path: string, body: Record<string, unknown>): Promise<boolean> {
    const url = `${base}${path}`
    try {
      await api.post(url, { json: { ...body, occurred_at: new Date(options.clock.now()).toISOString() } })
      return true
    } catch (error) {
      const reason = isHTTPError(error)
        ? `HTTP ${error.response.status}`
        : isTimeoutError(error)
          ? 'timeout'
          : 'unreachable'
      log(`event ${path} not sent (${reason})`, { url, car_id: body.car_id, website_id: body.website_id })
      return false
    }
  }

  const subject = (s: VehicleEventSubject) => ({
    car_id: s.car_id,
    dealership_id: s.dealership_id,
    website_id: s.website_id,
  })

  return {
    phoneReveal: (s) => send(PHONE_REVEAL_PATH, subject(s)),
    carPhoneCall: (s) =>
      send(CAR_PHONE_CALL_PATH, {
        ...subject(s),
        ...(s.phone !== undefined ? { phone: s.phone } : {}),
        ...(s.event_id !== undefined ? { event_id: s.event_id } : {}),
      }),
  }
}
