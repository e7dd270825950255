import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { Schema, Struct } from 'effect'
import { DAY_0, arbCar } from '@domain/cars/car.fixture.ts'
import { Car } from '@domain/cars/car.schema.ts'
import { CARD_FIELDS, toCardCar, type CardCar } from '@domain/cars/card-car.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { FinanceProvider } from '@domain/tenancy/site-config.schema.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { vehicleImageAttributes } from '../images/vehicle-image-attributes.ts'
import { vehicleCardModel } from '@domain/cars/vehicle-card-model.ts'

const arbProvider = fc.constantFrom(null, ...FinanceProvider.literals)
const arbLender = fc.record({
  paymentWeek: fc.integer({ min: 1, max: 400 }),
  termYears: fc.constantFrom(3, 5),
  disclaimer: fc.constantFrom(null, 'Terms apply.'),
})
/** lender data under the spellings feeds use, for the site's provider and others */
const arbLenders = fc.dictionary(
  fc.constantFrom('Taurus', 'taurus', 'Nissan Finance', 'nissan_finance', '360_Finance', 'Other Bank'),
  arbLender,
  { maxKeys: 3 },
)
const arbCase = fc.record({
  car: fc
    .tuple(arbCar, arbLenders, fc.constantFrom(null, '/demo-images/x/1.svg', '/img/coming-soon.png'), fc.boolean())
    .map(
      ([car, lenders, image, primary]): Car => ({
        ...car,
        finance_lenders: lenders,
        primary_image_url: primary ? image : null,
        images: image ? [{ image: { url: image } }, { image: { url: '/2.svg' } }] : [],
      }),
    ),
  provider: arbProvider,
  paymentProvider: fc.constantFrom(null, 'Stripe' as const),
  buyOnline: fc.boolean(),
  subscriptions: fc.boolean(),
  certifiedMake: fc.constantFrom(null, 'Toyota', 'Nissan'),
  electricTags: fc.boolean(),
  nowMs: fc.integer({ min: DAY_0 - 10 * 86_400_000, max: DAY_0 + 10 * 86_400_000 }),
})

type CardCase = typeof arbCase extends fc.Arbitrary<infer T> ? T : never

const siteOf = (c: CardCase) =>
  makeSite({
    finance: { provider: c.provider },
    checkout: { payment_provider: c.paymentProvider, buy_online: c.buyOnline },
    flags: { offers_subscription: c.subscriptions },
    tags: { certified_used_make: c.certifiedMake, electric_hybrid: c.electricTags },
  })

/** Everything a card renders from a car: its model and its picture. */
const rendered = (car: CardCar, c: CardCase) => {
  const site = siteOf(c)
  return {
    model: vehicleCardModel(car, site, c.nowMs, searchUrlContext(site)),
    image: vehicleImageAttributes({ car, width: 800, height: 600 }),
    id: car.id,
  }
}

describe('the card projection of a car (what a listing page carries per car)', () => {
  it('property: a card shows exactly the same from the projection as from the full record', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        expect(rendered(toCardCar(c.car, siteOf(c), c.nowMs), c)).toEqual(rendered(c.car, c))
      }),
      { numRuns: 300 },
    )
  })

  it('carries no field a card does not read: every projected field is read by some card', () => {
    const read = new Set<string>()
    const tracked = (car: CardCar): CardCar =>
      new Proxy(car, {
        get: (target, key, receiver) => {
          read.add(String(key))
          return Reflect.get(target, key, receiver)
        },
      })
    fc.assert(
      fc.property(arbCase, (c) => {
        rendered(tracked(toCardCar(c.car, siteOf(c), c.nowMs)), c)
      }),
      { numRuns: 1000, seed: 13 },
    )
    expect([...CARD_FIELDS].filter((field) => !read.has(field))).toEqual([])
  })

  // each projected value still decodes as the Car field it came from
  const CardCarSchema = Car.mapFields(Struct.pick(CARD_FIELDS))

  it('is a CardCar (schema-valid) with the card fields only, one picture and the lists cut to what a card reads', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const card = toCardCar({ ...c.car, description: 'long text', vin: 'VIN123' }, siteOf(c), c.nowMs)
        expect(Object.keys(card).every((key) => (CARD_FIELDS as ReadonlyArray<string>).includes(key))).toBe(true)
        expect(() => Schema.decodeUnknownSync(CardCarSchema)(card)).not.toThrow()
        expect(card.images.length).toBeLessThanOrEqual(1)
        expect(Object.keys(card.finance_lenders).length).toBeLessThanOrEqual(1)
        expect(card.payment_processors.length).toBeLessThanOrEqual(1)
      }),
    )
  })
})
