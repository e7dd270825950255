import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The key attachment links are signed with: the one configured (UPLOAD_SECRET, else SESSION_SECRET: live mode has one), else a random key
 * kept beside the uploads (demo and mock), so links sent before a restart still open after it.
 */
export function uploadSecret(configured: string | null, uploadsDir: string): string {
  if (configured) return configured
  const file = join(uploadsDir, '.link-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(uploadsDir, { recursive: true, mode: 0o700 })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  }
}
