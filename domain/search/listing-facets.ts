import type { MenuFacet } from './search-state.ts'

/** The menu filters a listing page shows, in order ('car_type' is the state's car types). */
export const LISTING_MENUS: ReadonlyArray<{ readonly facet: MenuFacet | 'car_type'; readonly label: string }> = [
  { facet: 'car_type', label: 'Condition' },
  { facet: 'make', label: 'Make' },
  { facet: 'model', label: 'Model' },
  { facet: 'body', label: 'Body type' },
  { facet: 'fuel', label: 'Fuel' },
  { facet: 'transmission', label: 'Transmission' },
  { facet: 'drive', label: 'Drive' },
  { facet: 'seats', label: 'Seats' },
  { facet: 'colour', label: 'Colour' },
  { facet: 'location_name', label: 'Location' },
  { facet: 'city', label: 'Suburb' },
]

/** Every facet a listing page asks for. */
export const LISTING_FACETS: ReadonlyArray<string> = [
  ...LISTING_MENUS.map((m) => m.facet), 'weekly_price_range', 'price', 'year', 'km', 'status',
]
