import { EVENT_CATALOGUE, eventById, pickFormEventId } from './event-catalogue.ts'
import type { FormKind } from '../forms/form-field.ts'
import { FORM_TRAITS } from '../forms/form-definitions.ts'
import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { DEFAULT_LEAD_EVENT_ID } from '../leads/lead-lifecycle.ts'

/**
 * The event a completed form reports to analytics (SPEC §9): its own submission event (FORM_TRAITS), else, for a
 * lead form, pickFormEventId's.
 */
export function formSubmissionEvent(
  kind: FormKind,
  car?: Pick<Car, 'car_type' | 'tag'> | null,
): { id: number; name: string } {
  const key = FORM_TRAITS[kind].submissionEvent
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
