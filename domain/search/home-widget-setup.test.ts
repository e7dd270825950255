import { describe, expect, it } from 'vitest'
import { makeSite } from '../tenancy/site.fixture.ts'
import { publicSite } from '../tenancy/public-site.schema.ts'
import { searchUrlContext } from './search-paths.ts'
import { showMeUrl, tenantStockState } from './search-widgets.ts'
import { widgetSetup } from './home-widget-setup.ts'

const makeModels = { Toyota: ['Corolla', 'HiLux'], Mazda: ['CX-5'], 'Land Rover': ['Defender'] }

describe('the home widget setup, once per site and stock', () => {
  it('starts from the tenant stock link and sends Show Me there sorted by price, highest first (SPEC §2)', () => {
    const site = publicSite(
      makeSite({ search: { default_city_filter: ['Southport', 'Nerang'], query_suffix: '?range[photos_count]=3:' } }),
    )
    const setup = widgetSetup(site, makeModels)
    const ctx = searchUrlContext(site, makeModels)
    expect(setup.base).toEqual(tenantStockState(ctx))
    expect(setup.startHref).toBe(showMeUrl(tenantStockState(ctx), ctx))
    expect(setup.startHref).toContain('sortBy=price_desc')
    expect(setup.startHref).toContain('refinementList[city][0]=Southport')
  })

  it('is built once for the same site and stock objects, again for a new stock or site', () => {
    const site = publicSite(makeSite())
    const setup = widgetSetup(site, makeModels)
    expect(widgetSetup(site, makeModels)).toBe(setup)
    expect(widgetSetup(site, { ...makeModels })).not.toBe(setup)
    expect(widgetSetup(publicSite(makeSite()), makeModels)).not.toBe(setup)
  })

  it('offers makes alphabetically (a make-branded site its make only) and body types by their label', () => {
    const setup = widgetSetup(publicSite(makeSite()), makeModels)
    expect(setup.makeChoices(['Toyota', 'Land Rover', 'Mazda']).map((c) => c.value)).toEqual([
      'Land Rover',
      'Mazda',
      'Toyota',
    ])
    expect(setup.bodyChoices(['ute', 'suv', 'peopleMover'])).toEqual([
      { value: 'peopleMover', label: 'People Mover' },
      { value: 'suv', label: 'SUV' },
      { value: 'ute', label: 'Ute' },
    ])
    const branded = widgetSetup(publicSite(makeSite({ search: { make_refinement: 'Toyota' } })), makeModels)
    expect(branded.makeChoices(['Toyota', 'Mazda']).map((c) => c.value)).toEqual(['Toyota'])
  })

  it('answers the same choices for the same list, and new ones when the list changes', () => {
    const setup = widgetSetup(publicSite(makeSite()), makeModels)
    const first = setup.makeChoices(['Toyota', 'Mazda'])
    expect(setup.makeChoices(['Toyota', 'Mazda'])).toBe(first)
    expect(setup.makeChoices(['Mazda']).map((c) => c.value)).toEqual(['Mazda'])
  })
})
