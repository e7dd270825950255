import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAKE_ALIASES, canonicalMake, makeMatches, makeSpellings, vehicleMake } from './make-alias.ts'

describe('canonicalMake', () => {
  it.each([
    ['Isuzu Ute', 'Isuzu Ute'],
    ['ISUZU UTE', 'Isuzu Ute'],
    ['isuzu-ute', 'Isuzu Ute'],
    ['GWM', 'GWM Haval'],
    ['Haval', 'GWM Haval'],
    ['GWM Haval', 'GWM Haval'],
    ['Mercedes Benz', 'Mercedes-Benz'],
    ['mercedes-benz', 'Mercedes-Benz'],
    ['Mercedes-Benz Trucks', 'Mercedes-Benz Trucks'],
    ['Mercedes Benz Trucks', 'Mercedes-Benz Trucks'],
    ['Ssangyong', 'SsangYong'],
    ['SSANGYONG', 'SsangYong'],
    ['Ssang Yong', 'SsangYong'],
    ['chevrolet', 'GMSV'],
    ['Chevrolet', 'GMSV'],
    ['GMSV', 'GMSV'],
    ['RAM', 'Ram'],
    ['Ram Trucks', 'Ram'],
    ['RAM 1500', 'Ram'],
    ['Ford F-150', 'Ford'],
    ['F-250', 'Ford'],
    ['3500', 'Ram'],
    ['Toyota', 'Toyota'],
    ['NISSAN', 'Nissan'],
    ['bmw', 'BMW'],
    ['  Land   Rover ', 'Land Rover'],
    ['Zeekr', 'Zeekr'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalMake(raw)).toBe(canonical)
  })

  it('is idempotent', () => {
    const spelling = fc.oneof(
      fc.constantFrom(...Object.values(MAKE_ALIASES).flat(), 'RAM 1500', 'Ford F-150'),
      fc.string(),
    )
    fc.assert(fc.property(spelling, (s) => canonicalMake(canonicalMake(s)) === canonicalMake(s)))
  })

  it('ignores case and separators for every known spelling', () => {
    const pair = fc.constantFrom(...Object.entries(MAKE_ALIASES).flatMap(([c, ss]) => ss.map((s) => [c, s] as const)))
    fc.assert(
      fc.property(pair, fc.boolean(), ([canonical, spelling], upper) => {
        const variant = upper ? spelling.toUpperCase() : spelling.toLowerCase().replace(/ /g, '-')
        return canonicalMake(variant) === canonical
      }),
    )
  })
})

describe('vehicleMake (Ram/Ford model group)', () => {
  it('groups a Ford F-150 sold by a RAM dealer under Ford, and a Dodge 1500 under Ram', () => {
    expect(vehicleMake('RAM', 'F-150')).toBe('Ford')
    expect(vehicleMake('Ram', 'F250 Lariat')).toBe('Ford')
    expect(vehicleMake('Dodge', '1500 Laramie')).toBe('Ram')
    expect(vehicleMake('RAM', '2500')).toBe('Ram')
    expect(vehicleMake('Isuzu', 'D-Max')).toBe('Isuzu Ute')
    expect(vehicleMake('Isuzu', 'NPR 75-190')).toBe('Isuzu')
    expect(vehicleMake('Toyota', 'Corolla')).toBe('Toyota')
    expect(vehicleMake('Chevrolet', 'Silverado')).toBe('GMSV')
  })
  it('every Ram/Ford group model decides the make whatever the feed make', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('F-150', 'F-250', '1500', '2500', '3500'),
        fc.constantFrom('RAM', 'Ford', 'Dodge', 'Ram Trucks'),
        (model, make) => vehicleMake(make, model) === (model.startsWith('F') ? 'Ford' : 'Ram'),
      ),
    )
  })
})

describe('makeSpellings', () => {
  it('lists alias spellings in several cases', () => {
    expect(makeSpellings('NISSAN')).toEqual(['Nissan'])
    expect(makeSpellings('Mercedes Benz')).toEqual([
      'Mercedes-Benz',
      'Mercedes Benz',
      'Mercedes',
      'MercedesBenz',
      'Mercedes-Benz Cars',
    ])
    expect(makeMatches('mercedes benz', makeSpellings('Mercedes-Benz'))).toBe(true)
    expect(makeMatches('Mercedes-Benz Trucks', makeSpellings('Mercedes-Benz'))).toBe(false)
  })
  it('every spelling maps back to the same canonical make', () => {
    const make = fc.constantFrom('Nissan', 'RAM', 'GWM', 'Chevrolet', 'Mercedes Benz', 'SsangYong', 'Isuzu Ute')
    fc.assert(fc.property(make, (m) => makeSpellings(m).every((s) => canonicalMake(s) === canonicalMake(m))))
  })
})
