/**
 * Which tenant-provided addresses may be rendered as a link (navigation, footer, promos, content, any address a
 * tenant's configuration or dashboard gives): http(s), relative addresses (a path, a query, an anchor, `//host`),
 * `tel:` and `mailto:`. Anything else (`data:`, `javascript:`, `vbscript:`, `file:`…) is shown as text, never a
 * link. The scheme is read as a browser reads it: tabs and line breaks anywhere are dropped and leading control
 * characters and spaces are skipped, so `java\tscript:` or ` data:` are their scheme too.
 */
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/
const ALLOWED = new Set(['http', 'https', 'tel', 'mailto'])

/** `href` as a browser reads it before it looks at its scheme. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a browser drops leading C0 controls and spaces before reading a scheme, so the rule must too
const asBrowsersRead = (href: string): string => href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '')

/** Whether `href` may be rendered as a link. */
export function isSafeHref(href: string): boolean {
  const scheme = SCHEME.exec(asBrowsersRead(href))?.[1]
  return scheme === undefined || ALLOWED.has(scheme.toLowerCase())
}
