import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeSite } from '../tenancy/site.fixture.ts'
import { emptySearchState, normalizeSearchState, type SearchState } from './search-state.ts'
import { searchUrlContext } from './search-paths.ts'
import { formatSearchUrl } from './search-url.ts'
import { isIndexable } from './listing-data.ts'
import { activeFilters, clearedState, listingHeading } from './active-filters.ts'
import { listingSearch } from './listing-key.ts'

const site = makeSite()
const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState, ...patch })

describe('isIndexable', () => {
  it('indexes canonical path pages, also their later pages', () => {
    expect(isIndexable('/search/used-cars', '/search/used-cars')).toBe(true)
    expect(isIndexable('/search/used-cars/', '/search/used-cars')).toBe(true)
    expect(isIndexable('/search/toyota?page=2', '/search/toyota?page=2')).toBe(true)
  })
  it('does not index query-string filters, sorts or aliases of another address', () => {
    expect(isIndexable('/search/toyota?sortBy=latest', '/search/toyota?sortBy=latest')).toBe(false)
    expect(
      isIndexable('/search/used-cars?refinementList[make][0]=Kia', '/search/used-cars?refinementList[make][0]=Kia'),
    ).toBe(false)
    expect(isIndexable('/search', '/search/new-used-and-demo-cars')).toBe(false)
    expect(
      isIndexable('/search/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=used', '/search/used-cars'),
    ).toBe(false)
  })
})

describe('activeFilters', () => {
  it('lists each filter with the state that lacks it (page back to 1)', () => {
    const s = state({
      query: 'sr5',
      carTypes: ['used'],
      refinements: { make: ['Toyota', 'Kia'] },
      ranges: { price: { min: 5000, max: 20000 } },
      weekly: ['100-125'],
      page: 3,
    })
    const chips = activeFilters(s, site)
    expect(chips.map((c) => c.label)).toEqual([
      'Keyword: sr5',
      'Condition: Used',
      'Make: Toyota',
      'Make: Kia',
      'Price: $5,000 to $20,000',
      'Weekly: $100 to $125 per week',
    ])
    expect(chips[2]?.without.refinements.make).toEqual(['Kia'])
    for (const chip of chips) expect(chip.without.page).toBe(1)
  })
  it('says pre-owned where the tenant does', () => {
    const preOwned = makeSite({ wording: { used: 'pre-owned' } })
    expect(activeFilters(state({ carTypes: ['used'] }), preOwned)[0]?.label).toBe('Condition: Pre-owned')
  })
  it('removing every chip one by one reaches the cleared state', () => {
    const arbState = fc.record({
      query: fc.constantFrom('', 'hilux'),
      carTypes: fc.subarray(['new', 'used', 'demo'] as const),
      refinements: fc.record({ make: fc.subarray(['Toyota', 'Kia', 'Mazda']), body: fc.subarray(['suv', 'ute']) }),
      ranges: fc.constantFrom({}, { price: { min: 5000, max: null } }, { year: { min: 2018, max: 2022 } }),
      weekly: fc.subarray(['under-100', '175-plus'] as const),
      sort: fc.constantFrom('relevance', 'latest') as fc.Arbitrary<SearchState['sort']>,
      page: fc.integer({ min: 1, max: 4 }),
    })
    fc.assert(
      fc.property(arbState, (s) => {
        // a state with no chip has nothing to remove (and no reason to leave its page)
        fc.pre(activeFilters(s, site).length > 0)
        let current: SearchState = s
        for (let guard = 0; guard < 30; guard++) {
          const chips = activeFilters(current, site)
          if (chips.length === 0) break
          current = chips[0]!.without
        }
        expect(normalizeSearchState(current)).toEqual(normalizeSearchState({ ...clearedState(s), page: 1 }))
      }),
    )
  })
})

describe('listingHeading', () => {
  it('names car types, make and model with the template plural', () => {
    expect(
      listingHeading(state({ carTypes: ['used'], refinements: { make: ['Toyota'], model: ['Corolla'] } }), site),
    ).toBe('Used Toyota Corolla Cars')
    expect(listingHeading(state({}), makeSite({ template: 'motorcycle' }))).toBe('Motorcycles')
    expect(listingHeading(state({ carTypes: ['used'] }), makeSite({ wording: { used: 'pre-owned' } }))).toBe(
      'Pre-owned Cars',
    )
  })

  it('body-type and seat pages name what they list; a make named for its vehicles does not repeat the word', () => {
    expect(listingHeading(state({ refinements: { body: ['suv'] } }), site)).toBe('SUVs')
    expect(listingHeading(state({ refinements: { seats: ['7'] } }), site)).toBe('7 Seater Cars')
    const trucks = makeSite({ template: 'trucks' })
    expect(listingHeading(state({ refinements: { make: ['Mercedes-Benz Trucks'] } }), trucks)).toBe(
      'Mercedes-Benz Trucks',
    )
    expect(listingHeading(state({ refinements: { body: ['lightTruck'] } }), trucks)).toBe('Light Trucks')
  })

  it('weekly landing pages name their weekly amount, as their address does', () => {
    const weekly = (min: number | null, max: number | null) => state({ ranges: { weekly_price_range: { min, max } } })
    expect(listingHeading(weekly(null, 100), site)).toBe('Cars under $100 per week')
    expect(listingHeading(weekly(100, 125), makeSite({ template: 'rv' }))).toBe('RVs $100 to $125 per week')
    expect(listingHeading(weekly(175, null), site)).toBe('Cars $175 plus per week')
    expect(listingHeading(state({ weekly: ['150-175'] }), site)).toBe('Cars $150 to $175 per week')
    expect(listingHeading(state({ weekly: ['150-175', '175-plus'] }), site)).toBe('Cars')
  })
})

describe('listingSearch', () => {
  it('keeps only the codec keys, so tracking parameters neither refetch nor split the cache', () => {
    expect(
      listingSearch({ utm_source: 'x', gclid: 'y', page: 2, 'refinementList[make][0]': 'Kia', sortBy: 'latest' }),
    ).toBe('page=2&refinementList%5Bmake%5D%5B0%5D=Kia&sortBy=latest')
  })
  it('reads back through the codec as the same listing', () => {
    const ctx = searchUrlContext(site)
    const s = state({
      refinements: { make: ['Kia'], colour: ['Red'] },
      ranges: { price: { min: 5000, max: null } },
      sort: 'latest',
      page: 2,
    })
    const url = formatSearchUrl(s, ctx)
    const query = url.split('?')[1] ?? ''
    const parsed = Object.fromEntries(new URLSearchParams(query))
    expect(listingSearch(parsed)).toBe(new URLSearchParams(query).toString().replace(/\+/g, '%20'))
  })
})
