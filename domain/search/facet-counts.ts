// The facet answers of a search, engine-neutral: what the listing and the home widget read.

/** facet → value → count */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>
/** facet → the lowest and highest value of a numeric facet */
export type FacetStatsMap = Readonly<Record<string, { readonly min: number; readonly max: number }>>
