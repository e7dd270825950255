import { describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { keptSecret, signingSecrets } from './kept-secret.server.ts'

const freshDir = () => join(mkdtempSync(join(tmpdir(), 'kept-secret-')), 'data')

describe('keys kept beside the embedded store', () => {
  it('the first process keeps a key; every later one (another worker, a restart) signs with the same', () => {
    const dir = freshDir()
    const first = keptSecret(null, dir, '.session-secret')
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(statSync(join(dir, '.session-secret')).mode & 0o777).toBe(0o600)
    expect(keptSecret(null, dir, '.session-secret')).toBe(first)
    expect(keptSecret(undefined, dir, '.session-secret')).toBe(first)
  })

  it('a key another process wrote first is the one used', () => {
    const dir = freshDir()
    keptSecret(null, dir, '.other')
    writeFileSync(join(dir, '.captcha-secret'), `${'k'.repeat(43)}\n`)
    expect(keptSecret(null, dir, '.captcha-secret')).toBe('k'.repeat(43))
  })

  it('a configured key wins and nothing is written', () => {
    const dir = freshDir()
    expect(keptSecret('s'.repeat(40), dir, '.session-secret')).toBe('s'.repeat(40))
    expect(existsSync(join(dir, '.session-secret'))).toBe(false)
  })

  it('sessions and captchas get keys of their own; CAPTCHA_SECRET unset keeps its own key', () => {
    const dir = freshDir()
    const kept = signingSecrets({ sessionSecret: null, captchaSecret: undefined }, dir)
    expect(kept.session).not.toBe(kept.captcha)
    expect(readFileSync(join(dir, '.session-secret'), 'utf8')).toBe(kept.session)
    expect(signingSecrets({ sessionSecret: null, captchaSecret: undefined }, dir)).toEqual(kept)
    const configured = signingSecrets({ sessionSecret: 'a'.repeat(40), captchaSecret: 'b'.repeat(40) }, dir)
    expect(configured).toEqual({ session: 'a'.repeat(40), captcha: 'b'.repeat(40) })
  })
})
