import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { pluralLabel, vehicleTypeLabel, vehicleTypeLabelPlural } from './vehicle-label.ts'
import { Template } from './site-config.schema.ts'

describe('vehicleTypeLabel', () => {
  it.each([
    ['motorcycle', 'Motorcycle', 'Motorcycles'],
    ['camper', 'Camper', 'Campers'],
    ['trucks', 'Trucks', 'Trucks'],
    ['trailer', 'Trailer', 'Trailers'],
    ['truck', 'Truck', 'Trucks'],
    ['rv', 'RV', 'RVs'],
    ['caravan', 'Caravan', 'Caravans'],
    ['scooters', 'Scooters', 'Scooters'],
    ['car', 'Car', 'Cars'],
    ['subscription', 'Car', 'Cars'],
  ] as const)('%s → %s, plural %s', (template, label, plural) => {
    expect(vehicleTypeLabel(template)).toBe(label)
    expect(vehicleTypeLabelPlural(template)).toBe(plural)
  })
  it('every template has a non-empty label, Car unless named', () => {
    fc.assert(fc.property(fc.constantFrom(...Template.literals), (t) => vehicleTypeLabel(t).length > 0))
  })
})

describe('pluralLabel', () => {
  it.each([
    ['bus', 'buses'],
    ['Bus', 'Buses'],
    ['BUS', 'BUSES'],
    ['hatch', 'hatches'],
    ['Hatch', 'Hatches'],
    ['SUV', 'SUVs'],
    ['suv', 'SUVs'],
    ['utility', 'utilities'],
    ['Utility', 'Utilities'],
    ['sedan', 'sedans'],
    ['Wagon', 'Wagons'],
    ['Car', 'Cars'],
    ['RV', 'RVs'],
    ['4x4', '4x4s'],
    ['Light Truck', 'Light Trucks'],
    ['People Mover', 'People Movers'],
    ['Station Wagon', 'Station Wagons'],
    ['Cab Chassis', 'Cab Chassis'],
    ['Soft Top', 'Soft Tops'],
    ['Trucks', 'Trucks'],
    ['Scooters', 'Scooters'],
    ['SUVs', 'SUVs'],
    ['ute', 'utes'],
    ['coupe', 'coupes'],
    ['Cruiser', 'Cruisers'],
    ['Scooter', 'Scooters'],
    ['Motorhome', 'Motorhomes'],
    // body categories that are not nouns read as they are (ridewest-motorcycles: 'Naked', 'Dirt', 'Touring' bikes)
    ['Naked', 'Naked'],
    ['Dirt', 'Dirt'],
    ['Touring', 'Touring'],
    ['Sport', 'Sport'],
    ['Adventure', 'Adventure'],
    ['Cross', 'Cross'],
  ])('%s → %s', (word, plural) => {
    expect(pluralLabel(word)).toBe(plural)
  })

  const nouns = fc.constantFrom(
    'car',
    'sedan',
    'hatch',
    'bus',
    'utility',
    'truck',
    'ute',
    'van',
    'wagon',
    'motorcycle',
    'scooter',
    'cruiser',
    'caravan',
    'coach',
  )
  const caseOf = fc.constantFrom(
    (w: string) => w,
    (w: string) => w[0]!.toUpperCase() + w.slice(1),
  )

  it('is idempotent: a plural label stays as it is', () => {
    fc.assert(fc.property(fc.string(), (w) => pluralLabel(pluralLabel(w)) === pluralLabel(w)))
    fc.assert(fc.property(nouns, caseOf, (n, c) => pluralLabel(pluralLabel(c(n))) === pluralLabel(c(n))))
  })

  it("a vehicle noun gains an English plural ending, keeping its first letter's case; a phrase changes its last word only", () => {
    fc.assert(
      fc.property(nouns, caseOf, fc.constantFrom('', 'Light ', 'Big '), (n, c, head) => {
        const plural = pluralLabel(`${head}${c(n)}`)
        expect(plural.startsWith(head + c(n).slice(0, n.length - 1))).toBe(true)
        expect(plural.slice(head.length + n.length - 1)).toMatch(/^(.s|.es|ies)$/)
      }),
    )
  })

  it('a word that is not a vehicle noun never gains an s', () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[A-Za-z]{1,12}$/)
          .filter(
            (w) =>
              !['car', 'bus', 'suv', 'rv', 'atv', 'ute', 'van', 'cab', 'top', 'quad', 'bike', 'boat'].includes(
                w.toLowerCase(),
              ),
          ),
        (w) => {
          fc.pre(
            !/^(sedan|hatch|hatchback|wagon|truck|coupe|convertible|utility|trailer|camper|caravan|motorcycle|motorhome|scooter|cruiser|tourer|coach|mover|vehicle|tractor|pickup|float|moped|trike|buggy|tipper|tanker|roadster|fastback|liftback|sportback|cabriolet|crossover|minibus|motorbike|campervan|limousine|hardtop|softtop|chassis)$/i.test(
              w,
            ),
          )
          expect(pluralLabel(w)).toBe(w)
        },
      ),
    )
  })
})
