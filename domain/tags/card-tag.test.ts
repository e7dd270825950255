import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cardTag, NEW_TAG_WINDOW_MS, powertrainTag } from './card-tag.ts'
import { arbCar, arbTime, DAY_0, DAY_MS, makeCar } from '../cars/car.fixture.ts'
import { makeSite } from '../tenancy/site.fixture.ts'

const site = makeSite()
const allOn = makeSite({ tags: { electric_hybrid: true, certified_used_make: 'Toyota', sold_label: 'SOLD' } })
const old = DAY_0 - 30 * DAY_MS

describe('cardTag (SPEC §4)', () => {
  it('sold shows the sold label, JUST SOLD by default', () => {
    expect(cardTag(makeCar({ status: 'sold', sold: true }), site, DAY_0)).toEqual({ kind: 'sold', label: 'JUST SOLD' })
    expect(cardTag(makeCar({ status: 'sold', reserved: true, fuel: 'Electric' }), allOn, DAY_0)).toEqual({
      kind: 'sold',
      label: 'SOLD',
    })
  })
  it('follows the priority order', () => {
    const everything = makeCar({
      fuel: 'Electric',
      reserved: true,
      car_type: 'used',
      certified: true,
      tag: 'Special',
      status: 'coming_soon',
      created_at_timestamp: DAY_0,
    })
    expect(cardTag(everything, allOn, DAY_0)?.kind).toBe('electric')
    expect(cardTag({ ...everything, fuel: 'Petrol', simple_fuel: 'Petrol' }, allOn, DAY_0)?.kind).toBe('reserved')
    expect(cardTag({ ...everything, fuel: null, simple_fuel: null, reserved: false }, allOn, DAY_0)).toEqual({
      kind: 'certified',
      label: 'CERTIFIED PRE-OWNED',
    })
    expect(cardTag({ ...everything, fuel: null, simple_fuel: null, reserved: false }, site, DAY_0)).toEqual({
      kind: 'custom',
      label: 'Special',
    })
    expect(cardTag({ ...everything, fuel: null, reserved: false, tag: null }, site, DAY_0)).toEqual({
      kind: 'coming_soon',
      label: 'COMING SOON',
    })
    expect(cardTag(makeCar({ created_at_timestamp: DAY_0 }), site, DAY_0)).toEqual({ kind: 'new', label: 'New' })
    expect(cardTag(makeCar({ created_at_timestamp: old }), site, DAY_0)).toBeNull()
  })
  it('electric/hybrid only where enabled; hybrid beats electric', () => {
    expect(cardTag(makeCar({ fuel: 'Electric', created_at_timestamp: old }), site, DAY_0)).toBeNull()
    expect(powertrainTag({ fuel: 'Petrol - Electric Hybrid', simple_fuel: null })).toBe('hybrid')
    expect(powertrainTag({ fuel: 'Electric', simple_fuel: null })).toBe('electric')
    expect(powertrainTag({ fuel: 'Diesel', simple_fuel: 'Diesel' })).toBeNull()
  })
  it('certified badge needs the tenant make, used and certified', () => {
    const c = makeCar({ car_type: 'used', certified: true, created_at_timestamp: old })
    expect(cardTag(c, allOn, DAY_0)?.kind).toBe('certified')
    expect(cardTag({ ...c, make: 'Mazda' }, allOn, DAY_0)).toBeNull()
    expect(cardTag({ ...c, car_type: 'demo' }, allOn, DAY_0)).toBeNull()
    expect(cardTag({ ...c, certified: false }, allOn, DAY_0)).toBeNull()
  })
  it("'New' lasts exactly 8 days", () => {
    expect(cardTag(makeCar({ created_at_timestamp: DAY_0 - NEW_TAG_WINDOW_MS + 1 }), site, DAY_0)?.kind).toBe('new')
    expect(cardTag(makeCar({ created_at_timestamp: DAY_0 - NEW_TAG_WINDOW_MS }), site, DAY_0)).toBeNull()
  })
  it('a sold car always shows the sold label; an unsold one never does', () => {
    fc.assert(
      fc.property(arbCar, arbTime, fc.boolean(), (car, now, on) => {
        const s = on ? allOn : site
        const tag = cardTag(car, s, now)
        const sold = car.status === 'sold' || car.sold
        return sold ? tag?.kind === 'sold' && tag.label === s.tags.sold_label : tag?.kind !== 'sold'
      }),
    )
  })
  it('a reserved unsold car shows reserved unless an electric/hybrid tag outranks it', () => {
    fc.assert(
      fc.property(arbCar, arbTime, fc.boolean(), (car, now, on) => {
        const c = { ...car, status: 'in_stock' as const, sold: false, reserved: true }
        const tag = cardTag(c, on ? allOn : site, now)
        return on && powertrainTag(c) !== null
          ? tag?.kind === 'electric' || tag?.kind === 'hybrid'
          : tag?.kind === 'reserved'
      }),
    )
  })
  it('labels are never empty', () => {
    fc.assert(
      fc.property(arbCar, arbTime, (car, now) => {
        const t = cardTag(car, allOn, now)
        return t === null || t.label.length > 0
      }),
    )
  })
})
