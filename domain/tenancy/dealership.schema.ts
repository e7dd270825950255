import { Schema, Struct } from 'effect'

export const Dealership = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  review_count: Schema.Number,
  average_rating: Schema.Number,
  manufacturers: Schema.Array(Schema.String),
  four_step_valuation_form: Schema.Boolean,
  enable_valuation_offer_rejection: Schema.Boolean,
  stripe_publishable_key: Schema.optional(Schema.NullOr(Schema.String)),
})
export type Dealership = typeof Dealership.Type

/**
 * One model as the manufacturer's marketing content describes it (the brand and model pages of
 * `build_model_pages` sites): its name, a short summary, a hero picture, the body it comes in, a 'from' price and
 * a few highlights. Everything but the name may be left out.
 */
export const ManufacturerModel = Schema.Struct({
  name: Schema.String.check(Schema.isMinLength(1)),
  summary: Schema.optional(Schema.String),
  hero_image_url: Schema.optional(Schema.NullOr(Schema.String)),
  body: Schema.optional(Schema.NullOr(Schema.String)),
  from_price: Schema.optional(Schema.NullOr(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0)))),
  highlights: Schema.optional(Schema.Array(Schema.String)),
})
export type ManufacturerModel = typeof ManufacturerModel.Type

/**
 * SPEC §3 Manufacturer (id, name, slug, logo.url often null), with the marketing content a brand page shows
 * when the dashboard has it (SPEC §7 manufacturers answer "not shown": docs/LIVE.md lists the accepted keys).
 */
export const Manufacturer = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  logo: Schema.Struct({ url: Schema.NullOr(Schema.String) }),
  tagline: Schema.optional(Schema.NullOr(Schema.String)),
  summary: Schema.optional(Schema.String),
  hero_image_url: Schema.optional(Schema.NullOr(Schema.String)),
  models: Schema.optional(Schema.Array(ManufacturerModel)),
})
export type Manufacturer = typeof Manufacturer.Type

/** A manufacturer as pages other than its brand page need it: no marketing content. */
export const ManufacturerRef = Manufacturer.mapFields(Struct.pick(['id', 'name', 'slug', 'logo']))
