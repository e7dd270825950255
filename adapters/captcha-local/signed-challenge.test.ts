import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CAPTCHA_FAILED,
  CAPTCHA_MESSAGES,
  CAPTCHA_TTL_MS,
  answerOf,
  createSignedChallenge,
} from './signed-challenge.ts'

const now = 1_800_000_000_000
const T = 'demo-motors'
const F = 'enquiry'
const B = { tenant: T, form: F }
const local = createSignedChallenge({ secret: 'a-test-secret-of-enough-length', clock: () => now })

describe('the signed arithmetic challenge', () => {
  it('accepts the right answer (number or text) and refuses a wrong one', () => {
    const c = local.issue(T, F, now)
    const answer = answerOf(c.question)!
    expect(c.token).not.toContain(`.${answer}.`)
    expect(local.check(c.token, answer, B, now + 1000)).toBe('passed')
    expect(local.check(c.token, ` ${answer} `, B, now + 1000)).toBe('passed')
    expect(local.check(c.token, answer + 1, B, now + 1000)).toBe('wrong-answer')
    expect(local.check(c.token, '', B, now)).toBe('wrong-answer')
  })

  it('is bound to the site it was issued for: the right answer on another tenant is refused (issue 16 item 4)', async () => {
    const c = local.issue(T, F, now)
    const answer = answerOf(c.question)!
    expect(local.check(c.token, answer, { tenant: 'rival-motors', form: F }, now)).toBe('other-site')
    expect(
      await local.verify({ token: c.token, answer: String(answer) }, undefined, { tenant: 'rival-motors', form: F }),
    ).toEqual({ kind: 'refused', message: CAPTCHA_MESSAGES['other-site'], codes: ['other-site'] })
    expect(await local.verify({ token: c.token, answer: String(answer) }, undefined, B)).toMatchObject({
      kind: 'passed',
    })
  })

  it('is bound to the form it was issued for: the right answer on another form, or a lead naming none, is refused', async () => {
    const c = local.issue(T, 'test-drive', now)
    const answer = String(answerOf(c.question))
    expect(local.check(c.token, answer, B, now)).toBe('other-form')
    expect(local.check(c.token, answer, { tenant: T, form: null }, now)).toBe('other-form')
    expect(await local.verify({ token: c.token, answer }, undefined, B)).toEqual({
      kind: 'refused',
      message: CAPTCHA_MESSAGES['other-form'],
      codes: ['other-form'],
    })
    expect(local.check(c.token, answer, { tenant: T, form: 'test-drive' }, now)).toBe('passed')
  })

  it('a token edited to name another site or form no longer verifies', () => {
    const c = local.issue(T, F, now)
    const answer = answerOf(c.question)!
    const [exp, nonce, , , mac] = c.token.split('.')
    const b64 = (s: string) => Buffer.from(s).toString('base64url')
    expect(
      local.check(
        `${exp}.${nonce}.${b64('rival-motors')}.${b64(F)}.${mac}`,
        answer,
        { tenant: 'rival-motors', form: F },
        now,
      ),
    ).toBe('wrong-answer')
    expect(
      local.check(`${exp}.${nonce}.${b64(T)}.${b64('careers')}.${mac}`, answer, { tenant: T, form: 'careers' }, now),
    ).toBe('wrong-answer')
  })

  it('expires after 30 minutes and refuses tampered tokens', () => {
    const c = local.issue(T, F, now)
    const answer = answerOf(c.question)!
    expect(local.check(c.token, answer, B, now + CAPTCHA_TTL_MS - 1)).toBe('passed')
    expect(local.check(c.token, answer, B, now + CAPTCHA_TTL_MS)).toBe('expired')
    const [exp, nonce, tenant, form, mac] = c.token.split('.')
    expect(local.check(`${Number(exp) - 1000}.${nonce}.${tenant}.${form}.${mac}`, answer, B, now)).toBe('wrong-answer')
    expect(local.check(`${exp}.x${nonce}.${tenant}.${form}.${mac}`, answer, B, now)).toBe('wrong-answer')
    expect(local.check(`${exp}.${nonce}.${mac}`, answer, B, now)).toBe('malformed')
    expect(local.check(null, answer, B, now)).toBe('malformed')
  })

  it('a token signed with another secret does not verify', () => {
    const other = createSignedChallenge({ secret: 'another-secret-of-enough-length' })
    const c = other.issue(T, F, now)
    expect(local.check(c.token, answerOf(c.question), B, now)).toBe('wrong-answer')
  })

  it('property: only the one right answer verifies', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (guess) => {
        const c = local.issue(T, F, now)
        expect(local.check(c.token, guess, B, now) === 'passed').toBe(guess === answerOf(c.question))
      }),
      { numRuns: 200 },
    )
  })
})

describe('as the captcha verifier port', () => {
  it('passes the right answer and refuses anything else with the exact demo message', async () => {
    const c = local.issue(T, F)
    const [expiry, nonce] = c.token.split('.')
    expect(await local.verify({ token: c.token, answer: String(answerOf(c.question)) }, undefined, B)).toEqual({
      kind: 'passed',
      spend: { key: `local:${nonce}`, expiresAt: Number(expiry) },
    })
    expect(await local.verify({ token: c.token, answer: String(answerOf(c.question)! + 1) }, undefined, B)).toEqual({
      kind: 'refused',
      message: 'Please answer the security question correctly.',
      codes: ['wrong-answer'],
    })
    expect(await local.verify({ token: '' })).toMatchObject({ kind: 'refused', message: CAPTCHA_FAILED })
  })

  it('property: it is never unavailable, whatever the response', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 500 }),
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        async (token, answer) => {
          const verdict = await local.verify(answer === undefined ? { token } : { token, answer }, undefined, B)
          expect(verdict.kind === 'passed' || verdict.kind === 'refused').toBe(true)
        },
      ),
      { numRuns: 200 },
    )
  })
})
