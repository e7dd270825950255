import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BRAND_LOGO_FALLBACK, brandList, brandLogo, makeSlug } from './brands.ts'
import { site } from '../forms/testing/fixtures.ts'

describe('brand list', () => {
  const toyota = { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/logos/toyota.png' } }
  const withMaker = site({ manufacturers: [toyota] })

  it('extends stock makes with tenant entries (a Used Cars entry, say)', () => {
    const s = site({ manufacturers: [toyota], navigation: { brands: [{ name: 'Used Cars', url: '/search/used-cars', logo_url: '/logos/used.png' }] } })
    expect(brandList(s, ['Toyota', 'Isuzu Ute', 'Kia'])).toEqual([
      { name: 'Toyota', url: '/search/toyota', logo: '/logos/toyota.png' },
      { name: 'Isuzu Ute', url: '/search/isuzu-ute', logo: '/images/makes/isuzu.svg' },
      { name: 'Kia', url: '/search/kia', logo: '/images/image-not-found.svg' },
      { name: 'Used Cars', url: '/search/used-cars', logo: '/logos/used.png' },
    ])
  })

  it('replaces the list with the tenant entries (split dealership entries)', () => {
    const s = site({ navigation: { brands_mode: 'replace', brands: [{ name: 'Toyota North', url: 'https://north.example' }, { name: 'Toyota South', url: 'https://south.example' }] } })
    expect(brandList(s, ['Toyota', 'Kia']).map((b) => b.name)).toEqual(['Toyota North', 'Toyota South'])
  })

  it('resolves logos: tenant override, make override, manufacturer logo, then image-not-found', () => {
    expect(brandLogo(withMaker, 'Toyota', '/mine.png')).toBe('/mine.png')
    expect(brandLogo(withMaker, 'GWM')).toBe('/images/makes/gwm-haval.svg')
    expect(brandLogo(withMaker, 'Toyota')).toBe('/logos/toyota.png')
    expect(brandLogo(withMaker, 'Lada')).toBe(BRAND_LOGO_FALLBACK)
    expect(BRAND_LOGO_FALLBACK).toBe('/images/image-not-found.svg')
  })
})

describe('brand list properties', () => {
  it('extend mode: each make once, tenant entries kept last and winning over a stock make of the same name', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('Toyota', 'toyota', 'Kia', 'Mazda', 'Ford', ''), { maxLength: 8 }), fc.subarray(['Kia', 'Used Cars']), (makes, tenantNames) => {
      const s = site({ navigation: { brands: tenantNames.map((n) => ({ name: n, url: `/x/${n}` })) } })
      const list = brandList(s, makes)
      const slugs = list.map((b) => makeSlug(b.name))
      expect(new Set(slugs).size).toBe(slugs.length)
      expect(list.slice(list.length - tenantNames.length).map((b) => b.name)).toEqual(tenantNames)
      for (const b of list) expect(b.logo.length).toBeGreaterThan(0)
    }))
  })
})
