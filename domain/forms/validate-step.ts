import { NON_INPUT_TYPES, type FieldDefinition, type FieldValue, type StepDefinition } from './form-field.ts'
import { REQUIRED_MESSAGE } from './form-options.ts'
import { isEmpty } from '../validation/validators.ts'

/** A field validator answers an error message, or null when the value is fine. Validators live elsewhere
 * (email, phone, postcode…) and are handed in keyed by `field.validator`. */
export type FieldValidator = (
  value: FieldValue,
  context: { readonly field: FieldDefinition; readonly values: FormValues },
) => string | null
export type FieldValidators = Readonly<Record<string, FieldValidator>>
export type FormValues = Readonly<Record<string, FieldValue>>

export interface StepValidation {
  readonly valid: boolean
  /** field name → message */
  readonly errors: Readonly<Record<string, string>>
}

/** Empty means no answer: nothing, blank text, an empty list, or an unticked box (the validators' rule). */
export const isEmptyValue = (value: FieldValue): boolean => isEmpty(value)

/** SPEC §5: an empty required field gets '*This is a required field.'; anything else answered goes to its validator. */
export function validateStep(
  step: Pick<StepDefinition, 'fields'>,
  values: FormValues,
  validators: FieldValidators,
): StepValidation {
  const errors: Record<string, string> = {}
  for (const f of step.fields) {
    if (NON_INPUT_TYPES.includes(f.type)) continue
    const value = values[f.name] ?? f.defaultValue
    if (isEmptyValue(value)) {
      if (f.required) errors[f.name] = REQUIRED_MESSAGE
      continue
    }
    const message = validators[f.validator]?.(value, { field: f, values })
    if (message) errors[f.name] = message
  }
  return { valid: Object.keys(errors).length === 0, errors }
}
