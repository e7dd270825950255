import { Schema } from 'effect'

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

export const Manufacturer = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  logo: Schema.Struct({ url: Schema.NullOr(Schema.String) }),
})
export type Manufacturer = typeof Manufacturer.Type
