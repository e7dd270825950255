import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { SEARCH_TYPES, assertSearchType } from './search-type.ts'

describe('search type (SPEC §8)', () => {
  it('known types pass; anything else throws the spec message', () => {
    expect(assertSearchType('cars')).toBe('cars')
    expect(assertSearchType('facets')).toBe('facets')
    expect(() => assertSearchType('trucks')).toThrow('Invalid search type: trucks')
    fc.assert(fc.property(fc.string(), (t) => {
      if ((SEARCH_TYPES as ReadonlyArray<string>).includes(t)) expect(assertSearchType(t)).toBe(t)
      else expect(() => assertSearchType(t)).toThrow(`Invalid search type: ${t}`)
    }))
  })
})
