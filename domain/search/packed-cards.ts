import { CARD_FIELDS, type CardCar } from '../cars/card-car.ts'
import type { FinanceLender } from '../cars/car.schema.ts'

// The page's serialised state repeats every field name of every car (about a third of a card car's bytes) and,
// for financed cars, the lender's disclaimer, whose long closing paragraph is the same for each car. The listing's
// route data carries its cars packed instead: a car's values in CARD_FIELDS order (names known to both sides), empty
// lists as 0, the lender's figures in LENDER_FIELDS order, and the text every disclaimer on the page ends with once.
// Plain data and functions: the browser unpacks what the server rendered before it hydrates.

/** The lender figures a card can read, in their packed order (domain/cars/car.schema.ts FinanceLender). */
const LENDER_FIELDS = [
  'interestRate', 'comparisonRate', 'paymentWeek', 'paymentMonth', 'termMonths', 'termYears', 'deposit', 'disclaimer',
] as const satisfies ReadonlyArray<keyof FinanceLender>

const EMPTY_LISTS = ['images', 'finance_lenders', 'payment_processors'] as const

/** One page's cars as its route data carries them (`packCards`); `unpackCards` gives the cars back unchanged. */
export interface PackedCards {
  /** every car's values one after another, CARD_FIELDS.length per car */
  readonly values: ReadonlyArray<unknown>
  /** what every lender disclaimer of these cars ends with, cut from each of them */
  readonly tail: string
}

type Lenders = CardCar['finance_lenders']

const disclaimersOf = (cars: ReadonlyArray<CardCar>): string[] =>
  cars.flatMap((car) => Object.values(car.finance_lenders).flatMap((lender) => (typeof lender.disclaimer === 'string' ? [lender.disclaimer] : [])))

/** The longest text all of `texts` end with ('' for fewer than two texts: nothing would be saved). */
export function commonTail(texts: ReadonlyArray<string>): string {
  if (texts.length < 2) return ''
  let tail = texts[0]!
  for (const text of texts) {
    let n = 0
    while (n < tail.length && n < text.length && tail[tail.length - 1 - n] === text[text.length - 1 - n]) n++
    tail = tail.slice(tail.length - n)
    if (tail === '') break
  }
  return tail
}

const packLenders = (lenders: Lenders, tail: string): unknown[] =>
  Object.entries(lenders).flatMap(([name, lender]) => [
    name,
    ...LENDER_FIELDS.map((field) =>
      field === 'disclaimer' && typeof lender.disclaimer === 'string' ? lender.disclaimer.slice(0, lender.disclaimer.length - tail.length) : lender[field]),
  ])

function unpackLenders(packed: ReadonlyArray<unknown>, tail: string): Lenders {
  const out: Record<string, FinanceLender> = {}
  const stride = LENDER_FIELDS.length + 1
  for (let at = 0; at < packed.length; at += stride) {
    const lender: Record<string, unknown> = {}
    LENDER_FIELDS.forEach((field, i) => {
      const value = packed[at + 1 + i]
      if (value !== undefined) lender[field] = field === 'disclaimer' && typeof value === 'string' ? value + tail : value
    })
    out[packed[at] as string] = lender as FinanceLender
  }
  return out
}

/** A page's cars packed for its serialised state. */
export function packCards(cars: ReadonlyArray<CardCar>): PackedCards {
  const tail = commonTail(disclaimersOf(cars))
  const values = cars.flatMap((car) =>
    CARD_FIELDS.map((field) => {
      const value = car[field]
      if ((EMPTY_LISTS as ReadonlyArray<string>).includes(field)) {
        if (Array.isArray(value) ? value.length === 0 : Object.keys(value as object).length === 0) return 0
        return field === 'finance_lenders' ? packLenders(value as Lenders, tail) : value
      }
      return value
    }))
  return { values, tail }
}

/** The cars `packCards` packed, field for field as they were (an absent optional field stays absent). */
export function unpackCards(packed: PackedCards): CardCar[] {
  const cars: CardCar[] = []
  for (let at = 0; at < packed.values.length; at += CARD_FIELDS.length) {
    const car: Record<string, unknown> = {}
    CARD_FIELDS.forEach((field, i) => {
      const value = packed.values[at + i]
      if (value === undefined) return
      if ((EMPTY_LISTS as ReadonlyArray<string>).includes(field)) {
        car[field] = value === 0 ? (field === 'finance_lenders' ? {} : []) : field === 'finance_lenders' ? unpackLenders(value as unknown[], packed.tail) : value
      } else car[field] = value
    })
    cars.push(car as unknown as CardCar)
  }
  return cars
}
