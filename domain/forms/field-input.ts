import type { FieldDefinition, FieldOption } from './form-field.ts'
import { SERVICE_INTERVAL_OPTIONS, STAR_OPTIONS, TYRE_OPTIONS } from './field-options.ts'
import { limitPostcodeInput } from '../validation/validators.ts'

/** How a text field takes input: its input type, keyboard, autofill hint, length and case. */
export interface TextKind {
  readonly type?: 'text' | 'email' | 'tel'
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  readonly autoComplete?: string
  readonly maxLength?: number
  readonly transform?: (s: string) => string
}

/** The input a text field of each type asks for (a tenant with numeric phones gets a number pad for them). */
export function textKind(field: Pick<FieldDefinition, 'type' | 'maxLength'>, numericPhone: boolean): TextKind {
  switch (field.type) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoComplete: 'email' }
    case 'phone':
      return { type: 'tel', inputMode: numericPhone ? 'numeric' : 'tel', autoComplete: 'tel' }
    case 'postcode':
      return {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        maxLength: field.maxLength ?? 4,
        transform: limitPostcodeInput,
      }
    case 'full-name':
      return { autoComplete: 'name' }
    case 'address':
      return { autoComplete: 'street-address' }
    case 'rego':
      return { transform: (s) => s.toUpperCase(), autoComplete: 'off' }
    case 'licence-number':
      return { transform: (s) => s.toUpperCase(), autoComplete: 'off' }
    case 'card-expiry':
      return { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 5 }
    default:
      return { maxLength: field.maxLength }
  }
}

/** A choice field's options: its own list, else the default list of its type, else none. */
export function optionsFor(field: FieldDefinition): readonly FieldOption[] {
  if (field.options && field.options.length > 0) return field.options
  if (field.type === 'service-interval') return SERVICE_INTERVAL_OPTIONS
  if (field.type === 'tyres') return TYRE_OPTIONS
  if (field.type === 'star-rating') return STAR_OPTIONS
  return []
}
