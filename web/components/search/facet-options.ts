import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { facetValueLabel } from '@domain/search/facet-labels.ts'
import type { FacetOption } from './FacetMenu.tsx'
import { keptValue } from '../../caches/caches.ts'

type Counts = Readonly<Record<string, number>>

/**
 * A menu's options (value, label, count) kept per counts object, facet and site (web/caches/caches.ts): on the
 * server the search engine hands every listing over the same cars the same counts (adapters/search-embedded
 * `keptCounts`), so most renders of a tenant version find their options, and the menu's key made from them
 * (`FacetMenu`), already made.
 */

/** a facet without counts: one array, so a key made of options arrays (the filter panel's) stays the same */
const NO_OPTIONS: ReadonlyArray<FacetOption> = []

export function facetOptions(facet: string, counts: Counts | undefined, site: PublicSite): ReadonlyArray<FacetOption> {
  if (counts === undefined) return NO_OPTIONS
  return keptValue(site, ['facet options', facet, counts], () =>
    Object.entries(counts).map(([value, count]) => ({
      value,
      count,
      label: facetValueLabel(facet, value, site),
    })),
  )
}
