import fc from 'fast-check'

/** UTF-16 text holds every code point but the surrogate halves U+D800–U+DFFF, which only pair up into others. */
const FIRST_SURROGATE = 0xd800
const SURROGATES = 0x800
const CODE_POINTS = 0x110000 - SURROGATES

/** The code point's place among the ones `anyCodePoint` draws, or an error for any other value. */
function placeOf(value: unknown): number {
  const point = typeof value === 'string' ? value.codePointAt(0) : undefined
  if (point === undefined || String.fromCodePoint(point) !== value) throw new Error('not one code point')
  if (point >= FIRST_SURROGATE && point < FIRST_SURROGATE + SURROGATES) throw new Error('a surrogate half')
  return point < FIRST_SURROGATE ? point : point - SURROGATES
}

/**
 * One code point of any plane (the surrogate halves aside) as a string, for `fc.string({ unit: anyCodePoint })`: the
 * characters fast-check's `unit: 'binary'` draws, picked the same way (a natural number mapped onto them, so small
 * ones come often). Found by arithmetic both ways, as that unit builds a map of every code point in each test
 * process before it draws one.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .nat({ max: CODE_POINTS - 1 })
  .map((place) => String.fromCodePoint(place < FIRST_SURROGATE ? place : place + SURROGATES), placeOf)
