import { SEARCHABLE_ATTRIBUTES } from '@domain/search/keyword-match.ts'

/**
 * The cars index's settings this adapter's keyword search relies on (PATCH /indexes/{index}/settings): the
 * searchable attributes the embedded engine searches, in their ranking order, and Meilisearch's default typo
 * tolerance (one typo from 5 characters, two from 9) and prefix search, stated so a changed default shows.
 * The index is filled and configured outside this platform; the test index (`tests/contract/support`) is
 * configured from this object.
 */
export const CARS_INDEX_SETTINGS = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  prefixSearch: 'indexingTime',
} as const
