import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import type { CaptchaVerifierPort } from '@domain/ports/captcha.port.ts'
import { createCaptchaChoice, turnstileSiteKey } from './captcha-choice.ts'

const local = createSignedChallenge({ secret: 'captcha-services-test-secret-0123' })
const hosted: CaptchaVerifierPort = { verify: async () => ({ kind: 'passed' }) }
const keyed = makeSite({ third_party_keys: { turnstile_site_key: '0x4AAAAAAAtest' } })
const keyless = makeSite({ slug: 'keyless-motors' })

describe("each site's captcha", () => {
  it('Turnstile for a site with a site key when a hosted verifier is configured: the form and the check agree', () => {
    const c = createCaptchaChoice({ local, hosted })
    expect(c.setupFor(keyed, 'enquiry')).toEqual({ kind: 'turnstile', siteKey: '0x4AAAAAAAtest', action: 'enquiry' })
    expect(c.verifierFor(keyed)).toBe(hosted)
    expect(c.setupFor(keyless, 'enquiry')).toMatchObject({
      kind: 'challenge',
      question: expect.stringMatching(/^What is \d plus \d\?$/),
    })
    expect(c.verifierFor(keyless)).toBe(local)
  })

  it('the local question everywhere without a hosted verifier, site key or not', () => {
    const c = createCaptchaChoice({ local, hosted: null })
    expect(c.setupFor(keyed, 'enquiry').kind).toBe('challenge')
    expect(c.verifierFor(keyed)).toBe(local)
  })

  it('a site key that does not look like one is no key', () => {
    expect(turnstileSiteKey(makeSite({ third_party_keys: { turnstile_site_key: ' 0xABC_d-1 ' } }))).toBe('0xABC_d-1')
    for (const bad of ['', '   ', '"><script>', 'a'.repeat(101)])
      expect(turnstileSiteKey(makeSite({ third_party_keys: { turnstile_site_key: bad } }))).toBeNull()
  })
})
