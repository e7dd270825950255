import type { ClockPort } from '@domain/ports/clock.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { StockSummary } from '@domain/stock/stock-summary.ts'
import { pairMap } from '@domain/kernel/pair-map.ts'

/**
 * Answers kept per stock summary and site configuration: each is one object per version (a reservation, a stock
 * refresh or a changed configuration makes a new one), so an answer built from them stays right while both are the
 * same objects. With `maxAgeMs`, an answer that also depends on the clock (the 'New' tag's days, the sold window)
 * is built again once it is that old. A failed answer is not kept: the next caller asks again.
 */
export function keptPerStock<T>(options: { readonly clock?: ClockPort; readonly maxAgeMs?: number } = {}) {
  const kept = pairMap<StockSummary, SiteConfig, { readonly at: number; readonly value: Promise<T> }>()
  const now = () => options.clock?.now() ?? 0
  return function keep(site: SiteConfig, summary: StockSummary, build: () => Promise<T>): Promise<T> {
    const known = kept.get(summary, site)
    if (known && (options.maxAgeMs === undefined || now() - known.at < options.maxAgeMs)) return known.value
    const entry = { at: now(), value: build() }
    kept.set(summary, site, entry)
    entry.value.catch(() => {
      if (kept.get(summary, site) === entry) kept.delete(summary, site)
    })
    return entry.value
  }
}
