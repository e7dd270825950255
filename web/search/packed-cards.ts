import { CARD_FIELDS, type CardCar } from '@domain/cars/card-car.ts'
import type { FinanceLender, PaymentProcessor } from '@domain/cars/car.schema.ts'
import { canMarkFigures, LENDER_FIGURES, markFigures, readFigures } from './disclaimer-figures.ts'

// The page's serialised state repeats every field name of every car (a large share of a card car's bytes), the
// values all of a page's cars share (a one-location dealer's location, city and dealership) and, for financed cars,
// the lender's disclaimer, whose long closing paragraph is the same for each car. The listing's route data carries
// its cars packed instead: a car's values in CARD_FIELDS order (names known to both sides), the values every car has
// alike once, empty lists as 0, the lender's figures and the payment processor's fields in a fixed order, the text
// every disclaimer on the page starts and ends with once, the start every car's value of a text field shares once
// (a dealer's picture addresses, its stock ids), and a list two cars have alike (the same payment processor) as the
// same list, which the router's serialiser writes once and refers to after, and a name or slug that is the usual
// one for the car (the year, make, model and badge; the name's words and the id) as 0. Plain data and functions: the
// browser unpacks what the server rendered before it hydrates.

/** The lender figures a card can read, in their packed order (domain/cars/car.schema.ts FinanceLender). */
const LENDER_FIELDS = [...LENDER_FIGURES, 'disclaimer'] as const satisfies ReadonlyArray<keyof FinanceLender>

const PROCESSOR_FIELDS = ['authorization_type', 'authorization_key', 'deposit_amount'] as const satisfies ReadonlyArray<
  keyof PaymentProcessor
>

/** One page's cars as its route data carries them (`packCards`); `unpackCards` gives the cars back unchanged. */
export interface PackedCards {
  /** how many cars */
  readonly count: number
  /** the values every car has alike: field index, value, field index, value, … */
  readonly shared: ReadonlyArray<unknown>
  /** each car's other values one after another, in CARD_FIELDS order */
  readonly values: ReadonlyArray<unknown>
  /** what every lender disclaimer of these cars ends with, cut from each of them */
  readonly tail: string
  /** what every lender disclaimer of these cars starts with, cut from each of them */
  readonly head: string
  /** the disclaimers are written with the lender's figures marked (web/search/disclaimer-figures.ts); absent: not */
  readonly figures?: true
  /** the start every car's value of a text field shares: field index, start, … (cut from each value) */
  readonly starts: ReadonlyArray<number | string>
  /**
   * the values every car's one lender has alike (its name, term, …): position in the packed lender, value, … (cut
   * from each); absent: none
   */
  readonly lenders?: ReadonlyArray<unknown>
}

type Lenders = CardCar['finance_lenders']
type Field = (typeof CARD_FIELDS)[number]

/** The longest text all of `texts` end with ('' for fewer than two texts: nothing would be saved). */
export function commonTail(texts: ReadonlyArray<string>): string {
  if (texts.length < 2) return ''
  let tail = texts[0]!
  for (const text of texts) {
    if (text.endsWith(tail)) continue
    let n = 0
    while (n < tail.length && n < text.length && tail[tail.length - 1 - n] === text[text.length - 1 - n]) n++
    tail = tail.slice(tail.length - n)
    if (tail === '') break
  }
  return tail
}

/** The longest text all of `texts` start with ('' for fewer than two texts). */
export function commonHead(texts: ReadonlyArray<string>): string {
  if (texts.length < 2) return ''
  let head = texts[0]!
  for (const text of texts) {
    let n = 0
    while (n < head.length && n < text.length && head[n] === text[n]) n++
    head = head.slice(0, n)
    if (head === '') break
  }
  return head
}

/** How the page's disclaimers are written: figures marked or not, then their shared start and end cut. */
interface Ends {
  readonly figures: boolean
  readonly head: string
  readonly tail: string
}

/** A lender's disclaimer as the page's disclaimers are compared and cut: its figures marked when the page's are. */
const writtenDisclaimer = (lender: FinanceLender, figures: boolean): string | null =>
  typeof lender.disclaimer !== 'string' ? null : figures ? markFigures(lender.disclaimer, lender) : lender.disclaimer

/** The disclaimers' shared start and end (the end taken from what is left after the start, so they never overlap). */
function endsOf(lenders: ReadonlyArray<FinanceLender>, figures: boolean): Ends & { readonly cost: number } {
  const texts = lenders.flatMap((lender) => writtenDisclaimer(lender, figures) ?? [])
  const head = commonHead(texts)
  const tail = commonTail(texts.map((text) => text.slice(head.length)))
  // what the serialised state would hold: each text's middle, the start and end once; a mark's control characters
  // are written escaped (four characters each)
  const cost = [head, tail, ...texts.map((text) => text.slice(head.length, text.length - tail.length))].reduce(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: counts the marks, which are control characters
    (sum, text) => sum + text.length + 3 * (text.match(/[\u0000-\u001f]/g)?.length ?? 0),
    0,
  )
  return { figures, head, tail, cost }
}

/** How to write the page's disclaimers: with their figures marked only where that makes them shorter. */
function disclaimerEnds(cars: ReadonlyArray<CardCar>): Ends {
  const lenders = cars.flatMap((car) => Object.values(car.finance_lenders))
  const plain = endsOf(lenders, false)
  if (!canMarkFigures(lenders.flatMap((lender) => (typeof lender.disclaimer === 'string' ? [lender.disclaimer] : []))))
    return plain
  const marked = endsOf(lenders, true)
  return marked.cost < plain.cost ? marked : plain
}

const packLenders = (lenders: Lenders, ends: Ends): unknown[] =>
  Object.entries(lenders).flatMap(([name, lender]) => [
    name,
    ...LENDER_FIELDS.map((field) => {
      const text = field === 'disclaimer' ? writtenDisclaimer(lender, ends.figures) : null
      return text === null ? lender[field] : text.slice(ends.head.length, text.length - ends.tail.length)
    }),
  ])

function unpackLenders(packed: ReadonlyArray<unknown>, { figures, head, tail }: Ends): Lenders {
  const out: Record<string, FinanceLender> = {}
  for (let at = 0; at < packed.length; at += LENDER_FIELDS.length + 1) {
    const lender: Record<string, unknown> = {}
    LENDER_FIELDS.forEach((field, i) => {
      const value = packed[at + 1 + i]
      if (value !== undefined)
        lender[field] = field === 'disclaimer' && typeof value === 'string' ? head + value + tail : value
    })
    // the figures are the lender's own, all read by now
    if (figures && typeof lender['disclaimer'] === 'string')
      lender['disclaimer'] = readFigures(lender['disclaimer'], lender as FinanceLender)
    out[packed[at] as string] = lender as FinanceLender
  }
  return out
}

function unpackProcessors(packed: ReadonlyArray<unknown>): PaymentProcessor[] {
  const out: PaymentProcessor[] = []
  for (let at = 0; at < packed.length; at += PROCESSOR_FIELDS.length) {
    out.push(
      Object.fromEntries(PROCESSOR_FIELDS.map((field, i) => [field, packed[at + i]])) as unknown as PaymentProcessor,
    )
  }
  return out
}

/** Stands for a name or slug that is the one `usualName` or `usualSlug` gives (never a text, so never mistaken). */
const USUAL = 0

/** The name most feeds give a car: '2024 Toyota HiLux Workmate'. */
const usualName = (car: Pick<CardCar, 'year' | 'make' | 'model' | 'badge'>): string =>
  [String(car.year), car.make, car.model, car.badge ?? ''].filter((word) => word !== '').join(' ')

/** The slug most feeds give a car: its name's words in lower case, then its id ('2024-toyota-hilux-workmate-1001-118'). */
const usualSlug = (car: Pick<CardCar, 'name' | 'id'>): string =>
  `${car.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${car.id}`

/** A car's value of one field as packed: lists flattened, an empty list 0, a usual name or slug 0. */
function packValue(car: CardCar, field: Field, ends: Ends): unknown {
  switch (field) {
    case 'images':
      return car.images.length === 0 ? 0 : car.images
    case 'finance_lenders':
      return Object.keys(car.finance_lenders).length === 0 ? 0 : packLenders(car.finance_lenders, ends)
    case 'payment_processors':
      return car.payment_processors.length === 0
        ? 0
        : car.payment_processors.flatMap((p) => PROCESSOR_FIELDS.map((f) => p[f]))
    case 'name':
      return car.name === usualName(car) ? USUAL : car.name
    case 'slug':
      return car.slug === usualSlug(car) ? USUAL : car.slug
    default:
      return car[field]
  }
}

function unpackValue(field: Field, value: unknown, ends: Ends): unknown {
  switch (field) {
    case 'images':
      return value === 0 ? [] : value
    case 'finance_lenders':
      return value === 0 ? {} : unpackLenders(value as unknown[], ends)
    case 'payment_processors':
      return value === 0 ? [] : unpackProcessors(value as unknown[])
    default:
      return value
  }
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object'

/** A start shorter than this is not worth its field index and quotes. */
const MIN_SHARED_START = 4

/** The start all of a column's texts share, when every value is a text or absent and there are two texts or more. */
function sharedStart(column: ReadonlyArray<unknown>): string {
  const texts = column.filter((value): value is string => typeof value === 'string')
  if (
    texts.length < 2 ||
    texts.length + column.filter((value) => value === null || value === undefined).length !== column.length
  )
    return ''
  const head = commonHead(texts)
  return head.length >= MIN_SHARED_START ? head : ''
}

/** One primitive as a key part: every distinct value (undefined, -0, NaN, a text with commas) its own. */
const atom = (value: unknown): string =>
  value === undefined
    ? 'u'
    : typeof value === 'number'
      ? `n${Object.is(value, -0) ? '-0' : String(value)}`
      : typeof value === 'string'
        ? `s${JSON.stringify(value)}`
        : String(value)

/** Lists of primitives alike are made the same list (the serialiser writes a repeated list once); others as they are. */
function internLists(values: unknown[]): unknown[] {
  const seen = new Map<string, unknown>()
  return values.map((value) => {
    if (!Array.isArray(value) || !value.every(isPrimitive)) return value
    const key = value.map(atom).join(',')
    const known = seen.get(key)
    if (known !== undefined) return known
    seen.set(key, value)
    return value
  })
}

const LENDER_COLUMN = CARD_FIELDS.indexOf('finance_lenders')
/** a packed lender: its name, then its LENDER_FIELDS */
const PACKED_LENDER = LENDER_FIELDS.length + 1

/**
 * The values the packed lenders of a page have alike (most pages: one lender, its name and term the same for every
 * car), as position, value, …, cut from each; only when every financed car has one lender.
 */
function shareLenderValues(rows: unknown[][]): unknown[] {
  const lists = rows.map((row) => row[LENDER_COLUMN]).filter((cell): cell is unknown[] => Array.isArray(cell))
  if (lists.length < 2 || lists.some((list) => list.length !== PACKED_LENDER)) return []
  const shared: unknown[] = []
  const alike = new Set<number>()
  for (let at = 0; at < PACKED_LENDER; at++) {
    const first = lists[0]![at]
    if (isPrimitive(first) && lists.every((list) => Object.is(list[at], first))) {
      shared.push(at, first)
      alike.add(at)
    }
  }
  for (const row of rows)
    if (Array.isArray(row[LENDER_COLUMN]))
      row[LENDER_COLUMN] = (row[LENDER_COLUMN] as unknown[]).filter((_value, at) => !alike.has(at))
  return shared
}

/** A packed lender with the values its page's lenders have alike put back. */
function withSharedLenderValues(list: ReadonlyArray<unknown>, alike: ReadonlyMap<number, unknown>): unknown[] {
  let next = 0
  return Array.from({ length: PACKED_LENDER }, (_value, at) => (alike.has(at) ? alike.get(at) : list[next++]))
}

/** A page's cars packed for its serialised state. */
export function packCards(cars: ReadonlyArray<CardCar>): PackedCards {
  const ends = disclaimerEnds(cars)
  const rows = cars.map((car) => CARD_FIELDS.map((field) => packValue(car, field, ends)))
  const lenders = shareLenderValues(rows)
  const shared: unknown[] = []
  const starts: Array<number | string> = []
  const alike = CARD_FIELDS.map((_field, i) => {
    const first = rows[0]?.[i]
    const same = rows.length > 1 && isPrimitive(first) && rows.every((row) => Object.is(row[i], first))
    if (same) shared.push(i, first)
    else {
      const start = sharedStart(rows.map((row) => row[i]))
      if (start !== '') {
        starts.push(i, start)
        for (const row of rows) if (typeof row[i] === 'string') row[i] = (row[i] as string).slice(start.length)
      }
    }
    return same
  })
  const values = internLists(rows.flatMap((row) => row.filter((_value, i) => !alike[i])))
  return {
    count: cars.length,
    shared,
    values,
    tail: ends.tail,
    head: ends.head,
    ...(ends.figures && { figures: true }),
    starts,
    ...(lenders.length > 0 && { lenders }),
  }
}

/** A packed list of position, value, … pairs (`shared`, `starts`, `lenders`) as a map from position to value. */
function placed(pairs: ReadonlyArray<unknown>): ReadonlyMap<number, unknown> {
  const at = new Map<number, unknown>()
  for (let i = 0; i < pairs.length; i += 2) at.set(pairs[i] as number, pairs[i + 1])
  return at
}

/** The cars `packCards` packed, field for field as they were (an absent optional field stays absent). */
export function unpackCards(packed: PackedCards): CardCar[] {
  const alike = placed(packed.shared)
  const starts = placed(packed.starts) as ReadonlyMap<number, string>
  const lenderAlike = packed.lenders && placed(packed.lenders)
  const ends: Ends = { figures: packed.figures === true, head: packed.head, tail: packed.tail }
  const stride = CARD_FIELDS.length - alike.size
  const cars: CardCar[] = []
  for (let n = 0; n < packed.count; n++) {
    const car: Record<string, unknown> = {}
    let at = n * stride
    CARD_FIELDS.forEach((field, i) => {
      let value = alike.has(i) ? alike.get(i) : packed.values[at++]
      const start = starts.get(i)
      if (start !== undefined && typeof value === 'string') value = start + value
      if (i === LENDER_COLUMN && lenderAlike && Array.isArray(value)) value = withSharedLenderValues(value, lenderAlike)
      if (value !== undefined) car[field] = unpackValue(field, value, ends)
    })
    // the name first: the usual slug is made from it
    if (car['name'] === USUAL) car['name'] = usualName(car as unknown as CardCar)
    if (car['slug'] === USUAL) car['slug'] = usualSlug(car as unknown as CardCar)
    cars.push(car as unknown as CardCar)
  }
  return cars
}
