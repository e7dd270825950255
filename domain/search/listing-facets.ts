import type { FacetCounts } from './facet-counts.ts'
import type { MenuFacet, SearchState } from './search-state.ts'

/** The menu filters a listing page shows, in order ('car_type' is the state's car types). */
export const LISTING_MENUS: ReadonlyArray<{ readonly facet: MenuFacet | 'car_type'; readonly label: string }> = [
  { facet: 'car_type', label: 'Condition' },
  { facet: 'make', label: 'Make' },
  { facet: 'model', label: 'Model' },
  { facet: 'body', label: 'Body type' },
  { facet: 'fuel', label: 'Fuel' },
  { facet: 'transmission', label: 'Transmission' },
  { facet: 'drive', label: 'Drive' },
  { facet: 'seats', label: 'Seats' },
  { facet: 'colour', label: 'Colour' },
  { facet: 'location_name', label: 'Location' },
  { facet: 'city', label: 'Suburb' },
]

/** The range filters a listing page shows beside the price slider (from the facet stats). */
export const LISTING_STAT_FIELDS: ReadonlyArray<string> = ['year', 'km']

/**
 * Every facet a listing page asks for: what its menus count, the stats of its range filters and the status counts
 * of the SPEC §4 stats count. Not price: the price slider has fixed bounds (DEFAULT_PRICE_BOUNDS), and counting
 * hundreds of prices per search (a Meilisearch query of its own when refined) was dropped unread.
 */
export const LISTING_FACETS: ReadonlyArray<string> = [
  ...LISTING_MENUS.map((m) => m.facet),
  'weekly_price_range',
  ...LISTING_STAT_FIELDS,
  'status',
]

const selectedIn = (state: SearchState, facet: string): ReadonlyArray<string> =>
  facet === 'car_type'
    ? state.carTypes
    : facet === 'weekly_price_range'
      ? state.weekly
      : (state.refinements[facet as MenuFacet] ?? [])

/**
 * What of the engine's facet counts a listing page can show: its menus' values, each menu cut to the most a menu
 * shows after 'Show more' (SPEC §9: 20; values tied with the last one kept, since the page breaks ties by label)
 * plus the values the shopper picked. Counts of facets no menu shows (status, price, …) are not sent to the page.
 */
export function shownFacets(facets: FacetCounts, state: SearchState, limit: number): FacetCounts {
  let kept = shownUnpicked.get(facets)
  if (kept === undefined || kept.limit !== limit) {
    kept = { limit, ...menusCut(facets, () => [], limit) }
    shownUnpicked.set(facets, kept)
  }
  if (kept.cut.every((facet) => selectedIn(state, facet).length === 0)) return kept.shown
  return menusCut(facets, (facet) => selectedIn(state, facet), limit).shown
}

/**
 * The shown counts without any pick, and the menus that were cut to their limit, kept per counts object (the
 * embedded engine hands listings over the same cars the same one): a state that picks nothing in a cut menu shows
 * exactly these, whatever else it asks.
 */
const shownUnpicked = new WeakMap<
  FacetCounts,
  { readonly limit: number; readonly shown: FacetCounts; readonly cut: ReadonlyArray<string> }
>()

const menusCut = (
  facets: FacetCounts,
  pickedIn: (facet: string) => ReadonlyArray<string>,
  limit: number,
): { readonly shown: FacetCounts; readonly cut: ReadonlyArray<string> } => {
  const shown: Record<string, Readonly<Record<string, number>>> = {}
  const cut: string[] = []
  for (const facet of SHOWN_FACETS) {
    const counts = facets[facet]
    if (counts === undefined) continue
    // a menu of at most `limit` values keeps them all, the common case: the engine's own counts, read and never
    // changed, so not copied
    if (sizeWithin(counts, limit)) {
      shown[facet] = counts
      continue
    }
    cut.push(facet)
    const entries = Object.entries(counts)
    // the limit-th largest count, from the counts in ascending order (a typed array sorts without a comparator)
    const floor = Float64Array.from(entries, ([, count]) => count).sort()[entries.length - limit] as number
    const picked = pickedIn(facet).map((value) => value.toLowerCase())
    shown[facet] = Object.fromEntries(
      entries.filter(([value, count]) => count >= floor || picked.includes(value.toLowerCase())),
    )
  }
  return { shown, cut }
}

/** whether `counts` has at most `limit` values, counted without making a list of them */
const sizeWithin = (counts: Readonly<Record<string, number>>, limit: number): boolean => {
  let size = 0
  for (const _ in counts) if (++size > limit) return false
  return true
}

const SHOWN_FACETS: ReadonlyArray<string> = [...LISTING_MENUS.map((m) => m.facet), 'weekly_price_range']
