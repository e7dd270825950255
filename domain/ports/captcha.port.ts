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
  | { readonly kind: 'passed' }
  | { readonly kind: 'refused'; readonly message: string; readonly codes: readonly string[] }
  | { readonly kind: 'unavailable'; readonly reason: string }

/** Checks a captcha response (SPEC §5 'A captcha shows by default'); never throws. */
export interface CaptchaVerifierPort {
  verify(response: CaptchaResponse, remoteIp?: string): Promise<CaptchaVerdict>
}

/** A question the server asks and checks itself (the local arithmetic challenge): no provider behind it. */
export interface CaptchaChallengePort extends CaptchaVerifierPort {
  /** a fresh question and the opaque token the form sends back with its answer */
  issue(): { readonly token: string; readonly question: string }
}
