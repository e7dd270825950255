import { randomUUID } from 'node:crypto'
import type { CreateWithinLimit, LeadCreateWithinLimitPort } from '@domain/ports/leads.port.ts'
import type { Postgres } from './database.ts'
import { batched } from './batched.ts'
import { CREATE_BATCHES, leadWrites, newRow, rowColumns } from './lead-store.ts'
import { firstOfKey, guessWrites, type GuessedTake, type PostgresRateLimiter } from './rate-limiter.ts'

/**
 * The earlier lead of an input whose lead was not written, looked up only for those (a repeated request key: rare),
 * by the request-key index. A join of every input to `leads` let the planner scan the whole table for each batch
 * (the estimate of `unnest`'s rows is a guess), a cost that grew with the outbox.
 */
const EARLIER_LEAD = `CASE WHEN version.lead_id IS NULL THEN
    (SELECT e.id FROM leads e WHERE e.tenant = i.tenant AND e.request_key = i.request_key AND e.request_key IS NOT NULL) END`

/**
 * The rate-limit takes and the lead creates of one batch in one statement (one round trip, one commit): each
 * sender's guessed take written from the revision guessed (rate-limiter.ts), and its lead written only when that
 * write happened and the take lets it through (`ok`); a lead whose tenant's request key was taken writes nothing and
 * answers that lead (`earlier`, as this statement's snapshot shows it). Per input, in order: whether its take was
 * written, whether its lead was, the earlier lead.
 */
const TAKE_AND_CREATE = `
  WITH input AS (
    SELECT * FROM unnest($2::text[], $3::bigint[], $4::float8[], $5::bigint[], $6::bool[], $7::bool[],
      $8::text[], $9::text[], $10::text[], $11::bigint[], $12::text[], $13::text[], $14::text[])
      WITH ORDINALITY AS t (key, rev, tokens, take_at, guess, ok, id, tenant, destination, at, request_key, payload, idempotency_key, ord)),
  ${guessWrites('$1')},
  ${leadWrites('input i JOIN taken ON taken.key = i.key AND i.guess WHERE i.ok')}
  SELECT i.ord, taken.key IS NOT NULL AS taken, version.lead_id IS NOT NULL AS created, ${EARLIER_LEAD} AS earlier
  FROM input i LEFT JOIN taken ON taken.key = i.key AND i.guess LEFT JOIN version ON version.lead_id = i.id
  ORDER BY i.ord`

interface Row {
  readonly taken: boolean
  readonly created: boolean
  readonly earlier: string | null
}

export interface PostgresLeadCreateWithinOptions {
  readonly clock?: () => number
  readonly newId?: () => string
  /** each lead's wait for a batch slot and its batch's statement time, in ms (batched.ts; the server's metrics) */
  readonly observe?: (queuedMs: number, statementMs: number) => void
}

/**
 * A lead create and its sender's rate-limit take as one write, for the lead limiter `limiter` (the same buckets its
 * own takes use). The creates arriving together go as one statement (batched.ts): a lead costs a share of one round
 * trip and one commit, where the take and then the create cost two of each, each waiting for its group's flush. A
 * batch the database refuses is written again one input at a time, as batched.ts does for every statement.
 */
export function createPostgresLeadCreateWithin(
  db: Postgres,
  limiter: PostgresRateLimiter,
  options: PostgresLeadCreateWithinOptions = {},
): LeadCreateWithinLimitPort {
  const clock = options.clock ?? Date.now
  const newId = options.newId ?? randomUUID
  const writes = batched<{ take: GuessedTake; row: ReturnType<typeof newRow> }, Row>(
    async (batch) => {
      const takes = batch.map((b) => b.take)
      const found = await db.query<Row>(TAKE_AND_CREATE, [
        limiter.name,
        takes.map((t) => t.key),
        takes.map((t) => (t.rev === null ? null : String(t.rev))) as string[],
        takes.map((t) => String(t.bucket.tokens)),
        takes.map((t) => String(t.bucket.at)),
        firstOfKey(takes),
        takes.map((t) => t.decision.ok),
        ...rowColumns(batch.map((b) => b.row)),
      ])
      return found.rows
    },
    { ...CREATE_BATCHES, ...(options.observe ? { observe: options.observe } : {}) },
  )

  /** the tenant's lead of a request key, read after the statement (a lead of the same batch, or committed meanwhile) */
  async function earlierOf(tenant: string, requestKey: string | null): Promise<string> {
    const found = await db.query<{ id: string }>('SELECT id FROM leads WHERE tenant = $1 AND request_key = $2', [
      tenant,
      requestKey ?? '',
    ])
    if (!found.rows[0]) throw new Error('lead create wrote nothing and found no earlier lead')
    return found.rows[0].id
  }

  return {
    async create(limitKey, now, input): Promise<CreateWithinLimit | null> {
      const take = limiter.guess(limitKey, now)
      const row = newRow(input, newId(), clock())
      const written = await writes.run({ take, row })
      take.settle(written.taken)
      if (!written.taken) return null
      if (!take.decision.ok) return take.decision
      if (written.created) return { ok: true, id: row.id, replayed: false }
      return {
        ok: true,
        id: written.earlier ?? (await earlierOf(input.tenant, input.requestKey ?? null)),
        replayed: true,
      }
    },
  }
}
