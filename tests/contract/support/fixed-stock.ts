import type { Car } from '@domain/cars/car.schema.ts'
import { makeCar } from '@domain/cars/car.fixture.ts'
import { mulberry32 } from '@tenants/demo-stock/prng.ts'

// The bench uses tenants/demo-stock (realistic volume); the search suites use this small generator because
// their cases depend on a stock nobody else changes, with every field a search rule reads deliberately varied.

/** 2025-01-15T00:00:00Z: the fixed "now" of the search suites. */
export const NOW = Date.UTC(2025, 0, 15)
const DAY = 86_400_000

const CATALOGUE: ReadonlyArray<readonly [string, ReadonlyArray<string>, ReadonlyArray<string>]> = [
  ['Toyota', ['Corolla', 'HiLux', 'RAV4', 'Camry', 'LandCruiser'], ['Ascent Sport', 'SR5', 'GXL', 'Cruiser', 'Hybrid']],
  ['Ford', ['Ranger', 'Everest', 'F-150', 'Mustang'], ['XLT', 'Wildtrak', 'Raptor', 'Lariat', 'GT']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50'], ['Maxx', 'Touring', 'GT', 'Akera']],
  ['Hyundai', ['i30', 'Tucson', 'Kona'], ['Active', 'Elite', 'Highlander', 'N Line']],
  ['Nissan', ['Navara', 'X-Trail', 'Patrol'], ['ST', 'ST-X', 'Ti', 'Warrior']],
  ['Mercedes-Benz', ['C-Class', 'GLC', 'Sprinter'], ['C200', 'C300', 'AMG Line']],
  ['Kia', ['Sportage', 'Cerato', 'Carnival'], ['S', 'Sport', 'GT-Line']],
]
const BODIES = ['sedan', 'hatch', 'suv', 'ute', 'wagon', 'van', 'peopleMover', 'coupe']
const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric']
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']
const TRANSMISSIONS = ['Automatic', 'Manual']
const COLOURS = ['White', 'Black', 'Silver', 'Blue', 'Red', 'Grey']
const PLACES: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'Brisbane', 'QLD'],
  [2, 'Gold Coast', 'QLD'],
  [3, 'Sydney', 'NSW'],
]
const FEATURES = ['Apple CarPlay', 'Reversing Camera', 'Tow Bar', 'Sunroof', 'Heated Seats']

/**
 * `count` plausible cars of one dealership (ids `{prefix}-{n}`), every field a search rule reads varied:
 * all statuses incl. sold at several ages, hidden cars, null and zero prices, a few custom ranks, weekly
 * payments, multi-valued features, and makes in more than one case.
 */
export function fixedStock(
  count: number,
  options: { seed?: number; prefix?: string; dealershipId?: number; dealershipSlug?: string } = {},
): Car[] {
  const random = mulberry32(options.seed ?? 42)
  const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)] as T
  const prefix = options.prefix ?? 'car'
  const cars: Car[] = []
  for (let n = 0; n < count; n++) {
    const [make, models, badges] = pick(CATALOGUE)
    const model = pick(models)
    const badge = random() < 0.1 ? null : pick(badges)
    const year = 2012 + Math.floor(random() * 14)
    const carType = year >= 2025 ? pick(['new', 'demo'] as const) : random() < 0.85 ? 'used' : 'demo'
    const roll = random()
    const status = roll < 0.72 ? 'in_stock' : roll < 0.84 ? 'coming_soon' : 'sold'
    const soldAgeDays = [0.5, 1, 2, 2.9, 4, 10][Math.floor(random() * 6)] as number
    const priceRoll = random()
    const price = priceRoll < 0.04 ? null : priceRoll < 0.07 ? 0 : Math.round((8_000 + random() * 110_000) / 10) * 10
    const [locationId, city, state] = pick(PLACES)
    const created = NOW - Math.floor(random() * 60 * DAY)
    const weekly = price !== null && price > 0 && random() < 0.7 ? Math.round(price / 260 + random() * 20) : null
    const id = `${prefix}-${n + 1}`
    const name = `${year} ${make} ${model}${badge ? ` ${badge}` : ''}`
    cars.push(
      makeCar({
        id,
        slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
        name,
        stocknum: `S${1000 + n}`,
        make: random() < 0.05 ? make.toUpperCase() : make,
        model,
        badge,
        year,
        km: carType === 'new' ? (random() < 0.5 ? null : Math.floor(random() * 50)) : Math.floor(random() * 250_000),
        price,
        before_price: price !== null && random() < 0.15 ? price + 2_000 : null,
        car_type: carType,
        status,
        sold: status === 'sold',
        sold_date_timestamp: status === 'sold' ? NOW - soldAgeDays * DAY : null,
        created_at: new Date(created).toISOString(),
        created_at_timestamp: created,
        custom_rank: random() < 0.1 ? 1 + Math.floor(random() * 5) : 0,
        simple_body: pick(BODIES),
        simple_fuel: pick(FUELS),
        fuel: null,
        simple_drive: pick(DRIVES),
        simple_transmission: pick(TRANSMISSIONS),
        colour: pick(COLOURS),
        seats: pick([2, 4, 5, 5, 5, 7, 8]),
        photos_count: pick([0, 1, 3, 5, 10, 20]),
        dealership_id: options.dealershipId ?? 1,
        dealership_slug: options.dealershipSlug ?? 'demo-motors',
        location_id: locationId,
        city,
        state,
        show_on_dealer_website: random() < 0.93,
        finance_lenders:
          weekly === null
            ? {}
            : { Taurus: { paymentWeek: weekly }, ...(random() < 0.3 ? { Angle: { paymentWeek: weekly + 7 } } : {}) },
        ...(random() < 0.6 ? { filtered_features: FEATURES.filter(() => random() < 0.4) } : {}),
        tag: random() < 0.08 ? pick(['Special', 'Test Drive Only']) : null,
      }),
    )
  }
  return cars
}
