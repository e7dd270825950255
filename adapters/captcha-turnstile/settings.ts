import { defineSettings, type SettingValues } from '@domain/configuration/setting.ts'
import type { CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import type { PassedTokensPort } from '@domain/ports/shared-state.port.ts'
import { createTurnstileVerifier } from './turnstile-verifier.ts'
import { rememberPassed } from './remember-passed.ts'

/** What the Turnstile verifier reads from the environment. */
export const TURNSTILE_SETTINGS = defineSettings({
  TURNSTILE_SECRET_KEY: {
    purpose:
      'Cloudflare Turnstile secret key: lead-form captchas are verified with it (siteverify), never sent to browsers',
    kind: 'secret',
    affects:
      'tenants with forms.captcha and third_party_keys.turnstile_site_key (without it every tenant uses the local security question)',
  },
  TURNSTILE_API_URL: {
    purpose: 'Turnstile API base URL; siteverify is {base}/turnstile/v0/siteverify (tests point it at a stand-in)',
    kind: 'url',
    default: 'https://challenges.cloudflare.com',
    affects: 'as TURNSTILE_SECRET_KEY',
  },
})

/** The verifier from its checked settings, each passed token remembered; null without the secret key. */
export function turnstileFromSettings(
  values: SettingValues<typeof TURNSTILE_SETTINGS>,
  deps: { readonly fetch?: typeof fetch; readonly passedTokens?: PassedTokensPort },
): CaptchaVerifierPort | null {
  if (!values.TURNSTILE_SECRET_KEY) return null
  return rememberPassed(
    createTurnstileVerifier({
      secret: values.TURNSTILE_SECRET_KEY,
      baseUrl: values.TURNSTILE_API_URL,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
    deps.passedTokens ? { shared: deps.passedTokens } : {},
  )
}
