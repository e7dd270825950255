import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { pickFormEventId } from '../events/event-catalogue.ts'
import type { FieldOption, FormDefinition, FormKind } from './form-field.ts'
import { FORM_SHAPES, type FormContext } from './form-definitions.ts'

/** Locations a select offers for a purpose: visible ones of that type by position ('' counts as sales), all visible
 * ones when none has the type. The select shows only when there is a choice to make (two or more). */
export function locationOptions(
  site: PublicSite,
  purpose: 'sales' | 'service' | 'parts',
): readonly FieldOption[] | null {
  const visible = [...site.locations].filter((l) => l.visible).sort((a, b) => a.position - b.position)
  const typed = visible.filter((l) => (l.location_type === '' ? 'sales' : l.location_type) === purpose)
  const pool = typed.length > 0 ? typed : visible
  return pool.length > 1 ? pool.map((l) => ({ label: l.name, value: String(l.id) })) : null
}

export function formContext(site: PublicSite, car?: Car | null): FormContext {
  return {
    messageRequired: site.forms.message_required,
    dealershipOptions:
      site.dealerships.length > 1 ? site.dealerships.map((d) => ({ label: d.name, value: d.slug })) : null,
    locationOptions: (purpose) => locationOptions(site, purpose),
    yesNoFields: site.forms.yes_no_fields,
    car: car ? { id: car.id, name: car.name, used: car.car_type === 'used' } : null,
  }
}

/** A dealership asks for the four-step valuation form (SPEC §3 Dealership.four_step_valuation_form). */
function usesFourStepValuation(site: PublicSite, car?: Car | null): boolean {
  const dealership =
    site.dealerships.find((d) => d.id === (car?.dealership_id ?? site.dealership_id)) ?? site.dealerships[0]
  return dealership?.four_step_valuation_form === true
}

/** The form `kind` as this tenant shows it, optionally about `car`. */
export function buildForm(kind: FormKind, site: PublicSite, car?: Car | null): FormDefinition {
  const actual: FormKind = kind === 'trade-in' && usesFourStepValuation(site, car) ? 'trade-in-four-step' : kind
  const shape = FORM_SHAPES[actual](formContext(site, car))
  return {
    kind: actual,
    ...shape,
    captcha: site.forms.captcha,
    eventId: pickFormEventId(actual, car),
    resetAfterSubmit: site.forms.reset_after_submit,
    carId: car?.id ?? null,
  }
}
