/** SPEC §3 Form field types: every kind of input a form definition can hold. */
export const FIELD_TYPES = [
  'address',
  'button',
  'card-expiry',
  'check',
  'check-group',
  'check-card',
  'currency',
  'date-time',
  'distance',
  'dob',
  'email',
  'expiry-date',
  'file',
  'full-name',
  'hidden',
  'kilometre',
  'licence-number',
  'location-select',
  'make',
  'model',
  'number',
  'opt-in',
  'phone',
  'postcode',
  'radio',
  'radio-group',
  'radio-card-group',
  'rego',
  'select',
  'service-interval',
  'star-rating',
  'string',
  'textarea',
  'tyres',
  'year',
  'custom',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** Types that hold no shopper answer, so 'required' never applies to them. */
export const NON_INPUT_TYPES: readonly FieldType[] = ['button', 'hidden']

export type FieldValue = string | number | boolean | readonly string[] | null | undefined

export interface FieldOption {
  readonly label: string
  readonly value: string
}

export interface FieldDefinition {
  readonly name: string
  readonly type: FieldType
  readonly label: string
  /** SPEC §5: every field is required unless marked not required */
  readonly required: boolean
  /** key into the validator table (email, phone, postcode…); defaults to the field type */
  readonly validator: string
  readonly options?: readonly FieldOption[]
  readonly defaultValue?: FieldValue
  /** the opt-in sentence, a hint or the button text */
  readonly text?: string
  readonly placeholder?: string
  readonly maxLength?: number
  /** for 'custom': which UI component renders it */
  readonly component?: string
}

export type FieldInput = Omit<FieldDefinition, 'required' | 'validator' | 'type' | 'name' | 'label'> & {
  readonly required?: boolean
  readonly validator?: string
}

/** Builds a field; `required` defaults to true and `validator` to the field type. */
export function field(type: FieldType, name: string, label: string, opts: FieldInput = {}): FieldDefinition {
  const { required, validator, ...rest } = opts
  return { name, type, label, ...rest, required: required ?? true, validator: validator ?? type }
}

export const options = (...values: readonly string[]): readonly FieldOption[] =>
  values.map((v) => ({ label: v, value: v }))

export interface StepDefinition {
  readonly id: string
  readonly title: string
  readonly fields: readonly FieldDefinition[]
}

export const FORM_KINDS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'finance-application',
  'finance-pre-approval',
  'trade-in',
  'trade-in-four-step',
  'service-booking',
  'parts',
  'careers',
  'contact',
  'sell-my-car',
  'reserve-contact',
] as const
export type FormKind = (typeof FORM_KINDS)[number]

export interface FormDefinition {
  readonly kind: FormKind
  readonly title: string
  /** the lead category unless the shopper picks one in a 'category' field */
  readonly category: string
  readonly steps: readonly StepDefinition[]
  readonly captcha: boolean
  /** conversion event of the last step (SPEC §9) */
  readonly eventId: number
  readonly resetAfterSubmit: boolean
  /** the car the form is about, sent as car_id */
  readonly carId: string | null
}

export const allFields = (def: Pick<FormDefinition, 'steps'>): readonly FieldDefinition[] =>
  def.steps.flatMap((s) => s.fields)

/** The values a form starts with: each field's default (opt-in ticked, category 'General Enquiry', car_id…). */
export function initialValues(def: Pick<FormDefinition, 'steps'>): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {}
  for (const f of allFields(def)) if (f.defaultValue !== undefined) values[f.name] = f.defaultValue
  return values
}
