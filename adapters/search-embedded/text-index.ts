import { create, type Orama } from '@orama/orama'
import {
  attributeTexts,
  keywordQuality,
  PRIMARY_ATTRIBUTES,
  SECONDARY_ATTRIBUTES,
  typoBudget,
} from '@domain/search/keyword-match.ts'
import type { SearchDocument } from '@domain/search/search-document.ts'

/**
 * Full-text part of the embedded engine. The tenant's vocabulary is every distinct word of a car's searchable
 * attributes (`SEARCHABLE_ATTRIBUTES`, tokenised by Orama's tokenizer), grouped by first letter; a query word
 * finds the words `keywordMatches` accepts as Meilisearch's defaults do (typo budget by length, a different first
 * letter costing a typo of it, only the query's last word as a prefix). Posting lists map each word to the cars
 * holding it.
 *
 * Why the words are compared here rather than in Orama's radix tree: its typo lookup walks the compressed tree one
 * letter per node and misses words a typo away (it finds 's1000' for 's1007' but not 's1017'). The groups by first
 * letter keep a one-typo lookup to the words sharing the query's first letter, and the distance stops at the
 * first row past the budget.
 *
 * Hyphenated words are also indexed split and joined, so 'mercedes benz', 'f150' and 'cx5' find
 * 'Mercedes-Benz', 'F-150' and 'CX-5'. Ranking is Meilisearch-like rather than BM25: per query word an exact
 * word beats a prefix beats a typo, and a match in make/model/badge beats one in another attribute; a car's
 * score is the sum over the query's words.
 */
const SCHEMA = { word: 'string' } as const
type Tokenizer = Orama<typeof SCHEMA>

/** Weight of a word found in make/model/badge (primary) or in another searchable attribute (secondary). */
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
  readonly tokenizer: Tokenizer
  readonly postings: Postings
  /** first letter → the indexed words beginning with it */
  readonly byFirst: Map<string, Set<string>>
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

const tokens = (db: Tokenizer, text: string): string[] => db.tokenizer.tokenize(text, undefined) as string[]

const indexCar = (text: TextIndex, doc: SearchDocument, ordinal: number): void => {
  const { tokenizer } = text
  const primary = tokens(tokenizer, withSplitForms(attributeTexts(doc, PRIMARY_ATTRIBUTES).join(' ')))
  const secondary = tokens(tokenizer, withSplitForms(attributeTexts(doc, SECONDARY_ATTRIBUTES).join(' ')))
  const weights = new Map<string, number>()
  for (const w of secondary) weights.set(w, SECONDARY)
  for (const w of primary) weights.set(w, PRIMARY)
  for (const [word, weight] of weights) {
    let posting = text.postings.get(word)
    if (!posting) {
      posting = new Map()
      text.postings.set(word, posting)
      const first = word.slice(0, 1)
      const group = text.byFirst.get(first)
      if (group) group.add(word)
      else text.byFirst.set(first, new Set([word]))
    }
    posting.set(ordinal, weight)
  }
  text.wordsOf.set(ordinal, [...weights.keys()])
}

export const createTextIndex = (docs: ReadonlyArray<SearchDocument>): TextIndex => {
  const tokenizer = create({ schema: SCHEMA, sort: { enabled: false } })
  const text: TextIndex = { tokenizer, postings: new Map(), byFirst: new Map(), wordsOf: new Map(), cache: new Map() }
  docs.forEach((doc, ordinal) => {
    indexCar(text, doc, ordinal)
  })
  return text
}

/** Re-indexes one car's text (its ordinal stays). */
export const replaceText = (text: TextIndex, doc: SearchDocument, ordinal: number): void => {
  for (const word of text.wordsOf.get(ordinal) ?? []) text.postings.get(word)?.delete(ordinal)
  indexCar(text, doc, ordinal)
  text.cache.clear()
}

/** The query as Orama tokens (lower-cased, punctuation gone), capped. */
export const queryWords = (text: TextIndex, query: string): string[] =>
  [...new Set(tokens(text.tokenizer, query.slice(0, MAX_QUERY_LENGTH)))]
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .filter((w) => w !== '')
    .slice(0, MAX_QUERY_WORDS)

/** The words a query word may find: those sharing its first letter, or every word when it may take two typos. */
const candidates = (text: TextIndex, word: string): Iterable<string> =>
  typoBudget(word) < 2 ? (text.byFirst.get(word.slice(0, 1)) ?? []) : text.postings.keys()

/** ordinal → best score of one query word (the query's last word also finds the words it begins). */
const wordMatches = (text: TextIndex, word: string, isLast: boolean): Map<number, number> => {
  const key = isLast ? `${word}*` : word
  const cached = text.cache.get(key)
  if (cached) {
    // refresh its place in the insertion-ordered map (least recently used goes first)
    text.cache.delete(key)
    text.cache.set(key, cached)
    return cached
  }
  const scores = new Map<number, number>()
  for (const matched of candidates(text, word)) {
    const quality = keywordQuality(word, matched, isLast)
    if (quality === 0) continue
    for (const [ordinal, weight] of text.postings.get(matched) ?? []) {
      const score = quality * weight
      const previous = scores.get(ordinal)
      if (previous === undefined || previous < score) scores.set(ordinal, score)
    }
  }
  text.cache.set(key, scores)
  if (text.cache.size > WORD_CACHE_SIZE) text.cache.delete(text.cache.keys().next().value as string)
  return scores
}

/**
 * Cars matching every word of the query, with their scores, keyed by ordinal; null when the query has no
 * words (then every car is a candidate). Like Meilisearch's default matching strategy ('last'), when
 * nothing matches every word the last words are dropped one by one; the query's last word stays the only prefix.
 */
export const textMatches = (text: TextIndex, query: string): Map<number, number> | null => {
  const words = queryWords(text, query)
  if (words.length === 0) return null
  const perWord = words.map((word, i) => wordMatches(text, word, i === words.length - 1))
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
