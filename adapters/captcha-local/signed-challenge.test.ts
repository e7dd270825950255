import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CAPTCHA_FAILED, CAPTCHA_TTL_MS, answerOf, createSignedChallenge } from './signed-challenge.ts'

const now = 1_800_000_000_000
const T = 'demo-motors'
const local = createSignedChallenge({ secret: 'a-test-secret-of-enough-length', clock: () => now })

describe('the signed arithmetic challenge', () => {
  it('accepts the right answer (number or text) and refuses a wrong one', () => {
    const c = local.issue(T, now)
    const answer = answerOf(c.question)!
    expect(c.token).not.toContain(`.${answer}.`)
    expect(local.check(c.token, answer, T, now + 1000)).toBe(true)
    expect(local.check(c.token, ` ${answer} `, T, now + 1000)).toBe(true)
    expect(local.check(c.token, answer + 1, T, now + 1000)).toBe(false)
    expect(local.check(c.token, '', T, now)).toBe(false)
  })

  it('is bound to the site it was issued for: the right answer on another tenant is refused (issue 16 item 4)', async () => {
    const c = local.issue(T, now)
    const answer = answerOf(c.question)!
    expect(local.check(c.token, answer, 'rival-motors', now)).toBe(false)
    expect(await local.verify({ token: c.token, answer: String(answer) }, undefined, 'rival-motors')).toMatchObject({ kind: 'refused' })
    expect(await local.verify({ token: c.token, answer: String(answer) }, undefined, T)).toMatchObject({ kind: 'passed' })
  })

  it('expires after 30 minutes and refuses tampered tokens', () => {
    const c = local.issue(T, now)
    const answer = answerOf(c.question)!
    expect(local.check(c.token, answer, T, now + CAPTCHA_TTL_MS - 1)).toBe(true)
    expect(local.check(c.token, answer, T, now + CAPTCHA_TTL_MS)).toBe(false)
    const [exp, nonce, mac] = c.token.split('.')
    expect(local.check(`${Number(exp) + 1000}.${nonce}.${mac}`, answer, T, now)).toBe(false)
    expect(local.check(`${exp}.x${nonce}.${mac}`, answer, T, now)).toBe(false)
    expect(local.check(null, answer, T, now)).toBe(false)
  })

  it('a token signed with another secret does not verify', () => {
    const other = createSignedChallenge({ secret: 'another-secret-of-enough-length' })
    const c = other.issue(T, now)
    expect(local.check(c.token, answerOf(c.question), T, now)).toBe(false)
  })

  it('property: only the one right answer verifies', () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), (guess) => {
      const c = local.issue(T, now)
      expect(local.check(c.token, guess, T, now)).toBe(guess === answerOf(c.question))
    }), { numRuns: 200 })
  })
})

describe('as the captcha verifier port', () => {
  it('passes the right answer and refuses anything else with the exact demo message', async () => {
    const c = local.issue(T)
    const [expiry, nonce] = c.token.split('.')
    expect(await local.verify({ token: c.token, answer: String(answerOf(c.question)) }, undefined, T))
      .toEqual({ kind: 'passed', spend: { key: `local:${nonce}`, expiresAt: Number(expiry) } })
    expect(await local.verify({ token: c.token, answer: String(answerOf(c.question)! + 1) }))
      .toEqual({ kind: 'refused', message: 'Please answer the security question correctly.', codes: ['wrong-answer'] })
    expect(await local.verify({ token: '' })).toMatchObject({ kind: 'refused', message: CAPTCHA_FAILED })
  })

  it('property: it is never unavailable, whatever the response', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ maxLength: 300 }), fc.option(fc.string({ maxLength: 6 }), { nil: undefined }), async (token, answer) => {
      const verdict = await local.verify(answer === undefined ? { token } : { token, answer })
      expect(verdict.kind === 'passed' || verdict.kind === 'refused').toBe(true)
    }), { numRuns: 200 })
  })
})
