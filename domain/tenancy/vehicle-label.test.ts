import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pluralLabel, vehicleTypeLabel, vehicleTypeLabelPlural } from './vehicle-label.ts'
import { Template } from './site-config.schema.ts'

describe('vehicleTypeLabel', () => {
  it.each([
    ['motorcycle', 'Motorcycle'], ['camper', 'Camper'], ['trucks', 'Trucks'], ['trailer', 'Trailer'], ['truck', 'Truck'],
    ['rv', 'RV'], ['caravan', 'Caravan'], ['scooters', 'Scooters'], ['car', 'Car'], ['subscription', 'Car'],
  ] as const)('%s → %s', (template, label) => {
    expect(vehicleTypeLabel(template)).toBe(label)
  })
  it('plural labels per template', () => {
    expect(vehicleTypeLabelPlural('car')).toBe('Cars')
    expect(vehicleTypeLabelPlural('rv')).toBe('RVs')
    expect(vehicleTypeLabelPlural('trucks')).toBe('Trucks')
    expect(vehicleTypeLabelPlural('scooters')).toBe('Scooters')
    expect(vehicleTypeLabelPlural('motorcycle')).toBe('Motorcycles')
  })
  it('every template has a non-empty label, Car unless named', () => {
    fc.assert(fc.property(fc.constantFrom(...Template.literals), (t) => vehicleTypeLabel(t).length > 0))
  })
})

describe('pluralLabel', () => {
  it.each([
    ['bus', 'buses'], ['Bus', 'Buses'], ['hatch', 'hatches'], ['Hatch', 'Hatches'], ['SUV', 'SUVs'], ['suv', 'SUVs'],
    ['utility', 'utilities'], ['Utility', 'Utilities'], ['sedan', 'sedans'], ['Wagon', 'Wagons'], ['Car', 'Cars'],
    ['Light Truck', 'Light Trucks'], ['Trucks', 'Trucks'], ['ute', 'utes'], ['coupe', 'coupes'], ['Cross', 'Crosses'],
  ])('%s → %s', (word, plural) => {
    expect(pluralLabel(word)).toBe(plural)
  })
  it('plural of a plural is itself (idempotent) for ordinary words', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z]{2,10}[a-z]$/), fc.stringMatching(/^[a-z]{1,5}ss$/)), (w) => pluralLabel(pluralLabel(w)) === pluralLabel(w)),
    )
  })
  it('ordinary words gain exactly one s', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,10}[a-rt-z]$/).filter((w) => !['bus', 'hatch', 'suv', 'utility'].includes(w)), (w) =>
        pluralLabel(w) === `${w}s`,
      ),
    )
  })
})
