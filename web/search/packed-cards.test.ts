import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { deserialize, serialize } from 'seroval'
import { arbCar } from '@domain/cars/car.fixture.ts'
import type { Car } from '@domain/cars/car.schema.ts'
import { toCardCar } from '@domain/cars/card-car.ts'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { type PackedCards, commonHead, commonTail, packCards, unpackCards } from './packed-cards.ts'

const CLOSING = ' Comparison rate based on a $30,000 secured loan over 5 years. Subject to lender approval.'
const arbLender = fc.record(
  {
    interestRate: fc.double({ min: 1, max: 20, noNaN: true }),
    paymentWeek: fc.integer({ min: 1, max: 400 }),
    termYears: fc.constantFrom(3, 5),
    disclaimer: fc.oneof(
      fc.constant(null),
      fc.string().map((s) => `${s}${CLOSING}`),
      fc.string(),
    ),
  },
  { requiredKeys: ['paymentWeek'] },
)
const arbCars = fc.array(
  fc
    .tuple(
      arbCar,
      fc.dictionary(fc.constantFrom('Taurus', 'nissan_finance', 'Other Bank'), arbLender, { maxKeys: 2 }),
      fc.boolean(),
    )
    .map(
      ([car, lenders, picture]): Car => ({
        ...car,
        finance_lenders: lenders,
        primary_image_url: picture ? null : car.primary_image_url,
      }),
    ),
  { maxLength: 24 },
)
const site = makeSite({ finance: { provider: 'Taurus' }, checkout: { payment_provider: 'Stripe' } })
// every lender the car has (the projection keeps the site's one only), as plain objects (fast-check's may have no prototype)
const cardsOf = (cars: ReadonlyArray<Car>) =>
  cars.map((car) => ({
    ...toCardCar(car, site, 0),
    finance_lenders: Object.fromEntries(
      Object.entries(car.finance_lenders).map(([name, lender]) => [name, { ...lender }]),
    ),
    payment_processors: car.payment_processors.map((processor) => ({ ...processor })),
  }))
/** `n` sampled cars as cards, car `i` changed by `change(i)`. */
const sampleCards = (n: number, change: (i: number) => Partial<Car>) =>
  cardsOf(fc.sample(arbCar, n).map((car, i) => ({ ...car, ...change(i) })))
/** The cards as a page gets them: packed, through the router's serialiser (seroval), unpacked. */
const throughThePage = (cards: ReturnType<typeof cardsOf>) =>
  unpackCards(deserialize<PackedCards>(serialize(packCards(cards))))

describe("a listing page's cars packed for its serialised state", () => {
  it('property: unpacking gives back every car exactly, absent optional fields absent', () => {
    fc.assert(
      fc.property(arbCars, (cars) => {
        const cards = cardsOf(cars)
        expect(unpackCards(packCards(cards))).toStrictEqual(cards)
      }),
      { numRuns: 300 },
    )
  })

  it("property: a usual name and slug (year, make, model and badge; the name's words and the id) come back exactly", () => {
    fc.assert(
      fc.property(arbCars, fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }), (cars, usual) => {
        const cards = cardsOf(
          cars.map((car, i) => {
            const name = usual[i]
              ? [String(car.year), car.make, car.model, car.badge ?? ''].filter((w) => w !== '').join(' ')
              : car.name
            return {
              ...car,
              name,
              slug: usual[i]
                ? `${name
                    .toLowerCase()
                    .replace(/[^a-z0-9]+/g, '-')
                    .replace(/^-|-$/g, '')}-${car.id}`
                : car.slug,
            }
          }),
        )
        expect(throughThePage(cards)).toStrictEqual(cards)
      }),
      { numRuns: 200 },
    )
    const [car] = cardsOf([
      {
        ...fc.sample(arbCar, 1)[0]!,
        id: '1001-118',
        year: 2024,
        make: 'Toyota',
        model: 'HiLux',
        badge: 'Workmate',
        name: '2024 Toyota HiLux Workmate',
        slug: '2024-toyota-hilux-workmate-1001-118',
      },
    ])
    const text = JSON.stringify(packCards([car!]))
    expect(text).not.toContain('2024 Toyota HiLux Workmate')
    expect(text).not.toContain('2024-toyota-hilux-workmate')
  })

  it("property: disclaimers written from the lender's own figures come back exactly (also one holding a mark's character)", () => {
    const arbFigures = fc.record({
      interestRate: fc.double({ min: 1, max: 20, noNaN: true }),
      comparisonRate: fc.double({ min: 1, max: 20, noNaN: true }),
      paymentWeek: fc.integer({ min: 1, max: 999 }),
      paymentMonth: fc.integer({ min: 1, max: 4000 }),
      termMonths: fc.constantFrom(36, 60),
      termYears: fc.constantFrom(3, 5),
      deposit: fc.integer({ min: 0, max: 20_000 }),
      odd: fc.constantFrom('', '\u0001\u0010', '\u0001'),
    })
    fc.assert(
      fc.property(fc.array(fc.tuple(arbCar, arbFigures), { maxLength: 12 }), (pairs) => {
        const cards = cardsOf(
          pairs.map(([car, { odd, ...f }]) => ({
            ...car,
            finance_lenders: {
              Taurus: {
                ...f,
                disclaimer: `Taurus estimate: $${f.paymentWeek} per week ($${f.paymentMonth} per month) over ${f.termMonths} months at ${f.interestRate}% p.a.${odd} (comparison rate ${f.comparisonRate}% p.a.), deposit $${f.deposit}.${CLOSING}`,
              },
            },
          })),
        )
        expect(throughThePage(cards)).toStrictEqual(cards)
      }),
      { numRuns: 200 },
    )
  })

  it("a disclaimer made of its lender's figures and the page's usual wording is carried as a few characters", () => {
    const cars = sampleCards(4, (i) => ({
      finance_lenders: {
        Taurus: {
          interestRate: 8.49 + i,
          comparisonRate: 9.34 + i,
          paymentWeek: 183 + i,
          paymentMonth: 794 + i,
          termMonths: 60,
          termYears: 5,
          deposit: 4299 + i,
          disclaimer: `Taurus estimate: $${183 + i} per week ($${794 + i} per month) over 60 months at ${8.49 + i}% p.a. (comparison rate ${9.34 + i}% p.a.).${CLOSING}`,
        },
      },
    }))
    const packed = packCards(cars)
    // nothing of each car's disclaimer is left: '' for every car, a value the page's lenders have alike (position 8)
    expect(packed.lenders?.slice(-2)).toEqual([8, ''])
    expect(unpackCards(packed)).toStrictEqual(cars)
  })

  it("what the page's one lender per car has alike (its name, its term) is carried once", () => {
    const financed: Car[] = fc.sample(arbCar, 5).map((car, i) => ({
      ...car,
      finance_lenders: {
        Taurus: {
          interestRate: 8.49 + i,
          paymentWeek: 183 + i,
          termMonths: 60,
          termYears: 5,
          disclaimer: `Estimate ${i}.`,
        },
      },
    }))
    const cars = cardsOf(financed)
    const packed = packCards(cars)
    expect(packed.lenders).toEqual([0, 'Taurus', 2, undefined, 4, undefined, 5, 60, 6, 5, 7, undefined])
    expect(JSON.stringify(packed.values).match(/Taurus/g)).toBeNull()
    expect(unpackCards(deserialize<PackedCards>(serialize(packed)))).toStrictEqual(cars)
    // a car with two lenders: nothing is shared, every lender as it is
    const two = cardsOf([
      ...financed.slice(0, 2),
      { ...financed[2]!, finance_lenders: { ...financed[2]!.finance_lenders, Other: { paymentWeek: 90 } } },
    ])
    expect(packCards(two).lenders).toBeUndefined()
    expect(unpackCards(packCards(two))).toStrictEqual(two)
  })

  it('property: texts sharing a start and lists alike come back exactly too', () => {
    fc.assert(
      fc.property(arbCars, fc.string({ minLength: 4 }), (cars, start) => {
        const processor = { authorization_type: 'stripe', authorization_key: start, deposit_amount: 500 }
        const cards = cardsOf(
          cars.map((car) => ({
            ...car,
            slug: `${start}${car.slug}`,
            primary_image_url: car.primary_image_url === null ? null : `${start}${car.primary_image_url}`,
            payment_processors: [{ ...processor }],
          })),
        )
        expect(throughThePage(cards)).toStrictEqual(cards)
      }),
      { numRuns: 100 },
    )
  })

  it("survives the router's serialiser (seroval: an absent value in the list stays undefined)", () => {
    fc.assert(
      fc.property(arbCars, (cars) => {
        const cards = cardsOf(cars)
        expect(throughThePage(cards)).toStrictEqual(cards)
      }),
      { numRuns: 100 },
    )
  })

  it("names no field and keeps the disclaimers' shared closing text once", () => {
    const cars = sampleCards(3, (i) => ({
      finance_lenders: { Taurus: { paymentWeek: 100 + i, disclaimer: `Estimate ${i}.${CLOSING}` } },
    }))
    const packed = packCards(cars)
    expect(packed.tail.endsWith(CLOSING)).toBe(true)
    const text = JSON.stringify(packed)
    expect(text.split(CLOSING).length - 1).toBe(1)
    expect(text).not.toContain('"slug"')
    expect(text).not.toContain('paymentWeek')
    expect(text.length).toBeLessThan(JSON.stringify(cars).length * 0.7)
  })

  it('a value every car has alike is carried once', () => {
    const cars = sampleCards(4, () => ({ location_name: 'Demo Motors Stones Corner', city: 'Stones Corner' }))
    const packed = packCards(cars)
    expect(JSON.stringify(packed).split('Demo Motors Stones Corner').length - 1).toBe(1)
    expect(packed.values.length).toBeLessThanOrEqual(cars.length * (Object.keys(cars[0]!).length - 2))
    expect(unpackCards(packed)).toStrictEqual(cars)
  })

  it("a start every car's text shares (picture addresses, stock ids) and a disclaimer's opening are carried once", () => {
    const pictures = '/demo-images/demo-motors/1001-'
    const cars = sampleCards(5, (i) => ({
      primary_image_url: i === 2 ? null : `${pictures}${i}/1.svg`,
      finance_lenders: {
        Taurus: { paymentWeek: 100 + i, disclaimer: `Taurus estimate: $${100 + i} per week.${CLOSING}` },
      },
    }))
    const packed = packCards(cars)
    const text = JSON.stringify(packed)
    expect(text.split(pictures).length - 1).toBe(1)
    expect(text.split('Taurus estimate: $').length - 1).toBe(1)
    expect(unpackCards(packed)).toStrictEqual(cars)
  })

  it("a list two cars have alike (the same payment processor) is written once by the router's serialiser", () => {
    const processor = {
      authorization_type: 'stripe',
      authorization_key: 'pk_test_demo_key_51Hx9d',
      deposit_amount: 500,
    }
    const cars = sampleCards(4, (i) => ({ id: `car-${i}`, payment_processors: [{ ...processor }] }))
    const text = serialize(packCards(cars))
    expect(text.split(processor.authorization_key).length - 1).toBe(1)
    expect(unpackCards(deserialize<PackedCards>(text))).toStrictEqual(cars)
  })

  it('the shared start and tail are what every text starts and ends with, and nothing for fewer than two texts', () => {
    expect(commonHead(['Taurus estimate: $1', 'Taurus estimate: $2'])).toBe('Taurus estimate: $')
    expect(commonHead(['same', 'same'])).toBe('same')
    expect(commonHead(['x', 'y'])).toBe('')
    expect(commonHead(['only one'])).toBe('')
    expect(commonTail(['a b. End.', 'c. End.'])).toBe('. End.')
    expect(commonTail(['same', 'same'])).toBe('same')
    expect(commonTail(['x', 'y'])).toBe('')
    expect(commonTail(['only one'])).toBe('')
    expect(commonTail([])).toBe('')
  })
})
