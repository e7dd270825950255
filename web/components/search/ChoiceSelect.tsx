import { Button } from 'react-aria-components/Button'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select, SelectValue } from 'react-aria-components/Select'

export const ANY = '__any__'

interface ChoiceSelectProps {
  readonly label: string
  readonly anyLabel: string
  readonly value: string | null
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly onChange: (value: string | null) => void
  readonly isDisabled?: boolean
}

/** A labelled single-choice select with an 'Any …' first option (react-aria Select: keyboard and type-ahead). */
export function ChoiceSelect({ label, anyLabel, value, options, onChange, isDisabled = false }: ChoiceSelectProps) {
  const items = [{ id: ANY, label: anyLabel }, ...options.map((o) => ({ id: o.value, label: o.label }))]
  return (
    <Select
      className="sort"
      selectedKey={value ?? ANY}
      isDisabled={isDisabled}
      onSelectionChange={(key) => onChange(key === ANY || key === null ? null : String(key))}
    >
      <Label className="sort__label">{label}</Label>
      <Button className="sort__button">
        <SelectValue />
        <span aria-hidden="true" className="sort__chevron">▾</span>
      </Button>
      <Popover className="sort__popover">
        <ListBox className="sort__list" items={items}>
          {(item) => <ListBoxItem id={item.id} className="sort__item">{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  )
}
