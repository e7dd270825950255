import { useEffect, useRef, useState } from 'react'
import { MENU_FACET_LIMIT, MENU_FACET_SHOW_MORE_LIMIT } from '@domain/search/search-widgets.ts'
import { compareText } from '@domain/locale/compare-text.ts'
import { keepPartMarkup, keptPartMarkup } from './menu-markup.ts'
import { keepingMarkup } from '../markup/render-alone.ts'
import { cacheKey, withKeyPart } from '@domain/kernel/cache-key.ts'
import { keptValue } from '../../caches/caches.ts'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'

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
  /** the tenant version whose pages may read this menu's kept markup (none: nothing is kept) */
  readonly site?: PublicSite
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * A menu filter: checkboxes with disjunctive counts (each value counted as if only this facet's own filter were
 * lifted), 10 values by default and 20 after 'Show more' (SPEC §9). Picked values always stay in view; the page's
 * data holds the 20 (web/search and domain/search/listing-facets.ts `shownFacets`), so 'Show more' asks nothing.
 * Native checkboxes in a fieldset: a labelled group, Space to toggle and Tab between them, with no script per
 * option (a listing renders dozens of them on every uncached request).
 */
export function FacetMenu({ label, options, selected, onChange, ordered = false, site }: FacetMenuProps) {
  const [expanded, setExpanded] = useState(false)
  const box = useRef<HTMLFieldSetElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app takes over the server's checkboxes
  useEffect(() => {
    // boxes the shopper ticked or cleared before the app's script ran are their filter: pass it on
    const boxes = box.current ? [...box.current.querySelectorAll('input')] : []
    if (!boxes.some((b) => b.checked !== b.defaultChecked)) return
    const shown = shownOptions(sortedOptions(options, selected, ordered), selected, false)
    // a microtask: after the page's own first effects (a listing's sets its state from the address)
    queueMicrotask(() => onChange(shown.filter((_, i) => boxes[i]?.checked).map((o) => o.value)))
  }, [])
  if (options.length === 0 && selected.length === 0) return null
  // on the server (where no menu is expanded) a menu rendered before is written as it was (menu-markup.ts); in the
  // browser (and with KEPT_MARKUP=off) no key is made
  const key = expanded || !keepingMarkup || !site ? null : menuKey(label, options, selected, ordered)
  const kept = key === null || !site ? undefined : keptPartMarkup('menu', site, key)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the menu's own markup, rendered by React from this menu earlier and kept
  if (kept !== undefined) return <fieldset className="facet" dangerouslySetInnerHTML={{ __html: kept }} />
  const body = (
    <MenuBody
      label={label}
      options={options}
      selected={selected}
      onChange={onChange}
      ordered={ordered}
      expanded={expanded}
      setExpanded={setExpanded}
    />
  )
  if (key !== null && site) keepPartMarkup('menu', site, key, body)
  // the legend and the 'Show more' button are styled by where they are (web/styles/search.css)
  return (
    <fieldset className="facet" ref={box}>
      {body}
    </fieldset>
  )
}

/**
 * Everything a menu shows, as one text: the key of its kept markup (domain/kernel/cache-key.ts: picked values come
 * from the address, so each is a part of its own that no value can imitate). The options' part is kept per options
 * array (the page keeps a menu's options per counts object: `facetOptions`), so a menu shown before costs one short
 * text.
 */
const menuKey = (
  label: string,
  options: ReadonlyArray<FacetOption>,
  selected: ReadonlyArray<string>,
  ordered: boolean,
): string => cacheKey([ordered ? '1' : '0', label, cacheKey(selected), optionsKey(options)])

/** the options as a key, once per options array (kept per counts object: ./facet-options.ts) */
const optionsKey = (options: ReadonlyArray<FacetOption>): string =>
  keptValue(options, ['options key'], () => {
    let key = ''
    for (const option of options) key = withKeyPart(key, cacheKey([option.value, option.label, String(option.count)]))
    return key
  })

interface MenuBodyProps extends FacetMenuProps {
  readonly expanded: boolean
  readonly setExpanded: (update: (expanded: boolean) => boolean) => void
}

/** Every option a menu has, in its order: the given ones, then picked values it does not have. */
function sortedOptions(options: ReadonlyArray<FacetOption>, selected: ReadonlyArray<string>, ordered: boolean) {
  const all = [
    ...options,
    ...selected
      .filter((s) => !options.some((o) => same(o.value, s)))
      .map((value) => ({ value, label: value, count: 0 })),
  ]
  return ordered ? all : [...all].sort((a, b) => b.count - a.count || compareText(a.label, b.label))
}

/** The options a menu shows, in its order: the first 10 (20 expanded), and every picked one. */
function shownOptions(sorted: readonly FacetOption[], selected: ReadonlyArray<string>, expanded: boolean) {
  const limit = expanded ? MENU_FACET_SHOW_MORE_LIMIT : MENU_FACET_LIMIT
  return sorted.filter((o, i) => i < limit || selected.some((s) => same(s, o.value)))
}

/** A menu's legend, options and 'Show more' button. */
function MenuBody({ label, options, selected, onChange, ordered, expanded, setExpanded }: MenuBodyProps) {
  const sorted = sortedOptions(options, selected, ordered === true)
  const isPicked = (value: string) => selected.some((s) => same(s, value))
  const shown = shownOptions(sorted, selected, expanded)
  const picked = shown.filter((o) => isPicked(o.value)).map((o) => o.value)
  const toggle = (value: string, on: boolean) => onChange(on ? [...picked, value] : picked.filter((v) => v !== value))
  return (
    <>
      <legend>{label}</legend>
      {/* lean per option (a listing renders dozens on every uncached request): the fieldset's stylesheet
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
          <small>
            <i>, </i>
            {option.count}
          </small>
        </label>
      ))}
      {sorted.length > MENU_FACET_LIMIT ? (
        <button type="button" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded}>
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </>
  )
}
