import type { SearchPort } from '@domain/ports/search.port.ts'
import { searchUrlContext } from '@domain/search/search-paths.ts'
import { toSearchRequest } from '@domain/search/search-request.ts'
import { STOCK_TILE_FACETS, stockTiles, tenantStockState, type StockTiles } from '@domain/search/search-widgets.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSummaries } from '../site/stock-summaries.ts'
import { keptPerStock } from './kept-per-stock.ts'

/**
 * The home page's stock count and make and body tiles for a tenant: one facet-only search of the state its stock
 * links start from (default city filter, query suffix, make refinement), so every count is the count of the
 * listing its tile opens. A failing search or stock read answers null: the home page leaves the tiles out.
 *
 * The tiles are kept while the stock summary and the site configuration are the same: every home page view asked
 * the same facet search and built the same links again.
 */
export function createStockTiles(deps: { readonly search: SearchPort; readonly summaries: StockSummaries }) {
  const keep = keptPerStock<StockTiles>()
  return async function homeStockTiles(site: SiteConfig): Promise<StockTiles | null> {
    try {
      const summary = await deps.summaries(site)
      return await keep(site, summary, async () => {
        const ctx = searchUrlContext(site, summary.makeModels)
        const request = { ...toSearchRequest(tenantStockState(ctx), site, STOCK_TILE_FACETS), limit: 1, offset: 0 }
        const response = await deps.search.search(site, request)
        return stockTiles(ctx, { total: response.estimatedTotalHits, facets: response.facetDistribution })
      })
    } catch (error) {
      console.error('stock tiles: search failed', error instanceof Error ? error.message : error)
      return null
    }
  }
}
