import { Schema } from 'effect'
import { SiteConfig, type SiteConfigInput } from '../../tenancy/site-config.schema.ts'
import type { Car } from '../../cars/car.schema.ts'
import type { Location } from '../../locations/location.schema.ts'
import type { Dealership } from '../../tenancy/dealership.schema.ts'

/** Test support shared by the forms, leads and links tests: decoded through the real schema so defaults apply. */

export const location = (over: Partial<Location> = {}): Location => ({
  id: 1,
  dealership_id: 10,
  name: 'Springwood',
  slug: 'springwood',
  position: 1,
  primary: true,
  visible: true,
  location_type: 'sales',
  dealer_license_number: null,
  contact_detail: { phone: '07 3000 0000', opening_hours: [] },
  address: {
    street: '1 Main St', city: 'Springwood', state: 'QLD', postcode: '4127', lat: null, long: null,
    place_id: null, place_url: null, full: '1 Main St, Springwood QLD 4127', map_url: null,
  },
  manufacturers: [],
  ...over,
})

export const dealership = (over: Partial<Dealership> = {}): Dealership => ({
  id: 10,
  name: 'Springwood Motors',
  slug: 'springwood-motors',
  review_count: 0,
  average_rating: 0,
  manufacturers: [],
  four_step_valuation_form: false,
  enable_valuation_offer_rejection: false,
  ...over,
})

type SiteOverrides = Partial<Omit<SiteConfigInput, 'forms' | 'links' | 'finance' | 'checkout' | 'navigation'>> & {
  forms?: SiteConfigInput['forms']
  links?: SiteConfigInput['links']
  finance?: SiteConfigInput['finance']
  checkout?: SiteConfigInput['checkout']
  navigation?: SiteConfigInput['navigation']
}

export const site = (over: SiteOverrides = {}): SiteConfig =>
  Schema.decodeUnknownSync(SiteConfig)({
    id: 7,
    dealership_id: 10,
    name: 'Springwood Motors',
    slug: 'springwood-motors',
    url: 'https://springwoodmotors.com.au',
    domain_name: 'springwoodmotors.com.au',
    template: 'car',
    logo: { primary: '/logo.svg' },
    theme: { primary: '#000', secondary: '#fff' },
    dealerships: [dealership()],
    locations: [location()],
    ...over,
  })

export const car = (over: Partial<Car> = {}): Car => ({
  id: 'car-1',
  slug: '2021-toyota-corolla-ascent-car-1',
  name: '2021 Toyota Corolla Ascent',
  stocknum: 'ST123',
  vin: null,
  rego: '123ABC',
  make: 'Toyota',
  model: 'Corolla',
  badge: 'Ascent',
  series: null,
  year: 2021,
  km: 30000,
  price: 25990,
  before_price: null,
  subscription_price: null,
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  sold_date_timestamp: null,
  created_at: '2024-01-01',
  created_at_timestamp: 1704067200000,
  custom_rank: 0,
  reserved: false,
  reservable: true,
  preorder: false,
  tag: null,
  certified: false,
  simple_fuel: null,
  fuel: null,
  simple_body: null,
  simple_drive: null,
  simple_transmission: null,
  seats: 5,
  views: 0,
  photos_count: 10,
  dealership_id: 10,
  dealership_slug: 'springwood-motors',
  location_id: 1,
  location_name: 'Springwood',
  city: 'Springwood',
  state: 'QLD',
  location: null,
  primary_image_url: null,
  images: [],
  autograb_data: null,
  finance_lenders: {},
  payment_processors: [],
  has_checkout_payment_processor: false,
  show_on_dealer_website: true,
  carsales_seller_identifier: null,
  ...over,
})
