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

/**
 * Where the answer is used: the site the lead was sent to and the form the lead names (`lead.form`, null when it
 * names none). A challenge is valid only for the site and form it was issued for; a hosted provider's token carries
 * the form as its widget's `action`.
 */
export interface CaptchaBinding {
  readonly tenant: string
  readonly form: string | null
}

/** Checks a captcha response (SPEC §5 'A captcha shows by default'); never throws. */
export interface CaptchaVerifierPort {
  verify(response: CaptchaResponse, remoteIp?: string, binding?: CaptchaBinding): Promise<CaptchaVerdict>
}

/** A question the server asks and checks itself (the local arithmetic challenge): no provider behind it. */
export interface CaptchaChallengePort extends CaptchaVerifierPort {
  /** a fresh question for the form `form` of `tenant`, and the opaque token the form sends back with its answer */
  issue(tenant: string, form: string): { readonly token: string; readonly question: string }
}
