import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_RESULT_CACHE_CAP, cacheGet, cacheKey, cacheSet, emptyResultCache } from './result-cache.ts'

describe('result cache (SPEC §9)', () => {
  it('evicts the oldest entry past the cap', () => {
    expect(emptyResultCache().cap).toBe(DEFAULT_RESULT_CACHE_CAP)
    let cache = emptyResultCache<number>(2)
    cache = cacheSet(cache, 'a', 1)
    cache = cacheSet(cache, 'b', 2)
    cache = cacheSet(cache, 'c', 3)
    expect(cacheGet(cache, 'a')).toBeUndefined()
    expect(cacheGet(cache, 'b')).toBe(2)
    expect(cacheGet(cache, 'c')).toBe(3)
    expect(cacheKey({ b: 1, a: [1, { d: 1, c: 2 }] })).toBe(cacheKey({ a: [1, { c: 2, d: 1 }], b: 1 }))
  })

  it('never exceeds the cap, keeps the newest writes, returns the last value written', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), fc.nat())), (cap, writes) => {
      const cache = writes.reduce((c, [k, v]) => cacheSet(c, k, v), emptyResultCache<number>(cap))
      expect(cache.entries.length).toBeLessThanOrEqual(cap)
      const lastWrite = new Map(writes)
      const newestKeys = [...new Set([...writes].reverse().map(([k]) => k))].slice(0, cap)
      for (const key of newestKeys) expect(cacheGet(cache, key)).toBe(lastWrite.get(key))
      expect(cache.entries.length).toBe(newestKeys.length)
    }))
  })
})
