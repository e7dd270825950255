import { useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Checkbox, CheckboxGroup } from 'react-aria-components/CheckboxGroup'
import { Label } from 'react-aria-components/Label'
import { MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT } from '@domain/search/search-widgets.ts'

export interface FacetOption {
  readonly value: string
  readonly label: string
  readonly count: number
}

interface FacetMenuProps {
  readonly id: string
  readonly label: string
  readonly options: ReadonlyArray<FacetOption>
  readonly selected: ReadonlyArray<string>
  readonly onChange: (values: string[]) => void
  /** keep the given order (e.g. weekly bands); otherwise most common first */
  readonly ordered?: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A menu filter: checkboxes with disjunctive counts (each value counted as if only this facet's own filter were
 * lifted), 10 values by default and 20 after 'Show more' (SPEC §9). Picked values always stay in view.
 */
export function FacetMenu({ id, label, options, selected, onChange, ordered = false }: FacetMenuProps) {
  const [expanded, setExpanded] = useState(false)
  const all = [
    ...options,
    ...selected.filter((s) => !options.some((o) => same(o.value, s))).map((value) => ({ value, label: value, count: 0 })),
  ]
  const sorted = ordered ? all : [...all].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  const limit = expanded ? MENU_FACET_SHOW_MORE_LIMIT : MENU_FACET_LIMIT
  const shown = sorted.filter((o, i) => i < limit || selected.some((s) => same(s, o.value)))
  if (sorted.length === 0) return null
  const value = shown.filter((o) => selected.some((s) => same(s, o.value))).map((o) => o.value)
  return (
    <CheckboxGroup className="facet" value={value} onChange={onChange} data-facet={id}>
      <Label className="facet__label">{label}</Label>
      {shown.map((option) => (
        <Checkbox key={option.value} value={option.value} className="facet__option">
          <span className="facet__box" aria-hidden="true" />
          <span className="facet__text">{option.label}</span>
          <span className="facet__count">
            <span className="visually-hidden">, </span>
            {option.count}
          </span>
        </Checkbox>
      ))}
      {sorted.length > MENU_FACET_LIMIT ? (
        <Button className="facet__more" onPress={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      ) : null}
    </CheckboxGroup>
  )
}
