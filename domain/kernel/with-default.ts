import { Effect, Schema } from 'effect'

/** A struct field that may be left out of a data file; decoding fills in `value`. */
export const withDefault = <S extends Schema.Top>(schema: S, value: S['Encoded']) =>
  schema.pipe(Schema.withDecodingDefault(Effect.succeed(value)))
