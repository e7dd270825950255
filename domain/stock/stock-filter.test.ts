import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isExcludedBy, isInDefaultStock, isListed, passesInventoryRules, stockFilterClauses } from './stock-filter.ts'
import { arbCar, arbTime, DAY_0, DAY_MS, makeCar } from '../cars/car.fixture.ts'
import { arbSite, makeSite } from '../tenancy/site.fixture.ts'
import { canonicalMake } from './make-alias.ts'
import { matchesConditions } from '../search/match-conditions.ts'
import { isAllOf, isAnyOf, type FilterCondition } from '../search/filter-condition.ts'

const evaluate = (cs: FilterCondition[], doc: object) => matchesConditions(doc, cs)

const site = makeSite()

describe('default stock listing (SPEC §4, §9)', () => {
  it('lists in_stock and coming_soon cars shown on the website', () => {
    expect(isListed(makeCar({ status: 'in_stock' }), site, DAY_0)).toBe(true)
    expect(isListed(makeCar({ status: 'coming_soon' }), site, DAY_0)).toBe(true)
    expect(isListed(makeCar({ show_on_dealer_website: false }), site, DAY_0)).toBe(false)
  })
  it('keeps sold cars 3 days (259,200,000 ms) by default', () => {
    const soldAt = (ms: number) => makeCar({ status: 'sold', sold: true, sold_date_timestamp: ms })
    expect(isListed(soldAt(DAY_0 - 259_200_000), site, DAY_0)).toBe(true)
    expect(isListed(soldAt(DAY_0 - 259_200_001), site, DAY_0)).toBe(false)
    expect(isListed(makeCar({ status: 'sold', sold_date_timestamp: null }), site, DAY_0)).toBe(false)
    const week = makeSite({ inventory: { include_sold_cars_days: 7 } })
    expect(isListed(soldAt(DAY_0 - 6 * DAY_MS), week, DAY_0)).toBe(true)
  })
  it('a sold car is listed exactly while now is within the window after its sale', () => {
    fc.assert(
      fc.property(arbTime, arbTime, fc.integer({ min: 0, max: 10 }), (soldMs, nowMs, days) => {
        const s = makeSite({ inventory: { include_sold_cars_days: days } })
        const car = makeCar({ status: 'sold', sold_date_timestamp: soldMs })
        return isInDefaultStock(car, s, nowMs) === nowMs - soldMs <= days * DAY_MS
      }),
    )
  })
  it('price-ascending sort requires price > 0 where enabled', () => {
    const asc = makeSite({ search: { default_sort: 'price:asc' } })
    expect(isListed(makeCar({ price: 0 }), asc, DAY_0)).toBe(false)
    expect(isListed(makeCar({ price: null }), asc, DAY_0)).toBe(false)
    expect(isListed(makeCar({ price: 1 }), asc, DAY_0)).toBe(true)
    expect(isListed(makeCar({ price: 0 }), asc, DAY_0, { sort: 'price:desc' })).toBe(true)
    expect(isListed(makeCar({ price: 0 }), site, DAY_0, { sort: 'price:asc' })).toBe(false)
    const off = makeSite({ search: { price_ascending_requires_price: false } })
    expect(isListed(makeCar({ price: 0 }), off, DAY_0, { sort: 'price:asc' })).toBe(true)
  })
})

describe('inventory rules (SPEC §9)', () => {
  it('excludes new or demo Nissan under 3000 km', () => {
    const s = makeSite({
      inventory: { excluded_makes: [{ make: 'Nissan', car_types: ['new', 'demo'], under_km: 3000 }] },
    })
    expect(passesInventoryRules(makeCar({ make: 'Nissan', car_type: 'new', km: 10 }), s)).toBe(false)
    expect(passesInventoryRules(makeCar({ make: 'NISSAN', car_type: 'demo', km: 2999 }), s)).toBe(false)
    expect(passesInventoryRules(makeCar({ make: 'Nissan', car_type: 'demo', km: null }), s)).toBe(false)
    expect(passesInventoryRules(makeCar({ make: 'Nissan', car_type: 'demo', km: 3000 }), s)).toBe(true)
    expect(passesInventoryRules(makeCar({ make: 'Nissan', car_type: 'used', km: 10 }), s)).toBe(true)
    expect(passesInventoryRules(makeCar({ make: 'Toyota', car_type: 'new', km: 10 }), s)).toBe(true)
  })
  it('excludes whole makes through their aliases (new Mazda, RAM)', () => {
    const s = makeSite({ inventory: { excluded_makes: [{ make: 'Mazda', car_types: ['new'] }, { make: 'RAM' }] } })
    expect(passesInventoryRules(makeCar({ make: 'Mazda', car_type: 'new' }), s)).toBe(false)
    expect(passesInventoryRules(makeCar({ make: 'Mazda', car_type: 'used' }), s)).toBe(true)
    expect(passesInventoryRules(makeCar({ make: 'Ram', car_type: 'used' }), s)).toBe(false)
    expect(passesInventoryRules(makeCar({ make: 'Ram Trucks', car_type: 'used' }), s)).toBe(false)
  })
  it('used only, excluded locations, and photo/price levels', () => {
    expect(passesInventoryRules(makeCar({ car_type: 'new' }), makeSite({ inventory: { used_only: true } }))).toBe(false)
    expect(
      passesInventoryRules(makeCar({ location_id: 7 }), makeSite({ inventory: { excluded_location_ids: [7] } })),
    ).toBe(false)
    expect(passesInventoryRules(makeCar({ price: 0 }), makeSite({ inventory: { level: 1 } }))).toBe(false)
    expect(passesInventoryRules(makeCar({ price: 10 }), makeSite({ inventory: { level: 2 } }))).toBe(false)
    expect(passesInventoryRules(makeCar({ price: 11 }), makeSite({ inventory: { level: 2 } }))).toBe(true)
    expect(passesInventoryRules(makeCar({ photos_count: 0 }), makeSite({ inventory: { level: 3 } }))).toBe(false)
    expect(passesInventoryRules(makeCar({ photos_count: 9 }), makeSite({ inventory: { level: 12 } }))).toBe(false)
    expect(passesInventoryRules(makeCar({ photos_count: 10 }), makeSite({ inventory: { level: 12 } }))).toBe(true)
  })
  it('an exclusion only ever removes cars of its make', () => {
    fc.assert(
      fc.property(arbCar, arbSite, (car, s) =>
        s.inventory.excluded_makes.every(
          (ex) => !isExcludedBy(car, ex) || canonicalMake(car.make) === canonicalMake(ex.make),
        ),
      ),
    )
  })
})

describe('stockFilterClauses', () => {
  it('starts with the stock filter and show_on_dealer_website', () => {
    const clauses = stockFilterClauses(site, DAY_0)
    expect(clauses).toEqual([
      {
        anyOf: [
          { field: 'status', op: '=', value: 'in_stock' },
          { field: 'status', op: '=', value: 'coming_soon' },
          {
            allOf: [
              { field: 'status', op: '=', value: 'sold' },
              { field: 'sold_date_timestamp', op: '>=', value: DAY_0 - 259_200_000 },
            ],
          },
        ],
      },
      { field: 'show_on_dealer_website', op: '=', value: true },
    ])
  })
  it('agrees with isListed for arbitrary cars, sites, clock times and sorts', () => {
    fc.assert(
      fc.property(
        arbCar,
        arbSite,
        arbTime,
        fc.constantFrom(undefined, 'price:asc', 'price:desc'),
        (car, s, nowMs, sort) =>
          evaluate(stockFilterClauses(s, nowMs, { sort }), car) === isListed(car, s, nowMs, { sort }),
      ),
      { numRuns: 2000 },
    )
  })
  it('agrees at the edges of make exclusions (cars aimed at the site exclusions)', () => {
    const aimed = arbSite
      .filter((s) => s.inventory.excluded_makes.length > 0)
      .chain((s) =>
        fc.tuple(
          fc.constant(s),
          arbCar,
          fc.constantFrom(...s.inventory.excluded_makes),
          fc.constantFrom<(m: string) => string>(
            (m) => m,
            (m) => m.toUpperCase(),
            (m) => m.toLowerCase(),
          ),
          fc.constantFrom(-1, 0, 1, null),
        ),
      )
    fc.assert(
      fc.property(aimed, ([s, car, ex, spell, kmDelta]) => {
        const km = kmDelta === null || ex.under_km === null ? null : ex.under_km + kmDelta
        const c = { ...car, make: spell(ex.make), car_type: ex.car_types[0] ?? car.car_type, km }
        return matchesConditions(c, stockFilterClauses(s, DAY_0)) === isListed(c, s, DAY_0)
      }),
      { numRuns: 1000 },
    )
  })
  it('every field it names is a safe attribute path', () => {
    const fields = (c: FilterCondition): string[] =>
      isAnyOf(c) ? c.anyOf.flatMap(fields) : isAllOf(c) ? c.allOf.flatMap(fields) : [c.field]
    fc.assert(
      fc.property(arbSite, arbTime, (s, now) =>
        stockFilterClauses(s, now)
          .flatMap(fields)
          .every((f) => /^[a-z_]+$/.test(f)),
      ),
    )
  })
})
