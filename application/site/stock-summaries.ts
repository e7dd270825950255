import type { InventoryPort } from '@domain/ports/inventory.port.ts'
import { stockSummary, type StockSummary } from '@domain/stock/stock-summary.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'

export type StockSummaries = (site: SiteConfig) => Promise<StockSummary>

/**
 * A tenant's stock summary (make/model/body/car-type counts of its listed cars), computed once per stock version:
 * a reservation or a stock refresh changes the version, and the next caller gets a fresh summary.
 */
export function createStockSummaries(deps: {
  readonly inventory: Pick<InventoryPort, 'listed' | 'version'>
}): StockSummaries {
  const summaries = new Map<string, { version: number; summary: Promise<StockSummary> }>()
  return async (site) => {
    const version = await deps.inventory.version(site)
    const cached = summaries.get(site.slug)
    if (cached && cached.version === version) return cached.summary
    const summary = deps.inventory.listed(site).then(stockSummary)
    summaries.set(site.slug, { version, summary })
    // a failed read is not remembered: the next caller asks again
    summary.catch(() => {
      if (summaries.get(site.slug)?.summary === summary) summaries.delete(site.slug)
    })
    return summary
  }
}
