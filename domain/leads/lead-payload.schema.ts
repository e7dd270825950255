import { Schema } from 'effect'
import { FORM_KINDS } from '../forms/form-field.ts'

const YesNo = Schema.Literals(['Yes', 'No'])
const Str = Schema.optional(Schema.NullOr(Schema.String))
const Num = Schema.optional(Schema.NullOr(Schema.Union([Schema.Number, Schema.String])))

export const SkippedStep = Schema.Struct({ from: Schema.Number, to: Schema.Number })
export type SkippedStep = typeof SkippedStep.Type

/** SPEC §3 Lead payload: what the site sends as `{ lead: … }`. */
/** One attached file of a lead. */
export const LeadAttachment = Schema.Struct({
  field: Schema.String,
  upload_id: Schema.String,
  name: Schema.optional(Schema.String),
  type: Schema.optional(Schema.String),
  size: Schema.optional(Schema.Number),
  /** the signed, expiring address the receiver fetches the file from (added at delivery) */
  url: Schema.optional(Schema.String),
  expires_at: Schema.optional(Schema.String),
})
export type LeadAttachment = typeof LeadAttachment.Type

export const LeadPayload = Schema.Struct({
  name: Str,
  last_name: Str,
  first_name: Str,
  phone: Str,
  email: Str,
  message: Str,
  category: Schema.String,
  subcategory: Str,
  dealership_slug: Schema.String,
  website_slug: Schema.String,
  manufacturer_slug: Str,
  stock_number: Str,
  'Vehicle Make': Str,
  'Vehicle Model': Str,
  car_type: Str,
  car_id: Str,
  vehicle_status: Str,
  opt_in: Schema.optional(Schema.Boolean),
  Rego: Str,
  location: Str,
  location_id: Num,
  page_id: Num,
  additional_services: Schema.optional(Schema.Array(Schema.String)),
  url: Str,
  source: Schema.Literal('Website'),
  user_agent: Str,
  visited_pages: Schema.optional(Schema.Array(Schema.String)),
  linked_query_params: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  lead_id: Str,
  day: Num,
  month: Num,
  year: Num,
  postcode: Str,
  state: Str,
  lead_status: Schema.optional(Schema.Literals(['Incomplete', 'Complete'])),
  form_completed: Schema.Boolean,
  skipped_steps: Schema.optional(Schema.Array(SkippedStep)),
  step_number: Schema.optional(Schema.Number),
  event_id: Schema.optional(Schema.Number),
  'Ready to sell': Schema.optional(YesNo),
  'Valuation guide': Schema.optional(YesNo),
  'Best Finance': Schema.optional(YesNo),
  'Best Deal': Schema.optional(YesNo),
  /**
   * The form the shopper filled (the forms registry's kind; the category may change with a pick inside the form):
   * the captcha it showed was issued for this form only.
   */
  form: Schema.optional(Schema.Literals(FORM_KINDS)),
  /**
   * Set by the server only (a sender's value is dropped): true on a lead let in while the captcha provider could not
   * answer, so the dealer's CRM can tell it from a checked one.
   */
  captcha_unverified: Schema.optional(Schema.Boolean),
  /**
   * Files the shopper attached (POST /api/uploads), by upload id; the server fills in name, type and size from what
   * it stored, and each delivery adds a signed link the receiver can fetch until it expires.
   */
  attachments: Schema.optional(Schema.Array(LeadAttachment)),
  /** any further form answers, kept for the CRM */
  extra: Schema.optional(
    Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])),
  ),
})
export type LeadPayload = typeof LeadPayload.Type

export const LeadEnvelope = Schema.Struct({ lead: LeadPayload })
export type LeadEnvelope = typeof LeadEnvelope.Type

/** A lead answer carries `id` or `lead_id`, or an error. */
export const LeadAnswer = Schema.Struct({
  id: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  lead_id: Schema.optional(Schema.Union([Schema.String, Schema.Number])),
  error: Schema.optional(Schema.String),
})
export type LeadAnswer = typeof LeadAnswer.Type

export const LeadDestination = Schema.Literals(['server', 'car-clarity'])
export type LeadDestination = typeof LeadDestination.Type
