// Plain constants (no Schema import), so browser code that only needs the facet names stays small.

/** Every facet of SPEC §3 Search facets. */
export const FACETS = [
  'status',
  'badge',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'km',
  'location_name',
  'make',
  'make_model',
  'model',
  'price',
  'price_range',
  'subscription_price',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'year',
] as const
export type Facet = (typeof FACETS)[number]

export const RANGE_FACETS = ['price', 'subscription_price', 'km', 'year', 'price_range', 'weekly_price_range'] as const
export type RangeFacet = (typeof RANGE_FACETS)[number]

export const SORT_OPTIONS = ['relevance', 'latest', 'price_desc', 'price_asc'] as const
