import type { FacetCounts } from './facet-counts.ts'

/** SPEC §4: above this many hits the engine's estimate is replaced by facet counts. */
export const STATS_COUNT_THRESHOLD = 1999

export interface StatsCountOptions {
  /** status-based sites show the in_stock count */
  readonly statusBased: boolean
  /** the facet whose counts are summed otherwise; every document has exactly one car_type */
  readonly countFacet?: string
}

/**
 * SPEC §4 stats count: up to 1999 hits the hit count is shown; above it, the sum of the count facet's
 * counts (the in_stock count on status-based sites). Falls back to the hit count when that facet is absent.
 */
export const displayedCount = (hits: number, facets: FacetCounts, options: StatsCountOptions): number => {
  if (hits <= STATS_COUNT_THRESHOLD) return hits
  if (options.statusBased) return facets['status']?.['in_stock'] ?? hits
  const counts = facets[options.countFacet ?? 'car_type']
  return counts ? Object.values(counts).reduce((a, b) => a + b, 0) : hits
}
