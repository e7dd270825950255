import { compileGetter } from './compile-filter.ts'

/**
 * One facet precomputed over a tenant's documents: each distinct value (grouped ignoring case, as
 * Meilisearch groups facet strings) gets a small integer id, so counting a facet over any set of documents
 * is one typed-array increment per document.
 */
export interface FacetColumn {
  readonly facet: string
  /** value id → the key shown in facetDistribution (first spelling seen) */
  readonly labels: ReadonlyArray<string>
  /** value id → its number for facetStats, NaN for strings and booleans */
  readonly numbers: Float64Array
  /** document → value id; NONE when the document has no value, MULTI when it has several (see `multi`) */
  readonly single: Int32Array
  readonly multi: ReadonlyMap<number, Int32Array>
  /** value id → its place in facetDistribution's order (`compareFacetValues`), worked out once per column */
  readonly rank: Int32Array
  /** place in that order → value id */
  readonly byRank: Int32Array
  /** no two values share a label (only a number and a string that reads the same can): counts need no merging */
  readonly uniqueLabels: boolean
}

export const NONE = -1
export const MULTI = -2

const valueKey = (value: unknown): string | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? `n:${value}` : null
  if (typeof value === 'string') return `s:${value.toLowerCase()}`
  if (typeof value === 'boolean') return `s:${value}`
  return null
}

export const buildFacetColumn = (facet: string, docs: ReadonlyArray<unknown>): FacetColumn => {
  const get = compileGetter(facet)
  const ids = new Map<string, number>()
  const labels: string[] = []
  const numbers: number[] = []
  const idOf = (value: unknown): number => {
    const key = valueKey(value)
    if (key === null) return NONE
    let id = ids.get(key)
    if (id === undefined) {
      id = labels.length
      ids.set(key, id)
      labels.push(String(value))
      numbers.push(typeof value === 'number' ? value : Number.NaN)
    }
    return id
  }
  const single = new Int32Array(docs.length).fill(NONE)
  const multi = new Map<number, Int32Array>()
  docs.forEach((doc, i) => {
    const raw = get(doc)
    if (!Array.isArray(raw)) {
      single[i] = idOf(raw)
      return
    }
    const found = [...new Set(raw.map(idOf).filter((id) => id !== NONE))]
    if (found.length === 1) single[i] = found[0] as number
    else if (found.length > 1) {
      single[i] = MULTI
      multi.set(i, Int32Array.from(found))
    }
  })
  const column = { facet, labels, numbers: Float64Array.from(numbers), single, multi }
  const byRank = Int32Array.from(labels.keys()).sort((a, b) => compareFacetValues(column, a, b))
  const rank = new Int32Array(labels.length)
  byRank.forEach((id, place) => {
    rank[id] = place
  })
  return { ...column, rank, byRank, uniqueLabels: new Set(labels).size === labels.length }
}

/** Meilisearch's default maxValuesPerFacet. */
export const MAX_VALUES_PER_FACET = 100

/**
 * Counts as a facetDistribution entry, in Meilisearch's default order (numbers ascending, then strings
 * alphabetically ignoring case), at most MAX_VALUES_PER_FACET values; plus min/max of the numeric values
 * present, as facetStats (null when there are none).
 */
export const summarise = (
  column: FacetColumn,
  counts: Int32Array,
  /** the value ids whose count is not zero (callers collect them while counting: often far fewer than all values) */
  present: number[],
): { distribution: Record<string, number>; stats: { min: number; max: number } | null } => {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  for (const id of present) {
    const n = column.numbers[id] as number
    if (!Number.isNaN(n)) {
      if (n < min) min = n
      if (n > max) max = n
    }
  }
  const distribution: Record<string, number> = {}
  const add = column.uniqueLabels
    ? (id: number) => {
        distribution[column.labels[id] as string] = counts[id] as number
      }
    : (id: number) => {
        const label = column.labels[id] as string
        distribution[label] = (distribution[label] ?? 0) + (counts[id] as number)
      }
  const shown = Math.min(present.length, MAX_VALUES_PER_FACET)
  if (present.length * 8 >= column.byRank.length) {
    // most values are present (makes, bodies; price and km over a wide search): walk the prepared order
    for (let place = 0, added = 0; added < shown; place++) {
      const id = column.byRank[place] as number
      if ((counts[id] as number) > 0) {
        add(id)
        added++
      }
    }
  } else {
    // a few of many (a narrow search over price or km): order just those by their prepared places
    const places = new Int32Array(present.length)
    for (let k = 0; k < present.length; k++) places[k] = column.rank[present[k] as number] as number
    places.sort()
    for (let k = 0; k < shown; k++) add(column.byRank[places[k] as number] as number)
  }
  return { distribution, stats: min <= max ? { min, max } : null }
}

/**
 * A facet's count buffer, reused by every search of the index (searches run synchronously, one at a time),
 * so high-cardinality facets (price, km) cost no allocation; `release` zeroes only what was counted.
 */
export interface Tally {
  readonly counts: Int32Array
  readonly present: number[]
}

export const tallyFor = (column: FacetColumn): Tally => ({ counts: new Int32Array(column.labels.length), present: [] })

export const releaseTally = (tally: Tally): void => {
  for (const id of tally.present) tally.counts[id] = 0
  tally.present.length = 0
}

const compareFacetValues = (column: Pick<FacetColumn, 'labels' | 'numbers'>, a: number, b: number): number => {
  const na = column.numbers[a] as number
  const nb = column.numbers[b] as number
  const aNum = !Number.isNaN(na)
  const bNum = !Number.isNaN(nb)
  if (aNum && bNum) return na - nb
  if (aNum !== bNum) return aNum ? -1 : 1
  const la = (column.labels[a] as string).toLowerCase()
  const lb = (column.labels[b] as string).toLowerCase()
  return la < lb ? -1 : la > lb ? 1 : 0
}
