import type { RateDecision, RateLimiter, RateLimitPolicy } from '@domain/ports/rate-limiter.port.ts'
import { takeToken, type Bucket } from '@domain/limits/token-bucket.ts'
import type { Postgres } from './database.ts'
import { batched } from './batched.ts'

/** Buckets this process remembers it last wrote (per named set): past it, the oldest are forgotten. */
const REMEMBERED_BUCKETS = 10_000

interface StoredBucket extends Bucket {
  readonly rev: number
}

/**
 * One take worked out on the bucket this process guesses (the one it last wrote, or a new full one), to be written
 * only from that guess's revision (null: a new bucket): the statement that writes it tells `settle` whether it did.
 */
export interface GuessedTake {
  readonly key: string
  readonly rev: number | null
  readonly bucket: Bucket
  readonly decision: RateDecision
  /** the guess written (remember the bucket as written) or not (forget it: the next take reads the bucket) */
  settle(written: boolean): void
}

/** A PostgreSQL limiter, whose guessed takes another statement of this adapter may write with its own (lead-create-within.ts). */
export interface PostgresRateLimiter extends RateLimiter {
  /** the named set's name, as the `rate_buckets` rows carry it */
  readonly name: string
  guess(key: string, now: number): GuessedTake
}

/**
 * The CTEs writing the guessed takes of a CTE `input` (columns key, rev, tokens, take_at; `guess` false for a row
 * whose take is not to be written, such as a key's second take in one statement): new buckets inserted (nothing when
 * the key exists), known ones updated only from the revision guessed; `taken` holds the keys written. `name` is the
 * statement's parameter holding the set's name.
 */
export const guessWrites = (name: string): string => `
  inserted AS (
    INSERT INTO rate_buckets (name, key, tokens, at, rev) SELECT ${name}, key, tokens, take_at, 0 FROM input WHERE guess AND rev IS NULL
    ON CONFLICT DO NOTHING RETURNING key),
  updated AS (
    UPDATE rate_buckets b SET tokens = i.tokens, at = i.take_at, rev = b.rev + 1 FROM input i
    WHERE i.guess AND i.rev IS NOT NULL AND b.name = ${name} AND b.key = i.key AND b.rev = i.rev RETURNING b.key),
  taken AS (SELECT key FROM inserted UNION ALL SELECT key FROM updated)`

/** The guessed takes of one batch in one statement (keys unique within it). Answers the keys written. */
const WRITE_GUESSES = `
  WITH input AS (
    SELECT *, TRUE AS guess FROM unnest($2::text[], $3::bigint[], $4::float8[], $5::bigint[]) AS t (key, rev, tokens, take_at)),
  ${guessWrites('$1')}
  SELECT key FROM taken`

/** Rate-limit statements in flight at once per named set, and the most takes one carries. */
const RATE_BATCHES = { inFlight: 2, maxBatch: 100 } as const

/** Whether each take of a batch is its key's first there: only the first of a key is written, the others read again. */
export const firstOfKey = <T extends { readonly key: string }>(batch: readonly T[]): boolean[] => {
  const seen = new Set<string>()
  return batch.map((item) => {
    if (seen.has(item.key)) return false
    seen.add(item.key)
    return true
  })
}

/**
 * One named set of buckets. A take runs the one token-bucket rule (domain/limits) on the bucket as last read and
 * writes the answer back conditioned on that read's revision, so two instances taking from one bucket at once
 * cannot both spend the same token (the loser reads again). The common case costs a share of one statement: a key
 * this process has not seen is guessed to be a new full bucket, a key it wrote last to be as it wrote it, and the
 * guesses of the takes arriving together are written in one statement (batched.ts); only a wrong guess (another
 * instance or process wrote in between, or the key came twice in one batch) reads the bucket and writes again.
 * No transaction is held open.
 */
export function createPostgresRateLimiter(db: Postgres, name: string, policy: RateLimitPolicy): PostgresRateLimiter {
  const remembered = new Map<string, StoredBucket>()
  const remember = (key: string, bucket: StoredBucket | null) => {
    remembered.delete(key)
    if (bucket) remembered.set(key, bucket)
    if (remembered.size > REMEMBERED_BUCKETS) remembered.delete(remembered.keys().next().value!)
  }
  /** the take from `previous` (null: a new bucket), and what its write tells this process's memory */
  function takeFrom(key: string, previous: StoredBucket | null, now: number): GuessedTake {
    const { bucket, decision } = takeToken(previous, now, policy)
    const rev = previous?.rev ?? null
    return {
      key,
      rev,
      bucket,
      decision,
      settle: (written) => remember(key, written ? { ...bucket, rev: rev === null ? 0 : rev + 1 } : null),
    }
  }
  const guesses = batched<GuessedTake, boolean>(async (batch) => {
    const first = firstOfKey(batch)
    const written = batch.filter((_, i) => first[i])
    const keys = new Set(
      (
        await db.query<{ key: string }>(WRITE_GUESSES, [
          name,
          written.map((g) => g.key),
          written.map((g) => (g.rev === null ? null : String(g.rev))) as string[],
          written.map((g) => String(g.bucket.tokens)),
          written.map((g) => String(g.bucket.at)),
        ])
      ).rows.map((r) => r.key),
    )
    return batch.map((g, i) => first[i]! && keys.has(g.key))
  }, RATE_BATCHES)

  /** the take from the bucket as read, written alone: false when another write came between */
  async function asRead(key: string, now: number): Promise<GuessedTake | null> {
    const found = await db.query<StoredBucket>(
      'SELECT tokens, at, rev FROM rate_buckets WHERE name = $1 AND key = $2',
      [name, key],
    )
    const take = takeFrom(key, found.rows[0] ?? null, now)
    const { tokens, at } = take.bucket
    const done =
      (take.rev === null
        ? await db.query(
            'INSERT INTO rate_buckets (name, key, tokens, at, rev) VALUES ($1, $2, $3, $4, 0) ON CONFLICT DO NOTHING',
            [name, key, tokens, at],
          )
        : await db.query(
            'UPDATE rate_buckets SET tokens = $3, at = $4, rev = rev + 1 WHERE name = $1 AND key = $2 AND rev = $5',
            [name, key, tokens, at, take.rev],
          )
      ).rowCount === 1
    take.settle(done)
    return done ? take : null
  }

  const guess = (key: string, now: number) => takeFrom(key, remembered.get(key) ?? null, now)
  return {
    name,
    guess,
    async take(key, now) {
      // first the guess (this process's last write, or a new bucket), then as read
      const guessed = guess(key, now)
      const written = await guesses.run(guessed)
      guessed.settle(written)
      if (written) return guessed.decision
      for (;;) {
        const take = await asRead(key, now)
        if (take) return take.decision
      }
    },
  }
}
