/**
 * A reservation whose card is waiting for the shopper's bank to verify them (3-D Secure) is normally finished by
 * the shopper's page, or by the provider's notification. When neither comes (the shopper passed the challenge
 * and closed the tab; Stripe sends no event for a PaymentIntent left in `requires_confirmation`; a Till callback
 * was lost) the server's sweep finishes it. This is which pending verifications the sweep touches, and how.
 */

/** Left alone this long after the verification was asked for, so the sweep never races a shopper still on the page. */
export const PENDING_SWEEP_GRACE_MS = 2 * 60 * 1000
/** Past this the provider no longer completes the verification: the reservation ends and anything held is released. */
export const PENDING_VERIFICATION_EXPIRY_MS = 24 * 60 * 60 * 1000
/** How often the sweep runs unless configured otherwise. */
export const PENDING_SWEEP_INTERVAL_MS = 60 * 1000

export interface PendingWindow {
  /** how long after the verification was asked for the shopper's page has it to itself */
  readonly graceMs: number
  /** how long after it was asked for the provider may still complete it */
  readonly expiryMs: number
}

export const DEFAULT_PENDING_WINDOW: PendingWindow = {
  graceMs: PENDING_SWEEP_GRACE_MS,
  expiryMs: PENDING_VERIFICATION_EXPIRY_MS,
}

/**
 * - `wait`: still the shopper's (inside the grace period), or the clock reads earlier than the request
 * - `finish`: ask the provider how the verification ended, as the shopper's page would
 * - `expire`: past the provider's window: end the reservation and release anything held
 */
export type PendingVerdict = 'wait' | 'finish' | 'expire'

/**
 * What the sweep does with a verification asked for at `askedAtMs`, at `nowMs`. The grace period is exclusive
 * (a verification exactly `graceMs` old is still the shopper's) and the expiry window inclusive (one exactly
 * `expiryMs` old is still asked about).
 */
export function pendingVerdict(
  askedAtMs: number,
  nowMs: number,
  window: PendingWindow = DEFAULT_PENDING_WINDOW,
): PendingVerdict {
  const waited = nowMs - askedAtMs
  if (waited > window.expiryMs) return 'expire'
  if (waited > window.graceMs) return 'finish'
  return 'wait'
}

/** The latest time a verification may have been asked for to be past the grace period at `nowMs` (the store's query bound). */
export const pendingAskedBefore = (nowMs: number, window: PendingWindow = DEFAULT_PENDING_WINDOW): number =>
  nowMs - window.graceMs - 1

/** Shown to the shopper, if they ever come back, for a reservation whose verification ran out. */
export const VERIFICATION_EXPIRED_MESSAGE =
  'Your bank verification was not completed in time, so this reservation has ended. Your card has not been charged; please start again.'
