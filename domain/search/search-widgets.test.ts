import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ADDRESS_WRITE_DEBOUNCE_MS, MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT, bodyTileUrl, citiesUrl, makeTileUrl, minPhotosUrl, showMeLabel, showMeUrl,
} from './search-widgets.ts'
import { emptySearchState } from './search-state.ts'
import { parseSearchUrl } from './search-url.ts'
import { carDealer } from './testing/contexts.ts'

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
})
