import { Schema } from 'effect'
import { CarStatus } from '@domain/cars/car.schema.ts'

/**
 * A car as the documents endpoint answers it when asked for the stock watch's fields only (SPEC §3 names and types:
 * `price` and `subscription_price` may be null, never absent).
 */
export const SnapshotDocument = Schema.Struct({
  id: Schema.NonEmptyString,
  price: Schema.NullOr(Schema.Finite),
  subscription_price: Schema.NullOr(Schema.Finite),
  status: CarStatus,
  sold: Schema.Boolean,
  created_at_timestamp: Schema.Finite,
})
export type SnapshotDocument = typeof SnapshotDocument.Type

/** The fields the snapshot asks the documents endpoint for: those of `SnapshotDocument`, nothing else. */
export const SNAPSHOT_FIELDS: readonly (keyof SnapshotDocument)[] = Object.keys(SnapshotDocument.fields) as never

/** One page of `POST /indexes/{index}/documents/fetch` (Meilisearch's documented answer); each car decoded alone. */
export const DocumentsPage = Schema.Struct({
  results: Schema.Array(Schema.Unknown),
  limit: Schema.optional(Schema.Number),
  offset: Schema.optional(Schema.Number),
  total: Schema.optional(Schema.Number),
})
