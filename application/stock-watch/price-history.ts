import type { ObservedPrice, StockWatchStorePort } from '@domain/ports/stock-watch-store.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

/**
 * A car's observed prices (issue 31, price history): the prices the stock watch saw it showing, oldest first, each
 * from when. Null on a site without `price_history`, so nothing of it reaches such a site's pages.
 */
export function createPriceHistory(deps: { readonly store: Pick<StockWatchStorePort, 'observedPrices'> }) {
  return async (site: SiteConfig, carId: string): Promise<readonly ObservedPrice[] | null> =>
    site.flags.price_history ? deps.store.observedPrices(site.slug, carId) : null
}
