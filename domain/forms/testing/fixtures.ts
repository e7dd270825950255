import type { SiteConfig } from '../../tenancy/site-config.schema.ts'
import { makeSite, type SiteOverrides } from '../../tenancy/site.fixture.ts'
import type { Car } from '../../cars/car.schema.ts'
import { makeCar } from '../../cars/car.fixture.ts'
import type { Location } from '../../locations/location.schema.ts'
import type { Dealership } from '../../tenancy/dealership.schema.ts'
import { makeDealership } from '../../tenancy/dealership.fixture.ts'
import { makeLocation } from '../../locations/location.fixture.ts'

/** Test support shared by the forms, leads and links tests: decoded through the real schema so defaults apply. */

export const location = (over: Partial<Location> = {}): Location =>
  makeLocation('Springwood', '4127', { dealership_id: 10, ...over })

export const dealership = (over: Partial<Dealership> = {}): Dealership =>
  makeDealership('springwood-motors', 10, { name: 'Springwood Motors', ...over })

/** Springwood Motors, one dealership at one location, on the shared site fixture. */
export const site = (over: SiteOverrides = {}): SiteConfig =>
  makeSite({
    id: 7,
    dealership_id: 10,
    name: 'Springwood Motors',
    slug: 'springwood-motors',
    url: 'https://springwoodmotors.com.au',
    domain_name: 'springwoodmotors.com.au',
    theme: { primary: '#000', secondary: '#fff' },
    dealerships: [dealership()],
    locations: [location()],
    ...over,
  })

export const car = (over: Partial<Car> = {}): Car =>
  makeCar({
    slug: '2021-toyota-corolla-ascent-car-1',
    name: '2021 Toyota Corolla Ascent',
    stocknum: 'ST123',
    rego: '123ABC',
    badge: 'Ascent',
    year: 2021,
    km: 30000,
    price: 25990,
    created_at: '2024-01-01',
    created_at_timestamp: 1704067200000,
    reservable: true,
    simple_fuel: null,
    fuel: null,
    simple_body: null,
    simple_drive: null,
    simple_transmission: null,
    colour: null,
    dealership_id: 10,
    dealership_slug: 'springwood-motors',
    location_name: 'Springwood',
    city: 'Springwood',
    location: null,
    ...over,
  })
