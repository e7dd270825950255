/**
 * A small seeded PRNG (mulberry32) and the draws the stock generator needs. Deterministic by design:
 * the same seed gives the same stock on every machine, so demo sites and tests agree.
 */
export interface Rng {
  /** uniform in [0, 1) */
  next(): number
  /** integer in [min, max] inclusive */
  int(min: number, max: number): number
  /** true with probability p */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** picks by weight; weights need not sum to 1 */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  /** n distinct items (or all of them when n is larger) in draw order */
  sample<T>(items: readonly T[], n: number): T[]
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes a base seed with a salt (e.g. a car index) so sub-streams stay independent and reproducible. */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return items[items.length - 1]![0]
    },
    sample: (items, n) => {
      const pool = [...items]
      const out = []
      while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
      return out
    },
  }
  return rng
}
