import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BODY_TYPES } from '../cars/body-types.ts'
import { Template } from '../tenancy/site-config.schema.ts'
import { vehicleTypeLabelPlural } from '../tenancy/vehicle-label.ts'
import { listingNoun } from './listing-noun.ts'

describe('listing heading words', () => {
  it('names the body type, seats, make and model; the vehicle word once', () => {
    expect(listingNoun({ make: 'Mercedes-Benz Trucks' }, 'trucks')).toBe('Mercedes-Benz Trucks')
    expect(listingNoun({ make: 'Isuzu' }, 'trucks')).toBe('Isuzu Trucks')
    expect(listingNoun({ body: 'suv' }, 'car')).toBe('SUVs')
    expect(listingNoun({ body: 'lightTruck', make: 'Isuzu' }, 'trucks')).toBe('Isuzu Light Trucks')
    expect(listingNoun({ seats: '7' }, 'car')).toBe('7 Seater Cars')
    expect(listingNoun({}, 'rv')).toBe('RVs')
    expect(listingNoun({ make: 'Toyota', model: 'HiLux' }, 'car')).toBe('Toyota HiLux Cars')
  })

  it('property: on every template and body type the heading ends in one noun and never repeats a word twice in a row', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Template.literals),
        fc.option(fc.constantFrom(...BODY_TYPES), { nil: undefined }),
        fc.option(fc.constantFrom('Toyota', 'Mercedes-Benz Trucks', 'Jayco'), { nil: undefined }),
        (template, body, make) => {
          const words = listingNoun({ ...(body && { body }), ...(make && { make }) }, template).split(' ')
          expect(words.some((w, i) => i > 0 && w === words[i - 1])).toBe(false)
          if (body === undefined && make === undefined) expect(words.join(' ')).toBe(vehicleTypeLabelPlural(template))
          if (body !== undefined) expect(words.join(' ')).not.toMatch(/[a-z][A-Z]|^[a-z]/)
        },
      ),
    )
  })
})
