import type { SearchRequest, SearchResponse } from '../search/search-request.schema.ts'
import type { PublicSite } from '../tenancy/public-site.schema.ts'

/**
 * The browser's search (listing and home widget share one): the engine straight from the browser when the
 * server grants it, else the same-origin search endpoint. Rejects with an error carrying the message to show.
 */
export interface BrowserSearchPort {
  search(site: PublicSite, request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse>
  /** fetches a grant ahead of the first search (no-op when one is held) */
  prefetch(): void
}
