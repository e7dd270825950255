import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

describe('per-key answers kept for a time', () => {
  it('loads a key once while fresh, again after the TTL; a failed load is the fallback, kept too; the oldest key goes past the cap', async () => {
    let now = 0
    const loads: string[] = []
    const cached = createTtlCache<string>({ clock: { now: () => now }, ttlMs: 100, cap: 2, fallback: 'none' })
    const load = (key: string, answer: string | false) => () => {
      loads.push(key)
      return Promise.resolve(answer)
    }
    expect(await cached('a', load('a', 'A'))).toBe('A')
    expect(await cached('a', load('a', 'A2'))).toBe('A')
    expect(await cached('b', load('b', false))).toBe('none')
    expect(await cached('b', load('b', 'B'))).toBe('none')
    await cached('c', () => Promise.reject(new Error('down')))
    expect(await cached('a', load('a', 'A3'))).toBe('A3')
    now = 100
    expect(await cached('a', load('a', 'A4'))).toBe('A4')
    expect(loads).toEqual(['a', 'b', 'a', 'a'])
  })
})
