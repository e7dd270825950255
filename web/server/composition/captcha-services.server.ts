import type { CaptchaChallengePort, CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { PassedTokensPort } from '@domain/ports/shared-state.port.ts'
import type { SiteConfig } from '@domain/tenancy/site-config.schema.ts'
import { TURNSTILE_SITE_KEY, turnstileSiteKey } from '@application/forms/captcha-choice.ts'
import { turnstileFromSettings } from '@adapters/captcha-turnstile/settings.ts'
import type { LiveSettings } from './environment.ts'

/** The captcha adapters the forms' captcha choice (application/forms/captcha-choice.ts) picks between per site. */
export interface CaptchaAdapters {
  /** the local signed question: every site without a hosted provider */
  readonly local: CaptchaChallengePort
  /** Turnstile, when the captcha adapter is `turnstile` and its secret is set; null otherwise */
  readonly hosted: CaptchaVerifierPort | null
}

/**
 * The captcha adapters: with the local adapter (no live settings given) the local challenge only; with Turnstile
 * the hosted verifier too when TURNSTILE_SECRET_KEY is set, and start-up says which captcha tenants still use the
 * local question.
 */
export function buildCaptchaAdapters(
  live: LiveSettings | null,
  deps: {
    readonly local: CaptchaChallengePort
    readonly sites: () => readonly SiteConfig[]
    readonly fetch?: typeof fetch
    readonly warn?: (message: string) => void
    /** where passed tokens are kept for every instance (the shared store) */
    readonly passedTokens?: PassedTokensPort
  },
): CaptchaAdapters {
  const warn = deps.warn ?? ((message: string) => console.warn(message))
  if (!live) return { local: deps.local, hosted: null }
  const withCaptcha = deps.sites().filter((s) => s.forms.captcha)
  if (!live.TURNSTILE_SECRET_KEY) {
    if (withCaptcha.length > 0)
      warn(
        `TURNSTILE_SECRET_KEY is not set; lead forms use the local security question on ${withCaptcha.map((s) => s.slug).join(', ')}`,
      )
    return { local: deps.local, hosted: null }
  }
  const hosted = turnstileFromSettings(live, {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.passedTokens ? { passedTokens: deps.passedTokens } : {}),
  })
  const keyless = withCaptcha.filter((s) => turnstileSiteKey(s) === null)
  if (keyless.length > 0) {
    warn(
      `third_party_keys.${TURNSTILE_SITE_KEY} is not set in the tenant files of ${keyless.map((s) => s.slug).join(', ')}; their lead forms use the local security question until their configuration has one`,
    )
  }
  return { local: deps.local, hosted }
}
