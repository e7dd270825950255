import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { arbSite, makeSite } from './site.fixture.ts'
import { arbCar, makeCar } from '../cars/car.fixture.ts'
import { Schema } from 'effect'
import { Car } from '../cars/car.schema.ts'

describe('fixtures', () => {
  it('makeSite fills schema defaults and deep-merges overrides', () => {
    const site = makeSite({ inventory: { used_only: true }, wording: { used: 'pre-owned' } })
    expect(site.inventory.used_only).toBe(true)
    expect(site.inventory.include_sold_cars_days).toBe(3)
    expect(site.tags.sold_label).toBe('JUST SOLD')
    expect(site.wording.used).toBe('pre-owned')
    expect(site.search.default_sort).toBe('custom_rank:desc')
  })
  it('makeSite refuses an invalid site', () => {
    expect(() => makeSite({ slug: 'Not A Slug' })).toThrow(/slug/)
  })
  it('every generated car and site is schema-valid', () => {
    fc.assert(
      fc.property(arbCar, (car) => {
        Schema.decodeUnknownSync(Car)(car)
      }),
      { numRuns: 50 },
    )
    fc.assert(
      fc.property(arbSite, (site) => site.inventory.level >= 0 && site.inventory.level <= 14),
      { numRuns: 50 },
    )
    expect(Schema.decodeUnknownSync(Car)(makeCar())).toEqual(makeCar())
  })
})
