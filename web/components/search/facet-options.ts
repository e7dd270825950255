import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { facetValueLabel } from '@domain/search/facet-labels.ts'
import type { FacetOption } from './FacetMenu.tsx'

type Counts = Readonly<Record<string, number>>

/**
 * A menu's options (value, label, count) kept per counts object, facet and site: on the server the search engine
 * hands every listing over the same cars the same counts (adapters/search-embedded `keptCounts`), so most
 * renders of a tenant version find their options, and the menu's key made from them (`FacetMenu`), already made.
 * Held weakly: counts no longer used go with their options.
 */
const kept = new WeakMap<
  Counts,
  { readonly facet: string; readonly site: PublicSite; readonly options: ReadonlyArray<FacetOption> }
>()

/** a facet without counts: one array, so a key made of options arrays (the filter panel's) stays the same */
const NO_OPTIONS: ReadonlyArray<FacetOption> = []

export function facetOptions(facet: string, counts: Counts | undefined, site: PublicSite): ReadonlyArray<FacetOption> {
  if (counts === undefined) return NO_OPTIONS
  const known = kept.get(counts)
  if (known !== undefined && known.facet === facet && known.site === site) return known.options
  const options = Object.entries(counts).map(([value, count]) => ({
    value,
    count,
    label: facetValueLabel(facet, value, site),
  }))
  kept.set(counts, { facet, site, options })
  return options
}
