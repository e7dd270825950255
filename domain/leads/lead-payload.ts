import type { Car } from '../cars/car.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import type { FieldValue, FormKind } from '../forms/form-field.ts'
import { DEFAULT_CATEGORY, YES_NO_LEAD_FIELDS, type YesNoFieldName } from '../forms/form-options.ts'
import type { LeadAttachment, LeadEnvelope, LeadPayload, SkippedStep } from './lead-payload.schema.ts'
import { UPLOAD_REFERENCE } from '../uploads/upload-rules.ts'
import { leadVehicles } from './both-vehicles.ts'
import { messageWithNotes } from './lead-notes.ts'

export interface LeadPageContext {
  readonly url: string
  readonly userAgent: string
  readonly pageId?: number | string | null
  /** the location the page is about (a location page, or the shopper's pick) */
  readonly location?: { readonly id: number; readonly name: string } | null
}

export interface LeadTracking {
  readonly visited_pages: readonly string[]
  readonly linked_query_params: Readonly<Record<string, string>>
}

export interface LeadProgress {
  /** 1-based number of the step being saved */
  readonly stepNumber: number
  readonly skippedSteps: readonly SkippedStep[]
  readonly complete: boolean
  readonly leadId: string | null
  /** the event id the completed lead is marked with */
  readonly eventId?: number | null
}

export interface LeadPayloadInput {
  readonly values: Readonly<Record<string, FieldValue>>
  readonly site: PublicSite
  readonly car?: Car | null
  /** the form's own category, used when the shopper picked none */
  readonly category?: string
  /** the form being filled (sent as `form`: its captcha was issued for this form) */
  readonly form?: FormKind
  readonly page: LeadPageContext
  readonly tracking: LeadTracking
  readonly progress: LeadProgress
  readonly nowMs: number
}

/** Form fields the payload maps to its own keys; the rest of the answers go to `extra`. */
export const MAPPED_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'message',
  'category',
  'subcategory',
  'dealership_slug',
  'make',
  'model',
  'car_type',
  'car_id',
  'opt_in',
  'rego',
  'location_id',
  'additional_services',
  'postcode',
  'state',
  ...Object.keys(YES_NO_LEAD_FIELDS),
])

const text = (v: FieldValue): string | null => {
  if (v === undefined || v === null) return null
  const s = (Array.isArray(v) ? v.join(', ') : String(v)).trim()
  return s === '' ? null : s
}

const truthy = (v: FieldValue): boolean =>
  v === true || (typeof v === 'string' && ['true', 'yes', 'on', '1'].includes(v.toLowerCase()))

/** SPEC §3: a name that is empty or reads 'undefined undefined' is replaced by first_name. */
export function leadName(values: Readonly<Record<string, FieldValue>>): {
  name: string | null
  first_name: string | null
  last_name: string | null
} {
  const full = text(values.name)
  const [first, ...rest] = (full ?? '').split(/\s+/).filter(Boolean)
  const first_name = text(values.first_name) ?? first ?? null
  const last_name = text(values.last_name) ?? (rest.length > 0 ? rest.join(' ') : null)
  // a name field left blank falls back; without a name field the name is composed from its parts
  const raw =
    values.name !== undefined
      ? (full ?? '')
      : [text(values.first_name), text(values.last_name)].filter(Boolean).join(' ')
  const name = raw.trim() === '' || raw.trim() === 'undefined undefined' ? first_name : raw.trim()
  return { name, first_name, last_name }
}

/** Calendar day in the dealer's time zone (falls back to UTC when the zone is unknown). */
export function leadDate(nowMs: number, timeZone: string): { day: number; month: number; year: number } {
  const dayIn = (zone: string) =>
    new Intl.DateTimeFormat('en-AU', { timeZone: zone, day: 'numeric', month: 'numeric', year: 'numeric' })
  let format: Intl.DateTimeFormat
  try {
    format = dayIn(timeZone)
  } catch {
    format = dayIn('UTC')
  }
  const parts = format.formatToParts(nowMs)
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value)
  return { day: get('day'), month: get('month'), year: get('year') }
}

function defaultDealershipSlug(site: PublicSite): string {
  return (site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0])?.slug ?? site.slug
}

function locationOf(input: LeadPayloadInput): { id: number | null; name: string | null } {
  const picked = text(input.values.location_id)
  if (picked !== null) {
    const loc = input.site.locations.find((l) => String(l.id) === picked)
    return { id: Number.isFinite(Number(picked)) ? Number(picked) : null, name: loc?.name ?? null }
  }
  if (input.page.location) return { id: input.page.location.id, name: input.page.location.name }
  if (input.car) return { id: input.car.location_id, name: input.car.location_name ?? input.car.city ?? null }
  return { id: null, name: null }
}

/** A file field's answer: the references of the files uploaded for it ('upload:{id}', domain/uploads). */
const uploadIds = (v: FieldValue): string[] | null => {
  const all = Array.isArray(v) ? v : typeof v === 'string' ? [v] : []
  const ids = all.map((x) => UPLOAD_REFERENCE.exec(x)?.[1] ?? null)
  return ids.length > 0 && ids.every((id) => id !== null) ? (ids as string[]) : null
}

function attachmentsOf(values: Readonly<Record<string, FieldValue>>): LeadAttachment[] {
  return Object.entries(values).flatMap(([field, v]) => (uploadIds(v) ?? []).map((upload_id) => ({ field, upload_id })))
}

function extras(values: Readonly<Record<string, FieldValue>>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [k, v] of Object.entries(values)) {
    if (MAPPED_FIELDS.has(k) || v === undefined || uploadIds(v) !== null) continue
    out[k] = Array.isArray(v) ? v.join(', ') : (v as string | number | boolean | null)
  }
  return out
}

/** SPEC §3 Lead payload: every field the CRM expects, from the form answers, the car, the tenant and the page. */
export function buildLeadPayload(input: LeadPayloadInput): LeadPayload {
  const { values, site, car, page, tracking, progress } = input
  const loc = locationOf(input)
  const services = values.additional_services
  const yesNo: Partial<Record<(typeof YES_NO_LEAD_FIELDS)[YesNoFieldName], 'Yes' | 'No'>> = {}
  if (site.forms.yes_no_fields) {
    for (const [field, key] of Object.entries(YES_NO_LEAD_FIELDS)) yesNo[key] = truthy(values[field]) ? 'Yes' : 'No'
  }
  const vehicles = leadVehicles(values, car)
  const extra = { ...extras(values), ...vehicles.extra }
  const attachments = attachmentsOf(values)
  return {
    ...leadName(values),
    phone: text(values.phone),
    email: text(values.email),
    message: messageWithNotes(text(values.message), vehicles.notes),
    category: text(values.category) ?? input.category ?? DEFAULT_CATEGORY,
    subcategory: text(values.subcategory),
    dealership_slug: text(values.dealership_slug) ?? car?.dealership_slug ?? defaultDealershipSlug(site),
    website_slug: site.slug,
    manufacturer_slug: site.manufacturers.find((m) => m.id === site.manufacturer_id)?.slug ?? null,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': vehicles.make,
    'Vehicle Model': vehicles.model,
    car_type: car?.car_type ?? text(values.car_type),
    car_id: car?.id ?? text(values.car_id),
    vehicle_status: car?.status ?? null,
    ...(values.opt_in === undefined ? {} : { opt_in: truthy(values.opt_in) }),
    Rego: text(values.rego) ?? car?.rego ?? null,
    location: loc.name,
    location_id: loc.id,
    page_id: page.pageId ?? null,
    additional_services: Array.isArray(services)
      ? [...services]
      : text(services as FieldValue)
        ? [String(services)]
        : [],
    url: page.url,
    source: 'Website',
    user_agent: page.userAgent,
    visited_pages: [...tracking.visited_pages],
    linked_query_params: { ...tracking.linked_query_params },
    ...(progress.leadId ? { lead_id: progress.leadId } : {}),
    ...leadDate(input.nowMs, site.locale.time_zone),
    postcode: text(values.postcode),
    state: text(values.state) ?? car?.state ?? null,
    lead_status: progress.complete ? 'Complete' : 'Incomplete',
    form_completed: progress.complete,
    skipped_steps: progress.skippedSteps.map((s) => ({ from: s.from, to: s.to })),
    step_number: progress.stepNumber,
    ...(progress.complete && progress.eventId != null ? { event_id: progress.eventId } : {}),
    ...yesNo,
    ...(input.form ? { form: input.form } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  }
}

/** The body of the lead calls: `{ lead: … }`. */
export const buildLeadEnvelope = (input: LeadPayloadInput): LeadEnvelope => ({ lead: buildLeadPayload(input) })
