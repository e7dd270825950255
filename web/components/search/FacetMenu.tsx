import { useState } from 'react'
import { MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT } from '@domain/search/search-widgets.ts'
import { compareText } from '@domain/locale/compare-text.ts'

export interface FacetOption {
  readonly value: string
  readonly label: string
  readonly count: number
}

interface FacetMenuProps {
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
 * lifted), 10 values by default and 20 after 'Show more' (SPEC §9). Picked values always stay in view; the page's
 * data holds the 20 (web/search and domain/search/listing-facets.ts `shownFacets`), so 'Show more' asks nothing.
 * Native checkboxes in a fieldset: a labelled group, Space to toggle and Tab between them, with no script per
 * option (a listing renders about eighty of them on every uncached request).
 */
export function FacetMenu({ label, options, selected, onChange, ordered = false }: FacetMenuProps) {
  const [expanded, setExpanded] = useState(false)
  const all = [
    ...options,
    ...selected.filter((s) => !options.some((o) => same(o.value, s))).map((value) => ({ value, label: value, count: 0 })),
  ]
  if (all.length === 0) return null
  const sorted = ordered ? all : [...all].sort((a, b) => b.count - a.count || compareText(a.label, b.label))
  const isPicked = (value: string) => selected.some((s) => same(s, value))
  const limit = expanded ? MENU_FACET_SHOW_MORE_LIMIT : MENU_FACET_LIMIT
  const shown = sorted.filter((o, i) => i < limit || isPicked(o.value))
  const picked = shown.filter((o) => isPicked(o.value)).map((o) => o.value)
  const toggle = (value: string, on: boolean) => onChange(on ? [...picked, value] : picked.filter((v) => v !== value))
  return (
    // the legend and the 'Show more' button are styled by where they are (web/styles/search.css)
    <fieldset className="facet">
      <legend>{label}</legend>
      {/* lean per option (a listing renders about seventy on every uncached request): the fieldset's stylesheet
          styles its labels, checkboxes and counts; the hidden ', ' makes the name read 'Toyota, 9' */}
      {shown.map((option) => (
        <label key={option.value}>
          {/* no value attribute: the handler knows its value, and no form submits these */}
          <input
            type="checkbox"
            checked={isPicked(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          {option.label}
          <small><i>, </i>{option.count}</small>
        </label>
      ))}
      {sorted.length > MENU_FACET_LIMIT ? (
        <button type="button" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </fieldset>
  )
}
