import { Schema } from 'effect'
import { withDefault } from '../kernel/with-default.ts'
import { pickTrackedParams, hasTrackedParams } from './tracked-params.ts'

/** SPEC §4/§9: the first-page query and visited pages age out after 30 days; at most 50 visited pages. */
export const LOCAL_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000
export const MAX_VISITED_PAGES = 50

/** What the browser keeps between visits (decoded from local storage, which the shopper can tamper with). */
export const StoredLocalData = Schema.Struct({
  first_page_query: withDefault(Schema.NullOr(Schema.Record(Schema.String, Schema.String)), null),
  visited_pages: withDefault(Schema.Array(Schema.String), []),
  /** when the first page was stored; the 30 days count from here */
  stored_at_ms: withDefault(Schema.NullOr(Schema.Number), null),
})
export type StoredLocalData = typeof StoredLocalData.Type

export const EMPTY_LOCAL_DATA: StoredLocalData = { first_page_query: null, visited_pages: [], stored_at_ms: null }

export const isExpired = (data: StoredLocalData, nowMs: number): boolean =>
  data.stored_at_ms !== null && nowMs - data.stored_at_ms > LOCAL_DATA_MAX_AGE_MS

/** New marketing parameters: the page carries tracked parameters that differ from those of the stored first page. */
export function bringsNewMarketingParams(data: StoredLocalData, query: Readonly<Record<string, string>>): boolean {
  if (!hasTrackedParams(query)) return false
  const incoming = pickTrackedParams(query)
  const stored = pickTrackedParams(data.first_page_query ?? {})
  const keys = new Set([...Object.keys(incoming), ...Object.keys(stored)]) as Set<keyof typeof incoming>
  return [...keys].some((k) => incoming[k] !== stored[k])
}

/** Records a page view: clears stale or superseded data first, keeps the first page's query, keeps the last 50 pages. */
export function recordPageVisit(
  data: StoredLocalData,
  page: { readonly path: string; readonly query: Readonly<Record<string, string>> },
  nowMs: number,
): StoredLocalData {
  const fresh = isExpired(data, nowMs) || bringsNewMarketingParams(data, page.query) ? EMPTY_LOCAL_DATA : data
  const first = fresh.first_page_query === null
  const visited = [...fresh.visited_pages, page.path]
  return {
    first_page_query: first ? { ...page.query } : fresh.first_page_query,
    visited_pages: visited.slice(Math.max(0, visited.length - MAX_VISITED_PAGES)),
    stored_at_ms: first ? nowMs : fresh.stored_at_ms,
  }
}

/** What goes into a lead: the visited pages and the tracked parameters of the first page (nothing once expired). */
export function leadTrackingData(
  data: StoredLocalData,
  nowMs: number,
): {
  readonly visited_pages: readonly string[]
  readonly linked_query_params: Readonly<Record<string, string>>
} {
  if (isExpired(data, nowMs)) return { visited_pages: [], linked_query_params: {} }
  return {
    visited_pages: data.visited_pages,
    linked_query_params: pickTrackedParams(data.first_page_query ?? {}) as Record<string, string>,
  }
}
