import type { SearchDocument } from './search-document.ts'

/**
 * Keyword search as Meilisearch answers it with its default settings, the rules both search engines follow.
 *
 * Searchable: every text attribute a shopper reads on a car (Meilisearch's default makes every attribute
 * searchable; ids, prices and timestamps hold no word a shopper types). Make, model and badge come first: a word
 * found there ranks above one found only elsewhere.
 */
export const PRIMARY_ATTRIBUTES = ['make', 'model', 'badge'] as const
export const SECONDARY_ATTRIBUTES = [
  'series',
  'name',
  'body',
  'simple_body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'filtered_features',
  'location_name',
  'city',
  'stocknum',
] as const
export const SEARCHABLE_ATTRIBUTES: ReadonlyArray<string> = [...PRIMARY_ATTRIBUTES, ...SECONDARY_ATTRIBUTES]

type Attribute = (typeof PRIMARY_ATTRIBUTES)[number] | (typeof SECONDARY_ATTRIBUTES)[number]

/** The text of the given attributes of a document, one string per value, blanks left out. */
export const attributeTexts = (doc: SearchDocument, attributes: ReadonlyArray<Attribute>): string[] =>
  attributes.flatMap((attribute) => {
    const value: unknown = doc[attribute]
    const values = Array.isArray(value) ? value : [value]
    return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
  })

/** Typos a query word may hold (Meilisearch's minWordSizeForTypos default): none under 5 characters, one from 5, two from 9. */
export const typoBudget = (word: string): number => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0)

/**
 * Is the edit distance (insert, delete, substitute) from `query` to `word`, or with `prefix` to the closest
 * beginning of `word`, at most `bound`: the table's last row, its end for the whole word and its minimum for a
 * prefix. A row whose every cell is past the bound ends the comparison (no later row comes back under it).
 */
export const withinDistance = (query: string, word: string, prefix: boolean, bound: number): boolean => {
  if (!prefix && Math.abs(query.length - word.length) > bound) return false
  let row = Array.from({ length: word.length + 1 }, (_, j) => j)
  for (let i = 1; i <= query.length; i++) {
    const next = [i]
    let least = i
    for (let j = 1; j <= word.length; j++) {
      const substitute = (row[j - 1] as number) + (query[i - 1] === word[j - 1] ? 0 : 1)
      const cell = Math.min((row[j] as number) + 1, (next[j - 1] as number) + 1, substitute)
      next.push(cell)
      if (cell < least) least = cell
    }
    if (least > bound) return false
    row = next
  }
  return (prefix ? Math.min(...row) : (row[word.length] as number)) <= bound
}

/**
 * Does a (lower-cased) query word find an indexed word: the whole word, or for the query's last word its
 * beginning too (prefix search), within the word's typo budget. A different first letter costs a typo of the
 * budget on its own, so a short word's single typo never changes its first letter.
 */
export const keywordMatches = (query: string, word: string, isLast: boolean): boolean => {
  if (word === query || (isLast && word.startsWith(query))) return true
  const budget = typoBudget(query) - (query[0] === word[0] ? 0 : 1)
  return budget > 0 && withinDistance(query, word, isLast, budget)
}

/** How well a query word finds an indexed word: the same word, its beginning, or with typos (0: not at all). */
export const keywordQuality = (query: string, word: string, isLast: boolean): 0 | 1 | 2 | 3 =>
  word === query ? 3 : isLast && word.startsWith(query) ? 2 : keywordMatches(query, word, isLast) ? 1 : 0
