import type { ReactElement } from 'react'
import { createIsomorphicFn } from '@tanstack/react-start'
import { boundedMap } from '@domain/kernel/bounded-map.ts'
import { keepingMarkup, renderAlone } from '../markup/render-alone.ts'

/**
 * A filter menu's inner markup as the server rendered it, by everything it shows (its name, values, labels, counts
 * and picked values: `FacetMenu`'s menu key), on the server only (../markup/render-alone.ts). A listing renders
 * about eighty checkboxes in a dozen menus, and the same menus come back on every page and sort of a search, and
 * on other searches whose counts are the same. The markup depends on nothing else, so any tenant's page may
 * write it. A menu is kept from the second render that shows it (the first only notes its key): a search whose
 * counts are its own (one price range of many) costs no render alone. At most MAX_MENUS are kept and MAX_MENUS
 * keys noted; past that they start again.
 */
const MAX_MENUS = 2_000
const menus = boundedMap<string, string | null>(MAX_MENUS)
const seen = boundedMap<string, true>(MAX_MENUS)

/** The kept inner markup of a menu (undefined: not kept; always undefined in the browser). */
export const keptMenuMarkup: (key: string) => string | undefined = createIsomorphicFn()
  .server((key: string) => menus.get(key) ?? undefined)
  .client(() => undefined)

/**
 * Keeps a menu's inner markup when its key was noted before: `body` is rendered alone once the current render is
 * over. Once per key.
 */
export const keepMenuMarkup: (key: string, body: ReactElement) => void = createIsomorphicFn()
  .server((key: string, body: ReactElement) => {
    if (!keepingMarkup || menus.has(key)) return
    if (!seen.has(key)) {
      seen.set(key, true)
      return
    }
    menus.set(key, null) // being made
    renderAlone(body, (html) => {
      if (html === null) menus.delete(key)
      else if (menus.has(key)) menus.set(key, html)
    })
  })
  .client(() => {})
