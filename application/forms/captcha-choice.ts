import type { CaptchaChallengePort, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import type { FormKind } from '@domain/forms/form-field.ts'

/** The `third_party_keys` entry holding a tenant's Cloudflare Turnstile site key (public: it goes to browsers). */
export const TURNSTILE_SITE_KEY = 'turnstile_site_key'

const SITE_KEY = /^[A-Za-z0-9_-]{1,100}$/

/** What a form's captcha field shows: the local arithmetic question, or the provider's widget with the site key. */
export type CaptchaSetup =
  | { readonly kind: 'challenge'; readonly token: string; readonly question: string }
  | { readonly kind: 'turnstile'; readonly siteKey: string; readonly action: FormKind }

export interface CaptchaChoice {
  /**
   * a fresh setup for one form of the site (a new question each time for the local challenge, issued for that site
   * and form; the hosted widget names the form as its action)
   */
  setupFor(site: SiteConfig, form: FormKind): CaptchaSetup
  /** the verifier the lead intake uses for the site: the same choice as `setupFor` */
  verifierFor(site: SiteConfig): CaptchaVerifierPort
}

/** The tenant's Turnstile site key, when it has a usable one. */
export function turnstileSiteKey(site: Pick<SiteConfig, 'third_party_keys'>): string | null {
  const key = site.third_party_keys[TURNSTILE_SITE_KEY]?.trim()
  return key && SITE_KEY.test(key) ? key : null
}

/**
 * Picks each site's captcha: Turnstile where a hosted verifier is configured (the composition root gives one with
 * the Turnstile adapter and its secret) and the site has a site key, else the local challenge. Read per request, so
 * a site key added to a live configuration takes effect at its next refresh.
 */
export function createCaptchaChoice(deps: {
  readonly local: CaptchaChallengePort
  readonly hosted: CaptchaVerifierPort | null
}): CaptchaChoice {
  const hostedKey = (site: SiteConfig) => (deps.hosted ? turnstileSiteKey(site) : null)
  return {
    setupFor(site, form) {
      const siteKey = hostedKey(site)
      return siteKey
        ? { kind: 'turnstile', siteKey, action: form }
        : { kind: 'challenge', ...deps.local.issue(site.slug, form) }
    },
    verifierFor(site) {
      return deps.hosted && hostedKey(site) ? deps.hosted : deps.local
    },
  }
}
