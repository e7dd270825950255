import { isSafeField } from './filter-condition.ts'

export interface SortKey {
  readonly field: string
  readonly direction: 'asc' | 'desc'
  /** values at or below this sort as missing: after every other value, in either direction */
  readonly missingAtOrBelow?: number
}

/** Meilisearch-style `field:asc` / `field:desc`; anything else is dropped (never an error). */
export const parseSort = (sort: ReadonlyArray<string>): ReadonlyArray<SortKey> =>
  sort.slice(0, 8).flatMap((expression): SortKey[] => {
    const match = /^([^:]+):(asc|desc)$/.exec(expression.trim())
    if (!match || !isSafeField(match[1] as string)) return []
    return [{ field: match[1] as string, direction: match[2] as 'asc' | 'desc' }]
  })
