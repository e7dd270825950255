import type { Car } from '@domain/cars/car.schema.ts'
import { toSearchDocument, type SearchDocument } from '@domain/search/search-document.ts'
import { FACETS } from '@domain/search/search-request.schema.ts'
import { SEARCHABLE_ATTRIBUTES } from '@domain/search/keyword-match.ts'
import type { DocPredicate } from './compile-filter.ts'
import { buildFacetColumn, tallyFor, type FacetColumn, type Tally } from './facet-column.ts'
import { sortOrder, type SortOrder } from './sort-order.ts'
import { parseSort as parseSortKeys, type SortKey } from '@domain/search/parse-sort.ts'
import { shownPricesFirst } from '@domain/search/price-sort.ts'
import { compileTenantFilters } from './tenant-filter.ts'
import { createTextIndex, replaceText, type TextIndex } from './text-index.ts'

/** The facets an index answers for: SPEC §3's list. Requests for other names are ignored. */
export const KNOWN_FACETS: ReadonlySet<string> = new Set<string>(FACETS)

/** The sorts a tenant's listing offers, prepared with the index so no shopper waits for them. */
export const PREPARED_SORTS: ReadonlyArray<string> = [
  'custom_rank:desc',
  'created_at_timestamp:desc',
  'price:asc',
  'price:desc',
]

const MAX_CACHED = 16
/** columns are kept for every known facet and for this many other fields (e.g. weekly_payment) */
const MAX_EXTRA_COLUMNS = 16

/**
 * One tenant's search index: its cars in a fixed order (the ordinal), their search documents, an Orama
 * text index, a column per facet and an order per sort. Which documents pass the tenant's search_filters
 * (static) is computed once; `staticMask` caches, per set of time-independent stock clauses, the documents
 * passing those and the search_filters.
 */
export interface TenantIndex {
  readonly version: number
  readonly cars: ReadonlyArray<Car>
  readonly docs: ReadonlyArray<SearchDocument>
  readonly text: TextIndex
  readonly searchFilters: string
  facet(name: string): FacetColumn
  /** the reusable count buffer of a facet's column */
  tally(column: FacetColumn): Tally
  /** a column for any safe field (facets and fields filters read); null once too many fields were asked for */
  column(field: string): FacetColumn | null
  sorted(sort: ReadonlyArray<SortKey>): SortOrder
  /** documents passing the tenant's search_filters and `predicate` (cached under `key`) */
  staticMask(key: string, predicate: DocPredicate): Uint8Array
}

const cached = <T>(cache: Map<string, T>, key: string, make: () => T): T => {
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const value = make()
  if (cache.size < MAX_CACHED) cache.set(key, value)
  return value
}

const assemble = (
  version: number,
  cars: ReadonlyArray<Car>,
  docs: SearchDocument[],
  text: TextIndex,
  searchFilters: ReadonlyArray<string>,
): TenantIndex => {
  const tenantFilter = compileTenantFilters(searchFilters)
  const tenantPass = Uint8Array.from(docs, (doc) => (tenantFilter(doc) ? 1 : 0))
  const facets = new Map<string, FacetColumn>()
  const extras = new Map<string, FacetColumn>()
  const tallies = new WeakMap<FacetColumn, Tally>()
  const sorts = new Map<string, SortOrder>()
  const masks = new Map<string, Uint8Array>()
  const index: TenantIndex = {
    version,
    cars,
    docs,
    text,
    searchFilters: JSON.stringify(searchFilters),
    facet: (name) => {
      const column = facets.get(name) ?? buildFacetColumn(name, docs)
      if (KNOWN_FACETS.has(name)) facets.set(name, column)
      return column
    },
    tally: (column) => {
      let tally = tallies.get(column)
      if (!tally) {
        tally = tallyFor(column)
        tallies.set(column, tally)
      }
      return tally
    },
    column: (field) => {
      if (KNOWN_FACETS.has(field)) return index.facet(field)
      const column = extras.get(field)
      if (column || extras.size >= MAX_EXTRA_COLUMNS) return column ?? null
      const built = buildFacetColumn(field, docs)
      extras.set(field, built)
      return built
    },
    sorted: (sort) =>
      cached(sorts, sort.map((k) => `${k.field}:${k.direction}:${k.missingAtOrBelow ?? ''}`).join(','), () =>
        sortOrder(docs, sort),
      ),
    staticMask: (key, predicate) =>
      cached(masks, key, () => Uint8Array.from(docs, (doc, i) => (tenantPass[i] === 1 && predicate(doc) ? 1 : 0))),
  }
  for (const facet of FACETS) index.facet(facet)
  for (const sort of PREPARED_SORTS) index.sorted(parseSort([sort]))
  return index
}

/** Builds a tenant's index from scratch. Throws when the tenant's search_filters cannot be read. */
export const buildTenantIndex = (
  cars: ReadonlyArray<Car>,
  searchFilters: ReadonlyArray<string>,
  version: number,
): TenantIndex => {
  compileTenantFilters(searchFilters)
  const docs = cars.map(toSearchDocument)
  return assemble(version, cars, docs, createTextIndex(docs), searchFilters)
}

const searchableText = (doc: SearchDocument): string =>
  JSON.stringify(SEARCHABLE_ATTRIBUTES.map((attribute) => doc[attribute as keyof SearchDocument] ?? null))

/**
 * A new index for changed stock. When the cars are the same ids in the same order (a reservation, a price
 * change), only changed cars are re-derived and only cars whose text changed are re-indexed in Orama;
 * otherwise the index is rebuilt.
 */
export const refreshTenantIndex = (
  previous: TenantIndex,
  cars: ReadonlyArray<Car>,
  searchFilters: ReadonlyArray<string>,
  version: number,
): TenantIndex => {
  const sameShape =
    previous.searchFilters === JSON.stringify(searchFilters) &&
    previous.cars.length === cars.length &&
    cars.every((car, i) => previous.cars[i]?.id === car.id)
  if (!sameShape) return buildTenantIndex(cars, searchFilters, version)
  const docs = [...previous.docs]
  cars.forEach((car, i) => {
    const before = previous.cars[i] as Car
    if (before === car) return
    const doc = toSearchDocument(car)
    docs[i] = doc
    if (searchableText(previous.docs[i] as SearchDocument) !== searchableText(doc)) replaceText(previous.text, doc, i)
  })
  return assemble(version, cars, docs, previous.text, searchFilters)
}

/** A request's sort as the index orders it: a price a card cannot show sorts after every shown price. */
export const parseSort = (sort: ReadonlyArray<string>): ReadonlyArray<SortKey> => shownPricesFirst(parseSortKeys(sort))
