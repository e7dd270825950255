import { Schema } from 'effect'
import { BODY_TYPES } from './body-types.ts'

export const CarType = Schema.Literals(['new', 'used', 'demo'])
export type CarType = typeof CarType.Type

export const CarStatus = Schema.Literals(['in_stock', 'coming_soon', 'sold'])
export type CarStatus = typeof CarStatus.Type

export const BodyType = Schema.Literals(BODY_TYPES)
export type BodyType = typeof BodyType.Type

/** Tag values a dealer can put on a vehicle (SPEC §3). */
export const VEHICLE_TAGS = ['Test Drive Only', '*** Test Drive Vehicle Only ***', 'Special', 'Pre-order'] as const

export const FinanceLender = Schema.Struct({
  interestRate: Schema.optional(Schema.Number),
  comparisonRate: Schema.optional(Schema.Number),
  paymentWeek: Schema.optional(Schema.Number),
  paymentMonth: Schema.optional(Schema.Number),
  termMonths: Schema.optional(Schema.Number),
  termYears: Schema.optional(Schema.Number),
  deposit: Schema.optional(Schema.Number),
  disclaimer: Schema.optional(Schema.NullOr(Schema.String)),
})
export type FinanceLender = typeof FinanceLender.Type

export const PaymentProcessor = Schema.Struct({
  authorization_type: Schema.String,
  authorization_key: Schema.NullOr(Schema.String),
  deposit_amount: Schema.Number,
})
export type PaymentProcessor = typeof PaymentProcessor.Type

export const CarLocation = Schema.Struct({
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  slug: Schema.optional(Schema.NullOr(Schema.String)),
  distribution_locations: Schema.optional(Schema.Array(Schema.String)),
})

export const CarImage = Schema.Struct({ image: Schema.Struct({ url: Schema.String }) })

export const AutograbData = Schema.Struct({
  average_market_price: Schema.optional(Schema.NullOr(Schema.Number)),
  state_average_market_price: Schema.optional(Schema.NullOr(Schema.Number)),
})

/** A vehicle in stock (SPEC §3 Car). Nullable where dealer data is often missing. */
export const Car = Schema.Struct({
  id: Schema.String,
  slug: Schema.String,
  name: Schema.String,
  stocknum: Schema.NullOr(Schema.String),
  vin: Schema.NullOr(Schema.String),
  rego: Schema.optional(Schema.NullOr(Schema.String)),
  make: Schema.String,
  model: Schema.String,
  badge: Schema.NullOr(Schema.String),
  series: Schema.NullOr(Schema.String),
  year: Schema.Number,
  km: Schema.NullOr(Schema.Number),
  price: Schema.NullOr(Schema.Number),
  price_type: Schema.optional(Schema.NullOr(Schema.String)),
  before_price: Schema.NullOr(Schema.Number),
  subscription_price: Schema.NullOr(Schema.Number),
  car_type: CarType,
  status: CarStatus,
  sold: Schema.Boolean,
  sold_date_timestamp: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
  created_at_timestamp: Schema.Number,
  custom_rank: Schema.Number,
  reserved: Schema.Boolean,
  reservable: Schema.NullOr(Schema.Boolean),
  preorder: Schema.Boolean,
  tag: Schema.NullOr(Schema.String),
  certified: Schema.Boolean,
  simple_fuel: Schema.NullOr(Schema.String),
  fuel: Schema.NullOr(Schema.String),
  simple_body: Schema.NullOr(Schema.String),
  simple_drive: Schema.NullOr(Schema.String),
  simple_transmission: Schema.NullOr(Schema.String),
  colour: Schema.optional(Schema.NullOr(Schema.String)),
  seats: Schema.NullOr(Schema.Number),
  views: Schema.Number,
  photos_count: Schema.Number,
  dealership_id: Schema.Number,
  dealership_slug: Schema.String,
  dealership_name: Schema.optional(Schema.String),
  location_id: Schema.Number,
  location_name: Schema.optional(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  location: Schema.NullOr(CarLocation),
  primary_image_url: Schema.NullOr(Schema.String),
  images: Schema.Array(CarImage),
  autograb_data: Schema.NullOr(AutograbData),
  finance_lenders: Schema.Record(Schema.String, FinanceLender),
  payment_processors: Schema.Array(PaymentProcessor),
  has_checkout_payment_processor: Schema.Boolean,
  show_on_dealer_website: Schema.Boolean,
  carsales_seller_identifier: Schema.NullOr(Schema.String),
  categories: Schema.optional(Schema.Array(Schema.String)),
  filtered_features: Schema.optional(Schema.Array(Schema.String)),
  item_type: Schema.optional(Schema.String),
  description: Schema.optional(Schema.NullOr(Schema.String)),
})
export type Car = typeof Car.Type
