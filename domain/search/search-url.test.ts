import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { formatSearchUrl, parseSearchUrl, searchUrlsByPage, withTenantDefaults } from './search-url.ts'
import { isListingPath } from './search-paths.ts'
import type { SearchState } from './search-state.ts'
import {
  CAR_TYPES,
  MAX_PAGE,
  MENU_FACETS,
  URL_RANGE_FIELDS,
  WEEKLY_BANDS,
  emptySearchState,
  normalizeSearchState,
} from './search-state.ts'
import { SORT_OPTIONS } from './search-request.schema.ts'
import {
  ALL_CONTEXTS,
  carDealer,
  rentalDealer,
  rvDealer,
  subscriptionDealer,
  suburbDealer,
  truckDealer,
  usedCarListDealer,
  usedOnlyDealer,
} from './testing/contexts.ts'
import { typedText } from './testing/typed-text.ts'
import { anyCodePoint } from '../kernel/testing/any-code-point.ts'

const s = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState, ...patch })
const roundTrip = (url: string, ctx = carDealer) => {
  const [path = '', query = ''] = url.split('?')
  return parseSearchUrl(path, query, ctx)
}

describe('listing paths (SPEC §2)', () => {
  it('default path per tenant', () => {
    expect(formatSearchUrl(emptySearchState, carDealer)).toBe('/search/new-used-and-demo-cars')
    expect(formatSearchUrl(emptySearchState, truckDealer)).toBe('/search/new-used-and-demo-trucks')
    expect(formatSearchUrl(emptySearchState, rvDealer)).toBe('/search/rv-vehicles')
    expect(formatSearchUrl(emptySearchState, subscriptionDealer)).toBe('/search/subscription-cars')
    expect(formatSearchUrl(emptySearchState, usedOnlyDealer)).toBe('/search/used-cars')
    expect(formatSearchUrl(emptySearchState, usedCarListDealer)).toBe('/used-car/list')
    expect(formatSearchUrl(emptySearchState, rentalDealer)).toBe('/find/rental-cars')
  })

  it('car types shape the path', () => {
    expect(formatSearchUrl(s({ carTypes: ['used'] }), carDealer)).toBe('/search/used-cars')
    expect(formatSearchUrl(s({ carTypes: ['new'] }), carDealer)).toBe('/search/new-cars')
    expect(formatSearchUrl(s({ carTypes: ['demo'] }), carDealer)).toBe('/search/demo-cars')
    expect(formatSearchUrl(s({ carTypes: ['demo', 'new'] }), carDealer)).toBe('/search/new-and-demo-cars')
    expect(formatSearchUrl(s({ carTypes: ['new', 'used'] }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[car_type][0]=new&refinementList[car_type][1]=used',
    )
    expect(parseSearchUrl('/search/new-and-demo-cars', '', carDealer).carTypes).toEqual(['new', 'demo'])
    expect(parseSearchUrl('/search/used-cars/', '', carDealer).carTypes).toEqual(['used'])
  })

  it('the default path means no filter, so a type path equal to it moves to the query string', () => {
    expect(parseSearchUrl('/search/used-cars', '', usedOnlyDealer)).toEqual(emptySearchState)
    expect(formatSearchUrl(s({ carTypes: ['used'] }), usedOnlyDealer)).toBe(
      '/search/used-cars?refinementList[car_type][0]=used',
    )
  })

  it('make and model enter the path only for allowed makes', () => {
    expect(formatSearchUrl(s({ refinements: { make: ['Toyota'] } }), carDealer)).toBe('/search/toyota')
    expect(formatSearchUrl(s({ refinements: { make: ['Toyota'], model: ['Land Cruiser'] } }), carDealer)).toBe(
      '/search/toyota/land-cruiser',
    )
    expect(formatSearchUrl(s({ refinements: { make: ['Mercedes-Benz'] } }), carDealer)).toBe('/search/mercedes-benz')
    expect(formatSearchUrl(s({ refinements: { make: ['Ford'] } }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Ford',
    )
    expect(formatSearchUrl(s({ refinements: { make: ['Kia'], model: ['Stinger'] } }), carDealer)).toBe(
      '/search/kia?refinementList[model][0]=Stinger',
    )
    expect(formatSearchUrl(s({ refinements: { make: ['Toyota'] }, carTypes: ['used'] }), carDealer)).toBe(
      '/search/toyota?refinementList[car_type][0]=used',
    )
    expect(parseSearchUrl('/search/toyota/land-cruiser', '', carDealer).refinements).toEqual({
      make: ['Toyota'],
      model: ['Land Cruiser'],
    })
    expect(parseSearchUrl('/search/ford', '', carDealer)).toEqual(emptySearchState)
    // path_makes empty: every make in stock is allowed
    expect(formatSearchUrl(s({ refinements: { make: ['Kia'], model: ['Sorento'] } }), suburbDealer)).toBe(
      '/search/kia/sorento',
    )
  })

  it('body tiles and landing pages', () => {
    expect(formatSearchUrl(s({ refinements: { body: ['suv'] } }), carDealer)).toBe('/search/suv')
    expect(formatSearchUrl(s({ refinements: { body: ['peopleMover'] } }), carDealer)).toBe('/search/people-mover')
    expect(parseSearchUrl('/search/cars-under-150-per-week', '', carDealer).ranges).toEqual({
      weekly_price_range: { min: null, max: 150 },
    })
    expect(parseSearchUrl('/search/100-to-150-per-week', '', carDealer).ranges).toEqual({
      weekly_price_range: { min: 100, max: 150 },
    })
    expect(parseSearchUrl('/search/175-plus-per-week', '', carDealer).ranges).toEqual({
      weekly_price_range: { min: 175, max: null },
    })
    expect(parseSearchUrl('/search/7-seater-cars', '', carDealer).refinements).toEqual({ seats: ['7'] })
    expect(formatSearchUrl(s({ ranges: { weekly_price_range: { min: null, max: 150 } } }), carDealer)).toBe(
      '/search/cars-under-150-per-week',
    )
    expect(formatSearchUrl(s({ ranges: { weekly_price_range: { min: 100, max: 150 } } }), carDealer)).toBe(
      '/search/100-to-150-per-week',
    )
    expect(formatSearchUrl(s({ ranges: { weekly_price_range: { min: 175, max: null } } }), carDealer)).toBe(
      '/search/175-plus-per-week',
    )
    expect(formatSearchUrl(s({ refinements: { seats: ['7'] } }), carDealer)).toBe('/search/7-seater-cars')
  })
})

describe('query string (SPEC §2)', () => {
  it('menu filters, ranges, weekly bands, sort, page', () => {
    expect(formatSearchUrl(s({ refinements: { city: ['Southport', 'Nerang'] } }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang',
    )
    expect(formatSearchUrl(s({ ranges: { price: { min: 5000, max: 250000 } } }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?range[price]=5000:250000',
    )
    expect(formatSearchUrl(s({ ranges: { photos_count: { min: 3, max: null } } }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?range[photos_count]=3:',
    )
    expect(formatSearchUrl(s({ weekly: ['125-150', '100-125'] }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?weekly[0]=100-125&weekly[1]=125-150',
    )
    expect(formatSearchUrl(s({ page: 1 }), carDealer)).toBe('/search/new-used-and-demo-cars')
    expect(formatSearchUrl(s({ page: 3, sort: 'price_desc', query: 'red ute & co' }), carDealer)).toBe(
      '/search/new-used-and-demo-cars?query=red%20ute%20%26%20co&sortBy=price_desc&page=3',
    )
  })

  it('prices lose currency symbols and commas', () => {
    expect(parseSearchUrl('/search/used-cars', 'range[price]=$5,000:$250,000', carDealer).ranges.price).toEqual({
      min: 5000,
      max: 250000,
    })
    expect(parseSearchUrl('/search/used-cars', 'range[price]=%245%2C000%3A', carDealer).ranges.price).toEqual({
      min: 5000,
      max: null,
    })
  })

  it('array values past index 98 are dropped (URL array limit 99)', () => {
    const state = parseSearchUrl(
      '/search',
      'refinementList[make][98]=A&refinementList[make][99]=B&refinementList[make][100000]=C',
      carDealer,
    )
    expect(state.refinements.make).toEqual(['A'])
    const many = Array.from({ length: 120 }, (_, i) => `m${i}`)
    const url = formatSearchUrl(s({ refinements: { make: many } }), carDealer)
    expect(url).toContain('refinementList[make][98]=m98')
    expect(url).not.toContain('m99')
  })

  it('tenant defaults are appended only when there is no query string', () => {
    expect(withTenantDefaults('/search/new-used-and-demo-cars', suburbDealer)).toBe(
      '/search/new-used-and-demo-cars?refinementList[city][0]=Southport&refinementList[city][1]=Nerang&utm_source=nav',
    )
    expect(withTenantDefaults('/search/new-used-and-demo-cars?page=2', suburbDealer)).toBe(
      '/search/new-used-and-demo-cars?page=2',
    )
    expect(withTenantDefaults('/search/new-used-and-demo-cars', carDealer)).toBe('/search/new-used-and-demo-cars')
    expect(
      roundTrip(withTenantDefaults('/search/new-used-and-demo-cars', suburbDealer), suburbDealer).refinements.city,
    ).toEqual(['Southport', 'Nerang'])
  })
})

const text = typedText(
  [
    'Toyota',
    'Kia',
    'Ford',
    'Land Cruiser',
    'Corolla',
    'Sorento',
    'suv',
    'peopleMover',
    '7',
    'a&b=c',
    '100%',
    '+ +',
    '[0]',
    '%E0%A4%A',
  ],
  { unit: 'grapheme', maxLength: 12 },
)
const amount = fc.oneof(fc.integer({ min: -1000, max: 300000 }), fc.double({ noNaN: true }), fc.constant(null))
const stateArb: fc.Arbitrary<SearchState> = fc.record({
  query: text,
  refinements: fc.dictionary(
    fc.constantFrom(...MENU_FACETS),
    fc.oneof(
      { weight: 9, arbitrary: fc.array(text, { maxLength: 3 }) },
      { weight: 1, arbitrary: fc.array(text, { maxLength: 120 }) },
    ),
  ),
  ranges: fc.dictionary(fc.constantFrom(...URL_RANGE_FIELDS), fc.record({ min: amount, max: amount })),
  weekly: fc.subarray([...WEEKLY_BANDS]).chain((bands) => fc.shuffledSubarray(bands, { minLength: bands.length })),
  sort: fc.constantFrom(...SORT_OPTIONS),
  page: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -5, max: MAX_PAGE + 5 })),
  carTypes: fc.shuffledSubarray([...CAR_TYPES]),
}) as fc.Arbitrary<SearchState>

describe('codec properties', () => {
  it('every address the codec writes is a listing page of its tenant; unknown slugs and makes are not', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ALL_CONTEXTS), (raw, ctx) => {
        const path = formatSearchUrl(normalizeSearchState(raw), ctx).split('?')[0] ?? ''
        expect(isListingPath(path, ctx)).toBe(true)
      }),
      { numRuns: 300 },
    )
    for (const ctx of [carDealer, usedOnlyDealer]) {
      for (const path of ['/search/zzz', '/search/used-cars/toyota', '/search/toyota/zzz', '/search/a/b/c'])
        expect(isListingPath(path, ctx), path).toBe(false)
      for (const path of [
        '/search/used-cars',
        '/search/cars-under-100-per-week',
        '/search/suv',
        '/search/7-seater-cars',
      ])
        expect(isListingPath(path, ctx), path).toBe(true)
    }
    expect(isListingPath('/find/zzz', rentalDealer)).toBe(false)
    expect(isListingPath('/find/rental-cars', rentalDealer)).toBe(true)
    // a tenant whose listings live elsewhere still lists its stock at SPEC §2's /search paths, not at unknown ones
    expect(isListingPath('/search/new-used-and-demo-cars', rentalDealer)).toBe(true)
    expect(isListingPath('/search/zzz', rentalDealer)).toBe(false)
    // and lists there what the path names, not all of its stock
    expect(parseSearchUrl('/search/suv', '', rentalDealer).refinements.body).toEqual(['suv'])
    expect(parseSearchUrl('/search/used-cars', '', usedCarListDealer).carTypes).toEqual(['used'])
    expect(parseSearchUrl('/search/cars-under-100-per-week', '', rentalDealer).ranges.weekly_price_range).toEqual({
      min: null,
      max: 100,
    })
  })

  it('parse(format(s)) equals s for every valid state, on every tenant', () => {
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ALL_CONTEXTS), (raw, ctx) => {
        const state = normalizeSearchState(raw)
        const url = formatSearchUrl(state, ctx)
        expect(roundTrip(url, ctx)).toEqual(state)
      }),
      { numRuns: 500 },
    )
  })

  it('property: a context asked many times gives each state the address a fresh context gives it', () => {
    // the path a state takes is remembered per context; a copy of the context has nothing remembered yet
    fc.assert(
      fc.property(
        fc.array(stateArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...ALL_CONTEXTS),
        (states, ctx) => {
          for (const state of [...states, ...states])
            expect(formatSearchUrl(state, ctx)).toBe(formatSearchUrl(state, { ...ctx }))
        },
      ),
      { numRuns: 300 },
    )
  })

  it("property: each page's address of a state, worked out once per state, is formatSearchUrl's", () => {
    const page = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constantFrom(MAX_PAGE, MAX_PAGE + 1, 1.5, Number.NaN))
    fc.assert(
      fc.property(stateArb, fc.constantFrom(...ALL_CONTEXTS), fc.array(page, { maxLength: 6 }), (state, ctx, pages) => {
        const byPage = searchUrlsByPage(state, ctx)
        for (const p of pages) expect(byPage(p)).toBe(formatSearchUrl({ ...state, page: p }, ctx))
      }),
      { numRuns: 300 },
    )
  })

  it('any address parses to a valid state without throwing', () => {
    const piece = fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 30 }),
      fc.constantFrom(
        'refinementList[make][0]=',
        'refinementList[make][999999999999]=x',
        'range[price]=',
        'range[price]=1e999:',
        'range[km]=::',
        'page=99999999999999999999',
        'page=-1',
        'sortBy=__proto__',
        'refinementList[__proto__][0]=x',
        'refinementList[constructor][0]=y',
        '%',
        '%%',
        '"',
        "'",
        '&&&',
        '=',
        'weekly[0]=100-125',
        'weekly[200]=175-plus',
        'range[price]=$1,000,000:',
      ),
      // a very long query: a drawn run of printable characters repeated to the length (drawn one character at a
      // time, the long string is most of the property's work)
      fc
        .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
        .map((v) => `query=${v.repeat(Math.ceil(10_000 / v.length)).slice(0, 10_000)}`),
      fc.integer({ min: 90, max: 150 }).map((i) => `refinementList[city][${i}]=c${i}`),
    )
    const search = fc.array(piece, { maxLength: 12 }).map((ps) => ps.join('&'))
    const path = typedText(
      [
        '/search/cars-under-99999999999999999999-per-week',
        '/search/%E0',
        '/search/toyota/%ZZ',
        '/search/1-to-2-per-week',
      ],
      { unit: anyCodePoint, maxLength: 40 },
    )
    fc.assert(
      fc.property(path, search, fc.constantFrom(...ALL_CONTEXTS), (p, q, ctx) => {
        const state = parseSearchUrl(p, q, ctx)
        expect(normalizeSearchState(state)).toEqual(state)
        expect(roundTrip(formatSearchUrl(state, ctx), ctx)).toEqual(state)
      }),
      { numRuns: 300 },
    )
  })
})
