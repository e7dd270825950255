import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cacheKey, withKeyPart } from './cache-key.ts'
import { anyCodePoint } from './testing/any-code-point.ts'

/** parts full of separators and control characters, the ones a visitor would send to forge a key */
const part = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u0002', ':', '1', '0', 'a', '\n', ' ', '|') }),
  fc.string({ unit: anyCodePoint }),
)
const parts = fc.array(part, { maxLength: 8 })

describe('cacheKey', () => {
  it('property: distinct part lists give distinct keys', () => {
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b))
        expect(cacheKey(a)).not.toBe(cacheKey(b))
      }),
      { numRuns: 2_000 },
    )
  })

  it('property: a list split differently is another key (the forgery a joined key allowed)', () => {
    fc.assert(
      fc.property(parts, fc.constantFrom('\u0001', '\u0002', '\u0000', ':'), (list, separator) => {
        fc.pre(list.length > 1)
        expect(cacheKey([list.join(separator)])).not.toBe(cacheKey(list))
        expect(cacheKey(list.join(separator).split(separator))).toBe(cacheKey(list.join(separator).split(separator)))
      }),
    )
  })

  it('the same parts give the same key, built at once or part by part', () => {
    fc.assert(
      fc.property(parts, (list) => {
        expect(cacheKey(list)).toBe(cacheKey([...list]))
        expect(list.reduce(withKeyPart, '')).toBe(cacheKey(list))
      }),
    )
  })

  it('the forged refinement of issue 26 is not the two values it imitates', () => {
    expect(cacheKey(['Alpha\u0002Beta'])).not.toBe(cacheKey(['Alpha', 'Beta']))
    expect(cacheKey(['0', 'Make', 'Alpha\u0002Beta'])).toBe('1:04:Make10:Alpha\u0002Beta')
  })
})
