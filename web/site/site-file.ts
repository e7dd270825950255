import type { SiteContext } from '@application/site/site-context.ts'
import { SITE_CONTEXT_PATH } from './site-file-path.ts'

/**
 * The site context files the server writes (site-script.tsx says why): one per kept context object, named by a hash
 * of its text. Server only: the browser reads a file, it never writes one.
 */
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

/** Whether a value is a kept context object whose file this process wrote (the router's state then names it). */
export const isFiledContext = (value: object): boolean => files.has(value as SiteContext)
