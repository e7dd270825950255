/**
 * What the shopper's browser sent for the captcha: the token the challenge gave it and, for a challenge that asks
 * a question (the local arithmetic one), the typed answer. A hosted provider's token is the whole proof.
 */
export interface CaptchaResponse {
  readonly token: string
  readonly answer?: string
}

/**
 * - `passed`: the response proves a person (write the lead);
 * - `refused`: it does not; `message` is for the shopper (the lead routes answer 422 with it), `codes` for the log;
 * - `unavailable`: the provider could not say (down, slow, or refusing our own credentials); the caller decides.
 */
export type CaptchaVerdict =
  | { readonly kind: 'passed'; readonly spend?: SpendableAnswer }
  | { readonly kind: 'refused'; readonly message: string; readonly codes: readonly string[] }
  | { readonly kind: 'unavailable'; readonly reason: string }

/**
 * A passed answer that counts once (the local challenge): the lead intake spends it, under `key`, when the lead it
 * came with is stored (domain/ports/shared-state.port.ts SpentAnswersPort), and keeps the record until `expiresAt`.
 * A hosted provider's token needs none: the provider answers each token once.
 */
export interface SpendableAnswer {
  readonly key: string
  readonly expiresAt: number
}

/** Checks a captcha response (SPEC §5 'A captcha shows by default'); never throws. */
export interface CaptchaVerifierPort {
  /** `tenant`: the site the lead was sent to (a local challenge is valid only on the site it was issued for) */
  verify(response: CaptchaResponse, remoteIp?: string, tenant?: string): Promise<CaptchaVerdict>
}

/** A question the server asks and checks itself (the local arithmetic challenge): no provider behind it. */
export interface CaptchaChallengePort extends CaptchaVerifierPort {
  /** a fresh question for a form of `tenant`, and the opaque token the form sends back with its answer */
  issue(tenant: string): { readonly token: string; readonly question: string }
}
