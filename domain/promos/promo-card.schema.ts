import { Schema } from 'effect'
import { CarType } from '../cars/car.schema.ts'

export const PromoCard = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  message: Schema.String,
  image_url: Schema.NullOr(Schema.String),
  link: Schema.NullOr(Schema.String),
  /** 1-based slot in the listing grid; null = after the positioned ones */
  position: Schema.NullOr(Schema.Number),
  /** ISO date-time strings; null = open-ended */
  start: Schema.NullOr(Schema.String),
  expiry: Schema.NullOr(Schema.String),
  display: Schema.Array(CarType),
  strictDisplay: Schema.Boolean,
})
export type PromoCard = typeof PromoCard.Type
