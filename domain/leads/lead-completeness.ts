import { formContext } from '../forms/build-form.ts'
import { FORM_SHAPES } from '../forms/form-definitions.ts'
import { NON_INPUT_TYPES, type FieldDefinition, type FormKind } from '../forms/form-field.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { isEmpty } from '../validation/validators.ts'
import { leadAnswer, leadNameAfterFallback } from './lead-answers.ts'
import type { LeadFieldProblem } from './lead-field-checks.ts'
import type { LeadPayload } from './lead-payload.schema.ts'

/**
 * What a completed lead must carry, checked on the server against what the sender sent (SPEC §3, §5):
 * - a name once SPEC §3's fallback is applied (an empty name, or 'undefined undefined', becomes first_name);
 * - an email or a phone number, so the dealer can answer it;
 * - with the form it came from (`form`), an answer to every required field of that form as this site shows it: the
 *   same definitions the browser validates each step with (domain/forms/form-definitions.ts), so a required field is
 *   written once. Every step counts: the forms only let a shopper skip a step whose answers are all optional.
 * A lead still in progress (not `form_completed`) is saved step by step and is not held to this.
 */
export const NO_NAME = "a completed lead needs the shopper's name (name, or first_name when name is empty)"
export const NO_CONTACT = 'a completed lead needs an email address or a phone number'
export const REQUIRED_BY_FORM = (title: string) => `is required by the ${title} form`

/** The site facts a form's fields depend on (its dealerships, locations and form settings). */
export type FormSite = Pick<PublicSite, 'forms' | 'dealerships' | 'locations'>

/** The required input fields of `kind` as `site` shows it, about a car when the lead names one. */
export function requiredFields(
  kind: FormKind,
  site: FormSite,
  lead: Pick<LeadPayload, 'car_id' | 'car_type'>,
): { readonly title: string; readonly fields: readonly FieldDefinition[] } {
  const car = lead.car_id ? { id: lead.car_id, name: '', used: lead.car_type === 'used' } : null
  const shape = FORM_SHAPES[kind]({ ...formContext(site as PublicSite, null), car })
  const fields = shape.steps
    .flatMap((step) => step.fields)
    .filter((f) => f.required && !NON_INPUT_TYPES.includes(f.type))
  return { title: shape.title, fields }
}

const isComplete = (lead: LeadPayload) => lead.form_completed === true || lead.lead_status === 'Complete'

/** The first thing a completed lead lacks, or null when it has all it needs (or is still in progress). */
export function missingLeadAnswer(lead: LeadPayload, site: FormSite): LeadFieldProblem | null {
  if (!isComplete(lead)) return null
  if (isEmpty(leadNameAfterFallback(lead))) return { field: 'lead.name', message: NO_NAME }
  if (isEmpty(lead.email) && isEmpty(lead.phone)) return { field: 'lead.email', message: NO_CONTACT }
  if (!lead.form) return null
  const { title, fields } = requiredFields(lead.form, site, lead)
  for (const field of fields) {
    const answer = leadAnswer(lead, field)
    if (isEmpty(answer.value)) return { field: answer.path, message: REQUIRED_BY_FORM(title) }
  }
  return null
}
