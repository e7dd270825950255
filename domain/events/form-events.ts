import { EVENT_CATALOGUE, eventById, pickFormEventId } from './event-catalogue.ts'
import type { FormKind } from '../forms/form-field.ts'
import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { DEFAULT_LEAD_EVENT_ID } from '../leads/lead-lifecycle.ts'

/** SPEC §9 form-submission events by catalogue key; forms not listed are lead forms whose event is pickFormEventId's. */
const FORM_SUBMISSION_KEYS: Partial<Record<FormKind, string>> = {
  'trade-in': 'form_trade_in',
  'trade-in-four-step': 'form_trade_in',
  'service-booking': 'form_service_booking',
  parts: 'form_parts',
  'finance-application': 'form_finance',
  'finance-pre-approval': 'form_finance',
  'sell-my-car': 'form_sell_my_car',
  'reserve-contact': 'form_reserve_car',
  careers: 'form_career',
}

/** The event a completed form reports to analytics (SPEC §9). */
export function formSubmissionEvent(
  kind: FormKind,
  car?: Pick<Car, 'car_type' | 'tag'> | null,
): { id: number; name: string } {
  const key = FORM_SUBMISSION_KEYS[kind]
  const byKey = key ? EVENT_CATALOGUE.find((e) => e.key === key) : undefined
  if (byKey) return { id: byKey.id, name: byKey.key }
  const id = pickFormEventId(kind, car)
  return { id, name: eventById(id)?.key ?? `event_${id}` }
}

/**
 * The event id a form's lead is completed with and its conversion fires as (SPEC §4): the form's own event
 * (pickFormEventId) when it is specific, else the tenant's configured conversion id. A tenant configuring none
 * (null) gets no conversion; its leads are still marked 22 by the lifecycle.
 */
export function configuredEventId(site: Pick<PublicSite, 'forms'>, formEventId: number): number | null {
  const configured = site.forms.conversion_event_id
  if (configured === null) return null
  return formEventId !== DEFAULT_LEAD_EVENT_ID ? formEventId : configured
}
