import fc from 'fast-check'
import type { Car, CarStatus, CarType } from './car.schema.ts'

/**
 * Test fixtures for cars, shared by every domain test. Keep them stable: other suites rely on
 * the defaults below (an in-stock used Toyota at $25,000, listed, created at DAY_0).
 */

/** 2025-01-15T00:00:00Z, a fixed "now" for tests that need one. */
export const DAY_0 = Date.UTC(2025, 0, 15)
export const DAY_MS = 86_400_000

export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 'car-1',
    slug: '2020-toyota-corolla-car-1',
    name: '2020 Toyota Corolla Ascent Sport',
    stocknum: 'ST001',
    vin: null,
    rego: null,
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    series: null,
    year: 2020,
    km: 45_000,
    price: 25_000,
    price_type: null,
    before_price: null,
    subscription_price: null,
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    sold_date_timestamp: null,
    created_at: new Date(DAY_0 - 30 * DAY_MS).toISOString(),
    created_at_timestamp: DAY_0 - 30 * DAY_MS,
    custom_rank: 0,
    reserved: false,
    reservable: null,
    preorder: false,
    tag: null,
    certified: false,
    simple_fuel: 'Petrol',
    fuel: 'Petrol - Unleaded ULP',
    simple_body: 'hatch',
    simple_drive: 'FWD',
    simple_transmission: 'Automatic',
    colour: 'White',
    seats: 5,
    views: 0,
    photos_count: 10,
    dealership_id: 1,
    dealership_slug: 'demo-motors',
    location_id: 1,
    city: 'Brisbane',
    state: 'QLD',
    location: { phone: '07 3000 0000', slug: 'brisbane', distribution_locations: [] },
    primary_image_url: null,
    images: [],
    autograb_data: null,
    finance_lenders: {},
    payment_processors: [],
    has_checkout_payment_processor: false,
    show_on_dealer_website: true,
    carsales_seller_identifier: null,
    ...overrides,
  }
}

const arbStatus: fc.Arbitrary<CarStatus> = fc.constantFrom('in_stock', 'coming_soon', 'sold')
const arbCarType: fc.Arbitrary<CarType> = fc.constantFrom('new', 'used', 'demo')
/** Makes include alias spellings so make rules meet them. */
export const arbMake = fc.constantFrom(
  'Toyota',
  'Nissan',
  'NISSAN',
  'nissan',
  'NiSSan',
  'mercedes benz',
  'Mazda',
  'Ford',
  'Ram',
  'RAM',
  'Suzuki',
  'Mercedes Benz',
  'Mercedes-Benz',
  'Mercedes-Benz Trucks',
  'GWM',
  'Haval',
  'Isuzu Ute',
  'Chevrolet',
  'GMSV',
  'Ssangyong',
  'Hyundai',
)
/** Times within ±20 days of DAY_0, so windows of a few days are crossed both ways. */
export const arbTime = fc.integer({ min: DAY_0 - 20 * DAY_MS, max: DAY_0 + 20 * DAY_MS })
const arbMoney = fc.oneof(
  fc.constant(null),
  fc.constantFrom(0, 10, 11, 200, 201, 500, 501),
  fc.integer({ min: 0, max: 200_000 }),
)

/** Arbitrary cars over the fields that business rules read; the rest come from `makeCar`. */
export const arbCar: fc.Arbitrary<Car> = fc
  .record({
    id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    make: arbMake,
    model: fc.constantFrom('Corolla', 'Navara', 'F-150', '1500', 'D-Max', 'Sprinter', 'Silverado'),
    year: fc.integer({ min: 2000, max: 2026 }),
    km: fc.oneof(fc.constant(null), fc.constantFrom(0, 2999, 3000, 3001), fc.integer({ min: 0, max: 300_000 })),
    price: arbMoney,
    before_price: arbMoney,
    subscription_price: fc.oneof(fc.constant(null), fc.constantFrom(0, 149), fc.integer({ min: 0, max: 2000 })),
    car_type: arbCarType,
    status: arbStatus,
    sold: fc.boolean(),
    sold_date_timestamp: fc.oneof(fc.constant(null), arbTime),
    created_at_timestamp: arbTime,
    reserved: fc.boolean(),
    reservable: fc.constantFrom(null, true, false),
    preorder: fc.boolean(),
    tag: fc.constantFrom(null, '', 'Special', 'Test Drive Only', 'Pre-order'),
    certified: fc.boolean(),
    fuel: fc.constantFrom(null, 'Petrol', 'Diesel', 'Electric', 'Petrol - Electric Hybrid', 'Plug-in Hybrid'),
    photos_count: fc.constantFrom(0, 1, 2, 3, 4, 5, 9, 10, 25),
    location_id: fc.integer({ min: 1, max: 5 }),
    show_on_dealer_website: fc.boolean(),
    payment_processors: fc.array(
      fc.record({
        authorization_type: fc.constantFrom('stripe', 'till'),
        authorization_key: fc.constantFrom(null, '', 'pk_test_1'),
        deposit_amount: fc.constantFrom(0, 250, 500, 1000),
      }),
      { maxLength: 2 },
    ),
  })
  .map((fields) =>
    makeCar({ ...fields, simple_fuel: fields.fuel, created_at: new Date(fields.created_at_timestamp).toISOString() }),
  )
