import type { SearchResponse } from '@domain/search/search-request.schema.ts'
import type { MenuFacet } from '@domain/search/search-state.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { siteWording } from '@domain/tenancy/wording.ts'

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

/** Range sliders besides price (whose bounds are the domain's slider constants). */
export const LISTING_RANGES = [
  { field: 'year', label: 'Year', step: 1 },
  { field: 'km', label: 'Kilometres', step: 1000 },
] as const

/** Facets with numbers for values: only their stats are needed, so their long distributions are dropped. */
export const NUMERIC_FACETS: ReadonlySet<string> = new Set(['price', 'subscription_price', 'km', 'year'])

/** Every facet a listing page asks for. */
export const LISTING_FACETS: ReadonlyArray<string> = [
  ...LISTING_MENUS.map((m) => m.facet), 'weekly_price_range', 'price', 'year', 'km', 'status',
]

/** The answer without the numeric facets' value-by-value counts (stats stay): a smaller payload, same meaning to the page. */
export function compactResponse(response: SearchResponse): SearchResponse {
  const facetDistribution = Object.fromEntries(Object.entries(response.facetDistribution).filter(([facet]) => !NUMERIC_FACETS.has(facet)))
  return { ...response, facetDistribution }
}

const BODY_LABELS: Readonly<Record<string, string>> = {
  suv: 'SUV', '4x4': '4x4', cabChassis: 'Cab Chassis', peopleMover: 'People Mover', lightTruck: 'Light Truck',
  stationWagon: 'Station Wagon', softtop: 'Soft Top', hardtop: 'Hard Top', ute: 'Ute',
}

const capitalised = (text: string) => (text === '' ? text : text[0]!.toUpperCase() + text.slice(1))

/** A body type as a shopper reads it: peopleMover → People Mover, suv → SUV. */
export const bodyLabel = (body: string): string => BODY_LABELS[body] ?? capitalised(body.replace(/([a-z])([A-Z])/g, '$1 $2'))

export const WEEKLY_BAND_LABELS: Readonly<Record<string, string>> = {
  'under-100': 'Under $100', '100-125': '$100 – $125', '125-150': '$125 – $150', '150-175': '$150 – $175', '175-plus': '$175 plus',
}

/** How a facet value is shown in menus and chips (the value itself is what goes in the URL). */
export function facetValueLabel(facet: string, value: string, site: SiteConfig): string {
  if (facet === 'car_type') return siteWording(site, capitalised(value))
  if (facet === 'body') return bodyLabel(value)
  if (facet === 'seats') return `${value} seats`
  if (facet === 'weekly_price_range') return `${WEEKLY_BAND_LABELS[value] ?? value} per week`
  return value
}
