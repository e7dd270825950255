import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeCar } from '../cars/car.fixture.ts'
import { toSearchDocument } from './search-document.ts'
import {
  attributeTexts,
  keywordMatches,
  keywordQuality,
  PRIMARY_ATTRIBUTES,
  SEARCHABLE_ATTRIBUTES,
  SECONDARY_ATTRIBUTES,
  typoBudget,
  withinDistance,
} from './keyword-match.ts'

/** The plain full table: the reference the bounded comparison must agree with. */
const distance = (a: string, b: string): number => {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      (table[i] as number[])[j] = Math.min(
        (table[i - 1] as number[])[j]! + 1,
        (table[i] as number[])[j - 1]! + 1,
        (table[i - 1] as number[])[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
  return (table[a.length] as number[])[b.length] as number
}
const prefixDistance = (a: string, b: string): number =>
  Math.min(...Array.from({ length: b.length + 1 }, (_, n) => distance(a, b.slice(0, n))))

const word = fc.stringMatching(/^[a-d0-2]{0,11}$/)
const substituted = (w: string, at: number): string => `${w.slice(0, at)}${w[at] === 'z' ? 'y' : 'z'}${w.slice(at + 1)}`

describe('keyword matching as Meilisearch does by default', () => {
  it('typo budget: none under 5 characters, one from 5, two from 9', () => {
    expect(['ute', 'ford'].map(typoBudget)).toEqual([0, 0])
    expect(['hilux', 'corolla1'].map(typoBudget)).toEqual([1, 1])
    expect(['landcruis', 'automatics'].map(typoBudget)).toEqual([2, 2])
  })

  it('the bounded distance agrees with the full table, for whole words and prefixes', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), fc.boolean(), (a, b, bound, prefix) => {
        const reference = prefix ? prefixDistance(a, b) : distance(a, b)
        expect(withinDistance(a, b, prefix, bound)).toBe(reference <= bound)
      }),
    )
  })

  it('a word always finds itself; only the last word finds the words it begins', () => {
    fc.assert(
      fc.property(
        word.filter((w) => w !== ''),
        fc.stringMatching(/^[a-z]{3,6}$/),
        (w, tail) => {
          expect(keywordMatches(w, w, false)).toBe(true)
          expect(keywordQuality(w, w, true)).toBe(3)
          expect(keywordQuality(w, w + tail, true)).toBe(2)
          if (typoBudget(w) === 0) expect(keywordMatches(w, w + tail, false)).toBe(false)
        },
      ),
    )
    expect(keywordMatches('whit', 'white', true)).toBe(true)
    expect(keywordMatches('whit', 'white', false)).toBe(false)
  })

  it('one typo from 5 characters and two from 9, a first letter typo counting twice', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-y]{5,8}$/), fc.nat(), (w, n) => {
        const at = 1 + (n % (w.length - 1))
        expect(keywordQuality(w, substituted(w, at), false)).toBe(1)
        expect(keywordMatches(w, substituted(w, 0), false)).toBe(false)
        expect(keywordMatches(w, substituted(substituted(w, at), at === 1 ? 2 : 1), false)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^[a-y]{9,12}$/), (w) => {
        expect(keywordMatches(w, substituted(substituted(w, 3), 6), false)).toBe(true)
        expect(keywordMatches(w, substituted(substituted(w, 0), 6), false)).toBe(false)
        expect(keywordMatches(w, substituted(w, 0), false)).toBe(true)
      }),
    )
    expect(keywordMatches('disel', 'diesel', false)).toBe(true)
    expect(keywordMatches('uet', 'ute', false)).toBe(false)
  })

  it('searchable: make, model and badge first, then every text attribute a shopper reads', () => {
    expect(SEARCHABLE_ATTRIBUTES.slice(0, 3)).toEqual(['make', 'model', 'badge'])
    const doc = toSearchDocument(
      makeCar({
        make: 'Toyota',
        model: 'HiLux',
        badge: 'SR5',
        series: 'GUN126R',
        simple_body: 'Ute',
        simple_fuel: 'Diesel',
        simple_transmission: 'Manual',
        simple_drive: '4WD',
        colour: 'Glacier White',
        filtered_features: ['Tow Bar', 'Bull Bar'],
        location_name: 'Demo Motors Stones Corner',
        city: 'Stones Corner',
        stocknum: 'DM10042',
      }),
    )
    expect(attributeTexts(doc, PRIMARY_ATTRIBUTES)).toEqual(['Toyota', 'HiLux', 'SR5'])
    const rest = attributeTexts(doc, SECONDARY_ATTRIBUTES)
    for (const text of ['GUN126R', 'ute', 'Diesel', 'Manual', '4WD', 'Glacier White', 'Tow Bar', 'Bull Bar'])
      expect(rest).toContain(text)
    for (const text of ['Demo Motors Stones Corner', 'Stones Corner', 'DM10042']) expect(rest).toContain(text)
  })
})
