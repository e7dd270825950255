import { describe, expect, it } from 'vitest'
import { makeSite } from '@domain/tenancy/site.fixture.ts'
import { createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'
import { createCaptchaChoice } from '@application/forms/captcha-choice.ts'
import { buildCaptchaAdapters } from './captcha-services.server.ts'
import { LIVE_VARIABLES, type LiveSettings } from './environment.ts'

const local = createSignedChallenge({ secret: 'captcha-services-test-secret-0123' })
const keyed = makeSite({ third_party_keys: { turnstile_site_key: '0x4AAAAAAAtest' } })
const keyless = makeSite({ slug: 'keyless-motors' })
const live = (over: Partial<LiveSettings>): LiveSettings => ({
  ...(Object.fromEntries(LIVE_VARIABLES.map((v) => [v.name, undefined])) as LiveSettings),
  ...over,
})
const choiceOver = (...args: Parameters<typeof buildCaptchaAdapters>) =>
  createCaptchaChoice(buildCaptchaAdapters(...args))

describe('buildCaptchaAdapters, as the captcha choice sees them', () => {
  it('demo and mock: the local question, no warnings', () => {
    const warned: string[] = []
    const c = choiceOver(null, { local, sites: () => [keyed], warn: (m) => warned.push(m) })
    expect(c.setupFor(keyed, 'enquiry').kind).toBe('challenge')
    expect(warned).toEqual([])
  })

  it('live without TURNSTILE_SECRET_KEY: the local question, and one warning naming the captcha tenants', () => {
    const warned: string[] = []
    const c = choiceOver(live({}), { local, sites: () => [keyed, keyless], warn: (m) => warned.push(m) })
    expect(c.setupFor(keyed, 'enquiry').kind).toBe('challenge')
    expect(warned).toEqual([
      'TURNSTILE_SECRET_KEY is not set; lead forms use the local security question on demo-motors, keyless-motors',
    ])
  })

  it('live with the secret: Turnstile for keyed sites, asking TURNSTILE_API_URL; keyless captcha tenants are named', async () => {
    const warned: string[] = []
    const asked: string[] = []
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      asked.push(`${String(url)} ${String(init?.body)}`)
      return new Response(JSON.stringify({ success: true }), { status: 200 })
    }) as typeof fetch
    const c = choiceOver(live({ TURNSTILE_SECRET_KEY: 's3cret', TURNSTILE_API_URL: 'http://127.0.0.1:9/' }), {
      local,
      sites: () => [keyed, keyless, makeSite({ slug: 'no-captcha', forms: { captcha: false } })],
      fetch: fakeFetch,
      warn: (m) => warned.push(m),
    })
    expect(c.setupFor(keyed, 'enquiry').kind).toBe('turnstile')
    expect(await c.verifierFor(keyed).verify({ token: 'tok' }, '10.0.0.1')).toMatchObject({ kind: 'passed' })
    expect(asked).toHaveLength(1)
    expect(asked[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/turnstile\/v0\/siteverify secret=s3cret&response=tok&idempotency_key=[0-9a-f-]+&remoteip=10\.0\.0\.1$/,
    )
    // the same token on the next step of the form is remembered, not asked again
    expect(await c.verifierFor(keyed).verify({ token: 'tok' })).toMatchObject({ kind: 'passed' })
    expect(asked).toHaveLength(1)
    expect(warned).toEqual([
      'third_party_keys.turnstile_site_key is not set in the tenant files of keyless-motors; their lead forms use the local security question until their configuration has one',
    ])
  })
})
