import { Schema } from 'effect'

const Image = Schema.Struct({
  url: Schema.NullOr(Schema.String),
  thumb: Schema.optional(Schema.Struct({ url: Schema.NullOr(Schema.String) })),
})

export const Review = Schema.Struct({
  id: Schema.Number,
  image: Schema.NullOr(Image),
  customer_name: Schema.String,
  text: Schema.NullOr(Schema.String),
  rating: Schema.Number,
  created_at_time_ago_in_words: Schema.optional(Schema.String),
  /** dd/mm/yyyy */
  review_date: Schema.String,
  review_date_in_words: Schema.optional(Schema.String),
  source: Schema.optional(Schema.Literals(['google', 'facebook', 'dealer'])),
})
export type Review = typeof Review.Type

export const ReviewCollection = Schema.Struct({
  count: Schema.Number,
  average_rating: Schema.Number,
  reviews: Schema.Array(Review),
})
export type ReviewCollection = typeof ReviewCollection.Type
