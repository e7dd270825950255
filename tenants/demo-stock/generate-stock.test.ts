import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { BodyType, Car } from '@domain/cars/car.schema.ts'
import { decodeOrProblem } from '@domain/kernel/decode.ts'
import type { TenantFile } from '@domain/tenancy/tenant.schema.ts'
import { loadTenants } from '@adapters/tenants-files/load-tenants.ts'
import { generateStock } from './generate-stock.ts'
import { CARS, MOTORCYCLES, TRUCKS, CAMPERS, RVS } from './catalogue.ts'
import { monthlyRepayment } from './finance.ts'
import { financeLenderKey } from '@domain/finance/lender-key.ts'
import { COMING_SOON_IMAGE_URL, DEFAULT_IMAGE_URL } from './demo-images.ts'

const NOW = Date.UTC(2026, 10, 22, 3, 0, 0)
const DAY = 86_400_000
const tenants = loadTenants()
const bySlug = (slug: string): TenantFile => tenants.find((t) => t.site.slug === slug)!
const stocks = new Map(tenants.map((t) => [t.site.slug, generateStock(t, { nowMs: NOW })]))
const stock = (slug: string) => stocks.get(slug)!
const allCars = [...stocks.values()].flat()

const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']
const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']

describe('generateStock for every real tenant', () => {
  it('gives the tenant its demo_stock.count cars, each decoding with Car', () => {
    for (const t of tenants) {
      const cars = stock(t.site.slug)
      expect(cars).toHaveLength(t.demo_stock.count)
      for (const car of cars) {
        const decoded = decodeOrProblem(Car, car)
        expect(decoded.ok ? 'ok' : `${car.id}: ${decoded.problem.path} ${decoded.problem.message}`).toBe('ok')
      }
    }
  })

  it("numbers ids {siteId}-{n} and slugs {year}-{make}-{model}-{badge}-{id} (the name's words), unique per tenant", () => {
    for (const t of tenants) {
      const cars = stock(t.site.slug)
      expect(new Set(cars.map((c) => c.id)).size).toBe(cars.length)
      expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length)
      cars.forEach((car, i) => {
        expect(car.id).toBe(`${t.site.id}-${i + 1}`)
        expect(car.slug).toMatch(new RegExp(`^${car.year}-[a-z0-9-]+-${car.id}$`))
        expect(car.slug).toMatch(/^[A-Za-z0-9_-]+$/)
        // year, make, model, badge; the model is read once where the badge repeats it ('Multistrada V4' + 'V4 S')
        expect(car.name.startsWith(`${car.year} ${car.make} `) && car.name.endsWith(` ${car.badge}`)).toBe(true)
        expect(` ${car.name} `).toMatch(new RegExp(` ${car.model.replace(/[^\w\s]/g, '\\$&')}[ +-]`))
        expect(car.name).not.toMatch(/\b(\S+(?: \S+)*) \1\b/i)
      })
    }
    // the catalogue's repeating badges, named once
    const names = tenants.flatMap((t) => stock(t.site.slug).map((c) => c.name))
    expect(names.some((n) => /^\d{4} Porsche Macan( S| GTS)?$/.test(n))).toBe(true)
    expect(names.some((n) => /^\d{4} KTM 390 Duke$/.test(n))).toBe(true)
    expect(stock('demo-motors').some((c) => /^\d{4}-toyota-hilux-[a-z0-9-]+-1001-\d+$/.test(c.slug))).toBe(true)
  })

  it("puts stock at the tenant's own sales locations under the location's dealership", () => {
    for (const t of tenants) {
      const locations = new Map(t.site.locations.map((l) => [l.id, l]))
      for (const car of stock(t.site.slug)) {
        const location = locations.get(car.location_id)
        expect(location).toBeDefined()
        expect(['sales', '']).toContain(location!.location_type)
        expect(car.dealership_id).toBe(location!.dealership_id)
        expect(car.dealership_slug).toBe(t.site.dealerships.find((d) => d.id === car.dealership_id)!.slug)
        expect([car.city, car.state]).toEqual([location!.address.city, location!.address.state])
      }
    }
    // the excluded wholesale yard of metro-auto-group holds stock, so the exclusion has something to hide
    expect(stock('metro-auto-group').some((c) => c.location_id === 4007)).toBe(true)
  })

  it('keeps odometers realistic: new under 50 km, demo under 10,000 km, used above that of new', () => {
    for (const car of allCars) {
      if (car.km === null) continue
      if (car.car_type === 'new') expect(car.km).toBeLessThan(50)
      if (car.car_type === 'demo') expect(car.km).toBeLessThan(10_000)
      if (car.car_type === 'used') expect(car.km).toBeGreaterThan(1_000)
    }
    // caravans and camper trailers have no odometer
    expect(stock('outback-campers').some((c) => c.km === null)).toBe(true)
  })

  it("follows the tenant's car types and makes", () => {
    expect(new Set(stock('prestige-preowned').map((c) => c.car_type))).toEqual(new Set(['used']))
    expect(new Set(stock('demo-motors').map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']))
    const makesOf = (slug: string) => new Set(stock(slug).map((c) => c.make))
    const bikeMakes = [
      'Honda',
      'Yamaha',
      'Kawasaki',
      'Suzuki',
      'Harley-Davidson',
      'Ducati',
      'KTM',
      'BMW',
      'Triumph',
      'Royal Enfield',
    ]
    expect(makesOf('ridewest-motorcycles')).toEqual(new Set(bikeMakes))
    const truckMakes = ['Isuzu', 'Hino', 'Fuso', 'Volvo', 'Kenworth', 'Mercedes-Benz Trucks', 'Scania', 'UD']
    expect(makesOf('heavy-haul-trucks')).toEqual(new Set(truckMakes))
    for (const make of ['Jayco', 'Coromal', 'Avan', 'Lotus', 'Crusader'])
      expect(makesOf('outback-campers')).toContain(make)
    const nissan = stock('coastal-nissan').filter((c) => c.make === 'Nissan').length
    expect(nissan / stock('coastal-nissan').length).toBeGreaterThan(0.2)
  })

  it('uses SPEC body types for cars, and the SPEC fuel and drive values', () => {
    const bodies = new Set<string>(BodyType.literals)
    for (const model of [...CARS, ...TRUCKS])
      expect(bodies.has(model.body), `${model.make} ${model.model} ${model.body}`).toBe(true)
    for (const car of allCars) {
      if (car.simple_fuel !== null) expect(FUELS).toContain(car.simple_fuel)
      if (car.simple_drive !== null) expect(DRIVES).toContain(car.simple_drive)
      if (car.simple_transmission !== null) expect(['Automatic', 'Manual']).toContain(car.simple_transmission)
    }
    const carStock = ['demo-motors', 'metro-auto-group', 'coastal-nissan', 'subscribe-cars'].flatMap(stock)
    expect(new Set(carStock.map((c) => c.simple_fuel))).toEqual(new Set(FUELS))
    expect(new Set(carStock.map((c) => c.simple_drive))).toEqual(new Set(DRIVES))
    const seats = new Set(carStock.map((c) => c.seats))
    for (const n of [2, 4, 5, 7, 8]) expect(seats).toContain(n)
    for (const body of [
      'sedan',
      'hatch',
      'suv',
      'ute',
      'van',
      'peopleMover',
      'coupe',
      'convertible',
      'wagon',
      'cabChassis',
      '4x4',
    ]) {
      expect(new Set(carStock.map((c) => c.simple_body))).toContain(body)
    }
  })

  it('carries every tag value, status and placeholder case on a full-range tenant', () => {
    const cars = stock('demo-motors')
    // SPEC §3 vehicle tag values, as the spec writes them
    for (const tag of ['Test Drive Only', '*** Test Drive Vehicle Only ***', 'Special', 'Pre-order'])
      expect(
        cars.some((c) => c.tag === tag),
        tag,
      ).toBe(true)
    for (const status of ['in_stock', 'coming_soon', 'sold']) expect(cars.some((c) => c.status === status)).toBe(true)
    const window = bySlug('demo-motors').site.inventory.include_sold_cars_days * DAY
    expect(cars.some((c) => c.sold && c.sold_date_timestamp! >= NOW - window)).toBe(true)
    expect(cars.some((c) => c.sold && c.sold_date_timestamp! < NOW - window)).toBe(true)
    expect(cars.some((c) => c.reserved)).toBe(true)
    expect(cars.some((c) => c.preorder && c.price === null)).toBe(true)
    expect(cars.some((c) => c.certified)).toBe(true)
    expect(cars.some((c) => !c.show_on_dealer_website)).toBe(true)
    expect(cars.some((c) => c.created_at_timestamp > NOW - 8 * DAY)).toBe(true)
    expect(cars.some((c) => c.price === null)).toBe(true)
    expect(cars.some((c) => c.price === 0)).toBe(true)
    expect(cars.some((c) => c.before_price !== null && c.price !== null && c.before_price > c.price)).toBe(true)
    expect(cars.some((c) => c.photos_count === 0 && c.images.length === 0 && c.primary_image_url === null)).toBe(true)
    expect(cars.some((c) => c.primary_image_url === DEFAULT_IMAGE_URL)).toBe(true)
    expect(cars.some((c) => c.primary_image_url === COMING_SOON_IMAGE_URL)).toBe(true)
    expect(
      cars.some(
        (c) => c.autograb_data?.average_market_price != null && c.price! <= c.autograb_data.average_market_price - 500,
      ),
    ).toBe(true)
  })

  it('keeps status fields consistent and dates relative to nowMs', () => {
    for (const car of allCars) {
      expect(car.sold).toBe(car.status === 'sold')
      expect(car.sold_date_timestamp === null).toBe(car.status !== 'sold')
      expect(car.created_at_timestamp).toBeLessThan(NOW)
      expect(Date.parse(car.created_at)).toBe(car.created_at_timestamp)
      if (car.sold_date_timestamp !== null) {
        expect(car.sold_date_timestamp).toBeLessThan(NOW)
        expect(car.created_at_timestamp).toBeLessThan(car.sold_date_timestamp)
      }
      if (car.reserved) expect(car.status).toBe('in_stock')
      if (car.preorder) expect([car.tag, car.car_type]).toEqual(['Pre-order', 'new'])
      if (car.certified) expect(car.car_type).toBe('used')
      if (car.before_price !== null) expect(car.price).not.toBeNull()
    }
  })

  it('references 1-12 generated pictures per car, or a placeholder, or none', () => {
    for (const t of tenants) {
      for (const car of stock(t.site.slug)) {
        const urls = car.images.map((i) => i.image.url)
        expect(car.primary_image_url).toBe(urls[0] ?? null)
        if (car.photos_count > 0) {
          expect(car.photos_count).toBeLessThanOrEqual(12)
          expect(urls).toEqual(
            Array.from({ length: car.photos_count }, (_, n) => `/demo-images/${t.site.slug}/${car.id}/${n + 1}.svg`),
          )
        } else {
          expect(
            urls.length === 0 || (urls.length === 1 && [DEFAULT_IMAGE_URL, COMING_SOON_IMAGE_URL].includes(urls[0]!)),
          ).toBe(true)
        }
      }
    }
  })

  it("computes finance quotes under the tenant provider's key with figures that agree", () => {
    for (const t of tenants) {
      const provider = t.site.finance.provider
      for (const car of stock(t.site.slug)) {
        const keys = Object.keys(car.finance_lenders)
        if (provider === null || car.price === null || car.price <= 500) {
          expect(keys).toEqual([])
          continue
        }
        expect(keys).toEqual([financeLenderKey(provider)])
        const q = car.finance_lenders[keys[0]!]!
        expect(q.deposit).toBe(Math.round(car.price * 0.1))
        expect(q.termYears).toBeCloseTo(q.termMonths! / 12, 2)
        expect(q.comparisonRate!).toBeGreaterThan(q.interestRate!)
        const balloon = provider === 'Nissan Finance' ? Math.round(car.price * 0.3) : 0
        const monthly = monthlyRepayment(car.price - q.deposit!, q.interestRate!, q.termMonths!, balloon)
        expect(q.paymentMonth).toBe(Math.round(monthly))
        expect(q.paymentWeek).toBe(Math.round((monthly * 12) / 52))
        expect(q.disclaimer).toContain(`$${q.paymentWeek} per week`)
      }
    }
    expect(Object.keys(stock('coastal-nissan').find((c) => c.price! > 500)!.finance_lenders)).toEqual([
      'Nissan_Finance',
    ])
    expect(Object.keys(stock('demo-motors').find((c) => c.price! > 500)!.finance_lenders)).toEqual(['Taurus'])
  })

  it("attaches the tenant's payment processor with its key and deposit, and none without a provider", () => {
    for (const t of tenants) {
      const provider = t.site.checkout.payment_provider
      for (const car of stock(t.site.slug)) {
        expect(car.has_checkout_payment_processor).toBe(
          car.payment_processors.some((p) => p.authorization_key !== null),
        )
        if (provider === null) {
          expect(car.payment_processors).toEqual([])
          continue
        }
        expect(car.payment_processors).toHaveLength(1)
        const p = car.payment_processors[0]!
        expect(p.authorization_type).toBe(provider.toLowerCase().replace(/\s+/g, '_'))
        if (p.authorization_key !== null) expect(p.authorization_key).toMatch(/^pk_test_demo_/)
        expect([t.site.checkout.default_deposit, 1000]).toContain(p.deposit_amount)
      }
      if (provider !== null) expect(stock(t.site.slug).some((c) => !c.has_checkout_payment_processor)).toBe(true)
    }
  })

  it('prices subscriptions only on the subscription tenant', () => {
    const subs = stock('subscribe-cars')
    expect(subs.filter((c) => c.subscription_price !== null).length / subs.length).toBeGreaterThan(0.9)
    for (const c of subs) if (c.subscription_price !== null) expect(c.subscription_price).toBeGreaterThan(69)
    expect(stock('demo-motors').every((c) => c.subscription_price === null)).toBe(true)
  })

  it('gives each car a 17-character VIN without I, O or Q, and a rego when used', () => {
    for (const car of allCars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      if (car.car_type === 'used') expect(car.rego).toMatch(/^[A-Z0-9]{5,7}$/)
      if (car.car_type === 'new') expect(car.rego).toBeNull()
    }
  })
})

describe('determinism', () => {
  const demo = bySlug('demo-motors')

  it('gives the same stock for the same seed and a different stock for another seed', () => {
    expect(generateStock(demo, { nowMs: NOW, count: 300 })).toEqual(generateStock(demo, { nowMs: NOW, count: 300 }))
    const reseeded = { ...demo, demo_stock: { ...demo.demo_stock, seed: demo.demo_stock.seed + 1 } }
    const a = generateStock(demo, { nowMs: NOW, count: 50 }).map((c) => c.name)
    const b = generateStock(reseeded, { nowMs: NOW, count: 50 }).map((c) => c.name)
    expect(a).not.toEqual(b)
  })

  it('extends a shorter stock: car i does not depend on count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (short, extra) => {
        const small = generateStock(demo, { nowMs: NOW, count: short })
        const large = generateStock(demo, { nowMs: NOW, count: short + extra })
        expect(large.slice(0, short)).toEqual(small)
      }),
      { numRuns: 25 },
    )
  })

  it('draws the same picture subject for car i whatever nowMs is (the image route may use another clock)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tenants),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 0, max: 5 * 365 * DAY }),
        (tenant, a, gap) => {
          const subject = (nowMs: number) =>
            generateStock(tenant, { nowMs, count: 25 }).map((c) =>
              [c.id, c.make, c.model, c.simple_body, c.colour].join('|'),
            )
          expect(subject(a + gap)).toEqual(subject(a))
        },
      ),
      { numRuns: 20 },
    )
  })

  it('holds its invariants for any seed, time and tenant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...tenants),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (tenant, seed, nowMs) => {
          const cars = generateStock({ ...tenant, demo_stock: { ...tenant.demo_stock, seed } }, { nowMs, count: 30 })
          const year = new Date(nowMs).getUTCFullYear()
          for (const car of cars) {
            expect(decodeOrProblem(Car, car).ok).toBe(true)
            expect(car.year).toBeLessThanOrEqual(year + 1)
            if (car.car_type === 'new' && car.km !== null) expect(car.km).toBeLessThan(50)
            if (car.car_type === 'demo' && car.km !== null) expect(car.km).toBeLessThan(10_000)
            expect(car.created_at_timestamp).toBeLessThan(nowMs)
            if (car.sold_date_timestamp !== null) expect(car.sold_date_timestamp).toBeLessThan(nowMs)
          }
        },
      ),
      { numRuns: 30 },
    )
  })

  // How fast a large stock is made is a bench's question, not a test's (a busy machine would fail a time limit here);
  // a test needs a stock past every tenant's own count, where no tenant's ids or slugs have been checked.
  it('generates a stock larger than any tenant asks for, its ids and slugs distinct', () => {
    const count = 2_000
    expect(Math.max(...tenants.map((t) => t.demo_stock.count))).toBeLessThan(count / 2)
    const cars = generateStock(demo, { nowMs: NOW, count })
    expect(cars).toHaveLength(count)
    expect(new Set(cars.map((c) => c.id)).size).toBe(count)
    expect(new Set(cars.map((c) => c.slug)).size).toBe(count)
  })
})

describe('catalogue', () => {
  it('lists real models for every template with badges and sane prices', () => {
    for (const list of [CARS, MOTORCYCLES, TRUCKS, CAMPERS, RVS]) {
      for (const m of list) {
        expect(m.badges.length).toBeGreaterThan(0)
        expect(m.price).toBeGreaterThan(3000)
        if (m.to !== null) expect(m.to).toBeGreaterThanOrEqual(m.from)
      }
    }
    const named = (make: string, model: string) => CARS.some((m) => m.make === make && m.model === model)
    for (const [make, model] of [
      ['Toyota', 'HiLux'],
      ['Ford', 'Ranger'],
      ['Mazda', 'CX-5'],
      ['Hyundai', 'i30'],
      ['Kia', 'Sportage'],
      ['Mitsubishi', 'Triton'],
      ['Nissan', 'Navara'],
      ['Nissan', 'X-Trail'],
      ['Isuzu', 'D-Max'],
      ['Subaru', 'Outback'],
      ['Volkswagen', 'Golf'],
      ['Tesla', 'Model 3'],
      ['BYD', 'Atto 3'],
      ['GWM', 'Haval H6'],
      ['MG', 'ZS'],
      ['RAM', '1500'],
      ['Ford', 'F-150'],
      ['Chevrolet', 'Silverado'],
    ] as const) {
      expect(named(make, model), `${make} ${model}`).toBe(true)
    }
    expect(CARS.find((m) => m.model === 'HiLux' && m.body === 'ute')!.badges).toContain('SR5')
    expect(CARS.find((m) => m.model === 'Ranger')!.badges).toContain('XLT')
    expect(CARS.find((m) => m.model === 'CX-5')!.badges).toContain('Maxx Sport')
  })
})
