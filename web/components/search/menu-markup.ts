import type { ReactElement } from 'react'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { PublicSite } from '@domain/tenancy/public-site.schema.ts'
import { keepingMarkup, renderAlone } from '../markup/render-alone.ts'
import { hasMarkup, keepMarkup, keptMarkup } from '../../caches/caches.ts'

/**
 * Inner markup the server rendered, by tenant version and a key naming everything it shows, on the server only
 * (../markup/render-alone.ts), in the markup cache (web/caches/caches.ts: per site version, so markup one tenant's
 * page wrote is never read by another's, whatever its key). Keys are built with domain/kernel/cache-key.ts, so a
 * value cannot stand for several parts either. A part is kept from the second render that shows it (the first only
 * notes its key): a search whose counts are its own (one price range of many) costs no render alone.
 */
function keptByKey(part: string) {
  const noted = `${part} noted`
  return {
    read: (site: PublicSite, key: string): string | undefined => keptMarkup(site, [part, key]),
    keep(site: PublicSite, key: string, body: ReactElement): void {
      if (!keepingMarkup || hasMarkup(site, [part, key])) return
      if (!hasMarkup(site, [noted, key])) {
        keepMarkup(site, [noted, key], null)
        return
      }
      keepMarkup(site, [part, key], null) // being made
      renderAlone(body, (html) => {
        if (hasMarkup(site, [part, key])) keepMarkup(site, [part, key], html ?? undefined)
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
const parts = { menu: keptByKey('menu'), filters: keptByKey('filters'), grid: keptByKey('grid') }
export type KeptListingPart = keyof typeof parts

/** The kept inner markup of a part of `site`'s pages (undefined: not kept; always undefined in the browser). */
export const keptPartMarkup: (part: KeptListingPart, site: PublicSite, key: string) => string | undefined =
  createIsomorphicFn()
    .server((part: KeptListingPart, site: PublicSite, key: string) => parts[part].read(site, key))
    .client(() => undefined)

/** Keeps a part's inner markup when its key was noted before: `body` is rendered alone after this render; once per key. */
export const keepPartMarkup: (part: KeptListingPart, site: PublicSite, key: string, body: ReactElement) => void =
  createIsomorphicFn()
    .server((part: KeptListingPart, site: PublicSite, key: string, body: ReactElement) =>
      parts[part].keep(site, key, body),
    )
    .client(() => {})
