import type { Car } from '../../cars/car.schema.ts'

/** A complete car for tests; override what a test is about. */
export const sampleCar = (patch: Partial<Car> = {}): Car => ({
  id: 'c1', slug: '2021-toyota-corolla', name: '2021 Toyota Corolla', stocknum: 'S1', vin: null, make: 'Toyota', model: 'Corolla',
  badge: 'Ascent', series: null, year: 2021, km: 30000, price: 25990, before_price: null, subscription_price: null,
  car_type: 'used', status: 'in_stock', sold: false, sold_date_timestamp: null, created_at: '2024-01-01',
  created_at_timestamp: 1_704_067_200_000, custom_rank: 1, reserved: false, reservable: null, preorder: false, tag: null,
  certified: false, simple_fuel: 'Petrol', fuel: 'Unleaded', simple_body: 'Hatch', simple_drive: 'FWD',
  simple_transmission: 'Automatic', colour: 'White', seats: 5, views: 0, photos_count: 12, dealership_id: 1,
  dealership_slug: 'acme', dealership_name: 'Acme Motors', location_id: 7, location_name: 'Southport', city: 'Southport',
  state: 'qld', location: null, primary_image_url: null, images: [], autograb_data: null,
  finance_lenders: { Taurus: { paymentWeek: 132 }, Angle: { paymentWeek: 140 } }, payment_processors: [],
  has_checkout_payment_processor: false, show_on_dealer_website: true, carsales_seller_identifier: null,
  ...patch,
})
