import { describe, expect, it } from 'vitest'
import { pairMap } from './pair-map.ts'

describe('pairMap', () => {
  it('answers a value for the same pair of objects only', () => {
    const map = pairMap<object, object, string>()
    const [a, b, c] = [{}, {}, {}]
    map.set(a, b, 'ab')
    map.set(a, c, 'ac')
    expect(map.get(a, b)).toBe('ab')
    expect(map.get(a, c)).toBe('ac')
    expect(map.get(b, a)).toBeUndefined()
    expect(map.get({}, b)).toBeUndefined()
  })
  it('forgets a pair it is told to, and keeps the others', () => {
    const map = pairMap<object, object, number>()
    const [a, b, c] = [{}, {}, {}]
    map.set(a, b, 1)
    map.set(a, c, 2)
    map.delete(a, b)
    expect(map.get(a, b)).toBeUndefined()
    expect(map.get(a, c)).toBe(2)
    expect(() => map.delete(c, c)).not.toThrow()
  })
  it('ensure makes the value of a pair once, and answers the kept one after', () => {
    const map = pairMap<object, object, { n: number }>()
    const [a, b, c] = [{}, {}, {}]
    let made = 0
    const make = () => ({ n: ++made })
    const first = map.ensure(a, b, make)
    expect(map.ensure(a, b, make)).toBe(first)
    expect(map.get(a, b)).toBe(first)
    expect(map.ensure(a, c, make)).toEqual({ n: 2 })
    expect(made).toBe(2)
  })
})
