import type { FieldDefinition, FieldValue } from '../forms/form-field.ts'
import { YES_NO_LEAD_FIELDS } from '../forms/form-options.ts'
import type { LeadPayload } from './lead-payload.schema.ts'
import { MAPPED_FIELDS } from './lead-payload.ts'

/**
 * A form field's answer read back from the lead that buildLeadPayload made of the form (lead-payload.ts), with the
 * place it sits in the lead: the server checks a sender's lead against the same form definitions the browser fills.
 */
export interface LeadAnswer {
  /** where the answer sits, as lead errors name fields: `lead.email`, `lead.Rego`, `lead.extra.position` */
  readonly path: string
  readonly value: FieldValue
}

/** Form fields whose answer the lead keeps under another key (the rest of the mapped ones keep their own name). */
const LEAD_KEY: Readonly<Record<string, keyof LeadPayload>> = {
  make: 'Vehicle Make',
  model: 'Vehicle Model',
  rego: 'Rego',
  ...YES_NO_LEAD_FIELDS,
}

/** SPEC §3: a name that is empty or reads 'undefined undefined' is replaced by first_name; this is the one left. */
export function leadNameAfterFallback(lead: Pick<LeadPayload, 'name' | 'first_name'>): string | null {
  const name = lead.name?.trim() ?? ''
  return name === '' || name === 'undefined undefined' ? (lead.first_name?.trim() ?? null) : name
}

/** The answer to form field `field` that `lead` carries (undefined: none); a file field's are its attachments. */
export function leadAnswer(lead: LeadPayload, field: Pick<FieldDefinition, 'name' | 'type'>): LeadAnswer {
  const { name } = field
  if (field.type === 'file') {
    const files = lead.attachments?.filter((a) => a.field === name) ?? []
    return { path: 'lead.attachments', value: files.map((a) => `upload:${a.upload_id}`) }
  }
  if (name === 'name') return { path: 'lead.name', value: leadNameAfterFallback(lead) }
  if (MAPPED_FIELDS.has(name)) {
    const key = LEAD_KEY[name] ?? (name as keyof LeadPayload)
    return { path: `lead.${key}`, value: lead[key] as FieldValue }
  }
  return { path: `lead.extra.${name}`, value: lead.extra?.[name] }
}
