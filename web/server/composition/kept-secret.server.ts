import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const readKept = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8').trim() || null
  } catch {
    return null
  }
}

/**
 * A signing key: the one configured, else a random key kept in `dir` under `name`, so every process of the instance
 * (the workers of `npm start`, a restart) signs alike. The first process to need it writes it; one that loses that
 * race reads the winner's.
 */
export function keptSecret(configured: string | null | undefined, dir: string, name: string): string {
  if (configured) return configured
  const file = join(dir, name)
  const kept = readKept(file)
  if (kept) return kept
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    const written = (error as NodeJS.ErrnoException).code === 'EEXIST' ? readKept(file) : null
    if (written) return written
    throw error
  }
}

/**
 * The key attachment links are signed with: the one configured (UPLOAD_SECRET, else SESSION_SECRET: live mode has
 * one), else a key kept beside the uploads (demo and mock), so links sent before a restart still open after it.
 */
export const uploadSecret = (configured: string | null, uploadsDir: string): string =>
  keptSecret(configured, uploadsDir, '.link-secret')

/**
 * The keys sessions and the local captcha's challenges are signed with: SESSION_SECRET and CAPTCHA_SECRET (else
 * SESSION_SECRET) when set, which live mode and a shared database require; else keys kept beside the embedded store,
 * shared by every process on it, so a session or captcha one worker made holds on another.
 */
export const signingSecrets = (
  config: { readonly sessionSecret: string | null; readonly captchaSecret: string | undefined },
  dataDir: string,
): { readonly session: string; readonly captcha: string } => ({
  session: keptSecret(config.sessionSecret, dataDir, '.session-secret'),
  captcha: keptSecret(config.captchaSecret, dataDir, '.captcha-secret'),
})
