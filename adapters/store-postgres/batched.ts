import { StoreUnavailableError } from '@domain/ports/store-unavailable.ts'

/**
 * Group commit for PostgreSQL: the calls that arrive while earlier batches are in flight (and those of the same turn
 * of the event loop) go to the database together, as one statement that commits once, instead of a round trip and
 * a commit each. Under 50 concurrent lead requests this is most of what a lead costs the database. Each call settles
 * only once its batch's statement has committed (with its own result), or with an error. One statement is all or
 * nothing, so a batch that failed wrote nothing: when the database is out of reach, every call of it fails with that
 * (StoreUnavailableError: the lead endpoint's 503 for each); any other failure may be one input's doing (a value the
 * database refuses), so each input is then written alone, and only the one at fault fails, with its own error.
 */
export interface Batched<I, O> {
  run(input: I): Promise<O>
}

export interface BatchOptions {
  /** batches in flight at once (each holds one pooled connection) */
  readonly inFlight: number
  /** the most inputs one statement carries */
  readonly maxBatch: number
  /**
   * told, for each input once its batch has settled, how long (ms) it waited in the queue for a slot and how long its
   * batch's statement took (the round trip, its commit's flush included): where a write's latency goes under load
   */
  readonly observe?: (queuedMs: number, statementMs: number) => void
}

/** Whether a failed batch's inputs are worth writing one by one: not when the database itself is out of reach. */
const mayBeOneInput = (error: unknown): boolean => !(error instanceof StoreUnavailableError)

interface Job<I, O> {
  readonly input: I
  /** performance.now() when it was queued (only with `observe`) */
  readonly queuedAt: number
  readonly resolve: (value: O) => void
  readonly reject: (error: unknown) => void
}

/** `write` takes the batch's inputs and answers one result per input, in order. */
export function batched<I, O>(
  write: (inputs: readonly I[]) => Promise<readonly O[]>,
  options: BatchOptions,
): Batched<I, O> {
  let queue: Job<I, O>[] = []
  let running = 0
  let scheduled = false

  function flush(): void {
    scheduled = false
    while (running < options.inFlight && queue.length > 0) {
      const batch = queue.slice(0, options.maxBatch)
      queue = queue.slice(batch.length)
      running++
      const startedAt = options.observe ? performance.now() : 0
      write(batch.map((job) => job.input))
        .then(
          (results) =>
            batch.forEach((job, i) => {
              job.resolve(results[i]!)
            }),
          (error: unknown) =>
            batch.length > 1 && mayBeOneInput(error)
              ? oneByOne(batch)
              : batch.forEach((job) => {
                  job.reject(error)
                }),
        )
        .finally(() => {
          if (options.observe) {
            const settledAt = performance.now()
            for (const job of batch) options.observe(startedAt - job.queuedAt, settledAt - startedAt)
          }
          running--
          // what queued meanwhile goes out as the next batch at once
          flush()
        })
    }
  }

  /**
   * A failed batch's inputs each written alone, in order, in the batch's own slot (rare: no need to be quick). Should
   * the database go out of reach meanwhile, the rest fail with that at once rather than each waiting to connect.
   */
  async function oneByOne(batch: readonly Job<I, O>[]): Promise<void> {
    let outage: unknown = null
    for (const job of batch) {
      if (outage !== null) {
        job.reject(outage)
        continue
      }
      try {
        job.resolve((await write([job.input]))[0]!)
      } catch (error) {
        if (!mayBeOneInput(error)) outage = error
        job.reject(error)
      }
    }
  }

  return {
    run(input) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve, reject, queuedAt: options.observe ? performance.now() : 0 })
        // the rest of this turn's calls join the batch; with every slot busy, the first to finish takes them
        if (!scheduled && running < options.inFlight) {
          scheduled = true
          setImmediate(flush)
        }
      })
    },
  }
}
