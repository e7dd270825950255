import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'
import { SORT_CHOICES } from '@domain/search/sort-options.ts'
import type { SortOption } from '@domain/search/search-state.ts'

/** SPEC §2 sort options: Most Relevant, Latest, Highest Price, Lowest Price. */
export function SortSelect({ value, onChange }: { readonly value: SortOption; readonly onChange: (sort: SortOption) => void }) {
  return (
    <Select
      className="sort"
      selectedKey={value}
      onSelectionChange={(key) => {
        const choice = SORT_CHOICES.find((c) => c.key === key)
        if (choice) onChange(choice.key)
      }}
    >
      <Label className="sort__label">Sort by</Label>
      <Button className="sort__button">
        <SelectValue />
        <span aria-hidden="true" className="sort__chevron">▾</span>
      </Button>
      <Popover className="sort__popover">
        <ListBox className="sort__list" items={SORT_CHOICES.map((c) => ({ id: c.key, label: c.label }))}>
          {(item) => <ListBoxItem id={item.id} className="sort__item">{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  )
}
