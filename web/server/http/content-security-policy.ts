import { createHash } from 'node:crypto'

/**
 * The enforced Content-Security-Policy of a page. Pages are shared by every shopper (the response cache keeps one
 * copy), so inline scripts are allowed by their hashes, not nonces: the page's inline scripts (Start's hydration
 * data, the paint-first loader) are hashed as the page is sent. Scripts from files come from this site or from an
 * https origin (the payment providers' card scripts, the tenant's analytics, tag manager, chat and call tracking).
 * No inline event handlers, no plugins, no other `<base>`, no framing by another site, and
 * every violation is reported to `/api/csp-report`, which logs it.
 */
export const CSP_REPORT_PATH = '/api/csp-report'

/** `<script>` elements a browser runs: no `src`, and no type or a JavaScript one (JSON-LD is data, not script). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const RUNS = (attributes: string): boolean => {
  if (/\bsrc\s*=/i.test(attributes)) return false
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
}

/** The CSP source of every inline script of `html` that a browser would run, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (RUNS(attributes!)) hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function contentSecurityPolicy(hashes: readonly string[]): string {
  return [
    ['script-src', "'self'", ...hashes, 'https:'].join(' '),
    "script-src-attr 'none'",
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
export async function withContentSecurityPolicy(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html') || response.headers.has('content-encoding')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html)))
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
