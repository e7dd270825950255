import { describe, expect, it } from 'vitest'
import { BODY_TYPES, bodyTypeLabel, canonicalBodyType, sameBodyTypes } from './body-types.ts'

describe('body types', () => {
  it('a hatch and a hatchback are one body type, shown as hatch; others stand alone', () => {
    expect(canonicalBodyType('hatchback')).toBe('hatch')
    expect(canonicalBodyType('Hatchback')).toBe('hatch')
    expect(canonicalBodyType('hatch')).toBe('hatch')
    expect(canonicalBodyType('Naked')).toBe('Naked')
    expect(sameBodyTypes('hatch')).toEqual(['hatch', 'hatchback'])
    expect(sameBodyTypes('hatchback')).toEqual(['hatchback', 'hatch'])
    expect(sameBodyTypes('suv')).toEqual(['suv'])
    for (const body of BODY_TYPES) expect(sameBodyTypes(canonicalBodyType(body))).toContain(body)
  })
  it('labels read as words, singular', () => {
    expect(['peopleMover', 'suv', 'cabChassis', 'softtop', 'hatch', 'Naked', 'stationWagon'].map(bodyTypeLabel))
      .toEqual(['People Mover', 'SUV', 'Cab Chassis', 'Soft Top', 'Hatch', 'Naked', 'Station Wagon'])
  })
})
