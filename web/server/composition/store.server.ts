/** Where shared state is kept: the embedded file (no DATABASE_URL) or PostgreSQL, with the secrets instances share. */
export type StoreSetting = { readonly kind: 'sqlite' } | { readonly kind: 'postgres'; readonly url: string }

/**
 * DATABASE_URL selects PostgreSQL. Several instances on one database must sign sessions and captcha challenges
 * alike, so it needs SESSION_SECRET and CAPTCHA_SECRET (a random key per process would sign shoppers out on every
 * other instance): without them start-up stops with one line.
 */
export function readStoreSetting(
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; value: StoreSetting } | { ok: false; error: string } {
  const url = env.DATABASE_URL?.trim()
  if (!url) return { ok: true, value: { kind: 'sqlite' } }
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(url))
    return { ok: false, error: 'DATABASE_URL must be a postgres:// (or postgresql://) URL' }
  const missing = ['SESSION_SECRET', 'CAPTCHA_SECRET'].filter((name) => !env[name] || env[name]!.length < 32)
  if (missing.length > 0) {
    return {
      ok: false,
      error: `DATABASE_URL is set: instances sharing it need ${missing.join(' and ')} (at least 32 characters each, the same on every instance)`,
    }
  }
  return { ok: true, value: { kind: 'postgres', url } }
}
