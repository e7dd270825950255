import type { CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { SignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import { createTurnstileVerifier } from '@adapters/captcha-turnstile/turnstile-verifier.ts'
import { rememberPassed } from '@adapters/captcha-turnstile/remember-passed.ts'
import type { LiveSettings } from './environment.ts'

/** The `third_party_keys` entry holding a tenant's Cloudflare Turnstile site key (public: it goes to browsers). */
export const TURNSTILE_SITE_KEY = 'turnstile_site_key'

const SITE_KEY = /^[A-Za-z0-9_-]{1,100}$/

/** What a form's captcha field shows: the local arithmetic question, or the provider's widget with the site key. */
export type CaptchaSetup =
  | { readonly kind: 'challenge'; readonly token: string; readonly question: string }
  | { readonly kind: 'turnstile'; readonly siteKey: string }

export interface CaptchaServices {
  /** a fresh setup for one form of the site (a new question each time for the local challenge) */
  setupFor(site: SiteConfig): CaptchaSetup
  /** the verifier the lead routes use for the site: the same choice as `setupFor` */
  verifierFor(site: SiteConfig): CaptchaVerifierPort
}

/** The tenant's Turnstile site key, when it has a usable one. */
export function turnstileSiteKey(site: Pick<SiteConfig, 'third_party_keys'>): string | null {
  const key = site.third_party_keys[TURNSTILE_SITE_KEY]?.trim()
  return key && SITE_KEY.test(key) ? key : null
}

/**
 * Picks each site's captcha: Turnstile where a hosted verifier is configured (live mode with TURNSTILE_SECRET_KEY)
 * and the site has a site key, else the local signed challenge. Read per request, so a site key added to a live
 * configuration takes effect at its next refresh.
 */
export function createCaptchaServices(deps: { readonly local: SignedChallenge; readonly hosted: CaptchaVerifierPort | null }): CaptchaServices {
  const hostedKey = (site: SiteConfig) => (deps.hosted ? turnstileSiteKey(site) : null)
  return {
    setupFor(site) {
      const siteKey = hostedKey(site)
      return siteKey ? { kind: 'turnstile', siteKey } : { kind: 'challenge', ...deps.local.issue() }
    },
    verifierFor(site) {
      return deps.hosted && hostedKey(site) ? deps.hosted : deps.local
    },
  }
}

/**
 * The mode's captcha: demo and mock (no live settings) use the local challenge everywhere; live mode adds
 * Turnstile when TURNSTILE_SECRET_KEY is set, and says at start-up which captcha tenants still use the local one.
 */
export function buildCaptchaServices(
  live: LiveSettings | null,
  deps: { readonly local: SignedChallenge; readonly sites: () => readonly SiteConfig[]; readonly fetch?: typeof fetch; readonly warn?: (message: string) => void },
): CaptchaServices {
  const warn = deps.warn ?? ((message: string) => console.warn(message))
  if (!live) return createCaptchaServices({ local: deps.local, hosted: null })
  const withCaptcha = deps.sites().filter((s) => s.forms.captcha)
  if (!live.TURNSTILE_SECRET_KEY) {
    if (withCaptcha.length > 0) warn(`TURNSTILE_SECRET_KEY is not set; lead forms use the local security question on ${withCaptcha.map((s) => s.slug).join(', ')}`)
    return createCaptchaServices({ local: deps.local, hosted: null })
  }
  const hosted = rememberPassed(createTurnstileVerifier({
    secret: live.TURNSTILE_SECRET_KEY,
    baseUrl: live.TURNSTILE_API_URL,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }))
  const keyless = withCaptcha.filter((s) => turnstileSiteKey(s) === null)
  if (keyless.length > 0) {
    warn(`third_party_keys.${TURNSTILE_SITE_KEY} is not set in the tenant files of ${keyless.map((s) => s.slug).join(', ')}; their lead forms use the local security question until their configuration has one`)
  }
  return createCaptchaServices({ local: deps.local, hosted })
}
