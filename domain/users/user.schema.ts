import { Schema } from 'effect'

/** The shopper's details kept in the browser to prefill forms (SPEC §3 User). */
export const StoredUser = Schema.Struct({
  name: Schema.optional(Schema.String),
  last_name: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  phone: Schema.optional(Schema.String),
  postcode: Schema.optional(Schema.String),
})
export type StoredUser = typeof StoredUser.Type

export const SessionUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.optional(Schema.String),
})
export type SessionUser = typeof SessionUser.Type

/** Answer of GET /api/auth. */
export const AuthSession = Schema.Struct({
  user: Schema.NullOr(SessionUser),
  watchlist: Schema.Array(Schema.String),
})
export type AuthSession = typeof AuthSession.Type
