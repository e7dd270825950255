import { Schema } from 'effect'

export const OpeningHoursDay = Schema.Struct({
  /** 0 = Sunday … 6 = Saturday */
  day: Schema.Number,
  status: Schema.Literals(['open', 'closed']),
  formated_hours: Schema.String,
  open: Schema.NullOr(Schema.String),
  close: Schema.NullOr(Schema.String),
})
export type OpeningHoursDay = typeof OpeningHoursDay.Type

export const SpecialHours = Schema.Struct({
  date: Schema.String,
  label: Schema.String,
  formated_hours: Schema.String,
})
export type SpecialHours = typeof SpecialHours.Type

export const Address = Schema.Struct({
  street: Schema.String,
  city: Schema.String,
  state: Schema.String,
  postcode: Schema.String,
  lat: Schema.NullOr(Schema.Number),
  long: Schema.NullOr(Schema.Number),
  place_id: Schema.NullOr(Schema.String),
  place_url: Schema.NullOr(Schema.String),
  full: Schema.String,
  map_url: Schema.NullOr(Schema.String),
})
export type Address = typeof Address.Type

export const ContactDetail = Schema.Struct({
  phone: Schema.NullOr(Schema.String),
  landline_phone: Schema.optional(Schema.NullOr(Schema.String)),
  mobile: Schema.optional(Schema.NullOr(Schema.String)),
  email: Schema.optional(Schema.NullOr(Schema.String)),
  facebook_url: Schema.optional(Schema.NullOr(Schema.String)),
  instagram_url: Schema.optional(Schema.NullOr(Schema.String)),
  youtube_url: Schema.optional(Schema.NullOr(Schema.String)),
  opening_hours: Schema.Array(OpeningHoursDay),
})
export type ContactDetail = typeof ContactDetail.Type

/** '' counts as sales (SPEC §3 Location). */
export const LocationType = Schema.Literals(['sales', 'service', 'parts', ''])
export type LocationType = typeof LocationType.Type

export const Location = Schema.Struct({
  id: Schema.Number,
  dealership_id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  position: Schema.Number,
  primary: Schema.Boolean,
  visible: Schema.Boolean,
  location_type: LocationType,
  dealer_license_number: Schema.NullOr(Schema.String),
  contact_detail: ContactDetail,
  address: Address,
  manufacturers: Schema.Array(Schema.String),
  reviews: Schema.optional(Schema.Struct({ count: Schema.Number, average_rating: Schema.Number })),
  special_hours: Schema.optional(Schema.Array(SpecialHours)),
})
export type Location = typeof Location.Type
