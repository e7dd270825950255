import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { StoreUnavailableError } from '@domain/ports/store-unavailable.ts'
import { batched } from './batched.ts'

/** A writer that records each batch it was given and answers when `release` is called. */
function recordingWriter() {
  const batches: number[][] = []
  const pending: (() => void)[] = []
  let inFlight = 0
  let mostInFlight = 0
  const write = async (inputs: readonly number[]) => {
    batches.push([...inputs])
    inFlight++
    mostInFlight = Math.max(mostInFlight, inFlight)
    await new Promise<void>((r) => pending.push(r))
    inFlight--
    return inputs.map((n) => n * 10)
  }
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.splice(0).forEach((r) => {
        r()
      })
      await new Promise((r) => setImmediate(r))
    }
  }
  return { write, batches, releaseAll, mostInFlight: () => mostInFlight }
}

describe('batched writes (group commit)', () => {
  it('calls of one turn go out as one batch, each answered with its own result', async () => {
    const w = recordingWriter()
    const runner = batched(w.write, { inFlight: 2, maxBatch: 100 })
    const answers = Promise.all([1, 2, 3].map((n) => runner.run(n)))
    await new Promise((r) => setImmediate(r))
    expect(w.batches).toEqual([[1, 2, 3]])
    await w.releaseAll()
    expect(await answers).toEqual([10, 20, 30])
  })

  it('a failed batch rejects each of its calls with the error, and the next batch still goes out', async () => {
    let fail = true
    const runner = batched(
      async (inputs: readonly number[]) => {
        if (fail) throw new Error('connection lost')
        return inputs.map((n) => n + 1)
      },
      { inFlight: 1, maxBatch: 10 },
    )
    const failed = await Promise.allSettled([runner.run(1), runner.run(2)])
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected'])
    fail = false
    expect(await runner.run(5)).toBe(6)
  })

  it('a batch refused for one input is written again one input at a time: only that input fails, with its own error', async () => {
    const written: number[][] = []
    const runner = batched(
      async (inputs: readonly number[]) => {
        written.push([...inputs])
        // as a statement is all or nothing: one refused value fails the whole batch
        if (inputs.includes(13)) throw new Error(`invalid input value 13`)
        return inputs.map((n) => n * 10)
      },
      { inFlight: 2, maxBatch: 100 },
    )
    const settled = await Promise.allSettled([12, 13, 14].map((n) => runner.run(n)))
    expect(settled).toEqual([
      { status: 'fulfilled', value: 120 },
      { status: 'rejected', reason: new Error('invalid input value 13') },
      { status: 'fulfilled', value: 140 },
    ])
    expect(written).toEqual([[12, 13, 14], [12], [13], [14]])
  })

  it('a batch failed because the database is out of reach fails each of its calls with that, with no retry one by one', async () => {
    let writes = 0
    const down = new StoreUnavailableError('PostgreSQL is unreachable: Connection terminated unexpectedly')
    const runner = batched(
      async () => {
        writes++
        throw down
      },
      { inFlight: 2, maxBatch: 100 },
    )
    const settled = await Promise.allSettled([1, 2, 3].map((n) => runner.run(n)))
    expect(settled.map((s) => (s.status === 'rejected' ? s.reason : s.value))).toEqual([down, down, down])
    expect(writes).toBe(1)
  })

  it('the database going out of reach while a refused batch is written one by one fails the rest at once', async () => {
    const written: number[][] = []
    const down = new StoreUnavailableError('PostgreSQL is unreachable: connect ECONNREFUSED')
    const runner = batched(
      async (inputs: readonly number[]) => {
        written.push([...inputs])
        if (inputs.length > 1) throw new Error('invalid input value')
        if (inputs[0] === 1) return [10]
        throw down
      },
      { inFlight: 1, maxBatch: 100 },
    )
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => runner.run(n)))
    expect(settled.map((s) => (s.status === 'rejected' ? s.reason : s.value))).toEqual([10, down, down, down])
    expect(written).toEqual([[1, 2, 3, 4], [1], [2]])
  })

  it("tells, once per input, its wait for a slot and its batch's statement: an input queued behind a busy slot waited at least that batch's statement", async () => {
    const w = recordingWriter()
    const seen: { queued: number; statement: number }[] = []
    const runner = batched(w.write, {
      inFlight: 1,
      maxBatch: 2,
      observe: (queued, statement) => seen.push({ queued, statement }),
    })
    const answers = Promise.all([1, 2, 3].map((n) => runner.run(n)))
    await new Promise((r) => setImmediate(r))
    expect(seen).toEqual([])
    await w.releaseAll()
    await answers
    expect(w.batches).toEqual([[1, 2], [3]])
    expect(seen).toHaveLength(3)
    for (const one of seen) expect(Math.min(one.queued, one.statement)).toBeGreaterThanOrEqual(0)
    // the third was queued while the first batch was in flight
    expect(seen[2]!.queued).toBeGreaterThanOrEqual(seen[0]!.statement)
  })

  it('property: every call is answered once, in order of its batch, never more batches in flight than allowed nor larger than the cap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 7 }),
        async (turns, inFlight, maxBatch) => {
          const w = recordingWriter()
          const runner = batched(w.write, { inFlight, maxBatch })
          const calls: Promise<number>[] = []
          let next = 0
          for (const size of turns) {
            for (let i = 0; i < size; i++) calls.push(runner.run(next++))
            await new Promise((r) => setImmediate(r))
          }
          await w.releaseAll()
          expect(await Promise.all(calls)).toEqual(Array.from({ length: next }, (_, i) => i * 10))
          expect(w.batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: next }, (_, i) => i))
          expect(Math.max(...w.batches.map((b) => b.length))).toBeLessThanOrEqual(maxBatch)
          expect(w.mostInFlight()).toBeLessThanOrEqual(inFlight)
        },
      ),
      { numRuns: 60 },
    )
  })
})
