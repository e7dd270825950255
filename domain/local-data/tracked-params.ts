/** SPEC §9 marketing parameters carried from the landing page into every lead. */
export const TRACKED_PARAMS = ['gclid', 'fbclid', 'utm_source', 'utm_medium', 'utm_campaign'] as const
export type TrackedParam = (typeof TRACKED_PARAMS)[number]

/** The tracked parameters of a query (non-empty values only). */
export function pickTrackedParams(
  query: Readonly<Record<string, string | undefined>>,
): Partial<Record<TrackedParam, string>> {
  const out: Partial<Record<TrackedParam, string>> = {}
  for (const key of TRACKED_PARAMS) {
    const value = query[key]
    if (value !== undefined && value !== '') out[key] = value
  }
  return out
}

export const hasTrackedParams = (query: Readonly<Record<string, string | undefined>>): boolean =>
  Object.keys(pickTrackedParams(query)).length > 0
