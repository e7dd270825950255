import { offsetToPage, pageCount } from '@domain/search/paging.ts'
import { facetConditions } from '@domain/search/request-filter.ts'
import type { SearchRequest, SearchResponse } from '@domain/search/search-request.schema.ts'
import { displayedCount } from '@domain/search/stats-count.ts'
import { stockFilterClauses } from '@domain/stock/stock-filter.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { compileCondition, compileConditions, type DocPredicate } from './compile-filter.ts'
import { anyOf, isAnyOf, isEmptyGroup, type FilterCondition } from '@domain/search/filter-condition.ts'
import { boundedMap, type BoundedMap } from '@domain/kernel/bounded-map.ts'
import { facetFilter, type OrdinalPredicate } from './facet-filter.ts'
import { MULTI, releaseTally, summarise, type FacetColumn, type Tally } from './facet-column.ts'
import { normalizeRequest } from '@domain/search/normalize-request.ts'
import { parseSort, type TenantIndex } from './tenant-index.ts'
import { textMatches } from './text-index.ts'

/**
 * A stock clause that depends on the time. When it is a choice (anyOf) some of whose members do not (the available
 * statuses beside 'sold within the window'), those members are kept as a mask of their own: most documents pass one
 * of them, and then the time-dependent members are not evaluated for them.
 */
interface TimedClause {
  readonly at: number
  readonly steady: {
    readonly key: string
    readonly filter: DocPredicate
    readonly isStatic: ReadonlyArray<boolean>
  } | null
}

/** Which of a site's stock clauses for a sort do not depend on the time, and those clauses' mask key and filter. */
interface StockSplit {
  readonly isStatic: ReadonlyArray<boolean>
  readonly key: string
  readonly fixed: DocPredicate
  readonly timed: ReadonlyArray<TimedClause>
}

const sameCondition = (a: FilterCondition | undefined, b: FilterCondition | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/** a time-dependent clause, its members that do not depend on the time apart when it is a choice */
const timedClause = (at: number, now: FilterCondition, later: FilterCondition | undefined): TimedClause => {
  if (!isAnyOf(now) || later === undefined || !isAnyOf(later) || now.anyOf.length !== later.anyOf.length)
    return { at, steady: null }
  const isStatic = now.anyOf.map((member, j) => sameCondition(member, later.anyOf[j]))
  // an empty group among a choice's members is no member (compileCondition drops it), here as there
  const members = now.anyOf.filter((member, j) => isStatic[j] && !isEmptyGroup(member))
  if (members.length === 0) return { at, steady: null }
  return {
    at,
    steady: { key: `anyOf:${JSON.stringify(members)}`, filter: compileCondition(anyOf(...members)), isStatic },
  }
}

/** per site configuration (one object per version) and sort: the split is the same at any time */
const splits = new WeakMap<SiteConfig, BoundedMap<string | null, StockSplit>>()
/** sorts a site's splits are kept for (a request names its sort, so bounded) */
const SPLITS_PER_SITE = 16

const splitOf = (
  site: SiteConfig,
  nowMs: number,
  sort: string | null,
  now: ReadonlyArray<FilterCondition>,
): StockSplit => {
  let bySort = splits.get(site)
  if (!bySort) {
    bySort = boundedMap(SPLITS_PER_SITE)
    splits.set(site, bySort)
  }
  return bySort.ensure(sort, () => {
    const later = stockFilterClauses(site, nowMs + 7 * 86_400_000, { sort })
    const sameShape = now.length === later.length
    const isStatic = now.map((c, i) => sameShape && sameCondition(c, later[i]))
    const fixed = now.filter((_, i) => isStatic[i])
    const timed = now.flatMap((c, i) => (isStatic[i] ? [] : [timedClause(i, c, sameShape ? later[i] : undefined)]))
    return { isStatic, key: JSON.stringify(fixed), fixed: compileConditions(fixed), timed }
  })
}

/**
 * The stock filter split in two: clauses that do not depend on the time (cached per index as a mask together
 * with the tenant's search_filters) and those that do (the sold-date window), evaluated per document. Which are
 * which is worked out once per site version and sort (comparing the clauses at two times a week apart).
 */
const stockFilter = (
  index: TenantIndex,
  site: SiteConfig,
  nowMs: number,
  sort: string | null,
): { mask: Uint8Array; dynamic: OrdinalPredicate } => {
  const now = stockFilterClauses(site, nowMs, { sort })
  const { key, fixed, timed } = splitOf(site, nowMs, sort, now)
  const { docs } = index
  const checks = timed.map(({ at, steady }): OrdinalPredicate => {
    const clause = now[at] as FilterCondition
    if (steady === null || !isAnyOf(clause)) {
      const passes = compileCondition(clause)
      return (i) => passes(docs[i])
    }
    // the mask also holds the search_filters, which every document reaching this check passed
    const steadyMask = index.staticMask(steady.key, steady.filter)
    const rest = compileCondition(anyOf(...clause.anyOf.filter((_, j) => !steady.isStatic[j])))
    return (i) => steadyMask[i] === 1 || rest(docs[i])
  })
  const dynamic: OrdinalPredicate =
    checks.length === 0
      ? () => true
      : checks.length === 1
        ? (checks[0] as OrdinalPredicate)
        : (i) => checks.every((check) => check(i))
  return { mask: index.staticMask(key, fixed), dynamic }
}

/**
 * The requested page of hits. Without a text query the sort's prepared order is walked, picking hits, until
 * the page is full; with one, hits are ordered by sort rank, then text score, then index order (packed into
 * one number so the native typed-array sort needs no comparator).
 */
const pageOf = (
  index: TenantIndex,
  sortKeys: ReturnType<typeof parseSort>,
  hits: ReadonlyArray<number>,
  scores: ReadonlyMap<number, number> | null,
  offset: number,
  limit: number,
): number[] => {
  const page: number[] = []
  if (offset >= hits.length || limit === 0) return page
  const { ranks, order } = index.sorted(sortKeys)
  const n = index.docs.length
  if (scores === null) {
    const isHit = new Uint8Array(n)
    for (const i of hits) isHit[i] = 1
    let seen = 0
    for (let p = 0; p < order.length && page.length < limit; p++) {
      const doc = order[p] as number
      if (isHit[doc] !== 1) continue
      if (seen++ >= offset) page.push(doc)
    }
    return page
  }
  const MAX_SCORE = 4095
  const keys = Float64Array.from(
    hits,
    (i) => ((ranks[i] as number) * (MAX_SCORE + 1) + MAX_SCORE - Math.min(MAX_SCORE, scores.get(i) ?? 0)) * n + i,
  ).sort()
  for (let p = offset; p < Math.min(keys.length, offset + limit); p++) page.push((keys[p] as number) % n)
  return page
}

/**
 * A document's part in a search's facet counts: not counted (not a candidate, or failing two or more facet filters,
 * or only the filter of a facet not asked for), a hit (counts toward every facet asked), or failing only the filter
 * of the facet at place r of those asked (`FAILED_ONE + r`: counts toward that facet alone).
 */
const NOT_COUNTED = 0
const HIT = 1
const FAILED_ONE = 2

/** A search's facet counts, with what they were counted from. */
interface KeptCounts {
  readonly parts: Uint8Array
  readonly facetDistribution: Readonly<Record<string, Readonly<Record<string, number>>>>
  readonly facetStats: Readonly<Record<string, { readonly min: number; readonly max: number }>>
}

/**
 * Facet counts by what they are counted from, per index (one per stock version): the facets asked and each
 * document's part. Most listings of a tenant count the same documents (a price range past the cheapest car, a page
 * number, a sort, the same menus picked in another order), so they share one set of counts, made once; the kept
 * objects are read by every search that shares them and changed by none (not frozen: a frozen object reaches the
 * page's serialised state as `Object.freeze(…)`, more bytes). Bounded per index.
 */
const keptCountsByIndex = new WeakMap<TenantIndex, BoundedMap<string, KeptCounts[]>>()
const KEPT_COUNTS_PER_INDEX = 256

const sameParts = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** FNV-1a over the parts: the bucket a set of counts is looked for in (the parts themselves are compared) */
const partsHash = (parts: Uint8Array): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < parts.length; i++) h = Math.imul(h ^ (parts[i] as number), 0x01000193)
  return h >>> 0
}

const keptCounts = (
  index: TenantIndex,
  facets: ReadonlyArray<string>,
  parts: Uint8Array,
  hitCount: number,
  count: () => Omit<KeptCounts, 'parts'>,
): Omit<KeptCounts, 'parts'> => {
  let byKey = keptCountsByIndex.get(index)
  if (!byKey) {
    byKey = boundedMap(KEPT_COUNTS_PER_INDEX)
    keptCountsByIndex.set(index, byKey)
  }
  const key = `${facets.join('\u0000')}\u0001${hitCount}\u0001${partsHash(parts)}`
  const bucket = byKey.get(key)
  const known = bucket?.find((kept) => sameParts(kept.parts, parts))
  if (known) return known
  const kept: KeptCounts = { parts, ...count() }
  if (bucket) bucket.push(kept)
  else byKey.set(key, [kept])
  return kept
}

/**
 * Every requested facet's counts over the documents of `parts`: a hit counts toward every facet, a document failing
 * exactly one facet's filter toward that facet only. That gives each refined facet the counts of the same search
 * without its own filter (disjunctive faceting, what Meilisearch multi-search with one query per refined facet
 * returns), without running that search.
 */
const countFacets = (
  index: TenantIndex,
  facets: ReadonlyArray<string>,
  parts: Uint8Array,
): Omit<KeptCounts, 'parts'> => {
  const columns: FacetColumn[] = facets.map((f) => index.facet(f))
  const tallies = columns.map((c) => index.tally(c))
  for (const t of tallies) releaseTally(t)
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as number
    if (part === 0) continue
    for (let r = 0; r < columns.length; r++) {
      if (part !== HIT && part !== FAILED_ONE + r) continue
      const column = columns[r] as FacetColumn
      const { counts, present } = tallies[r] as Tally
      const id = column.single[i] as number
      if (id >= 0) {
        const n = (counts[id] as number) + 1
        counts[id] = n
        if (n === 1) present.push(id)
      } else if (id === MULTI) {
        for (const v of column.multi.get(i) ?? []) {
          const n = (counts[v] as number) + 1
          counts[v] = n
          if (n === 1) present.push(v)
        }
      }
    }
  }
  const facetDistribution: Record<string, Record<string, number>> = {}
  const facetStats: Record<string, { min: number; max: number }> = {}
  columns.forEach((column, r) => {
    const tally = tallies[r] as Tally
    const { distribution, stats } = summarise(column, tally.counts, tally.present)
    releaseTally(tally)
    facetDistribution[column.facet] = distribution
    if (stats) facetStats[column.facet] = stats
  })
  return { facetDistribution, facetStats }
}

/**
 * One search over a tenant's index, in one pass over the candidates:
 * - candidates are the text matches (Orama), or every document when the query has no words;
 * - each must pass the tenant's search_filters and the stock filter at `nowMs` (always; nothing in the
 *   request can remove them);
 * - a candidate failing no shopper facet filter is a hit; one failing exactly one facet's filter counts toward
 *   that facet only (`countFacets`), and counts already made from the same documents are reused (`keptCounts`).
 */
export const runSearch = (
  index: TenantIndex,
  site: SiteConfig,
  asked: SearchRequest,
  nowMs: number,
): SearchResponse => {
  const started = performance.now()
  const request = normalizeRequest(site, asked)
  const { limit, offset } = request
  const sortKeys = parseSort(request.sort)
  const { mask, dynamic } = stockFilter(index, site, nowMs, request.sort[0] ?? null)

  const refined = [...facetConditions(request)]
  const refinedNames = refined.map(([facet]) => facet)
  const filters: OrdinalPredicate[] = refined.map(([, conditions]) => facetFilter(index, conditions))

  const facets = request.facets
  // a document failing filter k alone counts toward that filter's facet only: its place in `facets` (known facets,
  // once each after normalizeRequest: far fewer than a byte's parts), or toward nothing
  const failedPart = refinedNames.map((name) => facets.indexOf(name)).map((r) => (r < 0 ? NOT_COUNTED : FAILED_ONE + r))

  const scores = textMatches(index.text, request.query)
  const { docs } = index
  const hits: number[] = []
  // each document's part in the counts (`HIT`, …), found in one pass before anything is counted
  const parts = new Uint8Array(docs.length)

  const consider = (i: number): void => {
    if (mask[i] !== 1) return
    if (!dynamic(i)) return
    let failures = 0
    let failed = -1
    for (let k = 0; k < filters.length; k++) {
      if (!(filters[k] as OrdinalPredicate)(i)) {
        failed = k
        if (++failures > 1) return
      }
    }
    if (failures === 0) hits.push(i)
    parts[i] = failures === 0 ? HIT : (failedPart[failed] as number)
  }
  if (scores === null) for (let i = 0; i < docs.length; i++) consider(i)
  else for (const i of scores.keys()) consider(i)

  const page = pageOf(index, sortKeys, hits, scores, offset, limit)
  const { facetDistribution, facetStats } = keptCounts(index, facets, parts, hits.length, () =>
    countFacets(index, facets, parts),
  )

  const total = hits.length
  const processingTimeMs = Math.round(performance.now() - started)
  return {
    hits: page.map((i) => index.cars[i]!),
    facets: [...facets],
    facetDistribution,
    facetStats,
    estimatedTotalHits: total,
    // SPEC §4 stats count, as the multi-search merge computes it
    count: displayedCount(total, facetDistribution, { statusBased: false }),
    processingTimeMs,
    // no network in between: the caller (embedded-search.ts) widens it to include waiting for the index
    ms: processingTimeMs,
    limit,
    offset,
    pagination: { page: offsetToPage(offset, limit), pages: pageCount(total, limit), hitsPerPage: limit },
  }
}
