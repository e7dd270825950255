import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { boundedMap } from './bounded-map.ts'

describe('boundedMap', () => {
  it('never holds more than its limit, and always holds what was set last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer())),
        (limit, writes) => {
          const map = boundedMap<number, number>(limit)
          for (const [key, value] of writes) {
            map.set(key, value)
            expect(map.size).toBeLessThanOrEqual(limit)
            expect(map.get(key)).toBe(value)
          }
        },
      ),
    )
  })

  it('starts again only when a new key would pass the limit; a kept key is replaced in place', () => {
    const map = boundedMap<string, number>(2)
    map.set('a', 1)
    map.set('b', 2)
    map.set('b', 3)
    expect([map.get('a'), map.get('b'), map.size]).toEqual([1, 3, 2])
    map.set('c', 4)
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, undefined, 4, 1])
    expect([map.has('a'), map.has('c')]).toEqual([false, true])
  })

  it('ensure makes a value once while it is kept, an undefined value included', () => {
    const map = boundedMap<string, number | undefined>(10)
    let made = 0
    expect(map.ensure('x', () => ++made)).toBe(1)
    expect(map.ensure('x', () => ++made)).toBe(1)
    expect(
      map.ensure('none', () => {
        made++
        return undefined
      }),
    ).toBeUndefined()
    expect(
      map.ensure('none', () => {
        made++
        return undefined
      }),
    ).toBeUndefined()
    expect(made).toBe(2)
    map.delete('x')
    expect(map.ensure('x', () => ++made)).toBe(3)
  })

  it('refuses a limit that could hold nothing', () => {
    expect(() => boundedMap(0)).toThrow('a bounded map holds at least one entry, not 0')
    expect(() => boundedMap(Number.NaN)).toThrow(RangeError)
  })
})
