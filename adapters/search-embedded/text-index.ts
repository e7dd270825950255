import { create, insertMultiple, type Orama } from '@orama/orama'
import type { Car } from '@domain/cars/car.schema.ts'

/**
 * Full-text part of the embedded engine. Orama holds the tenant's vocabulary (every distinct word of make,
 * model, badge and name, tokenised by Orama) and finds the words a query word means, with typo tolerance as
 * Meilisearch sets it by default (none under 5 characters, one typo from 5, two from 9; words also match as
 * prefixes). Posting lists map each word to the cars holding it.
 *
 * Why the vocabulary and not the cars: Orama's radix lookup merges a word's documents with an
 * Array.includes check, quadratic in the documents per word (a common make in a large stock), and it scores every
 * hit with BM25. Indexing the words keeps each lookup to the words and makes the index build a fraction of the cost.
 *
 * Hyphenated words are also indexed split and joined, so 'mercedes benz', 'f150' and 'cx5' find
 * 'Mercedes-Benz', 'F-150' and 'CX-5'. Ranking is Meilisearch-like rather than BM25: per query word an exact
 * word beats a prefix beats a typo, and a match in make/model/badge beats one elsewhere in the name; a car's
 * score is the sum over the query's words.
 */
const SCHEMA = { word: 'string' } as const
type VocabularyDb = Orama<typeof SCHEMA>

/** Weight of a word found in make/model/badge (primary) or elsewhere in the name (secondary). */
const PRIMARY = 2
const SECONDARY = 1

/** Longest query read, in characters and words; the rest is ignored. */
export const MAX_QUERY_LENGTH = 200
export const MAX_QUERY_WORDS = 10
const MAX_WORD_LENGTH = 40
const WORD_CACHE_SIZE = 256

/** word → ordinal → weight (PRIMARY wins over SECONDARY) */
type Postings = Map<string, Map<number, number>>

export interface TextIndex {
  vocabulary: VocabularyDb
  readonly postings: Postings
  /** the words each car was indexed under, so a changed car can be taken out again */
  readonly wordsOf: Map<number, ReadonlyArray<string>>
  /** query word → ordinal → score; cleared when documents change */
  readonly cache: Map<string, Map<number, number>>
}

const SEPARATORS = /[-_/.]+/g
const withSplitForms = (text: string): string => {
  const hyphenated = text.split(/\s+/).filter((w) => /[-_/.]/.test(w))
  return [text, ...hyphenated.flatMap((w) => [w.replace(SEPARATORS, ' '), w.replace(SEPARATORS, '')])].join(' ')
}

const tokens = (db: VocabularyDb, text: string): string[] => db.tokenizer.tokenize(text, undefined) as string[]

const indexCar = (text: TextIndex, tokenizer: VocabularyDb, car: Car, ordinal: number, added: Set<string>): void => {
  const primary = tokens(tokenizer, withSplitForms([car.make, car.model, car.badge ?? ''].join(' ')))
  const secondary = tokens(tokenizer, withSplitForms(car.name))
  const weights = new Map<string, number>()
  for (const w of secondary) weights.set(w, SECONDARY)
  for (const w of primary) weights.set(w, PRIMARY)
  for (const [word, weight] of weights) {
    let posting = text.postings.get(word)
    if (!posting) {
      posting = new Map()
      text.postings.set(word, posting)
      added.add(word)
    }
    posting.set(ordinal, weight)
  }
  text.wordsOf.set(ordinal, [...weights.keys()])
}

const newVocabulary = () => create({ schema: SCHEMA, sort: { enabled: false } })

export const createTextIndex = (cars: ReadonlyArray<Car>): TextIndex => {
  const vocabulary = newVocabulary()
  const text: TextIndex = { vocabulary, postings: new Map(), wordsOf: new Map(), cache: new Map() }
  const added = new Set<string>()
  cars.forEach((car, ordinal) => {
    indexCar(text, vocabulary, car, ordinal, added)
  })
  // Orama inserts synchronously with its default components; the Promise in its type is for async plugins
  void insertMultiple(
    vocabulary,
    [...added].map((word) => ({ word })),
    1000,
  )
  return text
}

/** Re-indexes one car's text (its ordinal stays). */
export const replaceText = (text: TextIndex, car: Car, ordinal: number): void => {
  for (const word of text.wordsOf.get(ordinal) ?? []) text.postings.get(word)?.delete(ordinal)
  const added = new Set<string>()
  indexCar(text, text.vocabulary, car, ordinal, added)
  if (added.size > 0)
    void insertMultiple(
      text.vocabulary,
      [...added].map((word) => ({ word })),
    )
  text.cache.clear()
}

export const typoTolerance = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0)

/** The query as Orama tokens (lower-cased, punctuation gone), capped. */
export const queryWords = (text: TextIndex, query: string): string[] =>
  [...new Set(tokens(text.vocabulary, query.slice(0, MAX_QUERY_LENGTH)))]
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter((w) => w !== '')
    .slice(0, MAX_QUERY_WORDS)

/** The part of Orama's radix tree (its string index) the lookup uses. */
interface RadixNode {
  find(params: { term: string; exact?: boolean; tolerance?: number }): Record<string, unknown>
}

const vocabularyTree = (db: VocabularyDb): RadixNode | null => {
  const tree = (db.data.index as { indexes: Record<string, { type: string; node: unknown }> }).indexes['word']
  return tree && tree.type === 'Radix' ? (tree.node as RadixNode) : null
}

/** ordinal → best score of one query word. */
const wordMatches = (text: TextIndex, word: string): Map<number, number> => {
  const cached = text.cache.get(word)
  if (cached) {
    // refresh its place in the insertion-ordered map (least recently used goes first)
    text.cache.delete(word)
    text.cache.set(word, cached)
    return cached
  }
  const scores = new Map<number, number>()
  const found =
    vocabularyTree(text.vocabulary)?.find({ term: word, exact: false, tolerance: typoTolerance(word) }) ?? {}
  for (const matched of Object.keys(found)) {
    const quality = matched === word ? 3 : matched.startsWith(word) ? 2 : 1
    for (const [ordinal, weight] of text.postings.get(matched) ?? []) {
      const score = quality * weight
      const previous = scores.get(ordinal)
      if (previous === undefined || previous < score) scores.set(ordinal, score)
    }
  }
  text.cache.set(word, scores)
  if (text.cache.size > WORD_CACHE_SIZE) text.cache.delete(text.cache.keys().next().value as string)
  return scores
}

/**
 * Cars matching every word of the query, with their scores, keyed by ordinal; null when the query has no
 * words (then every car is a candidate). Like Meilisearch's default matching strategy ('last'), when
 * nothing matches every word the last words are dropped one by one.
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
        if (s === undefined) {
          all = false
          break
        }
        sum += s
      }
      if (all) matched.set(ordinal, sum)
    }
    if (matched.size > 0) return matched
  }
  return new Map()
}
