import { preload } from 'react-dom'
import { createSerializationAdapter, useRouter } from '@tanstack/react-router'
import type { SiteContext } from '@application/site/site-context.ts'

/**
 * The root's site context as a cacheable file per tenant version, instead of serialised into every page's router
 * state or written into every page.
 *
 * Every page of a tenant carries the same site context (its public configuration, stock summary and wiring: about
 * 5–9 KB): serialising it into the router's state was a tenth of a 404's CPU time, again on every page view, and
 * written into the page as an inline script it was still 4.7 KB of every demo-motors page (7 % of the listing's
 * HTML). Now the server keeps one context object per site and stock version (site-context.functions.ts) and, per
 * object, its JSON, at an address named by a hash of that text (`/_site/{key}`, web/routes/[_]site.$key.ts): the
 * same for every page of the version, so a browser fetches it once and keeps it (immutable), and a new version is a
 * new address. The page names it with a preload in its head (fetched while the page is parsed, never in the way of
 * its paint, and data, not a script: no script request, nothing to run); the router's state names the context by a
 * marker (the `site` serialisation adapter below: `$TSR.t.get("site")(0)`), and before the app starts it reads the
 * preloaded file (`siteContextReady`, called by web/start.ts), which the marker then gives the router.
 *
 * A context that is not one of these objects (the directory of sites, an unknown host, the root's server function
 * called over HTTP: a copy, see site-context.functions.ts) is serialised in the state as before.
 */
const GLOBAL = '$_SITE'

/** Where the files are served; the route is web/routes/[_]site.$key.ts. */
export const SITE_CONTEXT_PATH = '/_site/'

interface Written {
  readonly json: string
  readonly key: string
}

/** the file per kept context object; being here is what makes the state carry the marker */
const files = new WeakMap<SiteContext, Written>()

/**
 * The recent files by key, for the route that serves them: a page asks for its file after it arrived, maybe after
 * its version was replaced (a configuration or stock refresh), and a cached page may name an older one. Bounded:
 * each is a few KB, and a process sees a handful of versions per tenant.
 */
const byKey = new Map<string, { readonly json: string; readonly slug: string | null }>()
const KEPT_FILES = 256

/** A 53-bit hash of the text (cyrb53), in base 36: names a version's file, not a secret. */
export function textKey(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

function written(context: SiteContext): Written {
  let file = files.get(context)
  if (!file) {
    const json = JSON.stringify(context)
    file = { json, key: textKey(json) }
    files.set(context, file)
    byKey.delete(file.key)
    byKey.set(file.key, { json, slug: context.kind === 'tenant' ? context.site.slug : null })
    if (byKey.size > KEPT_FILES) byKey.delete(byKey.keys().next().value!)
  }
  return file
}

/**
 * Marks a kept context object as sent in a file: from here on the router's state names it by the marker. Done when
 * the object is made (the root loader, site-context.functions.ts), since the router serialises its state before the
 * page is rendered.
 */
export function scriptedContext<C extends SiteContext>(context: C): C {
  written(context)
  return context
}

/** The file's text (JSON) of a context object (built once per object). */
export const siteContextJson = (context: SiteContext): string => written(context).json

/** The address of a context object's file: its key, the hash of its text. */
export const siteContextAddress = (context: SiteContext): string => `${SITE_CONTEXT_PATH}${written(context).key}`

/** A file this process wrote recently for the site `slug`, by its key. */
export function writtenSiteContext(key: string, slug: string): string | undefined {
  const file = byKey.get(key)
  return file?.slug === slug ? file.json : undefined
}

/**
 * Names the page's site context file, on the server only: a preload in the page's head (React writes it there), so
 * the browser fetches it as it parses the page and the app finds it when it starts. Renders nothing itself.
 */
export function SiteContextScript({ context }: { context: SiteContext }) {
  const router = useRouter()
  if (router.isServer) preload(siteContextAddress(context), { as: 'fetch', crossOrigin: 'anonymous' })
  return null
}

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
    .then((context: unknown) => {
      if (context) (globalThis as Record<string, unknown>)[GLOBAL] = context
    }, () => undefined)
}

export const siteContextAdapter = createSerializationAdapter({
  key: 'site',
  test: (value: unknown): value is SiteContext => typeof value === 'object' && value !== null && files.has(value as SiteContext),
  toSerializable: () => 0,
  fromSerializable: (): SiteContext => {
    const context = (globalThis as Record<string, unknown>)[GLOBAL] as SiteContext | undefined
    if (!context) throw new Error(`The page has no site context (self.${GLOBAL}: its file ${SITE_CONTEXT_PATH}… was not read)`)
    return context
  },
})
