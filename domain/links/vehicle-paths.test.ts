import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Template } from '../tenancy/site-config.schema.ts'
import {
  arrivalForm,
  buyOnlinePath,
  carDetailPath,
  checkoutPath,
  detailBasePath,
  tradeInPath,
  withArrivalAction,
} from './vehicle-paths.ts'
import { site } from '../forms/testing/fixtures.ts'

describe('vehicle paths', () => {
  it('uses /motorcycles, /campers, else /cars', () => {
    const cases = [
      ['motorcycle', '/motorcycles'],
      ['camper', '/campers'],
      ['car', '/cars'],
      ['rv', '/cars'],
    ] as const
    for (const [given, expected] of cases) expect(detailBasePath(given)).toBe(expected)
    expect(carDetailPath(site(), '2021-toyota-x')).toBe('/cars/2021-toyota-x')
    expect(carDetailPath(site({ template: 'motorcycle' }), 'ducati-1')).toBe('/motorcycles/ducati-1')
  })
  it('builds checkout, buy-online (only where enabled) and trade-in paths', () => {
    expect(checkoutPath('abc')).toBe('/cars/abc/checkout')
    expect(buyOnlinePath(site(), 'abc')).toBeNull()
    expect(buyOnlinePath(site({ checkout: { buy_online: true } }), 'abc')).toBe('/cars/abc/buy-online')
    // SPEC §3 enable_store is the buy-online switch
    expect(buyOnlinePath(site({ flags: { enable_store: true } }), 'abc')).toBe('/cars/abc/buy-online')
    expect(tradeInPath('42')).toBe('/cars/trade-in?car_id=42')
  })
})

describe('vehicle path properties', () => {
  it('a detail path is the template base plus the slug', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Template.literals), fc.stringMatching(/^[a-z0-9-]{1,20}$/), (template, slug) => {
        const path = carDetailPath({ template }, slug)
        expect(path).toBe(`${detailBasePath(template)}/${slug}`)
        expect(['/motorcycles', '/campers', '/cars']).toContain(detailBasePath(template))
        expect(detailBasePath(template) === '/cars').toBe(template !== 'motorcycle' && template !== 'camper')
      }),
    )
  })
})

describe('arrivalForm', () => {
  it.each([
    ['enquire', 'enquiry'],
    ['test-drive', 'test-drive'],
    ['reserve', null],
    ['toString', null],
    [undefined, null],
    [['enquire'], null],
  ] as const)('?action=%s opens %s', (action, form) => {
    expect(arrivalForm(action)).toBe(form)
  })
  it('the card links carry the action the page reads', () => {
    expect(withArrivalAction('/cars/kia', 'test-drive')).toBe('/cars/kia?action=test-drive')
  })
})
