import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { DEFAULT_RESULT_CACHE_CAP, evictedPastCap } from './result-cache.ts'

const entry = (key: string, inUse = false) => ({ key, inUse })

describe('result cache (SPEC §9)', () => {
  it('evicts the oldest entry past the cap', () => {
    expect(evictedPastCap([entry('a'), entry('b'), entry('c')], 2).map((e) => e.key)).toEqual(['a'])
    expect(evictedPastCap([entry('a'), entry('b')], 2)).toEqual([])
    expect(
      evictedPastCap(Array.from({ length: DEFAULT_RESULT_CACHE_CAP + 1 }, (_, i) => entry(String(i)))).map(
        (e) => e.key,
      ),
    ).toEqual(['0'])
  })

  it('keeps an entry in use, however old: the next oldest goes instead', () => {
    expect(evictedPastCap([entry('a', true), entry('b'), entry('c')], 2).map((e) => e.key)).toEqual(['b'])
  })

  it('never keeps more than the cap unless entries in use fill it, and drops only the oldest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.boolean(), { maxLength: 12 }), (cap, uses) => {
        const entries = uses.map((inUse, i) => entry(String(i), inUse))
        const gone = evictedPastCap(entries, cap)
        const kept = entries.filter((e) => !gone.includes(e))
        expect(gone.every((e) => !e.inUse)).toBe(true)
        expect(kept.length).toBe(Math.max(Math.min(cap, entries.length), entries.filter((e) => e.inUse).length))
        // whatever goes is older than every idle entry that stays
        const oldestKept = kept.find((e) => !e.inUse)
        if (oldestKept) expect(gone.every((e) => Number(e.key) < Number(oldestKept.key))).toBe(true)
      }),
    )
  })
})
