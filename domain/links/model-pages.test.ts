import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { makeSlug } from './make-slug.ts'
import { brandModels, brandPagePath, modelPagePath, modelPagePaths, soldMakeOf, soldMakes } from './model-pages.ts'
import { makeDealership } from '../tenancy/dealership.fixture.ts'

const dealership = (id: number, manufacturers: string[]) =>
  makeDealership(`d${id}`, id, { name: `D${id}`, manufacturers })
const nissan = { id: 8, name: 'Nissan', slug: 'nissan', logo: { url: null } }

describe('brand and model pages (SPEC §3 build_model_pages)', () => {
  it('addresses: /brands/{make} and /brands/{make}/{model}, slugged as the brand menu slugs makes', () => {
    expect(brandPagePath('Mercedes-Benz')).toBe('/brands/mercedes-benz')
    expect(modelPagePath('Isuzu Ute', 'D-Max')).toBe('/brands/isuzu-ute/d-max')
    expect(modelPagePath('Nissan', 'X-Trail')).toBe('/brands/nissan/x-trail')
  })

  it("the makes a site sells: its dealerships' franchises, then its manufacturers, each once; else what it stocks", () => {
    const group = makeSite({
      dealerships: [dealership(1, ['Kia', 'Suzuki']), dealership(2, ['kia', 'MG'])],
      manufacturers: [nissan],
    })
    expect(soldMakes(group, ['Toyota'])).toEqual(['Kia', 'Suzuki', 'MG', 'Nissan'])
    expect(soldMakes(makeSite({}), ['Toyota', 'Ford'])).toEqual(['Toyota', 'Ford'])
    expect(soldMakeOf(group, [], 'mg')).toBe('MG')
    expect(soldMakeOf(group, ['Toyota'], 'toyota')).toBeNull()
  })

  it('a make-branded site sells its make only', () => {
    const branded = makeSite({
      dealerships: [dealership(1, ['Nissan', 'Renault'])],
      search: { make_refinement: 'Nissan' },
    })
    expect(soldMakes(branded, [])).toEqual(['Nissan'])
  })

  it("a make's models: the manufacturer's range in its order (in stock or not), then stock-only models by name", () => {
    const range = { models: [{ name: 'X-Trail', summary: 'SUV' }, { name: 'Ariya' }, { name: 'Navara' }] }
    const models = brandModels('Nissan', range, { Leaf: 2, 'X-TRAIL': 3, Navara: 1, Juke: 1 })
    expect(models.map((m) => [m.name, m.slug, m.inStock, m.stockName])).toEqual([
      ['X-Trail', 'x-trail', 3, 'X-TRAIL'],
      ['Ariya', 'ariya', 0, null],
      ['Navara', 'navara', 1, 'Navara'],
      ['Juke', 'juke', 1, 'Juke'],
      ['Leaf', 'leaf', 2, 'Leaf'],
    ])
    expect(models[0]!.content).toEqual({ name: 'X-Trail', summary: 'SUV' })
    expect(models[3]!.content).toBeNull()
    expect(models[0]!.path).toBe('/brands/nissan/x-trail')
  })

  it('every model has one page: slugs are unique and the stock counts add up', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 50 })),
        (stock) => {
          const models = brandModels('Kia', null, stock)
          const slugs = models.map((m) => m.slug)
          expect(new Set(slugs).size).toBe(slugs.length)
          // spellings of one model ('CX-5', 'cx 5') share its page and add up; a name with no letters or digits has none
          const expected = Object.entries(stock)
            .filter(([name]) => makeSlug(name) !== '')
            .reduce((n, [, c]) => n + c, 0)
          expect(models.reduce((n, m) => n + (m.inStock ?? 0), 0)).toBe(expected)
          expect(models.every((m) => m.slug !== '' && m.path === modelPagePath('Kia', m.name))).toBe(true)
        },
      ),
    )
  })

  it("sitemap paths: none without the flag; with it, each sold make's page and its models' pages", () => {
    const site = {
      manufacturers: [{ ...nissan, models: [{ name: 'Ariya' }] }],
      dealerships: [dealership(1, ['Nissan'])],
    }
    const stock = { Nissan: { Leaf: 1 }, Toyota: { HiLux: 4 } }
    expect(modelPagePaths(makeSite(site), stock)).toEqual([])
    expect(modelPagePaths(makeSite({ ...site, flags: { build_model_pages: true } }), stock)).toEqual([
      '/brands/nissan',
      '/brands/nissan/ariya',
      '/brands/nissan/leaf',
    ])
  })
})
