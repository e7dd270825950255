import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { parseJsonValue, parseSearch, readableSearch, stringifySearch } from './search-params.ts'

/** texts that look like JSON, are JSON, or nearly are */
const texts = fc.oneof(
  fc.string(),
  fc.json(),
  fc.stringMatching(/^[-\d.eE+: \t]{0,10}$/),
  fc.constantFrom(
    '5000:20000',
    '1000:',
    ':20000',
    '-',
    '-0',
    '01',
    '1.',
    '1e5',
    ' 12',
    '12 ',
    'true',
    'trueish',
    'null',
    'fal',
    '[1,',
    '{"a":1}',
    '"q"',
    'Toyota',
  ),
)

const jsonParse = (text: string): { value: unknown } | 'throws' => {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return 'throws'
  }
}
const ours = (text: string): { value: unknown } | 'throws' => {
  try {
    return { value: parseJsonValue(text) }
  } catch {
    return 'throws'
  }
}

describe("the router's search parsing and writing", () => {
  it('property: reads what JSON.parse reads and turns down what it throws on', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const expected = jsonParse(text)
        // the router's default reader does not try texts that do not start like JSON: ours throws for them too
        if (!/^(?:\s|["[{\d-]|fa|nu|tr)/.test(text)) expect(ours(text)).toBe('throws')
        else expect(ours(text)).toEqual(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it('property: the same search objects and addresses as the default functions', () => {
    const values = fc.oneof(
      texts,
      fc.integer(),
      fc.boolean(),
      fc.dictionary(fc.string(), texts),
      fc.array(texts, { maxLength: 3 }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), values), (search) => {
        const written = stringifySearch(search)
        expect(written).toBe(defaultStringifySearch(search))
        expect(parseSearch(written)).toEqual(defaultParseSearch(written))
      }),
      { numRuns: 2000 },
    )
  })

  it('a price range is read as the text it is', () => {
    expect(parseSearch('?range[price]=5000:20000&page=2')).toEqual({ 'range[price]': '5000:20000', page: 2 })
    expect(stringifySearch({ 'range[price]': '1000:', page: 2 })).toBe('?range%5Bprice%5D=1000%3A&page=2')
  })

  it('property: readable addresses keep brackets, colons and commas, as the four replaces before did', () => {
    const fourReplaces = (search: Record<string, unknown>) =>
      defaultStringifySearch(search)
        .replace(/%5B/gi, '[')
        .replace(/%5D/gi, ']')
        .replace(/%3A/gi, ':')
        .replace(/%2C/gi, ',')
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(texts, fc.integer(), fc.dictionary(fc.string(), texts))),
        (search) => {
          expect(readableSearch(search)).toBe(fourReplaces(search))
        },
      ),
      { numRuns: 2000 },
    )
    expect(readableSearch({ 'refinementList[make][0]': 'Toyota', 'range[price]': '5000:20000', q: 'a,b' })).toBe(
      '?refinementList[make][0]=Toyota&range[price]=5000:20000&q=a,b',
    )
  })
})
