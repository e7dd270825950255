import { components, create, insert, insertMultiple, remove, type Orama } from '@orama/orama'
import type { Car } from '@domain/cars/car.schema.ts'

/**
 * Full-text part of the embedded engine, on Orama: make, model and badge go into one Orama field (`primary`),
 * the rest of the name and the hyphenated words split and joined into another (`secondary`: so 'mercedes
 * benz', 'f150' and 'cx5' find 'Mercedes-Benz', 'F-150' and 'CX-5'; two fields rather than one per attribute
 * halve the index build), and each query word is looked up in Orama's radix trees with typo
 * tolerance as Meilisearch sets it by default: none under 5 characters, one typo from 5, two from 9; words also
 * match as prefixes.
 *
 * Ranking is Meilisearch-like rather than BM25 (scoring every matching document with BM25 costs ~100 ms at 50k
 * cars here, the tree lookups well under 1 ms): per word, an exact word beats a prefix beats a typo, and a match
 * in make/model/badge beats one elsewhere in the name; a document's score is the sum over the query's words.
 */
const SCHEMA = { id: 'string', primary: 'string', secondary: 'string' } as const
type TextSchema = typeof SCHEMA
type TextDb = Orama<TextSchema>

const ATTRIBUTE_WEIGHT: Readonly<Record<string, number>> = { primary: 2, secondary: 1 }
export const TEXT_PROPERTIES = Object.keys(ATTRIBUTE_WEIGHT)

/** Longest query read, in characters and words; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_WORDS = 10
const MAX_WORD_LENGTH = 40
const WORD_CACHE_SIZE = 256

export interface TextIndex {
  readonly db: TextDb
  /** Orama internal id → our ordinal */
  ordinalOf: Int32Array
  /** query word → ordinal → score; cleared when documents change */
  readonly words: Map<string, Map<number, number>>
}

const SEPARATORS = /[-_/.]+/g

const textDocument = (car: Car, ordinal: number) => {
  const primary = [car.make, car.model, car.badge ?? ''].join(' ')
  const primaryWords = new Set(primary.toLowerCase().split(/\s+/))
  const all = `${car.name} ${primary}`.split(/\s+/).filter((w) => w !== '')
  const secondary = [
    ...all.filter((w) => !primaryWords.has(w.toLowerCase())),
    ...all.filter((w) => /[-_/.]/.test(w)).flatMap((w) => [w.replace(SEPARATORS, ' '), w.replace(SEPARATORS, '')]),
  ]
  return { id: String(ordinal), primary, secondary: [...new Set(secondary)].join(' ') }
}

const mapOrdinals = (text: { db: TextDb; ordinalOf: Int32Array }, ordinals: Iterable<number>): void => {
  for (const ordinal of ordinals) {
    const internal = components.internalDocumentIDStore.getInternalDocumentId(text.db.internalDocumentIDStore, String(ordinal))
    if (internal >= text.ordinalOf.length) {
      const grown = new Int32Array(Math.max(internal + 1, text.ordinalOf.length * 2)).fill(-1)
      grown.set(text.ordinalOf)
      text.ordinalOf = grown
    }
    text.ordinalOf[internal] = ordinal
  }
}

export const createTextIndex = (cars: ReadonlyArray<Car>): TextIndex => {
  // Orama's sort indexes are not used (hits are ordered by the engine's own sort orders)
  const db = create({ schema: SCHEMA, sort: { enabled: false } })
  insertMultiple(db, cars.map(textDocument), 1000)
  const text: TextIndex = { db, ordinalOf: new Int32Array(cars.length + 2).fill(-1), words: new Map() }
  mapOrdinals(text, cars.keys())
  return text
}

/** Re-indexes one car's text (its ordinal stays). */
export const replaceText = (text: TextIndex, car: Car, ordinal: number): void => {
  remove(text.db, String(ordinal))
  insert(text.db, textDocument(car, ordinal))
  mapOrdinals(text, [ordinal])
  text.words.clear()
}

export const typoTolerance = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0)

/** The query as Orama tokens (lower-cased, punctuation gone), capped. */
export const queryWords = (text: TextIndex, query: string): string[] =>
  [...new Set(text.db.tokenizer.tokenize(query.slice(0, MAX_QUERY_LENGTH), undefined) as string[])]
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter((w) => w !== '')
    .slice(0, MAX_QUERY_WORDS)

/** The part of Orama's radix tree (its string index) the lookup uses. */
interface RadixNode {
  find(params: { term: string; exact?: boolean; tolerance?: number }): Record<string, number[]>
}

const radixOf = (db: TextDb, property: string): RadixNode | null => {
  const tree = (db.data.index as { indexes: Record<string, { type: string; node: unknown }> }).indexes[property]
  return tree && tree.type === 'Radix' ? (tree.node as RadixNode) : null
}

/** ordinal → best score of one query word across the text fields. */
const wordMatches = (text: TextIndex, word: string): Map<number, number> => {
  const cached = text.words.get(word)
  if (cached) {
    // refresh its place in the insertion-ordered map (least recently used goes first)
    text.words.delete(word)
    text.words.set(word, cached)
    return cached
  }
  const scores = new Map<number, number>()
  const tolerance = typoTolerance(word)
  for (const property of TEXT_PROPERTIES) {
    const radix = radixOf(text.db, property)
    if (!radix) continue
    const weight = ATTRIBUTE_WEIGHT[property] as number
    const found = radix.find({ term: word, exact: false, tolerance })
    for (const [matched, ids] of Object.entries(found)) {
      const quality = matched === word ? 3 : matched.startsWith(word) ? 2 : 1
      const score = quality * weight
      for (const internal of ids) {
        const ordinal = text.ordinalOf[internal] ?? -1
        if (ordinal < 0) continue
        const previous = scores.get(ordinal)
        if (previous === undefined || previous < score) scores.set(ordinal, score)
      }
    }
  }
  text.words.set(word, scores)
  if (text.words.size > WORD_CACHE_SIZE) text.words.delete(text.words.keys().next().value as string)
  return scores
}

/**
 * Documents matching every word of the query (each word may match any text field), with their scores, keyed
 * by ordinal; null when the query has no words (then every document is a candidate). Like Meilisearch's
 * default matching strategy ('last'), when nothing matches every word the last words are dropped one by one.
 */
export const textMatches = (text: TextIndex, query: string): Map<number, number> | null => {
  const words = queryWords(text, query)
  if (words.length === 0) return null
  const perWord = words.map((word) => wordMatches(text, word))
  for (let used = perWord.length; used >= 1; used--) {
    const [first, ...rest] = perWord.slice(0, used) as [Map<number, number>, ...Map<number, number>[]]
    const matched = new Map<number, number>()
    for (const [ordinal, score] of first) {
      let sum = score
      let all = true
      for (const other of rest) {
        const s = other.get(ordinal)
        if (s === undefined) { all = false; break }
        sum += s
      }
      if (all) matched.set(ordinal, sum)
    }
    if (matched.size > 0) return matched
  }
  return new Map()
}
