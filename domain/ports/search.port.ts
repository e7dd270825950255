import type { SearchRequest, SearchResponse } from '../search/search-request.schema.ts'
import type { SiteConfig } from '../tenancy/site-config.schema.ts'
import type { StockSnapshotRow } from '../stock-watch/snapshot-row.schema.ts'

/**
 * Searches one tenant's stock. Implementations apply the tenant's stock filter and
 * search_filters themselves, so no request can reach another tenant's cars.
 */
export interface SearchPort {
  search(site: SiteConfig, request: SearchRequest): Promise<SearchResponse>
  /**
   * Every car of the tenant's stock (its search_filters and scope, any status, listed or not) as one compact row each
   * (id, shown price with its period, status, listing time), each id once: what the stock watch compares from run to
   * run. Fails with a SearchServiceError rather than answer part of the stock.
   */
  stockSnapshot(site: SiteConfig): Promise<ReadonlyArray<StockSnapshotRow>>
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
