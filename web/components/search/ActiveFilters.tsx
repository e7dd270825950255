import type { ActiveFilter } from '@domain/search/active-filters.ts'

interface ActiveFiltersProps {
  readonly filters: ReadonlyArray<ActiveFilter>
  readonly onRemove: (filter: ActiveFilter) => void
  readonly onClearAll: () => void
}

/**
 * The filters in force as removable chips and Clear all: a labelled list whose chips each have a native remove
 * button named for the filter ('Remove Make: Toyota'; Tab reaches each, Enter or Space removes), so a filtered
 * listing renders no collection or grid-navigation hooks for what is usually one or two chips.
 */
export function ActiveFilters({ filters, onRemove, onClearAll }: ActiveFiltersProps) {
  if (filters.length === 0) return null
  return (
    <div className="chips">
      <ul className="chips__list" aria-label="Active filters">
        {filters.map((filter) => (
          <li key={filter.id} className="chip">
            <span>{filter.label}</span>
            <button
              type="button"
              className="chip__remove"
              aria-label={`Remove ${filter.label}`}
              onClick={() => onRemove(filter)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="chips__clear" onClick={onClearAll}>
        Clear all
      </button>
    </div>
  )
}
