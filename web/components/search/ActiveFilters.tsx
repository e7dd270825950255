import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup'
import type { ActiveFilter } from '../../search/listing-data.ts'

interface ActiveFiltersProps {
  readonly filters: ReadonlyArray<ActiveFilter>
  readonly onRemove: (filter: ActiveFilter) => void
  readonly onClearAll: () => void
}

/** The filters in force as removable chips (keyboard: arrows move, Delete/Backspace or the × removes) and Clear all. */
export function ActiveFilters({ filters, onRemove, onClearAll }: ActiveFiltersProps) {
  if (filters.length === 0) return null
  return (
    <div className="chips">
      <TagGroup
        className="chips__group"
        onRemove={(keys) => {
          const filter = filters.find((f) => keys.has(f.id))
          if (filter) onRemove(filter)
        }}
      >
        <Label className="visually-hidden">Active filters</Label>
        <TagList className="chips__list" items={filters.map((f) => ({ id: f.id, filter: f }))}>
          {(item) => (
            <Tag id={item.id} className="chip" textValue={item.filter.label}>
              <span>{item.filter.label}</span>
              <Button slot="remove" className="chip__remove" aria-label={`Remove ${item.filter.label}`}>×</Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <Button className="chips__clear" onPress={onClearAll}>Clear all</Button>
    </div>
  )
}
