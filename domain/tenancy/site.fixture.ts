import fc from 'fast-check'
import { decodeOrThrow } from '../kernel/decode.ts'
import { SiteConfig, type SiteConfigInput } from './site-config.schema.ts'
import { makeDealership } from './dealership.fixture.ts'
import { makeLocation } from '../locations/location.fixture.ts'

/**
 * A minimal valid site, decoded through the SiteConfig schema so every default applies.
 * Overrides are deep-merged (plain objects merge, arrays and scalars replace).
 */
export type SiteOverrides = DeepPartial<SiteConfigInput>
type DeepPartial<T> =
  T extends ReadonlyArray<unknown> ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T

const BASE: SiteConfigInput = {
  id: 1,
  dealership_id: 1,
  name: 'Demo Motors',
  slug: 'demo-motors',
  url: 'https://demo-motors.example',
  domain_name: 'demo-motors.example',
  template: 'car',
  logo: { primary: '/logo.svg' },
  theme: { primary: '#123456', secondary: '#ffffff' },
  dealerships: [makeDealership('demo-motors', 1, { name: 'Demo Motors' })],
  locations: [makeLocation('Brisbane', '4000')],
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function deepMerge(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over
  const out: Record<string, unknown> = { ...base }
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v)
  return out
}

export function makeSite(overrides: SiteOverrides = {}): SiteConfig {
  return decodeOrThrow(SiteConfig, deepMerge(BASE, overrides), 'makeSite')
}

/** Arbitrary sites over the switches that stock, tag and price rules read. */
export const arbSite: fc.Arbitrary<SiteConfig> = fc
  .record({
    level: fc.integer({ min: 0, max: 14 }),
    used_only: fc.boolean(),
    include_sold_cars_days: fc.constantFrom(0, 1, 3, 7),
    excluded_makes: fc.array(
      fc.record({
        make: fc.constantFrom('Nissan', 'Mazda', 'Suzuki', 'RAM', 'Ford', 'Mercedes Benz', 'GWM Haval'),
        car_types: fc.subarray(['new', 'used', 'demo'] as const),
        under_km: fc.constantFrom(null, 3000),
      }),
      { maxLength: 2 },
    ),
    excluded_location_ids: fc.subarray([1, 2, 3]),
    default_sort: fc.constantFrom('custom_rank:desc', 'created_at_timestamp:desc', 'price:asc', 'price:desc' as const),
    price_ascending_requires_price: fc.boolean(),
  })
  .map(({ default_sort, price_ascending_requires_price, ...inventory }) =>
    makeSite({
      inventory: {
        ...inventory,
        excluded_makes: inventory.excluded_makes.map((m) => ({ ...m, car_types: [...m.car_types] })),
      },
      search: { default_sort, price_ascending_requires_price },
    }),
  )
