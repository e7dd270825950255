import { createHash } from 'node:crypto'
import type {
  CaptchaBinding,
  CaptchaResponse,
  CaptchaVerdict,
  CaptchaVerifierPort,
} from '@domain/ports/captcha.port.ts'
import type { PassedTokensPort } from '@domain/ports/shared-state.port.ts'

export interface RememberPassedOptions {
  /** how long a passed token keeps passing (default 30 minutes: the steps of one form) */
  readonly ttlMs?: number
  /** the most tokens kept; the oldest go first (default 50,000) */
  readonly maxEntries?: number
  readonly clock?: () => number
  /** where passes are kept for every instance (the shared store); without one, this process only */
  readonly shared?: PassedTokensPort
}

export const REMEMBER_PASSED_TTL_MS = 30 * 60 * 1000

/**
 * A hosted provider answers each token once (Turnstile calls the second siteverify of a token
 * `timeout-or-duplicate`), but a multi-step form sends its one token with every saved step (POST, then each PUT).
 * This wraps a verifier so a token that passed keeps passing for `ttlMs` without asking again, and two requests
 * with the same token at the same moment (a double click) share one question. Only passes are remembered: a
 * refusal or an unavailable provider is asked again next time. Kept by a hash of the token in the shared store
 * (`shared`: the next step may reach another instance, or this one after a restart), with this process's memory in
 * front; a store out of reach only means asking the provider. A pass that keeps passing would let one token store
 * any number of leads, so each pass names its token as an answer to spend (`spend`): the lead intake spends it on
 * the one lead it is stored with, whose further steps alone it then serves.
 */
export function rememberPassed(inner: CaptchaVerifierPort, options: RememberPassedOptions = {}): CaptchaVerifierPort {
  const ttlMs = options.ttlMs ?? REMEMBER_PASSED_TTL_MS
  const maxEntries = options.maxEntries ?? 50_000
  const clock = options.clock ?? Date.now
  /** token hash → until when it passes; insertion order is age order */
  const passed = new Map<string, number>()
  const inFlight = new Map<string, Promise<CaptchaVerdict>>()

  // a pass counts for the site and form it was checked for only
  const keyOf = (response: CaptchaResponse, binding?: CaptchaBinding) =>
    createHash('sha256')
      .update(response.token)
      .update('\0')
      .update(response.answer ?? '')
      .update('\0')
      .update(binding?.tenant ?? '')
      .update('\0')
      .update(binding?.form ?? '')
      .digest('base64url')

  /** a pass of the token `key` names, spendable on one lead until the pass ends */
  const passing = (key: string, until: number): CaptchaVerdict => ({
    kind: 'passed',
    spend: { key: `passed:${key}`, expiresAt: until },
  })

  return {
    async verify(response, remoteIp, binding) {
      if (response.token === '') return inner.verify(response, remoteIp, binding)
      const key = keyOf(response, binding)
      const until = passed.get(key)
      if (until !== undefined) {
        if (until > clock()) return passing(key, until)
        passed.delete(key)
      }
      const pending = inFlight.get(key)
      if (pending !== undefined) return pending
      // another instance (or this one before a restart) may have seen it pass: asked once for requests at once too
      let keptUntil: number | null = null
      const ask = async (): Promise<CaptchaVerdict> => {
        keptUntil = (await options.shared?.passedUntil(key).catch(() => null)) ?? null
        return keptUntil !== null && keptUntil > clock()
          ? { kind: 'passed' }
          : inner.verify(response, remoteIp, binding)
      }
      const asked = ask()
        .then((verdict) => {
          if (verdict.kind === 'passed') {
            const now = clock()
            // a pass read from the store keeps its own end; a new one is kept for every instance
            const ends = keptUntil !== null && keptUntil > now ? keptUntil : now + ttlMs
            passed.set(key, ends)
            if (ends !== keptUntil) options.shared?.remember(key, ends).catch(() => undefined)
            // one lifetime for all, so the oldest entry expires first: drop the expired ones and any over the cap
            for (const [oldest, expiry] of passed) {
              if (expiry > now && passed.size <= maxEntries) break
              passed.delete(oldest)
            }
            return passing(key, ends)
          }
          return verdict
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, asked)
      return asked
    },
  }
}
