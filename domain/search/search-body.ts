import { Exit, Schema } from 'effect'
import { FACETS, RANGE_FACETS, type SearchRequest } from '@domain/search/search-request.schema.ts'
import { URL_ARRAY_LIMIT, URL_RANGE_FIELDS } from '@domain/search/search-state.ts'
import { searchCallWindow } from '@domain/search/paging.ts'
import { SortKey } from '@domain/tenancy/site-config.schema.ts'

/**
 * The body the browser may POST to /api/search: the engine-neutral SearchRequest with every part optional
 * and bounded, so a hostile or broken client can only ask for a small answer. The tenant is never part of it.
 */
export const MAX_QUERY_LENGTH = 200
export const MAX_VALUE_LENGTH = 200
/** a listing page never shows more than this many cars at once */
export const MAX_LIMIT = 100
/** deep enough for 21-a-page paging through any demo tenant; past it a crawler is walking the catalogue */
export const MAX_OFFSET = 100_000

const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const Bound = Schema.NullOr(Schema.Number.check(Schema.isFinite()))
const WholeNumber = (maximum: number) => Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum }))

export const SearchBody = Schema.Struct({
  query: Schema.optional(Text(MAX_QUERY_LENGTH)),
  refinements: Schema.optional(
    Schema.Record(Schema.String, Schema.Array(Text(MAX_VALUE_LENGTH)).check(Schema.isMaxLength(URL_ARRAY_LIMIT))).check(
      Schema.isMaxProperties(FACETS.length),
    ),
  ),
  ranges: Schema.optional(
    Schema.Record(Schema.String, Schema.Struct({ min: Bound, max: Bound })).check(
      Schema.isMaxProperties(URL_RANGE_FIELDS.length),
    ),
  ),
  sort: Schema.optional(Schema.Array(SortKey).check(Schema.isMaxLength(1))),
  limit: Schema.optional(WholeNumber(MAX_LIMIT)),
  offset: Schema.optional(WholeNumber(MAX_OFFSET)),
  facets: Schema.optional(Schema.Array(Schema.Literals(FACETS)).check(Schema.isMaxLength(FACETS.length))),
})
export type SearchBody = typeof SearchBody.Type

export type BodyCheck =
  | { readonly ok: true; readonly request: SearchRequest }
  | { readonly ok: false; readonly error: string }

const decode = Schema.decodeUnknownExit(SearchBody)
const FACET_NAMES: ReadonlySet<string> = new Set(FACETS)
const RANGE_NAMES: ReadonlySet<string> = new Set<string>([...RANGE_FACETS, ...URL_RANGE_FIELDS])

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text)

/** A posted body as a SearchRequest, or the reason it is refused (the caller answers 400 with it). */
export function checkSearchBody(input: unknown): BodyCheck {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, error: 'The body must be a JSON object' }
  const exit = decode(input)
  if (!Exit.isSuccess(exit)) return { ok: false, error: 'Invalid search request' }
  const body = exit.value
  const refinements: Record<string, string[]> = {}
  for (const [facet, values] of Object.entries(body.refinements ?? {})) {
    if (!FACET_NAMES.has(facet)) return { ok: false, error: `Unknown facet: ${short(facet)}` }
    // quote stripping and empty values are the request filter's business (domain/search/request-filter.ts)
    refinements[facet] = [...values]
  }
  const ranges: Record<string, { min: number | null; max: number | null }> = {}
  for (const [field, range] of Object.entries(body.ranges ?? {})) {
    if (!RANGE_NAMES.has(field)) return { ok: false, error: `Unknown range field: ${short(field)}` }
    if (range.min !== null || range.max !== null) ranges[field] = { min: range.min, max: range.max }
  }
  return {
    ok: true,
    request: {
      query: body.query ?? '',
      refinements,
      ranges,
      sort: [...(body.sort ?? [])],
      ...searchCallWindow({ limit: body.limit, offset: body.offset }),
      facets: [...new Set(body.facets ?? [])],
    },
  }
}
