import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { lockedIntents, withIntentLock } from './intent-lock.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('withIntentLock', () => {
  it('property: steps on one reservation never overlap and run in call order, whatever fails; the lock is dropped after', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.boolean(), fc.nat(3)), { maxLength: 12 }),
        async (steps) => {
          const running = new Map<string, number>()
          const order: Record<string, number[]> = { a: [], b: [] }
          await Promise.allSettled(
            steps.map(([id, fails, waits], i) =>
              withIntentLock(`res_${id}`, async () => {
                expect(running.get(id) ?? 0).toBe(0)
                running.set(id, 1)
                order[id]!.push(i)
                for (let w = 0; w < waits; w += 1) await tick()
                running.set(id, 0)
                if (fails) throw new Error('step failed')
                return i
              }),
            ),
          )
          for (const id of ['a', 'b']) expect(order[id]).toEqual(steps.flatMap(([s], i) => (s === id ? [i] : [])))
          await tick()
          expect(lockedIntents()).toBe(0)
        },
      ),
    )
  })

  it("answers each step's own result or error", async () => {
    await expect(withIntentLock('res_x', async () => 7)).resolves.toBe(7)
    await expect(
      withIntentLock('res_x', async () => {
        throw new Error('no')
      }),
    ).rejects.toThrow('no')
    await expect(withIntentLock('res_x', async () => 8)).resolves.toBe(8)
  })
})
