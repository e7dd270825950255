import type { Setting, SettingValues } from '@domain/configuration/setting.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import { createVehicleEventsRest } from './vehicle-events-rest.ts'

/** What the dealer API's events adapter reads from the environment (beside the CRM's address it falls back on). */
export const EVENTS_REST_SETTINGS = [
  {
    name: 'EVENTS_API_URL',
    required: false,
    purpose: 'base API for car_phone_call and phone-reveal events (default LEADS_API_URL)',
    kind: 'url',
    default: 'LEADS_API_URL',
    affects: 'every tenant showing a phone panel on vehicle pages',
  },
] as const satisfies readonly Setting[]

type Values = SettingValues<typeof EVENTS_REST_SETTINGS> & { readonly LEADS_API_URL?: string | undefined }

/** Without the CRM adapter (whose own line names LEADS_API_URL), the events need one of the two addresses. */
export const eventsRestProblems = (values: Values): string[] =>
  values.EVENTS_API_URL || values.LEADS_API_URL
    ? []
    : [
        'Missing environment variable EVENTS_API_URL (live mode): the phone events go to EVENTS_API_URL, else LEADS_API_URL',
      ]

/** car_phone_call and phone-reveal events to the dealer API: EVENTS_API_URL, else LEADS_API_URL. */
export function vehicleEventsRestFromSettings(
  values: Values,
  deps: { readonly clock: ClockPort; readonly fetch?: typeof fetch },
): VehicleEventsPort {
  const baseUrl = values.EVENTS_API_URL ?? values.LEADS_API_URL
  if (!baseUrl) throw new Error('live vehicle events need EVENTS_API_URL or LEADS_API_URL')
  return createVehicleEventsRest({ baseUrl, clock: deps.clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) })
}
