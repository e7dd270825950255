import type { Car, CarStatus, CarType } from '@domain/cars/car.schema.ts'
import type { VEHICLE_TAGS } from '@domain/cars/car.schema.ts'
import { composeVehicleName } from '@domain/cars/vehicle-name.ts'
import type { Dealership } from '@domain/tenancy/dealership.schema.ts'
import type { Location } from '@domain/locations/location.schema.ts'
import type { TenantFile } from '@domain/tenancy/tenant.schema.ts'
import { catalogueFor, itemTypeFor, type ModelSpec } from './catalogue.ts'
import { financeQuote, termsFor } from './finance.ts'
import { financeLenderKey } from '@domain/finance/lender-key.ts'
import { COLOURS, rego, stockNumber, vin } from './identifiers.ts'
import { createRng, mixSeed, type Rng } from './prng.ts'
import { COMING_SOON_IMAGE_URL, DEFAULT_IMAGE_URL, demoImageUrl } from './demo-images.ts'

export interface GenerateStockOptions {
  /** how many cars; default the tenant's demo_stock.count */
  readonly count?: number
  /** "now" for created and sold dates (the generator never reads the clock) */
  readonly nowMs: number
}

const HOUR = 3_600_000
const DAY = 86_400_000
export const MAX_PHOTOS = 12

type Tag = (typeof VEHICLE_TAGS)[number]
type StatusPlan = 'in_stock' | 'coming_soon' | 'sold-inside' | 'sold-outside'
type ImagePlan = 'photos' | 'none' | 'default' | 'coming-soon'
type PricePlan = 'normal' | 'null' | 'zero' | 'one'

/** Decisions taken before a car is built, so forced cases and random ones go through the same code. */
interface Plan {
  carType: CarType | null
  status: StatusPlan
  images: ImagePlan
  price: PricePlan
  tag: Tag | null
  preorder: boolean
  reserved: boolean
  hidden: boolean
  newArrival: boolean
  certified: boolean | null
  reduced: boolean
  belowMarket: boolean
  keylessProcessor: boolean
}

/**
 * The first cars of every tenant's stock take one unusual case each, so even a small stock shows every tag,
 * status and placeholder the site must handle; the rest are drawn at realistic rates.
 */
const FORCED: readonly Partial<Plan>[] = [
  { tag: 'Test Drive Only', carType: 'demo' },
  { tag: '*** Test Drive Vehicle Only ***', carType: 'new' },
  { tag: 'Special', reduced: true },
  { preorder: true, carType: 'new', price: 'null', status: 'coming_soon' },
  { status: 'sold-inside' },
  { status: 'sold-outside' },
  { status: 'coming_soon', images: 'coming-soon' },
  { images: 'default' },
  { images: 'none' },
  { reserved: true },
  { price: 'null' },
  { price: 'zero' },
  { hidden: true },
  { newArrival: true },
  { certified: true, carType: 'used' },
  { belowMarket: true, carType: 'used' },
  { keylessProcessor: true },
  { price: 'one' },
  { reduced: true, carType: 'used' },
  { preorder: true, carType: 'new', status: 'in_stock' },
  { status: 'sold-inside', carType: 'used' },
  { newArrival: true, carType: 'used' },
]

interface Context {
  tenant: TenantFile
  nowMs: number
  currentYear: number
  models: readonly ModelSpec[]
  makes: readonly string[]
  byMake: ReadonlyMap<string, readonly ModelSpec[]>
  carTypes: readonly (readonly [CarType, number])[]
  /** carLocation is shared by every car at that location (stock is treated as immutable data) */
  salesLocations: readonly { location: Location; dealership: Dealership; carLocation: NonNullable<Car['location']> }[]
  prefix: string
  paymentKey: string | null
}

/**
 * Deterministic demo stock for a tenant: the same tenant, seed, count and nowMs always give the same cars,
 * and car i does not depend on `count` (a longer stock extends a shorter one). Every car decodes with `Car`.
 */
export function generateStock(tenant: TenantFile, options: GenerateStockOptions): Car[] {
  const count = Math.max(0, Math.floor(options.count ?? tenant.demo_stock.count))
  const context = buildContext(tenant, options.nowMs)
  const cars: Car[] = new Array(count)
  for (let i = 0; i < count; i++) cars[i] = buildCar(context, i)
  return cars
}

function buildContext(tenant: TenantFile, nowMs: number): Context {
  const { site, demo_stock } = tenant
  const currentYear = new Date(nowMs).getUTCFullYear()
  const all = catalogueFor(site.template)
  const available = all.filter((m) => m.from <= currentYear)
  const models = available.length > 0 ? available : all
  const byMake = new Map<string, ModelSpec[]>()
  for (const model of models) byMake.set(model.make, [...(byMake.get(model.make) ?? []), model])
  // the tenant's list may repeat a make to weight it; makes the template does not sell are ignored
  const wanted = demo_stock.makes.filter((make) => byMake.has(make))
  const makes = wanted.length > 0 ? wanted : [...new Set(models.map((m) => m.make))]
  const typeWeights: Record<CarType, number> = { new: 30, used: 55, demo: 15 }
  const carTypes = demo_stock.car_types.map((t) => [t, typeWeights[t]] as const)
  const dealerships = new Map(site.dealerships.map((d) => [d.id, d]))
  const sales = site.locations.filter((l) => l.location_type === 'sales' || l.location_type === '')
  const salesLocations = (sales.length > 0 ? sales : site.locations).map((location) => ({
    location,
    dealership: dealerships.get(location.dealership_id) ?? site.dealerships[0]!,
    carLocation: { phone: location.contact_detail.phone, slug: location.slug, distribution_locations: [] },
  }))
  const provider = site.checkout.payment_provider
  const paymentKey =
    provider === null
      ? null
      : provider === 'Stripe'
        ? (site.dealerships.find((d) => d.stripe_publishable_key)?.stripe_publishable_key ??
          site.third_party_keys.stripe_publishable_key ??
          `pk_test_demo_${site.slug}`)
        : (site.third_party_keys[`${provider.toLowerCase().replace(/\s+/g, '_')}_publishable_key`] ??
          `pk_test_demo_${site.slug}_${provider.toLowerCase().replace(/\s+/g, '_')}`)
  const prefix = site.slug
    .split('-')
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3)
  return {
    tenant,
    nowMs,
    currentYear,
    models,
    makes,
    byMake,
    carTypes: carTypes.length > 0 ? carTypes : [['used', 1]],
    salesLocations,
    prefix,
    paymentKey,
  }
}

function randomPlan(rng: Rng): Plan {
  const tagRoll = rng.next()
  return {
    carType: null,
    status: rng.weighted<StatusPlan>([
      ['in_stock', 78],
      ['coming_soon', 8],
      ['sold-inside', 7],
      ['sold-outside', 7],
    ]),
    images: rng.weighted<ImagePlan>([
      ['photos', 92],
      ['none', 3],
      ['default', 3],
      ['coming-soon', 2],
    ]),
    price: rng.weighted<PricePlan>([
      ['normal', 95.5],
      ['null', 2.5],
      ['zero', 1.5],
      ['one', 0.5],
    ]),
    tag:
      tagRoll < 0.02
        ? 'Test Drive Only'
        : tagRoll < 0.035
          ? '*** Test Drive Vehicle Only ***'
          : tagRoll < 0.085
            ? 'Special'
            : null,
    preorder: rng.chance(0.025),
    reserved: rng.chance(0.04),
    hidden: rng.chance(0.03),
    newArrival: rng.chance(0.1),
    certified: null,
    reduced: rng.chance(0.12),
    belowMarket: rng.chance(0.12),
    keylessProcessor: rng.chance(0.04),
  }
}

function buildCar(ctx: Context, index: number): Car {
  const { tenant, nowMs, currentYear } = ctx
  const { site } = tenant
  const rng = createRng(mixSeed(tenant.demo_stock.seed, index))
  const plan = randomPlan(rng)
  const forced = FORCED[index]
  if (forced && (!forced.carType || ctx.carTypes.some(([t]) => t === forced.carType))) Object.assign(plan, forced)

  const spec = pickModel(ctx, rng)
  // drawn straight after the model so a car's picture (body, colour, make, model) never depends on nowMs
  const colour = rng.weighted(COLOUR_WEIGHTS)
  let carType: CarType = plan.carType ?? rng.weighted(ctx.carTypes)
  if (spec.to !== null && carType !== 'used' && ctx.carTypes.some(([t]) => t === 'used')) carType = 'used'
  const preorder = plan.preorder && carType === 'new'
  if (!preorder && plan.tag === 'Pre-order') plan.tag = null

  const year = pickYear(rng, spec, carType, currentYear, preorder)
  const badgeIndex = Math.min(spec.badges.length - 1, Math.floor(rng.next() ** 1.4 * spec.badges.length))
  const badge = spec.badges[badgeIndex]!
  const fuel = spec.fuels.length > 0 ? rng.pick(spec.fuels) : null
  const drive = spec.drives ? rng.pick(spec.drives) : null
  const transmission = spec.transmissions ? rng.pick(spec.transmissions) : null
  const seats = spec.seats ? rng.pick(spec.seats) : null
  const km = pickKm(rng, spec, carType, currentYear - year)

  // status and dates
  const soldDays = site.inventory.include_sold_cars_days
  let status: CarStatus = plan.status === 'sold-inside' || plan.status === 'sold-outside' ? 'sold' : plan.status
  if (preorder && status === 'sold') status = 'coming_soon'
  const soldDate =
    status !== 'sold'
      ? null
      : plan.status === 'sold-inside'
        ? nowMs - rng.int(HOUR, Math.max(HOUR, soldDays * DAY - HOUR))
        : nowMs - soldDays * DAY - rng.int(HOUR, 60 * DAY)
  let created = plan.newArrival ? nowMs - rng.int(HOUR, 7 * DAY + 12 * HOUR) : nowMs - rng.int(9 * DAY, 240 * DAY)
  if (soldDate !== null) created = Math.min(created, soldDate - rng.int(DAY, 45 * DAY))

  // price
  const newPrice = spec.price * (1 + 0.09 * badgeIndex) * (0.97 + 0.06 * rng.next())
  const basePrice =
    carType === 'new'
      ? newPrice
      : carType === 'demo'
        ? newPrice * (0.88 + 0.07 * rng.next())
        : usedPrice(newPrice, currentYear - year, km)
  let price: number | null = driveAway(basePrice)
  if (plan.price === 'null' || (preorder && plan.price === 'normal' && rng.chance(0.5))) price = null
  else if (plan.price === 'zero') price = 0
  else if (plan.price === 'one') price = 1
  const showable = price !== null && price > 10
  const beforePrice = !showable
    ? null
    : plan.reduced || plan.tag === 'Special'
      ? price! + rng.pick([1000, 1500, 2000, 2500, 3000, 5000])
      : rng.chance(0.02)
        ? price
        : null
  const subscriptionPrice =
    site.template === 'subscription' || site.flags.offers_subscription
      ? rng.chance(0.05)
        ? null
        : Math.round((showable ? price! : basePrice) * 0.0042 + 69)
      : null

  // where it sits: new and demo stock at a location franchised for the make when there is one
  const franchised = ctx.salesLocations.filter(
    (s) => s.location.manufacturers.includes(spec.make) || s.dealership.manufacturers.includes(spec.make),
  )
  const spot = rng.pick(carType !== 'used' && franchised.length > 0 ? franchised : ctx.salesLocations)
  const { location, dealership } = spot

  const id = `${site.id}-${index + 1}`
  // a badge that starts with the model ('Macan' + 'Macan S') is not read twice: '2015 Porsche Macan S'
  const name = composeVehicleName(year, spec.make, spec.model, badge)
  const slug = `${slugify(name)}-${id}`

  // pictures
  let imagePlan = plan.images
  if (imagePlan === 'coming-soon' && status !== 'coming_soon' && !FORCED[index]) imagePlan = 'photos'
  const images =
    imagePlan === 'none'
      ? []
      : imagePlan === 'default'
        ? [DEFAULT_IMAGE_URL]
        : imagePlan === 'coming-soon'
          ? [COMING_SOON_IMAGE_URL]
          : photoUrls(
              demoImageUrl(site.slug, id, 1).slice(0, -5),
              rng.chance(0.2) ? rng.int(1, 4) : rng.int(5, MAX_PHOTOS),
            )
  const photosCount = imagePlan === 'photos' ? images.length : 0

  // market data: most used and demo cars, some new; a planned bargain sits at least $500 under the average
  let autograb: Car['autograb_data'] = null
  if (showable && price! > 200 && (plan.belowMarket || (carType !== 'new' ? rng.chance(0.75) : rng.chance(0.2)))) {
    const factor = plan.belowMarket ? 1.04 + 0.1 * rng.next() : 0.92 + 0.1 * rng.next()
    const rounded = Math.round((price! * factor) / 100) * 100
    const average = plan.belowMarket ? Math.max(price! + 500, rounded) : rounded
    const stateAverage = rng.chance(0.7) ? Math.round((average * (0.97 + 0.06 * rng.next())) / 100) * 100 : null
    autograb = {
      average_market_price: average,
      // a planned bargain is below both averages, whichever the site prefers
      state_average_market_price:
        stateAverage === null ? null : plan.belowMarket ? Math.max(stateAverage, price! + 500) : stateAverage,
    }
  }

  const provider = site.finance.provider
  const financeLenders: Car['finance_lenders'] =
    provider !== null && showable && price! > 500
      ? {
          [financeLenderKey(provider)]: financeQuote(
            provider,
            price!,
            termsFor(provider, year, currentYear, site.finance.default_interest_rate),
          ),
        }
      : {}

  const paymentProvider = site.checkout.payment_provider
  const processorKey = plan.keylessProcessor ? null : ctx.paymentKey
  const paymentProcessors: Car['payment_processors'] =
    paymentProvider === null
      ? []
      : [
          {
            authorization_type: paymentProvider.toLowerCase().replace(/\s+/g, '_'),
            authorization_key: processorKey,
            deposit_amount: rng.chance(0.2) ? 1000 : site.checkout.default_deposit,
          },
        ]

  const certified =
    carType === 'used' && (plan.certified ?? rng.chance(site.tags.certified_used_make === spec.make ? 0.45 : 0.08))
  const tag: string | null = preorder ? 'Pre-order' : plan.tag
  const state = location.address.state
  const features = rng.sample(FEATURES[featureGroup(spec)], rng.int(2, 5))

  return {
    id,
    slug,
    name,
    stocknum: stockNumber(ctx.prefix, 10000 + index),
    vin: vin(rng, spec.make, year),
    rego: carType === 'used' || (carType === 'demo' && rng.chance(0.5)) ? rego(rng, state) : null,
    make: spec.make,
    model: spec.model,
    badge,
    series: spec.series,
    year,
    km,
    price,
    price_type: showable ? (carType === 'used' && rng.chance(0.3) ? 'Excl. Govt. Charges' : 'Drive Away') : null,
    before_price: beforePrice,
    subscription_price: subscriptionPrice,
    car_type: carType,
    status,
    sold: status === 'sold',
    sold_date_timestamp: soldDate,
    created_at: new Date(created).toISOString(),
    created_at_timestamp: created,
    custom_rank: rng.int(0, 1000),
    reserved: status === 'in_stock' && plan.reserved,
    reservable: rng.weighted<boolean | null>([
      [null, 85],
      [true, 10],
      [false, 5],
    ]),
    preorder,
    tag,
    certified,
    simple_fuel: fuel,
    fuel: fuel === null ? null : (FUEL_DETAIL[fuel] ?? fuel),
    simple_body: spec.body,
    simple_drive: drive,
    simple_transmission: transmission,
    colour,
    seats,
    views: rng.int(0, 3000),
    photos_count: photosCount,
    dealership_id: dealership.id,
    dealership_slug: dealership.slug,
    dealership_name: dealership.name,
    location_id: location.id,
    location_name: location.name,
    city: location.address.city,
    state,
    location: spot.carLocation,
    primary_image_url: images[0] ?? null,
    images: images.map((url) => ({ image: { url } })),
    autograb_data: autograb,
    finance_lenders: financeLenders,
    payment_processors: paymentProcessors,
    has_checkout_payment_processor: paymentProcessors.some((p) => p.authorization_key !== null),
    show_on_dealer_website: !plan.hidden,
    carsales_seller_identifier: rng.chance(0.4) ? `SSE-AD-${rng.int(1_000_000, 9_999_999)}` : null,
    categories: cachedCategories(spec, fuel, seats),
    filtered_features: features,
    item_type: itemTypeFor(site.template, spec.body),
    description: `${name} in ${colour}. ${rng.pick(site.locale.country === 'NZ' ? BLURBS_NZ : BLURBS)}`,
  }
}

function pickModel(ctx: Context, rng: Rng): ModelSpec {
  const make = rng.pick(ctx.makes)
  return rng.pick(ctx.byMake.get(make) ?? ctx.models)
}

function pickYear(rng: Rng, spec: ModelSpec, carType: CarType, currentYear: number, preorder: boolean): number {
  if (carType === 'new') return preorder || rng.chance(0.15) ? currentYear + 1 : Math.max(spec.from, currentYear)
  if (carType === 'demo') return Math.max(spec.from, currentYear - (rng.chance(0.6) ? 0 : 1))
  const hi = Math.min(spec.to ?? currentYear - 1, currentYear - 1)
  const lo = Math.max(spec.from, currentYear - 17)
  if (lo > hi) return Math.max(spec.from, Math.min(hi, currentYear))
  // skew towards younger cars, as dealer used stock is
  return hi - Math.floor(rng.next() ** 1.6 * (hi - lo + 1))
}

function pickKm(rng: Rng, spec: ModelSpec, carType: CarType, age: number): number | null {
  if (spec.noKm) return null
  if (carType === 'new') return rng.int(0, 49)
  if (carType === 'demo') return rng.int(300, 9_999)
  const years = Math.max(1, age)
  const perYear =
    spec.body === 'lightTruck' || spec.body === 'cabChassis' || spec.body === 'bus'
      ? rng.int(35_000, 110_000)
      : spec.drives === null
        ? rng.int(1_500, 7_000) // motorcycles
        : spec.body === 'motorhome' || spec.body === 'van'
          ? rng.int(6_000, 16_000)
          : rng.int(8_000, 22_000)
  return years * perYear + rng.int(0, 4_999)
}

function usedPrice(newPrice: number, age: number, km: number | null): number {
  const byAge = newPrice * 0.87 ** Math.max(1, age)
  const kmFactor = km === null ? 1 : Math.max(0.6, 1 - km / 1_000_000)
  return Math.max(3_990, byAge * kmFactor)
}

/** Dealer pricing ends in 990 (e.g. $34,990). */
const driveAway = (price: number) => Math.max(990, Math.round(price / 1000) * 1000 - 10)

/** `${base}${n}.svg` with the car's base shared by all its pictures (keeps 100k cars' URLs small). */
const PHOTO_SUFFIXES = Array.from({ length: MAX_PHOTOS }, (_, n) => `${n + 1}.svg`)
function photoUrls(base: string, count: number): string[] {
  const urls = new Array<string>(count)
  for (let n = 0; n < count; n++) urls[n] = base + PHOTO_SUFFIXES[n]!
  return urls
}

const COLOUR_WEIGHTS = COLOURS.map(([name, , weight]) => [name, weight] as const)

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const FUEL_DETAIL: Record<string, string> = {
  Petrol: 'Petrol - Unleaded ULP',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid (Petrol)',
  Electric: 'Electric',
  'Plug-in Hybrid': 'Plug-in Hybrid (Petrol)',
}

type FeatureGroup = 'car' | 'bike' | 'camper' | 'truck'
const featureGroup = (spec: ModelSpec): FeatureGroup =>
  spec.drives === null && spec.noKm
    ? 'camper'
    : spec.drives === null
      ? 'bike'
      : ['lightTruck', 'cabChassis', 'bus'].includes(spec.body)
        ? 'truck'
        : spec.body === 'motorhome'
          ? 'camper'
          : 'car'
const FEATURES: Record<FeatureGroup, readonly string[]> = {
  car: [
    'Apple CarPlay',
    'Android Auto',
    'Reversing Camera',
    'Bluetooth',
    'Tow Bar',
    'Sunroof',
    'Leather Seats',
    'Adaptive Cruise Control',
    'Heated Seats',
    'Roof Racks',
    'Bull Bar',
    'Tonneau Cover',
  ],
  bike: [
    'ABS',
    'Traction Control',
    'Quickshifter',
    'Cruise Control',
    'Heated Grips',
    'LAMS Approved',
    'Panniers',
    'TFT Display',
  ],
  camper: [
    'Solar Panels',
    'Lithium Battery',
    'Ensuite',
    'Diesel Heater',
    'Off-Road Suspension',
    'Awning',
    'Outdoor Kitchen',
    'Washing Machine',
  ],
  truck: ['Air Conditioning', 'Tail Lift', 'Cruise Control', 'Sleeper Cab', 'Reverse Camera', 'Air Suspension', 'PTO'],
}

const categoryCache = new Map<string, string[]>()
/** Category lists repeat across cars; one shared array per combination keeps 100k cars small. */
function cachedCategories(spec: ModelSpec, fuel: string | null, seats: number | null): string[] {
  const key = `${spec.make}|${spec.model}|${spec.body}|${fuel}|${seats}`
  let found = categoryCache.get(key)
  if (!found) {
    found = categoriesOf(spec, fuel, seats)
    categoryCache.set(key, found)
  }
  return found
}

function categoriesOf(spec: ModelSpec, fuel: string | null, seats: number | null): string[] {
  const out: string[] = []
  if (spec.body === 'ute' || spec.body === 'cabChassis' || spec.body === 'van') out.push('Work')
  if ((seats ?? 0) >= 7 && spec.drives !== null && !['bus'].includes(spec.body)) out.push('7 Seater')
  if (spec.drives?.includes('4WD')) out.push('4x4')
  if (fuel === 'Electric' || fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') out.push('Electric & Hybrid')
  if (spec.price >= 90_000 && spec.drives !== null) out.push('Luxury')
  if (spec.price < 30_000) out.push('Budget')
  return out
}

const BLURBS = [
  'One owner with full service history.',
  'Inspected by our technicians and ready to drive away.',
  'Finance available, trade-ins welcome.',
  'Immaculate inside and out, inspect today.',
  'Low kilometres for the year.',
  'Includes a roadworthy certificate and a full tank.',
]
const BLURBS_NZ = [...BLURBS.slice(0, 5), 'Fresh WOF and rego, ready to go.']
