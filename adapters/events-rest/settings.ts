import { defineSettings, neededSetting, type SettingValues } from '@domain/configuration/setting.ts'
import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { VehicleEventsPort } from '@domain/ports/vehicle-events.port.ts'
import { createVehicleEventsRest } from './vehicle-events-rest.ts'

/** What the dealer API's events adapter reads from the environment (beside the CRM's address it falls back on). */
export const EVENTS_REST_SETTINGS = defineSettings({
  EVENTS_API_URL: {
    purpose: 'base API for car_phone_call and phone-reveal events (default LEADS_API_URL)',
    kind: 'url',
    default: 'LEADS_API_URL',
    affects: 'every tenant showing a phone panel on vehicle pages',
  },
})

type Values = SettingValues<typeof EVENTS_REST_SETTINGS> & { readonly LEADS_API_URL?: string | undefined }

/** Without the CRM adapter (whose own line names LEADS_API_URL), the events need one of the two addresses. */
export const eventsRestProblems = (values: Values): string[] =>
  neededSetting(
    !values.EVENTS_API_URL && !values.LEADS_API_URL,
    'EVENTS_API_URL',
    'the phone events go to EVENTS_API_URL, else LEADS_API_URL',
  )

/** car_phone_call and phone-reveal events to the dealer API: EVENTS_API_URL, else LEADS_API_URL. */
export function vehicleEventsRestFromSettings(
  values: Values,
  deps: { readonly clock: ClockPort; readonly fetch?: typeof fetch },
): VehicleEventsPort {
  const baseUrl = values.EVENTS_API_URL ?? values.LEADS_API_URL
  if (!baseUrl) throw new Error('live vehicle events need EVENTS_API_URL or LEADS_API_URL')
  return createVehicleEventsRest({ baseUrl, clock: deps.clock, ...(deps.fetch ? { fetch: deps.fetch } : {}) })
}
