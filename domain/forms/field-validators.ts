import type { FieldValidators } from './validate-step.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { email, oneOf, postcode } from '../validation/validators.ts'
import { phoneValidator } from '../phone/validate-phone.ts'
import { dateOfBirth } from '../validation/date-of-birth.ts'

/**
 * The validator table a form hands to validateStep, keyed by `field.validator` (the field type unless a definition
 * names another). Every rule and message is the domain's (SPEC §5); this only picks the tenant's phone rules and
 * makes option fields accept nothing but their own options. `today` is the shopper's calendar day (YYYY-MM-DD),
 * which a date of birth may not be after.
 */
export function fieldValidators(site: Pick<PublicSite, 'forms' | 'locale'>, today: () => string): FieldValidators {
  const phone = phoneValidator({ numeric: site.forms.numeric_phone, country: site.locale.country })
  const choice: FieldValidators[string] = (value, { field }) =>
    field.options && field.options.length > 0 ? oneOf(field.options.map((o) => o.value))(value) : null
  return {
    email: (value) => email(value),
    postcode: (value) => postcode(value),
    phone: (value) => phone(value),
    dob: dateOfBirth(today),
    select: choice,
    'location-select': choice,
    radio: choice,
    'radio-group': choice,
    'radio-card-group': choice,
    'check-group': choice,
  }
}
