import { createHash } from 'node:crypto'
import { NO_SOURCES, type CspSources } from './csp-sources.ts'
import { htmlAnswer, htmlOf, isHtmlAnswer } from './html-answer.ts'
import { keptValue, SHARED } from '../../caches/caches.ts'

/**
 * The enforced Content-Security-Policy of a page. Pages are shared by every shopper (the response cache keeps one
 * copy, header included), so inline scripts are allowed by their hashes, not nonces: the page's inline scripts
 * (Start's hydration data, the early-submit guard) are hashed as the page is sent. Everything else a page loads,
 * connects to or frames comes from this site or from the hosts its tenant's configuration needs (csp-sources.ts),
 * and every violation is reported to `/api/csp-report`, which logs it.
 */
export const CSP_REPORT_PATH = '/api/csp-report'

/** `<script>` elements a browser runs: no `src`, and no type or a JavaScript one (JSON-LD is data, not script). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const RUNS = (attributes: string): boolean => {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/**
 * a text longer than this is hashed, not kept: the scripts every page repeats are short, while a page's own state
 * (longer, with its match times) is a new text on every view, and keeping each would fill the cache with texts never
 * asked for again
 */
const MAX_KEPT_TEXT = 4_000

const hashOf = (body: string): string => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/**
 * Hashes of script texts seen before (web/caches/caches.ts). Most of a page's inline scripts are the same text on
 * every page of a site (the early-submit guard, the scroll restoration, the router's closing script): each is hashed
 * once. A hash is a function of the text alone, the same for every tenant. A text too long to keep is not looked up
 * either: the lookup alone would hash its every character for the key.
 */
const sourceOf = (body: string): string =>
  body.length <= MAX_KEPT_TEXT ? keptValue(SHARED, ['script hash', body], () => hashOf(body)) : hashOf(body)

/** The CSP source of every inline script of `html` that a browser would run, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (RUNS(attributes!)) hashes.add(sourceOf(body!))
  }
  return [...hashes]
}

/**
 * The whole policy a browser enforces on a page: nothing loads from anywhere but this site unless the tenant's
 * configuration needs it (`sources`, csp-sources.ts):
 * - scripts: this site's files, the page's own inline scripts by hash, the tenant's vendors; no inline handlers;
 * - connections: this site, the search service it queries directly, error reporting, vendors' and payment APIs;
 * - images: this site, `data:` (inline SVG placeholders) and `blob:` (an attachment's preview), the tenant's hosts;
 * - frames: payment card fields and 3-D Secure, the captcha's challenge, the tenant's widgets; nothing else;
 * - styles: this site's files and inline styles (React writes style attributes; a style cannot run code);
 * - fonts: this site and `data:`; forms post to this site (and a payment provider that takes a post);
 * - no plugins, no other `<base>`, no framing by another site; violations go to /api/csp-report.
 */
export function contentSecurityPolicy(hashes: readonly string[], sources: CspSources = NO_SOURCES): string {
  const list = (directive: string, ...values: readonly string[]) => [directive, ...values].join(' ')
  return [
    "default-src 'self'",
    list('script-src', "'self'", ...hashes, ...sources.script),
    "script-src-attr 'none'",
    list('connect-src', "'self'", ...sources.connect),
    list('img-src', "'self'", 'data:', 'blob:', ...sources.img),
    list('frame-src', "'self'", ...sources.frame),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    list('form-action', "'self'", ...sources.form),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ')
}

/**
 * A server-rendered page with its policy: the HTML is read whole (a page is tens of KB, rendered in milliseconds)
 * so every inline script is hashed before the header goes out. Anything but uncompressed HTML is returned as it is.
 */
export async function withContentSecurityPolicy(response: Response, sources: () => CspSources): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html') || response.headers.has('content-encoding')) return response
  const html = await htmlOf(response)
  // the render's own answer takes the header as it is; any other is made into one
  const answer = isHtmlAnswer(response) ? response : htmlAnswer(html, response)
  answer.headers.set('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html), sources()))
  return answer
}
