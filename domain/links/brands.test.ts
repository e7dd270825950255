import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BRAND_LOGO_FALLBACK, brandList, brandLogo, makeSlug } from './brands.ts'
import { site } from '../forms/testing/fixtures.ts'
import { carDealer, suburbDealer, usedCarListDealer } from '../search/testing/contexts.ts'

describe('brand list', () => {
  const toyota = { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: '/logos/toyota.png' } }
  const lada = { id: 2, name: 'Lada', slug: 'lada', logo: { url: '/logos/lada.png' } }
  const withMaker = site({ manufacturers: [toyota] })
  /** A site whose brand list is its own entries, in place of the stock makes. */
  const replacedBy = (brands: readonly { name: string; url: string }[]) =>
    site({ navigation: { brands_mode: 'replace', brands } })

  it('extends stock makes with tenant entries (a Used Cars entry, say)', () => {
    const s = site({
      manufacturers: [toyota],
      navigation: { brands: [{ name: 'Used Cars', url: '/search/used-cars', logo_url: '/logos/used.png' }] },
    })
    expect(brandList(s, ['Toyota', 'Isuzu Ute', 'Kia', 'Lada'], carDealer)).toEqual([
      { name: 'Toyota', url: '/search/toyota', logo: '/images/makes/toyota.svg' },
      {
        name: 'Isuzu Ute',
        url: '/search/new-used-and-demo-cars?refinementList[make][0]=Isuzu%20Ute',
        logo: '/images/makes/isuzu.svg',
      },
      { name: 'Kia', url: '/search/kia', logo: '/images/makes/kia.svg' },
      { name: 'Lada', url: '/search/new-used-and-demo-cars?refinementList[make][0]=Lada', logo: BRAND_LOGO_FALLBACK },
      { name: 'Used Cars', url: '/search/used-cars', logo: '/logos/used.png' },
    ])
  })

  it('tenant entries for a make open that make as the site writes it, with the tenant defaults; a make not listed is left out', () => {
    const s = replacedBy([
      { name: 'Metro Kia', url: '/search/kia' },
      { name: 'Metro Suzuki', url: '/search/suzuki' },
      { name: 'Used Cars', url: '/search/used-cars' },
      { name: 'Fleet', url: '/contact' },
    ])
    const ctx = { ...suburbDealer, search: { ...suburbDealer.search, path_makes: ['Kia', 'Suzuki'] } }
    expect(brandList(s, ['Kia'], ctx).map((b) => b.url)).toEqual([
      '/search/kia?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&utm_source=nav',
      '/search/used-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&utm_source=nav',
      '/contact',
    ])
    expect(brandList(site({}), ['Suzuki'], usedCarListDealer)).toEqual([
      { name: 'Suzuki', url: '/used-car/list?refinementList[make][0]=Suzuki', logo: '/images/makes/suzuki.svg' },
    ])
  })

  it('a make-branded site lists its own make only', () => {
    const nissan = { ...carDealer, search: { ...carDealer.search, make_refinement: 'Nissan' } }
    expect(brandList(site({}), ['Mazda', 'Nissan', 'Ford'], nissan).map((b) => b.name)).toEqual(['Nissan'])
  })

  it('replaces the list with the tenant entries (split dealership entries)', () => {
    const s = replacedBy([
      { name: 'Toyota North', url: 'https://north.example' },
      { name: 'Toyota South', url: 'https://south.example' },
    ])
    expect(brandList(s, ['Toyota', 'Kia'], carDealer).map((b) => b.name)).toEqual(['Toyota North', 'Toyota South'])
  })

  it("resolves logos: tenant override, the make's own logo, manufacturer logo, then image-not-found", () => {
    const withMakers = site({ manufacturers: [toyota, lada] })
    expect(brandLogo(withMaker, 'Toyota', '/mine.png')).toBe('/mine.png')
    expect(brandLogo(withMaker, 'GWM')).toBe('/images/makes/gwm-haval.svg')
    expect(brandLogo(withMaker, 'Toyota')).toBe('/images/makes/toyota.svg')
    expect(brandLogo(withMaker, 'Land Rover')).toBe('/images/makes/land-rover.svg')
    expect(brandLogo(withMakers, 'Lada')).toBe('/logos/lada.png')
    expect(brandLogo(withMaker, 'Lada')).toBe(BRAND_LOGO_FALLBACK)
    expect(BRAND_LOGO_FALLBACK).toBe('/images/image-not-found.svg')
  })
})

describe('brand list properties', () => {
  it('extend mode: each make once, tenant entries kept last and winning over a stock make of the same name', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Toyota', 'toyota', 'Kia', 'Mazda', 'Ford', ''), { maxLength: 8 }),
        fc.subarray(['Kia', 'Used Cars']),
        (makes, tenantNames) => {
          const s = site({ navigation: { brands: tenantNames.map((n) => ({ name: n, url: `/x/${n}` })) } })
          const list = brandList(s, makes, carDealer)
          const slugs = list.map((b) => makeSlug(b.name))
          expect(new Set(slugs).size).toBe(slugs.length)
          expect(list.slice(list.length - tenantNames.length).map((b) => b.name)).toEqual(tenantNames)
          for (const b of list) expect(b.logo.length).toBeGreaterThan(0)
        },
      ),
    )
  })
})
