import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { siteWording } from '../tenancy/wording.ts'
import { rangeText } from '../locale/range-text.ts'
import { bodyTypeLabel } from '../cars/body-types.ts'

// The listing's labels as a shopper reads them; its facets and compacted answer are domain rules
// (domain/search/listing-facets.ts, compact-response.ts).

/** Range sliders besides price (whose bounds are the domain's slider constants). */
export const LISTING_RANGES = [
  { field: 'year', label: 'Year', step: 1 },
  { field: 'km', label: 'Kilometres', step: 1000 },
] as const

const capitalised = (text: string) => (text === '' ? text : text[0]!.toUpperCase() + text.slice(1))

export const WEEKLY_BAND_LABELS: Readonly<Record<string, string>> = {
  'under-100': 'Under $100',
  '100-125': rangeText('$100', '$125'),
  '125-150': rangeText('$125', '$150'),
  '150-175': rangeText('$150', '$175'),
  '175-plus': '$175 plus',
}

/** How a facet value is shown in menus and chips (the value itself is what goes in the URL). */
export function facetValueLabel(facet: string, value: string, site: PublicSite): string {
  if (facet === 'car_type') return siteWording(site, capitalised(value))
  if (facet === 'body') return bodyTypeLabel(value)
  if (facet === 'seats') return `${value} seats`
  if (facet === 'weekly_price_range') return `${WEEKLY_BAND_LABELS[value] ?? value} per week`
  return value
}
