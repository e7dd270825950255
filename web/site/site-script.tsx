import { preload } from 'react-dom'
import { createSerializationAdapter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import type { SiteContext } from '@application/site/site-context.ts'
import { isFiledContext, siteContextAddress } from './site-file.ts'
import { SITE_CONTEXT_PATH } from './site-file-path.ts'

/**
 * The root's site context as a cacheable file per tenant version, instead of serialised into every page's router
 * state or written into every page.
 *
 * Every page of a tenant carries the same site context (its public configuration, stock summary and wiring):
 * serialised into the router's state it would cost server CPU on every page view, and written into the page as an
 * inline script it would weigh on every page's HTML. So the server keeps one context object per site and stock
 * version (site-context.functions.ts) and, per object, its JSON, at an address named by a hash of that text
 * (`/_site/{key}`, web/routes/[_]site.$key.ts): the same for every page of the version, so a browser fetches it once
 * and keeps it (immutable), and a new version is a new address. The page names it with a preload in its head (fetched
 * while the page is parsed, never in the way of its paint, and data, not a script: no script request, nothing to
 * run); the router's state names the context by a marker (the `site` serialisation adapter below:
 * `$TSR.t.get("site")(0)`), and before the app starts it reads the preloaded file (`siteContextReady`, called by
 * web/start.ts), which the marker then gives the router.
 *
 * A context that is not one of these objects (the directory of sites, an unknown host, the root's server function
 * called over HTTP: a copy, see site-context.functions.ts) is serialised in the state, as the router does by default.
 */
const GLOBAL = '$_SITE'

/**
 * Names the page's site context file, on the server only: a preload in the page's head (React writes it there), so
 * the browser fetches it as it parses the page and the app finds it when it starts. Renders nothing itself.
 */
export function SiteContextScript({ context }: { context: SiteContext }) {
  preloadSiteFile(context)
  return null
}

// the files are written on the server only (site-file.ts): these keep that code out of the browser's first script
const preloadSiteFile = createIsomorphicFn()
  .server((context: SiteContext) => preload(siteContextAddress(context), { as: 'fetch', crossOrigin: 'anonymous' }))
  .client(() => {})
const filedHere = createIsomorphicFn()
  .server((value: object) => isFiledContext(value))
  .client(() => false)

const PRELOAD = `link[rel="preload"][href^="${SITE_CONTEXT_PATH}"]`

/**
 * In the browser, before the app starts: reads the page's site context file (its preload has usually fetched it
 * by then) and sets it for the marker. Null (nothing to wait for) on the server, when it is set, or on a page
 * without one (the directory). A file that cannot be read lets the app start, and the marker says what is missing.
 */
export function siteContextReady(): Promise<void> | null {
  if (typeof document === 'undefined' || (globalThis as Record<string, unknown>)[GLOBAL] !== undefined) return null
  const link = document.querySelector<HTMLLinkElement>(PRELOAD)
  if (!link) return null
  // the same mode and credentials as the preload (crossorigin="anonymous"), so this is answered by it
  return fetch(link.href, { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : undefined))
    .then(
      (context: unknown) => {
        if (context) (globalThis as Record<string, unknown>)[GLOBAL] = context
      },
      () => undefined,
    )
}

export const siteContextAdapter = createSerializationAdapter({
  key: 'site',
  test: (value: unknown): value is SiteContext => typeof value === 'object' && value !== null && filedHere(value),
  toSerializable: () => 0,
  fromSerializable: (): SiteContext => {
    const context = (globalThis as Record<string, unknown>)[GLOBAL] as SiteContext | undefined
    if (!context)
      throw new Error(`The page has no site context (self.${GLOBAL}: its file ${SITE_CONTEXT_PATH}… was not read)`)
    return context
  },
})
