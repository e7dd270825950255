import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createRng, mixSeed, mulberry32 } from './prng.ts'

describe('mulberry32', () => {
  it('is reproducible per seed and stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = mulberry32(seed)
        const b = mulberry32(seed)
        for (let i = 0; i < 50; i++) {
          const x = a()
          expect(x).toBe(b())
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThan(1)
        }
      }),
    )
  })

  it('matches the published mulberry32 algorithm', () => {
    // the widely quoted reference implementation, as published (signed arithmetic, the same bits)
    function reference(a: number) {
      return () => {
        a |= 0
        a = (a + 0x6d2b79f5) | 0
        let t = Math.imul(a ^ (a >>> 15), 1 | a)
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
      }
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const ours = mulberry32(seed)
        const theirs = reference(seed)
        for (let i = 0; i < 20; i++) expect(ours()).toBe(theirs())
      }),
    )
  })

  it('spreads evenly enough for stock mixes', () => {
    const next = mulberry32(42)
    const buckets = new Array(10).fill(0)
    for (let i = 0; i < 100_000; i++) buckets[Math.floor(next() * 10)]++
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500)
  })
})

describe('createRng', () => {
  it('draws integers inclusive of both ends, picks members, and samples without repeats', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (seed, min, span) => {
          const rng = createRng(seed)
          const n = rng.int(min, min + span)
          expect(n).toBeGreaterThanOrEqual(min)
          expect(n).toBeLessThanOrEqual(min + span)
          const items = Array.from({ length: span + 1 }, (_, i) => i)
          expect(items).toContain(rng.pick(items))
          const sample = rng.sample(items, 5)
          expect(new Set(sample).size).toBe(sample.length)
          expect(sample.length).toBe(Math.min(5, items.length))
        },
      ),
    )
    const rng = createRng(7)
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 3)))
    expect(seen).toEqual(new Set([1, 2, 3]))
  })

  it('honours weights', () => {
    const rng = createRng(3)
    let heavy = 0
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++
    expect(heavy / 10_000).toBeGreaterThan(0.87)
    expect(heavy / 10_000).toBeLessThan(0.93)
  })

  it('mixSeed gives distinct streams for distinct salts', () => {
    const firsts = new Set(Array.from({ length: 1000 }, (_, i) => mulberry32(mixSeed(99, i))()))
    expect(firsts.size).toBe(1000)
  })
})
