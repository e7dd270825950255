import type { SearchRequest } from './search-request.schema.ts'
import { FACETS } from './facets.ts'
import { defaultSort } from '../stock/default-sort.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'
import { parseSort } from './parse-sort.ts'

// Engine-neutral: both search adapters run a request through this, so the same request means the same thing
// to both engines.

/** SPEC §9: the search call's default limit is 100 and offset 0. */
export const DEFAULT_LIMIT = 100
/** Meilisearch's default maxTotalHits: no page reaches past it. */
export const MAX_LIMIT = 1000
export const MAX_OFFSET = 1_000_000_000
/** Longest query passed on, in characters (Meilisearch reads at most 10 words anyway). */
export const MAX_QUERY_LENGTH = 200
/** SPEC §9 URL array limit: values per facet beyond it are dropped. */
export const MAX_VALUES_PER_REFINEMENT = 99

const KNOWN: ReadonlySet<string> = new Set<string>(FACETS)

const wholeNumber = (value: number, fallback: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : fallback

/**
 * A request as the adapters run it: limit and offset whole and bounded, the tenant's default sort when none
 * (or none readable) is asked for, only SPEC §3 facets (once each), a bounded query and value lists.
 * Filters are not touched here: the domain turns them into conditions and drops what it cannot use.
 */
export const normalizeRequest = (site: PublicSite, request: SearchRequest): SearchRequest => {
  const sort = parseSort(request.sort).map((k) => `${k.field}:${k.direction}`)
  return {
    query: request.query.slice(0, MAX_QUERY_LENGTH),
    refinements: Object.fromEntries(
      Object.entries(request.refinements).map(([facet, values]) => [facet, values.slice(0, MAX_VALUES_PER_REFINEMENT)]),
    ),
    ranges: request.ranges,
    sort: sort.length > 0 ? sort : [defaultSort(site)],
    limit: wholeNumber(request.limit, DEFAULT_LIMIT, MAX_LIMIT),
    offset: wholeNumber(request.offset, 0, MAX_OFFSET),
    facets: [...new Set(request.facets)].filter((f) => KNOWN.has(f)),
  }
}
