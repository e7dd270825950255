import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { compareText } from './compare-text.ts'

const sign = (n: number) => Math.sign(n)
const ascii = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 12,
})
/** names as they come: a few letters, case, spaces, hyphens and digits, so that long shared prefixes are common */
const nameLike = fc.string({
  unit: fc.constantFrom('a', 'A', 'b', 'B', 'z', 'Z', ' ', '-', '_', '.', '1', '9', '$', '~'),
  maxLength: 6,
})

describe('compareText orders text as localeCompare does in English', () => {
  it('orders makes, bodies and mixed case as the runtime did', () => {
    const makes = [
      'Toyota',
      'mazda',
      'BMW',
      'Alfa Romeo',
      'Mercedes-Benz',
      'MG',
      'GWM',
      'Land Rover',
      'LDV',
      'abarth',
      'Abarth',
      '4WD',
      'Ute',
    ]
    expect([...makes].sort(compareText)).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en')))
    expect(compareText('a', 'A')).toBe(-1)
    expect(compareText('A', 'b')).toBe(-1)
    expect(compareText('same', 'same')).toBe(0)
  })

  it('agrees with localeCompare on any printable ASCII', () => {
    fc.assert(
      fc.property(ascii, ascii, (a, b) => sign(compareText(a, b)) === sign(a.localeCompare(b, 'en'))),
      { numRuns: 5000 },
    )
  })

  it('agrees with localeCompare on name-like text with shared prefixes', () => {
    fc.assert(
      fc.property(nameLike, nameLike, (a, b) => sign(compareText(a, b)) === sign(a.localeCompare(b, 'en'))),
      { numRuns: 5000 },
    )
  })

  it('falls back to localeCompare beyond ASCII', () => {
    expect(sign(compareText('Škoda', 'Subaru'))).toBe(sign('Škoda'.localeCompare('Subaru', 'en')))
    expect(sign(compareText('Citroën', 'Citroen'))).toBe(sign('Citroën'.localeCompare('Citroen', 'en')))
  })
})
