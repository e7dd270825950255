import type { ReactElement } from 'react'
import { createIsomorphicFn } from '@tanstack/react-start'
import { boundedMap } from '@domain/kernel/bounded-map.ts'
import { keepingMarkup, renderAlone } from '../markup/render-alone.ts'

/**
 * Inner markup the server rendered, by a key naming everything it shows, on the server only
 * (../markup/render-alone.ts): a part whose markup depends on its key alone, so any tenant's page may write it.
 * A part is kept from the second render that shows it (the first only notes its key): a search whose counts are its
 * own (one price range of many) costs no render alone. At most `max` parts are kept and `max` keys noted; past
 * that they start again.
 */
function keptByKey(max: number) {
  const kept = boundedMap<string, string | null>(max)
  const seen = boundedMap<string, true>(max)
  return {
    read: (key: string): string | undefined => kept.get(key) ?? undefined,
    keep(key: string, body: ReactElement): void {
      if (!keepingMarkup || kept.has(key)) return
      if (!seen.has(key)) {
        seen.set(key, true)
        return
      }
      kept.set(key, null) // being made
      renderAlone(body, (html) => {
        if (html === null) kept.delete(key)
        else if (kept.has(key)) kept.set(key, html)
      })
    },
  }
}

/**
 * The listing's parts kept this way, each by a key naming everything it shows:
 * - `menu`: a filter menu (its name, values, labels, counts and picked values: `FacetMenu`'s menu key). A listing
 *   renders dozens of checkboxes in its menus, and the same menus come back on every page and sort of a
 *   search, and on other searches whose counts are the same;
 * - `filters`: the whole filter panel (keyword, sliders, menus: `filterPanelKey`), the same on every page and sort of
 *   a search and on searches over the same cars (a price range past the cheapest car), where its menus' keys and
 *   options and its sliders would otherwise be worked out one by one;
 * - `grid`: the grid's items (cards by their kept models, promo tiles: `gridKey`), the same on every search showing
 *   the same page of cars, where each card would otherwise be looked up and written by React.
 */
const parts = { menu: keptByKey(2_000), filters: keptByKey(300), grid: keptByKey(100) }
export type KeptListingPart = keyof typeof parts

/** The kept inner markup of a part (undefined: not kept; always undefined in the browser). */
export const keptPartMarkup: (part: KeptListingPart, key: string) => string | undefined = createIsomorphicFn()
  .server((part: KeptListingPart, key: string) => parts[part].read(key))
  .client(() => undefined)

/** Keeps a part's inner markup when its key was noted before: `body` is rendered alone after this render; once per key. */
export const keepPartMarkup: (part: KeptListingPart, key: string, body: ReactElement) => void = createIsomorphicFn()
  .server((part: KeptListingPart, key: string, body: ReactElement) => parts[part].keep(key, body))
  .client(() => {})
