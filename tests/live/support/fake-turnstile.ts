import type { Answer, Received } from './loopback.ts'

/** The secret the fake accepts (what TURNSTILE_SECRET_KEY is set to against it). */
export const FAKE_TURNSTILE_SECRET = 'fake-turnstile-secret'
/** The site key tenants carry in `third_party_keys.turnstile_site_key` against the fake. */
export const FAKE_TURNSTILE_SITE_KEY = '0xFAKE-live-e2e-site-key'

/**
 * Cloudflare Turnstile's siteverify played on loopback: `POST /turnstile/v0/siteverify`, form-encoded `secret`,
 * `response`, `remoteip`, `idempotency_key`, answered `{success, error-codes}` as the provider documents:
 * - a wrong or missing secret → `invalid-input-secret` / `missing-input-secret`;
 * - no response → `missing-input-response`;
 * - a token starting `pass` passes once, answering as its `action` what it carries between `pass-` and `~` (the
 *   browser stand-in puts the widget's action there; none: an empty action); asked again it is `timeout-or-duplicate`, unless the request repeats the
 *   idempotency key of the one that passed (a retry), which gets the same answer;
 * - a token starting `expired` → `timeout-or-duplicate`; any other token → `invalid-input-response`;
 * - a token starting `down` → HTTP 503 (the provider is down for this token only, so tests running at the same
 *   time against one fake do not disturb each other).
 */
export function fakeSiteverify(secret: string = FAKE_TURNSTILE_SECRET): (request: Received) => Exclude<Answer, 'hang'> {
  const spent = new Map<string, string>()
  return (request) => {
    if (request.method !== 'POST' || request.path !== '/turnstile/v0/siteverify')
      return { status: 404, json: { error: 'not siteverify' } }
    const form = new URLSearchParams(request.text)
    const fail = (...codes: string[]) => ({ json: { success: false, 'error-codes': codes, messages: [] } })
    if (!form.get('secret')) return fail('missing-input-secret')
    if (form.get('secret') !== secret) return fail('invalid-input-secret')
    const token = form.get('response') ?? ''
    if (token === '') return fail('missing-input-response')
    if (token.startsWith('down')) return { status: 503, text: 'service unavailable' }
    if (token.startsWith('pass')) {
      const key = form.get('idempotency_key') ?? ''
      const earlier = spent.get(token)
      if (earlier !== undefined && (earlier === '' || earlier !== key)) return fail('timeout-or-duplicate')
      spent.set(token, key)
      const action = /^pass-([A-Za-z0-9_-]*)~/.exec(token)?.[1] ?? ''
      return {
        json: {
          success: true,
          'error-codes': [],
          challenge_ts: new Date().toISOString(),
          hostname: 'loopback',
          action,
        },
      }
    }
    if (token.startsWith('expired')) return fail('timeout-or-duplicate')
    return fail('invalid-input-response')
  }
}

/** What siteverify was sent, one entry per request (the secret shown only as right or wrong). */
export const siteverifyCalls = (received: readonly Received[], secret: string = FAKE_TURNSTILE_SECRET) =>
  received
    .filter((r) => r.path === '/turnstile/v0/siteverify')
    .map((r) => {
      const form = new URLSearchParams(r.text)
      return {
        response: form.get('response'),
        remoteip: form.get('remoteip'),
        secretOk: form.get('secret') === secret,
        idempotencyKey: form.get('idempotency_key'),
        contentType: r.headers['content-type'] ?? null,
      }
    })
