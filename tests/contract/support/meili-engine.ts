import type { Car } from '@domain/cars/car.schema.ts'
import { fieldValue } from '@domain/search/match-conditions.ts'
import { toSearchDocument, type SearchDocument } from '@domain/search/search-document.ts'
import { meiliFilterPredicate } from '@adapters/search-meilisearch/testing/meili-expression-parser.ts'
import { keywordMatches } from '@domain/search/keyword-match.ts'
import { CARS_INDEX_SETTINGS } from '@adapters/search-meilisearch/index-settings.ts'

/**
 * A test stand-in for a Meilisearch index holding one fixed stock: it answers a multi-search body by really
 * evaluating what was sent (filter strings read back with the domain's test parser and matched with the
 * reference matcher, q, sort, facets, offset and limit), in Meilisearch's documented answer format. So a
 * suite comparing its answers with the embedded engine's checks the request the adapter sends, not just
 * the adapter's merge.
 *
 * Engine behaviour reproduced from Meilisearch's documented defaults: every query word must match
 * (dropping trailing words when nothing matches, strategy 'last') in a searchable attribute, with 1 typo
 * from 5 characters, 2 from 9 (a first letter's typo counting twice), the query's last word also as a prefix; facet values group ignoring case and list at most 100 values, numbers first
 * ascending, then strings alphabetically; facetStats for numeric values only; requested facets always appear
 * in facetDistribution. Ranking is by the sort only (ties in index order): suites compare order only where
 * the query has no words.
 */
interface QueryIn {
  indexUid: string
  q: string
  filter: Array<string | string[]>
  sort: string[]
  facets: string[]
  limit: number
  offset: number
  attributesToHighlight: string[]
  highlightPreTag: string
  highlightPostTag: string
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w !== '')

/** A document's words: those of the index's searchable attributes, hyphenated words also split and joined. */
const documentWords = (doc: Omit<SearchDocument, 'weekly_payment'>): string[] => {
  const texts = CARS_INDEX_SETTINGS.searchableAttributes.flatMap((attribute) => {
    const value: unknown = doc[attribute as keyof typeof doc]
    return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
  })
  const base = words(texts.join(' '))
  return [...base, ...base.filter((w) => w.includes('-')).flatMap((w) => [...w.split('-'), w.replaceAll('-', '')])]
}

const sortValue = (v: unknown): [number, number | string] =>
  typeof v === 'number' && Number.isFinite(v)
    ? [0, v]
    : typeof v === 'string'
      ? [1, v.toLowerCase()]
      : typeof v === 'boolean'
        ? [1, String(v)]
        : [2, 0]

/** Meilisearch's documented defaults for what a query leaves out (a hand-edited browser request may leave out anything). */
const withDefaults = (q: Partial<QueryIn> & { indexUid: string }): QueryIn => ({
  q: '',
  sort: [],
  facets: [],
  limit: 20,
  offset: 0,
  attributesToHighlight: [],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  ...q,
  filter: q.filter === undefined || q.filter === null ? [] : typeof q.filter === 'string' ? [q.filter] : q.filter,
})

/**
 * A car as a production index holds it: the SPEC §3 Car (finance_lenders keyed by provider, with paymentWeek
 * numbers) and the SPEC §3 facet fields; not this platform's derived `weekly_payment`, which a real index does not
 * have (weekly filters must compare `finance_lenders.{lender}.paymentWeek`).
 */
export const indexedCar = (car: Car): Omit<SearchDocument, 'weekly_payment'> => {
  const { weekly_payment: _, ...doc } = toSearchDocument(car)
  return doc
}

export function meiliEngine(cars: ReadonlyArray<Car>) {
  const docs = cars.map(indexedCar)
  const textOf = docs.map(documentWords)

  const textMatch = (q: string): ReadonlySet<number> | null => {
    const queryWords = words(q).slice(0, 10)
    if (queryWords.length === 0) return null
    const last = queryWords.length - 1
    for (let used = queryWords.length; used >= 1; used--) {
      const wanted = queryWords.slice(0, used)
      const found = new Set(
        docs.flatMap((_, i) =>
          wanted.every((w, k) => (textOf[i] as string[]).some((d) => keywordMatches(w, d, k === last))) ? [i] : [],
        ),
      )
      if (found.size > 0) return found
    }
    return new Set()
  }

  const answer = (query: QueryIn) => {
    const matches = meiliFilterPredicate(query.filter)
    const text = textMatch(query.q)
    const matching = docs
      .map((doc, i) => ({ doc, i }))
      .filter(({ doc, i }) => (text === null || text.has(i)) && matches(doc))
    const keys = query.sort.map((s) => s.split(':') as [string, 'asc' | 'desc'])
    matching.sort((a, b) => {
      for (const [field, direction] of keys) {
        const [ka, va] = sortValue(fieldValue(a.doc, field))
        const [kb, vb] = sortValue(fieldValue(b.doc, field))
        if (ka === 2 || kb === 2) {
          if (ka !== kb) return ka === 2 ? 1 : -1
          continue
        }
        const sign = direction === 'asc' ? 1 : -1
        if (ka !== kb) return sign * (ka - kb)
        if (va !== vb) return sign * (va < vb ? -1 : 1)
      }
      return a.i - b.i
    })
    const facetDistribution: Record<string, Record<string, number>> = {}
    const facetStats: Record<string, { min: number; max: number }> = {}
    for (const facet of query.facets) {
      const counts = new Map<string, { label: string; n: number | null; count: number }>()
      let min = Infinity
      let max = -Infinity
      for (const { doc } of matching) {
        const raw = fieldValue(doc, facet)
        const seen = new Set<string>()
        for (const v of Array.isArray(raw) ? raw : [raw]) {
          if (typeof v !== 'string' && typeof v !== 'boolean' && !(typeof v === 'number' && Number.isFinite(v)))
            continue
          const key = typeof v === 'number' ? `n${v}` : `s${String(v).toLowerCase()}`
          if (seen.has(key)) continue
          seen.add(key)
          const entry = counts.get(key) ?? { label: String(v), n: typeof v === 'number' ? v : null, count: 0 }
          entry.count++
          counts.set(key, entry)
          if (typeof v === 'number') {
            min = Math.min(min, v)
            max = Math.max(max, v)
          }
        }
      }
      const ordered = [...counts.values()].sort((a, b) =>
        a.n !== null && b.n !== null
          ? a.n - b.n
          : a.n !== null
            ? -1
            : b.n !== null
              ? 1
              : a.label.toLowerCase() < b.label.toLowerCase()
                ? -1
                : a.label.toLowerCase() > b.label.toLowerCase()
                  ? 1
                  : 0,
      )
      facetDistribution[facet] = {}
      for (const { label, count } of ordered.slice(0, 100))
        facetDistribution[facet][label] = (facetDistribution[facet][label] ?? 0) + count
      if (min <= max) facetStats[facet] = { min, max }
    }
    return {
      indexUid: query.indexUid,
      hits: matching
        .slice(query.offset, query.offset + query.limit)
        .map(({ doc }) => ({ ...doc, _formatted: { name: doc.name } })),
      query: query.q,
      processingTimeMs: 1,
      limit: query.limit,
      offset: query.offset,
      estimatedTotalHits: matching.length,
      facetDistribution,
      facetStats,
    }
  }

  return {
    /** the answer to a POST /multi-search body */
    multiSearch: (body: { queries: Array<Partial<QueryIn> & { indexUid: string }> }) => ({
      results: body.queries.map((q) => answer(withDefaults(q))),
    }),
  }
}
