import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { financeLink } from './finance-links.ts'
import { car, site } from '../forms/testing/fixtures.ts'

describe('finance links', () => {
  it('carry preferredDealership, vehiclePriceBudget, car_id, car_type and #finance-form', () => {
    expect(financeLink(site(), { car: car() })).toBe(
      '/finance?preferredDealership=springwood-motors&vehiclePriceBudget=25990&car_id=car-1&car_type=used#finance-form',
    )
    expect(financeLink(site())).toBe('/finance#finance-form')
    expect(financeLink(site(), { page: '/apply-for-finance', dealershipSlug: 'north' })).toBe(
      '/apply-for-finance?preferredDealership=north#finance-form',
    )
  })
  it('follow the pre-approval redirect', () => {
    expect(financeLink(site({ finance: { pre_approval_redirect: true } }), { page: '/finance-pre-approval' })).toBe(
      '/finance#finance-form',
    )
    expect(financeLink(site(), { page: '/finance-pre-approval' })).toBe('/finance-pre-approval#finance-form')
  })
})

describe('finance link properties', () => {
  it('always ends with #finance-form and round-trips its parameters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 0, max: 500000 })),
        fc.constantFrom('new' as const, 'used' as const, 'demo' as const),
        (id, price, type) => {
          const link = financeLink(site(), { car: car({ id, price, car_type: type }) })
          expect(link.endsWith('#finance-form')).toBe(true)
          const params = new URLSearchParams(link.slice(link.indexOf('?') + 1, link.indexOf('#')))
          expect(params.get('car_id')).toBe(id)
          expect(params.get('car_type')).toBe(type)
          expect(params.get('vehiclePriceBudget')).toBe(price === null ? null : String(price))
        },
      ),
    )
  })
})
