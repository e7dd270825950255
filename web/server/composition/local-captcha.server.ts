import { answerOf, CAPTCHA_TTL_MS, createSignedChallenge, type CaptchaChallenge } from '@adapters/captcha-local/signed-challenge.ts'

/**
 * The process's local challenge (adapters/captcha-local): signed with CAPTCHA_SECRET, else SESSION_SECRET, else a
 * random key per start. Demo and mock modes use it for every tenant; live mode for tenants without a hosted provider.
 */
export const localCaptcha = createSignedChallenge({ secret: process.env.CAPTCHA_SECRET ?? process.env.SESSION_SECRET })

export const issueChallenge = (nowMs?: number): CaptchaChallenge => localCaptcha.issue(nowMs)
export const verifyChallenge = (token: unknown, answer: unknown, nowMs?: number): boolean => localCaptcha.check(token, answer, nowMs)
export { answerOf, CAPTCHA_TTL_MS, type CaptchaChallenge }
