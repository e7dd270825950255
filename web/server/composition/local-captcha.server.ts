import { createSignedChallenge } from '@adapters/captcha-local/signed-challenge.ts'

/**
 * The process's local challenge (adapters/captcha-local): signed with CAPTCHA_SECRET, else SESSION_SECRET, else a
 * random key per start. The local captcha adapter uses it for every tenant; Turnstile for tenants without a site key.
 */
export const localCaptcha = createSignedChallenge({ secret: process.env.CAPTCHA_SECRET ?? process.env.SESSION_SECRET })
