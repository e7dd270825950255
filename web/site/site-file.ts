import type { SiteContext } from '@application/site/site-context.ts'
import { SITE_CONTEXT_PATH } from './site-file-path.ts'
import { keepValue, readValue } from '../caches/caches.ts'

/**
 * The site context files the server writes (site-script.tsx says why): one per kept context object, named by a hash
 * of its text. Server only: the browser reads a file, it never writes one.
 */
interface Written {
  readonly json: string
  readonly key: string
}

/** Where a kept context object holds its file, once written: a property no serialiser reads; it goes with the object. */
const FILE = Symbol('site context file')

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

/**
 * The file of a kept context object, written once per object. The recent files are kept by key
 * (web/caches/caches.ts) for the route that serves them: a page asks for its file after it arrived, maybe after its
 * version was replaced (a configuration or stock refresh), and a cached page may name an older one; a file no
 * longer kept is answered with the current one (site-script.server.ts).
 */
function written(context: SiteContext): Written {
  const own = (context as { [FILE]?: Written })[FILE]
  if (own) return own
  const json = JSON.stringify(context)
  const file = { json, key: textKey(json) }
  if (Object.isExtensible(context)) Object.defineProperty(context, FILE, { value: file })
  const slug = context.kind === 'tenant' ? context.site.slug : ''
  keepValue(slug, ['site file', file.key], json, 2 * json.length)
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
  const json = readValue(slug, ['site file', key])
  return typeof json === 'string' ? json : undefined
}

/** Whether a value is a kept context object whose file this process wrote (the router's state then names it). */
export const isFiledContext = (value: object): boolean => (value as { [FILE]?: Written })[FILE] !== undefined
