import { createSerializationAdapter, useRouter } from '@tanstack/react-router'
import type { SiteContext } from '@application/site/site-context.ts'

/**
 * The root's site context as a script of its own, written once per tenant version instead of serialised into every
 * page's router state.
 *
 * Every page of a tenant carries the same site context (its public configuration, stock summary and wiring: about
 * 5–9 KB): serialising it into the router's state was a tenth of a 404's CPU time, again on every page view. Now the
 * server keeps one context object per site and stock version (site-context.functions.ts) and, per object, the text
 * of one inline script that sets it on the page (`self.$_SITE=…`, JSON). The router's state names it with a marker
 * (the `site` serialisation adapter below: `$TSR.t.get("site")(0)`), and when the app starts in the browser the
 * marker reads the context the script set. The script's text is the same on every page of a version, so its
 * Content-Security-Policy hash is worked out once (web/server/http/content-security-policy.ts).
 *
 * A context that is not one of these objects (the directory of sites, an unknown host, the root's server function
 * called over HTTP: a copy, see site-context.functions.ts) is serialised in the state as before.
 */
const GLOBAL = '$_SITE'

/** the script text per kept context object; being here is what makes the state carry the marker */
const scripts = new WeakMap<SiteContext, string>()

/** JSON is JavaScript; `<` escaped so no text in the configuration can close the script element */
const scriptText = (context: SiteContext): string =>
  `self.${GLOBAL}=${JSON.stringify(context).replace(/</g, '\\u003c')};document.currentScript.remove()`

/**
 * Marks a kept context object as written by script: from here on the router's state names it by the marker. Done
 * when the object is made (the root loader, site-context.functions.ts), since the router serialises its state
 * before the page is rendered.
 */
export function scriptedContext<C extends SiteContext>(context: C): C {
  if (!scripts.has(context)) scripts.set(context, scriptText(context))
  return context
}

/** The inline script of a context object (built once per object). */
export const siteScriptOf = (context: SiteContext): string => scripts.get(scriptedContext(context))!

/** The script element, on the server only: it removes itself as it runs, so the browser hydrates nothing in its place. */
export function SiteContextScript({ context }: { context: SiteContext }) {
  const router = useRouter()
  if (!router.isServer) return null
  return <script dangerouslySetInnerHTML={{ __html: siteScriptOf(context) }} />
}

export const siteContextAdapter = createSerializationAdapter({
  key: 'site',
  test: (value: unknown): value is SiteContext => typeof value === 'object' && value !== null && scripts.has(value as SiteContext),
  toSerializable: () => 0,
  fromSerializable: (): SiteContext => {
    const context = (globalThis as Record<string, unknown>)[GLOBAL] as SiteContext | undefined
    if (!context) throw new Error(`The page has no site context script (self.${GLOBAL})`)
    return context
  },
})
