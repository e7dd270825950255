import { describe, expect, it } from 'vitest'
import { BODY_TYPES, bodyTypeLabel, canonicalBodyType, sameBodyTypes } from './body-types.ts'

describe('body types', () => {
  it('a hatch and a hatchback are one body type, shown as hatch; others stand alone', () => {
    const cases = [
      ['hatchback', 'hatch'],
      ['Hatchback', 'hatch'],
      ['hatch', 'hatch'],
      ['Naked', 'Naked'],
    ] as const
    for (const [given, expected] of cases) expect(canonicalBodyType(given)).toBe(expected)
    expect(sameBodyTypes('hatch')).toEqual(['hatch', 'hatchback'])
    expect(sameBodyTypes('hatchback')).toEqual(['hatchback', 'hatch'])
    expect(sameBodyTypes('suv')).toEqual(['suv'])
    for (const body of BODY_TYPES) expect(sameBodyTypes(canonicalBodyType(body))).toContain(body)
  })
  it('labels read as words, singular', () => {
    expect(
      ['peopleMover', 'suv', 'cabChassis', 'softtop', 'hatch', 'Naked', 'stationWagon'].map(bodyTypeLabel),
    ).toEqual(['People Mover', 'SUV', 'Cab Chassis', 'Soft Top', 'Hatch', 'Naked', 'Station Wagon'])
  })
})
