import { Schema } from 'effect'
import { withDefault } from '@domain/kernel/with-default.ts'

/**
 * The lookup provider's answers (SPEC §7 NEVDIS / Autograb: payloads "not shown"). The provider wraps the
 * vehicle in `{vehicle: …}`; only make, model and year are required (a trade-in form can carry on with
 * those), everything else defaults to null. Extra fields are ignored.
 */
const Text = withDefault(Schema.NullOr(Schema.String), null)
const Money = withDefault(Schema.NullOr(Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))), null)

export const ProviderVehicle = Schema.Struct({
  rego: withDefault(Schema.String, ''),
  state: withDefault(Schema.String, ''),
  vin: Text,
  make: Schema.String.check(Schema.isMinLength(1)),
  model: Schema.String.check(Schema.isMinLength(1)),
  badge: Text,
  year: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1900, maximum: 2100 })),
  body: Text,
  colour: Text,
  fuel: Text,
  transmission: Text,
})

/** `POST {base}/redbook` answer: `{vehicle: {...}}`, the closest Redbook variant; code and description required. */
export const VehicleDataAnswer = Schema.Struct({
  vehicle: Schema.Struct({
    redbook_code: Schema.String.check(Schema.isMinLength(1)),
    description: Schema.String.check(Schema.isMinLength(1)),
    badge: Text,
    series: Text,
    body: Text,
    engine: Text,
    fuel: Text,
    transmission: Text,
    seats: withDefault(
      Schema.NullOr(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 99 }))),
      null,
    ),
    new_price: Money,
  }),
})

export const IdentityAnswer = Schema.Struct({ vehicle: ProviderVehicle })

export const ValuationAnswer = Schema.Struct({
  vehicle: Schema.Struct({
    ...ProviderVehicle.fields,
    average_market_price: Money,
    state_average_market_price: Money,
  }),
})
