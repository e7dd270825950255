import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CAPTCHA_TTL_MS, answerOf, issueChallenge, verifyChallenge } from './captcha.server.ts'

const now = 1_800_000_000_000

describe('captcha', () => {
  it('accepts the right answer (number or text) and refuses a wrong one', () => {
    const c = issueChallenge(now)
    const answer = answerOf(c.question)!
    expect(c.token).not.toContain(`.${answer}.`)
    expect(verifyChallenge(c.token, answer, now + 1000)).toBe(true)
    expect(verifyChallenge(c.token, ` ${answer} `, now + 1000)).toBe(true)
    expect(verifyChallenge(c.token, answer + 1, now + 1000)).toBe(false)
    expect(verifyChallenge(c.token, '', now)).toBe(false)
  })
  it('expires after 30 minutes and refuses tampered tokens', () => {
    const c = issueChallenge(now)
    const answer = answerOf(c.question)!
    expect(verifyChallenge(c.token, answer, now + CAPTCHA_TTL_MS - 1)).toBe(true)
    expect(verifyChallenge(c.token, answer, now + CAPTCHA_TTL_MS)).toBe(false)
    const [exp, nonce, mac] = c.token.split('.')
    expect(verifyChallenge(`${Number(exp) + 1000}.${nonce}.${mac}`, answer, now)).toBe(false)
    expect(verifyChallenge(`${exp}.x${nonce}.${mac}`, answer, now)).toBe(false)
    expect(verifyChallenge(null, answer, now)).toBe(false)
  })
  it('property: only the one right answer verifies', () => {
    fc.assert(fc.property(fc.integer({ min: -50, max: 50 }), (guess) => {
      const c = issueChallenge(now)
      expect(verifyChallenge(c.token, guess, now)).toBe(guess === answerOf(c.question))
    }), { numRuns: 200 })
  })
})
