import { Schema } from 'effect'
import { Car } from '@domain/cars/car.schema.ts'
import { ManufacturerModel } from '@domain/tenancy/dealership.schema.ts'
import { withDefault } from '@domain/kernel/with-default.ts'

/**
 * The dashboard's answers as this adapter accepts them. SPEC §7 shows only the car's answer; the others are
 * "not shown", so their schemas are the smallest shape the site needs, with unknown extra fields ignored
 * (a dashboard that adds fields must not break the site) and anything the site reads checked strictly (a
 * dashboard that renames a field must fail loudly, naming the field, instead of rendering blanks).
 */

/** GET /websites/{websiteId}/cars/{carId}.json: the car itself (finance_lenders included, as SPEC §7 says). */
export const CarAnswer = Car

/**
 * GET /manufacturers/{slug}.json?website_id=: SPEC §3 Manufacturer. `logo` is "often null", so a missing
 * logo or a null logo both read as `{url: null}`. The brand and model pages' content (`tagline`, `summary`,
 * `hero_image_url`, `models[]`; the answer is "not shown", so these names are this platform's, docs/LIVE.md)
 * may be left out; when present it is checked like the rest.
 */
export const ManufacturerAnswer = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  logo: withDefault(Schema.NullOr(Schema.Struct({ url: withDefault(Schema.NullOr(Schema.String), null) })), null),
  tagline: Schema.optional(Schema.NullOr(Schema.String)),
  summary: Schema.optional(Schema.NullOr(Schema.String)),
  hero_image_url: Schema.optional(Schema.NullOr(Schema.String)),
  models: Schema.optional(Schema.NullOr(Schema.Array(ManufacturerModel))),
})
export type ManufacturerAnswer = typeof ManufacturerAnswer.Type

/** A calendar date, `YYYY-MM-DD`. */
const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/))
/** A wall-clock time at the dealership, `HH:MM` (24 h). */
const WallTime = Schema.String.check(Schema.isPattern(/^([01]\d|2[0-3]):[0-5]\d$/))

/**
 * GET /dealerships/{id}/available_service_bookings.json and …/available_appointment_bookings.json
 * ("not shown"): a list of days, each with its free start times. This is the `BookingSlot` shape the
 * booking forms already read from the demo fixture, so both modes render the same.
 */
export const BookingSlotsAnswer = Schema.Array(Schema.Struct({ date: IsoDate, times: Schema.Array(WallTime) }))

/**
 * GET /websites/{websiteId}/search_pages.json ("not shown"): the website's search landing pages. `path`
 * must be site-relative (it becomes a link); `description` may be absent or null.
 */
export const SearchPagesAnswer = Schema.Array(
  Schema.Struct({
    id: Schema.Number,
    path: Schema.String.check(Schema.isPattern(/^\/(?!\/)/)),
    title: Schema.String,
    description: withDefault(Schema.NullOr(Schema.String), null),
  }),
)

/**
 * GET /api/v1/websites/{websiteId}/website_session_data.json ("fields not shown"): any JSON object, passed
 * on as it is. A list, a string or null is the wrong shape.
 */
export const WebsiteSessionDataAnswer = Schema.Record(Schema.String, Schema.Unknown)

/**
 * SPEC §7 "a 404 status in the body": some dashboard endpoints answer HTTP 200 with `{"status": 404, …}`
 * for a missing record. Read as "not there" (false), never decoded as data.
 */
export function isNotFoundBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const status = (body as { status?: unknown }).status
  return status === 404 || status === '404'
}
