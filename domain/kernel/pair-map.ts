/**
 * A map keyed by a pair of objects, holding each value only while both keys live: for answers built from two
 * versioned objects (a site and its stock summary, a promotion and a theme) that are one object per tenant version,
 * so a new version is a miss and an old one is collected with its answers.
 */
export interface PairMap<A extends object, B extends object, V> {
  get(a: A, b: B): V | undefined
  set(a: A, b: B, value: V): void
  delete(a: A, b: B): void
  /** the value kept for the pair, made by `make` and kept first when there is none */
  ensure(a: A, b: B, make: () => V): V
}

export function pairMap<A extends object, B extends object, V>(): PairMap<A, B, V> {
  const byFirst = new WeakMap<A, WeakMap<B, V>>()
  return {
    get: (a, b) => byFirst.get(a)?.get(b),
    set(a, b, value) {
      const bySecond = byFirst.get(a) ?? new WeakMap<B, V>()
      byFirst.set(a, bySecond)
      bySecond.set(b, value)
    },
    delete: (a, b) => void byFirst.get(a)?.delete(b),
    ensure(a, b, make) {
      let bySecond = byFirst.get(a)
      if (!bySecond) {
        bySecond = new WeakMap<B, V>()
        byFirst.set(a, bySecond)
      }
      if (bySecond.has(b)) return bySecond.get(b) as V
      const value = make()
      bySecond.set(b, value)
      return value
    },
  }
}
