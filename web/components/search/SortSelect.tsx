import { SORT_CHOICES } from '@domain/search/sort-options.ts'
import type { SortOption } from '@domain/search/search-state.ts'
import { NativeSelect } from './NativeSelect.tsx'

const OPTIONS = SORT_CHOICES.map((c) => ({ value: c.key, label: c.label }))

/** SPEC §2 sort options: Most Relevant, Latest, Highest Price, Lowest Price. */
export function SortSelect({
  value,
  onChange,
}: {
  readonly value: SortOption
  readonly onChange: (sort: SortOption) => void
}) {
  return (
    <NativeSelect
      label="Sort by"
      value={value}
      options={OPTIONS}
      onChange={(key) => {
        const choice = SORT_CHOICES.find((c) => c.key === key)
        if (choice) onChange(choice.key)
      }}
    />
  )
}
