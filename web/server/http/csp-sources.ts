import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { Preset } from '@application/site/site-context.ts'
import { thirdPartyScripts } from '@domain/tenancy/third-party-scripts.ts'
import { PAYWAY_JS, STRIPE_JS, TILL_PAYMENT_JS, TURNSTILE_SCRIPT } from '@domain/tenancy/third-party-origins.ts'

/**
 * Where a tenant's pages may reach beyond their own origin, directive by directive, derived from its configuration
 * and this server's: the one place a third-party host enters the Content-Security-Policy
 * (content-security-policy.ts writes the header). A vendor the app loads itself is in VENDORS with every host its
 * documentation says its script needs; a tenant adds hosts of its own through `third_party_keys.csp_*_hosts`.
 */

/** What this server lets browsers reach, the same for every tenant (the composition root builds it once). */
export interface BrowserReach {
  /** demo and mock pages load no third-party scripts unless a tenant asks (domain/tenancy/third-party-mode.ts) */
  readonly mode: Preset
  /**
   * the search service browsers query directly with a tenant token (live mode with a search key), for tenants
   * without a `search.host` of their own; null: browsers search through this site's /api/search
   */
  readonly directSearchHost: string | null
  /** the Sentry DSN browsers report errors to; null: none */
  readonly errorReportingDsn: string | null
  /** hosts car photographs come from (IMAGE_REMOTE_HOSTS): the optimiser fetches them, a few pages show them as they are */
  readonly imageHosts: readonly string[]
  /** the payment adapter is the providers' (live): their card scripts and frames run on checkout */
  readonly payments: boolean
  /** where this server sends browsers for Till's script (TILL_SCRIPT_URL) */
  readonly tillScriptUrl: string
  /** lead forms show the hosted captcha (Turnstile) to tenants with a site key */
  readonly hostedCaptcha: boolean
}

/** The demo and test servers' reach: nothing beyond the site. */
export const NO_REACH: BrowserReach = {
  mode: 'demo',
  directSearchHost: null,
  errorReportingDsn: null,
  imageHosts: [],
  payments: false,
  tillScriptUrl: TILL_PAYMENT_JS,
  hostedCaptcha: false,
}

/** The origins each directive allows beyond 'self' (and the fixed schemes content-security-policy.ts adds). */
export interface CspSources {
  readonly script: readonly string[]
  readonly connect: readonly string[]
  readonly img: readonly string[]
  readonly frame: readonly string[]
  readonly form: readonly string[]
}

/** A host no site names: nothing beyond 'self'. */
export const NO_SOURCES: CspSources = { script: [], connect: [], img: [], frame: [], form: [] }

type Directive = keyof CspSources
type Vendor = Partial<Record<Directive, readonly string[]>>

const GOOGLE_TAGS: Vendor = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
}

/** Hosts each vendor's script needs, from the vendor's CSP documentation. */
export const VENDORS = {
  gtm: GOOGLE_TAGS,
  ga: GOOGLE_TAGS,
  pixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  Stripe: {
    script: [origin(STRIPE_JS)!, 'https://*.js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: [origin(STRIPE_JS)!, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  },
  'St George': {
    script: [origin(PAYWAY_JS)!],
    connect: [origin(PAYWAY_JS)!],
    frame: [origin(PAYWAY_JS)!],
    form: [origin(PAYWAY_JS)!],
  },
  turnstile: { script: [origin(TURNSTILE_SCRIPT)!], frame: [origin(TURNSTILE_SCRIPT)!] },
} as const satisfies Record<string, Vendor>

/** Till's card fields are frames of the gateway its script comes from, which the script also calls. */
const till = (scriptUrl: string): Vendor => {
  const gateway = origin(scriptUrl) ?? origin(TILL_PAYMENT_JS)!
  return { script: [gateway], connect: [gateway], frame: [gateway], form: [gateway] }
}

/** A tenant's own hosts for a directive: `third_party_keys.csp_{directive}_hosts`, comma-separated https origins. */
export const CSP_HOSTS_KEYS: Record<Directive, string> = {
  script: 'csp_script_hosts',
  connect: 'csp_connect_hosts',
  img: 'csp_img_hosts',
  frame: 'csp_frame_hosts',
  form: 'csp_form_hosts',
}
const HTTPS_ORIGIN = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/

function origin(url: string | null | undefined): string | null {
  if (!url) return null
  try {
    const { protocol, origin: o } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? o : null
  } catch {
    return null
  }
}

/**
 * The sources of one tenant's pages, in a stable order without repeats:
 * - script: its analytics, tag manager, pixel, call tracking, search insights, chat and widget scripts as its pages
 *   load them in this mode (domain/tenancy/third-party-scripts.ts), its payment provider's card script when this server takes payments,
 *   Turnstile when its forms show it;
 * - connect: the vendors' collection endpoints, the search service it searches directly, the Sentry DSN's host, the
 *   payment provider's API;
 * - img: its logos' and brand logos' hosts, the car photograph hosts, the vendors' tracking pixels;
 * - frame: the payment provider's card fields and 3-D Secure frames, Turnstile's challenge, chat and widget frames;
 * - form: payment providers that take a form post;
 * and in each, the hosts the tenant lists itself. Chat, call-tracking and widget vendors differ per tenant: their
 * script's origin is allowed to connect, frame and show images too, as such widgets do.
 */
export function cspSources(site: SiteConfig, reach: BrowserReach): CspSources {
  const out: Record<Directive, string[]> = { script: [], connect: [], img: [], frame: [], form: [] }
  const add = (vendor: Vendor) => {
    for (const [directive, hosts] of Object.entries(vendor) as [Directive, readonly string[]][])
      out[directive].push(...hosts)
  }
  for (const script of thirdPartyScripts(site, reach.mode)) {
    if (script.id === 'gtm' || script.id === 'ga' || script.id === 'pixel') add(VENDORS[script.id])
    else {
      const host = origin(script.src)
      if (host) add({ script: [host], connect: [host], img: [host], frame: [host] })
    }
  }
  const provider = site.checkout.payment_provider
  if (reach.payments && provider) add(provider === 'Till' ? till(reach.tillScriptUrl) : VENDORS[provider])
  if (reach.hostedCaptcha && site.third_party_keys.turnstile_site_key) add(VENDORS.turnstile)

  // the grant's host: a tenant with a proxy of its own (custom URL or headers) is searched through this site
  const direct = site.search.custom_url === null && Object.keys(site.search.custom_headers).length === 0
  if (reach.directSearchHost && direct) out.connect.push(origin(site.search.host ?? reach.directSearchHost) ?? '')
  out.connect.push(origin(sentryEndpoint(reach.errorReportingDsn)) ?? '')

  const logos = [
    site.logo.primary,
    site.logo.inverse,
    site.logo.favicon,
    ...site.navigation.brands.map((b) => b.logo_url),
    ...site.manufacturers.map((m) => m.logo.url),
  ]
  out.img.push(
    ...logos.map(origin).filter((o): o is string => o !== null),
    ...reach.imageHosts.map((h) => `https://${h}`),
  )

  for (const directive of Object.keys(out) as Directive[]) {
    const own = (site.third_party_keys[CSP_HOSTS_KEYS[directive]] ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter((h) => HTTPS_ORIGIN.test(h))
    out[directive].push(...own)
  }
  const tidy = (hosts: readonly string[]) => [...new Set(hosts.filter((h) => h !== ''))]
  return {
    script: tidy(out.script),
    connect: tidy(out.connect),
    img: tidy(out.img),
    frame: tidy(out.frame),
    form: tidy(out.form),
  }
}

/** A DSN `https://key@o1.ingest.sentry.io/2` is sent to its host, without the key. */
const sentryEndpoint = (dsn: string | null): string | null => {
  if (!dsn) return null
  try {
    const url = new URL(dsn)
    return `${url.protocol}//${url.host}`
  } catch {
    return null
  }
}
