import type { SearchRequest, SearchResponse } from '../search/search-request.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'

/**
 * Searches one tenant's stock. Implementations apply the tenant's stock filter and
 * search_filters themselves, so no request can reach another tenant's cars.
 */
export interface SearchPort {
  search(site: SiteConfig, request: SearchRequest): Promise<SearchResponse>
}

/** Thrown by search adapters; carries the HTTP status where the service gave one (SPEC §8). */
export class SearchServiceError extends Error {
  override readonly name = 'SearchServiceError'
  readonly status: number | null
  constructor(message: string, status: number | null) {
    super(message)
    this.status = status
  }
}
