import { compileGetter } from './compile-filter.ts'
import type { SortKey } from '@domain/search/parse-sort.ts'

/** Sortable form of a value: numbers before strings, missing values after everything (either direction). */
type Sortable = { kind: 0; n: number } | { kind: 1; s: string } | { kind: 2 }

const sortable = (value: unknown): Sortable => {
  if (typeof value === 'number' && Number.isFinite(value)) return { kind: 0, n: value }
  if (typeof value === 'string') return { kind: 1, s: value.toLowerCase() }
  if (typeof value === 'boolean') return { kind: 1, s: String(value) }
  return { kind: 2 }
}

const compareSortable = (a: Sortable, b: Sortable, direction: 'asc' | 'desc'): number => {
  if (a.kind === 2 || b.kind === 2) return a.kind === b.kind ? 0 : a.kind === 2 ? 1 : -1
  const sign = direction === 'asc' ? 1 : -1
  if (a.kind !== b.kind) return sign * (a.kind - b.kind)
  if (a.kind === 0 && b.kind === 0) return sign * (a.n - b.n)
  const sa = (a as { s: string }).s
  const sb = (b as { s: string }).s
  return sign * (sa < sb ? -1 : sa > sb ? 1 : 0)
}

/**
 * The rank of every document under `keys`: documents that tie on every key share a rank, so a query can
 * still break ties by text relevance and then by index order. Computed once per index and sort.
 */
export interface SortOrder {
  /** document → rank (ties share one) */
  readonly ranks: Int32Array
  /** documents by rank, then index order */
  readonly order: Int32Array
}

export const sortOrder = (docs: ReadonlyArray<unknown>, keys: ReadonlyArray<SortKey>): SortOrder => {
  const ranks = new Int32Array(docs.length)
  if (keys.length === 0) return { ranks, order: Int32Array.from(docs.keys()) }
  const getters = keys.map((k) => {
    const get = compileGetter(k.field)
    const floor = k.missingAtOrBelow
    if (floor === undefined) return get
    return (doc: unknown) => {
      const v = get(doc)
      return typeof v === 'number' && v <= floor ? null : v
    }
  })
  const numeric = numericColumns(docs, getters)
  if (numeric) return numericOrder(numeric, keys, docs.length)
  const values = docs.map((doc) => getters.map((get) => sortable(get(doc))))
  const compare = (a: number, b: number): number => {
    const va = values[a] as Sortable[]
    const vb = values[b] as Sortable[]
    for (let k = 0; k < keys.length; k++) {
      const c = compareSortable(va[k] as Sortable, vb[k] as Sortable, (keys[k] as SortKey).direction)
      if (c !== 0) return c
    }
    return 0
  }
  const order = Array.from({ length: docs.length }, (_, i) => i).sort((a, b) => compare(a, b) || a - b)
  let rank = 0
  order.forEach((doc, i) => {
    if (i > 0 && compare(order[i - 1] as number, doc) !== 0) rank = i
    ranks[doc] = rank
  })
  return { ranks, order: Int32Array.from(order) }
}

/** The sort fields as numbers (NaN = missing), or null when some value is a string or boolean. */
const numericColumns = (
  docs: ReadonlyArray<unknown>,
  getters: ReadonlyArray<(doc: unknown) => unknown>,
): Float64Array[] | null => {
  const columns = getters.map(() => new Float64Array(docs.length))
  for (let i = 0; i < docs.length; i++) {
    for (let k = 0; k < getters.length; k++) {
      const v = (getters[k] as (doc: unknown) => unknown)(docs[i])
      if (typeof v === 'string' || typeof v === 'boolean') return null
      ;(columns[k] as Float64Array)[i] = typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN
    }
  }
  return columns
}

/** The common case (every sort field numeric) without a per-document object: same order as the general path. */
const numericOrder = (columns: Float64Array[], keys: ReadonlyArray<SortKey>, n: number): SortOrder => {
  const signs = keys.map((k) => (k.direction === 'asc' ? 1 : -1))
  const compare = (a: number, b: number): number => {
    for (let k = 0; k < columns.length; k++) {
      const column = columns[k] as Float64Array
      const va = column[a] as number
      const vb = column[b] as number
      const ma = Number.isNaN(va)
      const mb = Number.isNaN(vb)
      if (ma || mb) {
        if (ma !== mb) return ma ? 1 : -1
        continue
      }
      if (va !== vb) return (signs[k] as number) * (va - vb)
    }
    return 0
  }
  const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => compare(a, b) || a - b)
  const ranks = new Int32Array(n)
  let rank = 0
  for (let i = 0; i < n; i++) {
    if (i > 0 && compare(order[i - 1] as number, order[i] as number) !== 0) rank = i
    ranks[order[i] as number] = rank
  }
  return { ranks, order }
}
