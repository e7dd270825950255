import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ADDRESS_WRITE_DEBOUNCE_MS, MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT, bodyTileUrl, bodyTiles, citiesUrl, makeTileUrl, minPhotosUrl, presetLinks, showMeLabel, showMeUrl,
} from './search-widgets.ts'
import { emptySearchState } from './search-state.ts'
import { parseSearchUrl } from './search-url.ts'
import { carDealer, suburbDealer, usedOnlyDealer } from './testing/contexts.ts'

describe('search widgets (SPEC §2, §9)', () => {
  it('exact values', () => {
    expect([MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT, ADDRESS_WRITE_DEBOUNCE_MS]).toEqual([10, 20, 400])
    expect(showMeLabel(128, 'Cars')).toBe('Show Me 128 Cars')
    expect(showMeUrl({ ...emptySearchState, ranges: { price: { min: 5000, max: 250000 } }, page: 4 }, carDealer))
      .toBe('/search/new-used-and-demo-cars?range[price]=5000:250000&sortBy=price_desc')
    expect(makeTileUrl('Mercedes-Benz')).toBe('/search/mercedes-benz')
    expect(bodyTileUrl('peopleMover')).toBe('/search/people-mover')
    expect(minPhotosUrl(3, carDealer)).toBe('/search/new-used-and-demo-cars?range[photos_count]=3:')
    expect(citiesUrl(['X', 'Y'], carDealer)).toBe('/search/new-used-and-demo-cars?refinementList[city][0]=X&refinementList[city][1]=Y')
  })
  it('make tiles for allowed makes land on that make', () => {
    fc.assert(fc.property(fc.constantFrom('Toyota', 'Kia', 'Mercedes-Benz'), (make) => {
      expect(parseSearchUrl(makeTileUrl(make), '', carDealer).refinements.make).toEqual([make])
    }))
  })
  it('body tiles: one per body type with the counts added up, plural only where the word has one', () => {
    expect(bodyTiles({ hatch: 9, hatchback: 4, suv: 30, 'People Mover': 2, peopleMover: 1, cabChassis: 3 })).toEqual([
      { body: 'suv', label: 'SUVs', count: 30 },
      { body: 'hatch', label: 'Hatches', count: 13 },
      { body: 'cabChassis', label: 'Cab Chassis', count: 3 },
      { body: 'peopleMover', label: 'People Movers', count: 3 },
    ])
    expect(bodyTiles({ Naked: 60, Adventure: 50, Cruiser: 40, Sport: 30, Dirt: 20, Scooter: 10, Touring: 5 }).map((t) => t.label))
      .toEqual(['Naked', 'Adventure', 'Cruisers', 'Sport', 'Dirt', 'Scooters', 'Touring'])
    expect(parseSearchUrl(bodyTileUrl(bodyTiles({ hatchback: 2 })[0]!.body), '', carDealer).refinements.body).toEqual(['hatch'])
  })
  it('body tiles keep every car: the tile counts add up to the cars with a body', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom('hatch', 'hatchback', 'Hatchback', 'suv', 'SUV', 'sedan', 'Naked', 'ute'), fc.nat(50)), (bodies) => {
      const tiles = bodyTiles(bodies)
      expect(tiles.reduce((n, t) => n + t.count, 0)).toBe(Object.values(bodies).reduce((n, c) => n + c, 0))
      expect(new Set(tiles.map((t) => t.body)).size).toBe(tiles.length)
      expect(tiles.some((t) => t.body === 'hatchback')).toBe(false)
    }))
  })
  it('preset links: 3+ photos everywhere, the default cities where the tenant has them', () => {
    expect(presetLinks(suburbDealer, 'Cars')).toEqual([
      { id: 'photos', label: 'Cars with 3+ photos', href: '/search/new-used-and-demo-cars?range[photos_count]=3:' },
      { id: 'cities', label: 'Cars in Southport and Nerang', href: '/search/new-used-and-demo-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang' },
    ])
    expect(presetLinks(usedOnlyDealer, 'Cars')).toEqual([{ id: 'photos', label: 'Cars with 3+ photos', href: '/search/used-cars?range[photos_count]=3:' }])
    const back = parseSearchUrl('/search/new-used-and-demo-cars', 'refinementList[city][0]=Southport&refinementList[city][1]=Nerang', suburbDealer)
    expect(back.refinements.city).toEqual(['Southport', 'Nerang'])
  })
})
