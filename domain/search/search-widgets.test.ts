import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ADDRESS_WRITE_DEBOUNCE_MS,
  MENU_FACET_LIMIT,
  MENU_FACET_SHOW_MORE_LIMIT,
  bodyTileUrl,
  bodyTiles,
  citiesUrl,
  makeTileUrl,
  minPhotosUrl,
  presetLinks,
  showMeLabel,
  showMeUrl,
  brandFacets,
  stockLinkUrl,
  stockTiles,
  tenantStockState,
} from './search-widgets.ts'
import { defaultSearchPath } from './search-paths.ts'
import { emptySearchState } from './search-state.ts'
import { parseSearchUrl, withTenantDefaults } from './search-url.ts'
import {
  ALL_CONTEXTS,
  carDealer,
  rentalDealer,
  suburbDealer,
  usedCarListDealer,
  usedOnlyDealer,
} from './testing/contexts.ts'

const readBack = (url: string, ctx: typeof carDealer) => {
  const [path = '', query = ''] = url.split('?', 2)
  return parseSearchUrl(path, query, ctx)
}

describe('search widgets (SPEC §2, §9)', () => {
  it('exact values', () => {
    expect([MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT, ADDRESS_WRITE_DEBOUNCE_MS]).toEqual([10, 20, 400])
    expect(showMeLabel(128, 'Cars')).toBe('Show Me 128 Cars')
    expect(showMeUrl({ ...emptySearchState, ranges: { price: { min: 5000, max: 250000 } }, page: 4 }, carDealer)).toBe(
      '/search/new-used-and-demo-cars?range[price]=5000:250000&sortBy=price_desc',
    )
    expect(makeTileUrl('Mercedes-Benz', carDealer)).toBe('/search/mercedes-benz')
    expect(bodyTileUrl('peopleMover', carDealer)).toBe('/search/people-mover')
    expect(minPhotosUrl(3, carDealer)).toBe('/search/new-used-and-demo-cars?range[photos_count]=3:')
    expect(citiesUrl(['X', 'Y'], carDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[city][0]=X&refinementList[city][1]=Y',
    )
  })
  it('make tiles for allowed makes land on that make', () => {
    fc.assert(
      fc.property(fc.constantFrom('Toyota', 'Kia', 'Mercedes-Benz'), (make) => {
        expect(parseSearchUrl(makeTileUrl(make, carDealer), '', carDealer).refinements.make).toEqual([make])
      }),
    )
  })
  it('tiles follow the path family and allowed makes; the rest goes in the query string with the tenant defaults', () => {
    expect(makeTileUrl('Ford', carDealer)).toBe('/search/new-used-and-demo-cars?refinementList[make][0]=Ford')
    expect(makeTileUrl('Suzuki', usedCarListDealer)).toBe('/used-car/list?refinementList[make][0]=Suzuki')
    expect(bodyTileUrl('suv', rentalDealer)).toBe('/find/rental-cars?refinementList[body][0]=suv')
    expect(makeTileUrl('Kia', suburbDealer)).toBe(
      '/search/kia?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&utm_source=nav',
    )
    expect(stockLinkUrl({}, suburbDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&utm_source=nav',
    )
  })
  it('every tile opens the tenant stock state refined by its make or body, on every tenant shape', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_CONTEXTS),
        fc.constantFrom('Toyota', 'Kia', 'Ford', 'Land Rover'),
        fc.constantFrom('suv', 'peopleMover', 'hatch'),
        (ctx, make, body) => {
          const base = tenantStockState(ctx)
          expect(readBack(makeTileUrl(make, ctx), ctx)).toEqual({
            ...base,
            refinements: { ...base.refinements, make: [make] },
          })
          expect(readBack(bodyTileUrl(body, ctx), ctx)).toEqual({
            ...base,
            refinements: { ...base.refinements, body: [body] },
          })
          expect(stockLinkUrl({}, ctx)).toBe(withTenantDefaults(defaultSearchPath(ctx), ctx))
        },
      ),
    )
  })
  it('stock tiles: counts from the facets of the stock state, most stocked first; a make-branded site shows its make only', () => {
    const facets = { make: { Kia: 4, Toyota: 9, Ford: 0 }, body: { suv: 7, hatch: 2, hatchback: 1 } }
    expect(stockTiles(carDealer, { total: 13, facets })).toEqual({
      count: 13,
      href: '/search/new-used-and-demo-cars',
      makes: [
        { key: 'Toyota', label: 'Toyota', href: '/search/toyota', count: 9 },
        { key: 'Kia', label: 'Kia', href: '/search/kia', count: 4 },
      ],
      bodies: [
        { key: 'suv', label: 'SUVs', href: '/search/suv', count: 7 },
        { key: 'hatch', label: 'Hatches', href: '/search/hatch', count: 3 },
      ],
    })
    const nissanSite = { ...carDealer, search: { ...carDealer.search, make_refinement: 'Nissan' } }
    expect(
      stockTiles(nissanSite, { total: 5, facets: { make: { Nissan: 5, Mazda: 30 } } }).makes.map((t) => t.key),
    ).toEqual(['Nissan'])
    expect(brandFacets({ make: { Nissan: 5, nissan: 1, Mazda: 30 }, body: { suv: 3 } }, nissanSite)).toEqual({
      make: { Nissan: 5, nissan: 1 },
      body: { suv: 3 },
    })
    const facets2 = { make: { Mazda: 1 } }
    expect(brandFacets(facets2, carDealer)).toBe(facets2)
  })
  it('body tiles: one per body type with the counts added up, plural only where the word has one', () => {
    expect(bodyTiles({ hatch: 9, hatchback: 4, suv: 30, 'People Mover': 2, peopleMover: 1, cabChassis: 3 })).toEqual([
      { body: 'suv', label: 'SUVs', count: 30 },
      { body: 'hatch', label: 'Hatches', count: 13 },
      { body: 'cabChassis', label: 'Cab Chassis', count: 3 },
      { body: 'peopleMover', label: 'People Movers', count: 3 },
    ])
    expect(
      bodyTiles({ Naked: 60, Adventure: 50, Cruiser: 40, Sport: 30, Dirt: 20, Scooter: 10, Touring: 5 }).map(
        (t) => t.label,
      ),
    ).toEqual(['Naked', 'Adventure', 'Cruisers', 'Sport', 'Dirt', 'Scooters', 'Touring'])
    expect(
      parseSearchUrl(bodyTileUrl(bodyTiles({ hatchback: 2 })[0]!.body, carDealer), '', carDealer).refinements.body,
    ).toEqual(['hatch'])
  })
  it('body tiles keep every car: the tile counts add up to the cars with a body', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('hatch', 'hatchback', 'Hatchback', 'suv', 'SUV', 'sedan', 'Naked', 'ute'),
          fc.nat(50),
        ),
        (bodies) => {
          const tiles = bodyTiles(bodies)
          expect(tiles.reduce((n, t) => n + t.count, 0)).toBe(Object.values(bodies).reduce((n, c) => n + c, 0))
          expect(new Set(tiles.map((t) => t.body)).size).toBe(tiles.length)
          expect(tiles.some((t) => t.body === 'hatchback')).toBe(false)
        },
      ),
    )
  })
  it('preset links: 3+ photos everywhere, the default cities where the tenant has them', () => {
    expect(presetLinks(suburbDealer, 'Cars')).toEqual([
      { id: 'photos', label: 'Cars with 3+ photos', href: '/search/new-used-and-demo-cars?range[photos_count]=3:' },
      {
        id: 'cities',
        label: 'Cars in Southport and Nerang',
        href: '/search/new-used-and-demo-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang',
      },
    ])
    expect(presetLinks(usedOnlyDealer, 'Cars')).toEqual([
      { id: 'photos', label: 'Cars with 3+ photos', href: '/search/used-cars?range[photos_count]=3:' },
    ])
    expect(presetLinks(usedOnlyDealer, 'Cars')).toBe(presetLinks(usedOnlyDealer, 'Cars'))
    expect(presetLinks(usedOnlyDealer, 'Vans')).toEqual([
      { id: 'photos', label: 'Vans with 3+ photos', href: '/search/used-cars?range[photos_count]=3:' },
    ])
    const back = parseSearchUrl(
      '/search/new-used-and-demo-cars',
      'refinementList[city][0]=Southport&refinementList[city][1]=Nerang',
      suburbDealer,
    )
    expect(back.refinements.city).toEqual(['Southport', 'Nerang'])
  })
})
