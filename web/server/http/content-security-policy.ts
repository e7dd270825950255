import { createHash } from 'node:crypto'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { thirdPartyScripts } from '../../client/third-party.ts'
import { TURNSTILE_SCRIPT } from '../../client/turnstile.ts'
import { STRIPE_JS } from '../../components/vehicle/card-entry/stripe-card-entry.ts'
import { TILL_PAYMENT_JS } from '../../components/vehicle/card-entry/till-card-entry.ts'
import { PAYWAY_JS } from '../../components/vehicle/card-entry/payway-card-entry.ts'

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

const originOf = (url: string): string | null => {
  try {
    const { protocol, origin } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : null
  } catch {
    return null
  }
}

/** A tenant's own extra script origins (`third_party_keys.csp_script_hosts`: comma-separated https origins). */
export const CSP_SCRIPT_HOSTS_KEY = 'csp_script_hosts'
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/

/** Google's tag manager and analytics load their scripts from these. */
const GOOGLE_TAGS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://ssl.google-analytics.com']

/**
 * The origins a tenant's pages may load script files from, from its configuration: its analytics, tag manager,
 * pixel, call tracking, search insights and chat scripts (as the live site loads them, web/client/third-party.ts),
 * its payment provider's card script (`tillScriptUrl`: where this server sends browsers for Till's), the captcha
 * provider's when it has a Turnstile key, and the origins it lists itself in `third_party_keys.csp_script_hosts`.
 */
export function tenantScriptOrigins(site: SiteConfig | null, tillScriptUrl?: string): string[] {
  if (!site) return []
  const keys = site.third_party_keys
  const urls = thirdPartyScripts(site, 'live').map((script) => script.src)
  if (site.analytics.gtm_id || site.analytics.ga_id) urls.push(...GOOGLE_TAGS)
  const provider = site.checkout.payment_provider
  if (provider === 'Stripe') urls.push(STRIPE_JS)
  if (provider === 'Till') urls.push(TILL_PAYMENT_JS, tillScriptUrl ?? TILL_PAYMENT_JS)
  if (provider === 'St George') urls.push(PAYWAY_JS)
  if (keys.turnstile_site_key) urls.push(TURNSTILE_SCRIPT)
  const own = (keys[CSP_SCRIPT_HOSTS_KEY] ?? '').split(',').map((h) => h.trim()).filter((h) => HTTPS_ORIGIN.test(h))
  return [...new Set([...urls.map(originOf).filter((o): o is string => o !== null), ...own])]
}

export function contentSecurityPolicy(hashes: readonly string[], origins: readonly string[] = []): string {
  return [
    ['script-src', "'self'", ...hashes, ...origins].join(' '),
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
export async function withContentSecurityPolicy(response: Response, origins: () => readonly string[]): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.body || !type.startsWith('text/html') || response.headers.has('content-encoding')) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html), origins()))
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
