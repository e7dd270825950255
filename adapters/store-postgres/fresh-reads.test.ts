import { describe, expect, it } from 'vitest'
import { freshReads } from './fresh-reads.ts'

/** A store whose reads answer when released, with the value the key held when each read began. */
function slowStore() {
  const values = new Map<string, number>()
  const pending: (() => void)[] = []
  let reads = 0
  const read = (key: string) => {
    reads++
    const value = values.get(key) ?? 0
    return new Promise<number>((resolve) => pending.push(() => resolve(value)))
  }
  const release = async () => {
    pending.splice(0).forEach((r) => {
      r()
    })
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r))
  }
  return { values, read, release, reads: () => reads }
}

describe('fresh reads (a tenant version read once per round trip under load)', () => {
  it('callers during a read share the next one, which starts after it; none is answered from before it asked', async () => {
    const store = slowStore()
    const current = freshReads(store.read)
    const first = current('alpha')
    store.values.set('alpha', 1) // committed while the first read is in flight
    const later = Array.from({ length: 50 }, () => current('alpha'))
    expect(store.reads()).toBe(1)
    await store.release()
    expect(await first).toBe(0)
    expect(store.reads()).toBe(2)
    await store.release()
    expect(await Promise.all(later)).toEqual(Array(50).fill(1))
    // nobody waiting: the next call starts a read of its own
    store.values.set('alpha', 2)
    const last = current('alpha')
    expect(store.reads()).toBe(3)
    await store.release()
    expect(await last).toBe(2)
  })

  it('keys do not wait for each other, and a failed read fails only its own callers', async () => {
    let fail = true
    const current = freshReads(async (key: string) => {
      if (key === 'bad' && fail) throw new Error('down')
      return key
    })
    const [bad, good] = [current('bad'), current('good')]
    await expect(bad).rejects.toThrow('down')
    expect(await good).toBe('good')
    fail = false
    expect(await current('bad')).toBe('bad')
  })

  it('callers waiting on a read that fails get the next read, not the failure', async () => {
    let calls = 0
    const gate: (() => void)[] = []
    const current = freshReads(async () => {
      const call = ++calls
      await new Promise<void>((r) => gate.push(r))
      if (call === 1) throw new Error('down')
      return call
    })
    const first = current('alpha')
    const second = current('alpha')
    gate.shift()!()
    await expect(first).rejects.toThrow('down')
    await new Promise((r) => setImmediate(r))
    gate.shift()!()
    expect(await second).toBe(2)
  })
})
